import { IANAZone } from 'luxon';
import { DAY_MS, MAX_INSTANT_MS, MINUTE_MS } from './civil-date';

/**
 * UTC offsets of IANA zones, read from luxon and remembered as spans of constant offset (ADR 013).
 *
 * luxon answers one offset per call through Intl (about 10 µs); a year of weekly slots for a division needs
 * thousands, so each zone's offsets are read once per 28-day chunk: probed daily, and every change found
 * by bisection down to the millisecond. No offset rule is written here; every value is luxon's.
 * Probing daily misses only a change that is undone within the same day, which no zone in tzdata does.
 */
const CHUNK_DAYS = 28;
const CHUNK_MS = CHUNK_DAYS * DAY_MS;
const MAX_CACHED_CHUNKS = 4096;
const MAX_CACHED_ZONE_NAMES = 1024;

/** A run of constant offset ending (exclusive) at `end`; it starts where the previous span ends. */
interface Span {
  end: number;
  offsetMs: number;
}

/** A run of constant offset over [start, end). */
interface OffsetRun {
  start: number;
  end: number;
  offsetMs: number;
}

class ZoneOffsetIndex {
  private readonly chunks = new Map<number, Span[]>();

  constructor(private readonly zone: IANAZone) {}

  offsetAt(utc: number): number {
    for (const span of this.spansOf(Math.floor(utc / CHUNK_MS))) if (utc < span.end) return span.offsetMs;
    // Unreachable: the last span ends at the chunk's end, past any instant in the chunk.
    return this.read(utc);
  }

  /** The runs of constant offset that cover [from, to], in time order; neighbouring runs differ in offset. */
  runsOver(from: number, to: number): OffsetRun[] {
    const runs: OffsetRun[] = [];
    for (let chunk = Math.floor(from / CHUNK_MS); chunk <= Math.floor(to / CHUNK_MS); chunk++) {
      let start = chunk * CHUNK_MS;
      for (const span of this.spansOf(chunk)) {
        if (span.end > from && start <= to) {
          const last = runs[runs.length - 1];
          // A chunk boundary is not a change: the run goes on.
          if (last !== undefined && last.offsetMs === span.offsetMs) last.end = span.end;
          else runs.push({ start, end: span.end, offsetMs: span.offsetMs });
        }
        start = span.end;
      }
    }
    return runs;
  }

  /**
   * The offset in force over the whole of [from, to], or null when it changes within: what wallClockToUtc asks
   * of nearly every wall time, answered without building the list of runs (no garbage per conversion).
   */
  constantOffsetOver(from: number, to: number): number | null {
    let offset: number | null = null;
    for (let chunk = Math.floor(from / CHUNK_MS); chunk <= Math.floor(to / CHUNK_MS); chunk++) {
      let start = chunk * CHUNK_MS;
      for (const span of this.spansOf(chunk)) {
        if (span.end > from && start <= to) {
          if (offset === null) offset = span.offsetMs;
          else if (offset !== span.offsetMs) return null;
        }
        start = span.end;
      }
    }
    return offset;
  }

  private spansOf(chunk: number): Span[] {
    let spans = this.chunks.get(chunk);
    if (spans === undefined) {
      if (this.chunks.size >= MAX_CACHED_CHUNKS) this.chunks.clear();
      spans = this.readChunk(chunk);
      this.chunks.set(chunk, spans);
    }
    return spans;
  }

  private read(utc: number): number {
    return Math.round(this.zone.offset(utc) * MINUTE_MS);
  }

  private readChunk(chunk: number): Span[] {
    const start = chunk * CHUNK_MS;
    const end = start + CHUNK_MS;
    const spans: Span[] = [];
    let known = start;
    let knownOffset = this.read(start);
    for (let day = 1; day <= CHUNK_DAYS; day++) {
      const probe = start + day * DAY_MS;
      const probeOffset = this.read(probe);
      // More than one change between two probes is followed one change at a time.
      while (probeOffset !== knownOffset) {
        const change = this.firstChange(known, knownOffset, probe);
        // A change exactly at the chunk's end belongs to the next chunk.
        if (change >= end) break;
        spans.push({ end: change, offsetMs: knownOffset });
        known = change;
        knownOffset = this.read(change);
      }
      known = probe;
    }
    spans.push({ end, offsetMs: knownOffset });
    return spans;
  }

  /** The first instant in (from, to] whose offset differs from `fromOffset`, given that `to`'s does. */
  private firstChange(from: number, fromOffset: number, to: number): number {
    let low = from;
    let high = to;
    while (high - low > 1) {
      const middle = low + Math.floor((high - low) / 2);
      if (this.read(middle) === fromOffset) low = middle;
      else high = middle;
    }
    return high;
  }
}

const indexes = new Map<string, ZoneOffsetIndex>();

/** UTC (the default fallback zone) has offset 0 by definition; it needs no reading from luxon. */
const UTC_RUNS: readonly OffsetRun[] = [{ start: -Infinity, end: Infinity, offsetMs: 0 }];
const UTC_INDEX = {
  offsetAt: (_utc: number) => 0,
  runsOver: (_from: number, _to: number) => UTC_RUNS,
  constantOffsetOver: (_from: number, _to: number) => 0,
};

function indexFor(zone: string): {
  offsetAt(utc: number): number;
  runsOver(from: number, to: number): readonly OffsetRun[];
  constantOffsetOver(from: number, to: number): number | null;
} {
  if (zone === 'UTC') return UTC_INDEX;
  let index = indexes.get(zone);
  if (index === undefined) {
    const ianaZone = IANAZone.create(zone);
    if (!ianaZone.isValid) throw new RangeError(`Unknown time zone: ${zone}`);
    index = new ZoneOffsetIndex(ianaZone);
    indexes.set(zone, index);
  }
  return index;
}

// luxon checks a name by building an Intl formatter (hundreds of µs); a name's validity never changes.
const validity = new Map<string, boolean>();

export function isValidTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length === 0) return false;
  let valid = validity.get(zone);
  if (valid === undefined) {
    valid = IANAZone.isValidZone(zone);
    if (validity.size >= MAX_CACHED_ZONE_NAMES) validity.clear();
    validity.set(zone, valid);
  }
  return valid;
}

/** The zone to work in: the given IANA name when luxon knows it, else the fallback (UTC unless told). */
export function resolveTimeZone(zone: unknown, fallback = 'UTC'): string {
  if (isValidTimeZone(zone)) return zone;
  if (isValidTimeZone(fallback)) return fallback;
  return 'UTC';
}

function assertInstant(utc: number): void {
  if (!Number.isFinite(utc) || Math.abs(utc) > MAX_INSTANT_MS - 2 * DAY_MS) {
    throw new RangeError(`Instant out of range: ${utc}`);
  }
}

/** The zone's UTC offset at an instant, in ms (east positive). Throws RangeError for an unknown zone. */
export function zoneOffsetMs(zone: string, utc: number): number {
  assertInstant(utc);
  return indexFor(zone).offsetAt(utc);
}

/** Wall ms (local date and time written as if UTC) of an instant in a zone. */
export function utcToWallClock(zone: string, utc: number): number {
  return utc + zoneOffsetMs(zone, utc);
}

/**
 * The instant a local wall-clock time names in a zone, by RFC 5545 section 3.3.5: a time that occurs
 * twice (clocks going back) is its first occurrence; a time that does not exist (clocks going forward) is
 * read with the offset from before the gap, so 02:30 on a spring-forward night becomes 03:30.
 *
 * Every offset in force within a day of the wall time is tried against the cached table; luxon's own
 * conversion (DateTime.fromObject) is not used, because it starts from the zone's offset today and, when
 * that is far from the offset of the time asked for (Apia was UTC-11 in 2011 and is UTC+13 now), it can
 * take a time that exists for a skipped one and answer an hour late.
 */
export function wallClockToUtc(zone: string, wall: number): number {
  assertInstant(wall);
  // Offsets stay within 14 hours of zero (16 for some local mean times), so the instant is within a day.
  const index = indexFor(zone);
  // Away from any change of offset (nearly always), the one offset gives the one reading.
  const constant = index.constantOffsetOver(wall - DAY_MS, wall + DAY_MS);
  if (constant !== null) return wall - constant;
  const runs = index.runsOver(wall - DAY_MS, wall + DAY_MS);
  // Each run holds at most one reading of the wall time, and runs are in time order: the first is earliest.
  for (const run of runs) {
    const utc = wall - run.offsetMs;
    if (utc >= run.start && utc < run.end) return utc;
  }
  // No reading: the clock jumped over the wall time where one run gave way to the next.
  for (let i = 1; i < runs.length; i++) {
    const before = runs[i - 1]!;
    const after = runs[i]!;
    if (wall >= after.start + before.offsetMs && wall < after.start + after.offsetMs) return wall - before.offsetMs;
  }
  // Unreachable: the wall clock runs from before `wall` to after it within the day either side.
  return wall - runs[0]!.offsetMs;
}
