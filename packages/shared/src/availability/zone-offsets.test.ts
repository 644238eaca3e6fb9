import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from './civil-date';
import { isValidTimeZone, resolveTimeZone, utcToWallClock, wallClockToUtc, zoneOffsetMs } from './zone-offsets';

/** Zones with the awkward cases: half-hour DST, negative DST, 2-hour DST, southern summers, date-line jumps. */
const ZONES = [
  'UTC',
  'America/New_York',
  'America/St_Johns',
  'Europe/London',
  'Europe/Dublin',
  'Europe/Berlin',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Pacific/Apia',
  'Asia/Kathmandu',
  'Africa/Casablanca',
  'Antarctica/Troll',
  'America/Santiago',
];

// Each run reads a fresh 28-day chunk from luxon (about 30 Intl calls); a loaded machine needs the headroom.
const PROPERTY_TIMEOUT_MS = 30_000;

const luxonOffsetMs = (zone: string, utc: number) => Math.round(DateTime.fromMillis(utc, { zone }).offset * 60_000);
const MIN = Date.UTC(1970, 0, 1);
const MAX = Date.UTC(2100, 0, 1);

describe('zoneOffsetMs', () => {
  it(
    "equals luxon's offset at any instant, in any zone",
    () => {
      fc.assert(
        fc.property(fc.constantFrom(...ZONES), fc.integer({ min: MIN, max: MAX }), (zone, utc) => {
          expect(zoneOffsetMs(zone, utc)).toBe(luxonOffsetMs(zone, utc));
        }),
        { numRuns: 1000 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it("equals luxon's offset to the millisecond around every New York change, 2020-2030", () => {
    const zone = 'America/New_York';
    for (let year = 2020; year <= 2030; year++) {
      for (const [month, day] of [
        [3, 1],
        [11, 1],
      ] as const) {
        // Find the change with luxon alone: the hour in that month whose offset differs from the hour before.
        let at = DateTime.fromObject({ year, month, day }, { zone: 'utc' }).toMillis();
        while (luxonOffsetMs(zone, at) === luxonOffsetMs(zone, at + HOUR_MS)) at += HOUR_MS;
        for (const probe of [at + HOUR_MS - 1, at + HOUR_MS, at + HOUR_MS + 1, at]) {
          expect(zoneOffsetMs(zone, probe)).toBe(luxonOffsetMs(zone, probe));
        }
      }
    }
  });

  it('refuses an unknown zone', () => {
    expect(() => zoneOffsetMs('Mars/Olympus_Mons', 0)).toThrow(RangeError);
  });

  it('refuses an instant outside the Date range', () => {
    expect(() => zoneOffsetMs('UTC', 9e15)).toThrow(RangeError);
    expect(() => zoneOffsetMs('UTC', Number.NaN)).toThrow(RangeError);
  });
});

describe('wallClockToUtc', () => {
  const ny = 'America/New_York';
  const wall = (y: number, mo: number, d: number, h: number, mi = 0) => Date.UTC(y, mo - 1, d, h, mi);

  it.each([
    ['a winter evening', wall(2026, 1, 13, 18), '2026-01-13T23:00:00.000Z'],
    ['a summer evening', wall(2026, 7, 14, 18), '2026-07-14T22:00:00.000Z'],
    [
      '02:30 on the spring-forward night (does not exist): read as 03:30',
      wall(2026, 3, 8, 2, 30),
      '2026-03-08T07:30:00.000Z',
    ],
    ['01:30 on the fall-back night (happens twice): the first', wall(2026, 11, 1, 1, 30), '2026-11-01T05:30:00.000Z'],
    ['01:00 on the fall-back night: the first', wall(2026, 11, 1, 1, 0), '2026-11-01T05:00:00.000Z'],
    ['02:00 on the fall-back night: happens once', wall(2026, 11, 1, 2, 0), '2026-11-01T07:00:00.000Z'],
  ])('New York, %s', (_name, input, expected) => {
    expect(new Date(wallClockToUtc(ny, input)).toISOString()).toBe(expected);
  });

  it('half-hour DST at Lord Howe: 02:15 on the spring night does not exist', () => {
    // Lord Howe moves from +10:30 to +11:00 at 02:00 local on the first Sunday of October.
    const utc = wallClockToUtc('Australia/Lord_Howe', Date.UTC(2026, 9, 4, 2, 15));
    expect(DateTime.fromMillis(utc, { zone: 'Australia/Lord_Howe' }).toFormat('HH:mm')).toBe('02:45');
  });

  it(
    'agrees with luxon, and is undone by utcToWallClock, for every time that exists exactly once',
    () => {
      fc.assert(
        fc.property(fc.constantFrom(...ZONES), fc.integer({ min: MIN + DAY_MS, max: MAX }), (zone, wallMs) => {
          const utc = wallClockToUtc(zone, wallMs);
          const fields = DateTime.fromMillis(wallMs, { zone: 'utc' }).toObject();
          const viaLuxon = DateTime.fromObject(fields, { zone }).toMillis();
          const exists = utcToWallClock(zone, viaLuxon) === wallMs;
          const twice =
            exists &&
            [HOUR_MS, 30 * 60_000, 2 * HOUR_MS].some((shift) => utcToWallClock(zone, viaLuxon - shift) === wallMs);
          if (exists && !twice) {
            expect(utc).toBe(viaLuxon);
            expect(utcToWallClock(zone, utc)).toBe(wallMs);
          } else if (!exists) {
            // A skipped time is read with the offset from before the gap (RFC 5545), which luxon also does.
            expect(utc).toBe(viaLuxon);
          } else {
            // A repeated time is its first occurrence: the same wall time, earlier than luxon's pick.
            expect(utcToWallClock(zone, utc)).toBe(wallMs);
            expect(utc).toBeLessThan(viaLuxon);
          }
        }),
        { numRuns: 1000 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('isValidTimeZone and resolveTimeZone', () => {
  it.each([
    ['America/New_York', true],
    ['UTC', true],
    ['Mars/Olympus_Mons', false],
    ['', false],
    [42, false],
    [null, false],
  ])('%s is valid: %s', (zone, valid) => {
    expect(isValidTimeZone(zone)).toBe(valid);
    expect(isValidTimeZone(zone)).toBe(valid);
  });

  it('falls back when a zone is unknown', () => {
    expect(resolveTimeZone('Europe/Paris')).toBe('Europe/Paris');
    expect(resolveTimeZone('nowhere')).toBe('UTC');
    expect(resolveTimeZone(undefined, 'Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(resolveTimeZone('nowhere', 'also nowhere')).toBe('UTC');
  });
});
