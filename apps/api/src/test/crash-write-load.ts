import {
  MAX_STORED_SLOTS,
  availabilityListResponse,
  createAvailabilityResponse,
} from '@courtside/shared/schemas/availability';
import { locationDto, locationsListResponse } from '@courtside/shared/schemas/locations';
import type { z } from 'zod';
import type { LedgerRow, StoredRow, WriteLedger } from './write-ledger';

// The write load of the crash test: writers that each send one request after another through the real API until
// the server goes away. A player posts availability in bulk (2 to 5 slots in one transaction, so a request
// half-applied would show); an admin adds locations (one row each). Every row carries a marker saying which
// request wrote it, so the rows found after a restart can be matched to the ledger.

const HOUR_MS = 3_600_000;
/**
 * Slot times start here, far from any real availability, and in the past: slots that have ended take no place
 * under the live-slot cap (ADR 059), so a writer may send as many as it likes.
 */
const FIRST_SLOT_MS = Date.UTC(2000, 0, 1);
/** Hours reserved for one request's slots. */
const HOURS_PER_REQUEST = 8;
/** Requests one writer sends in a round at most. */
export const MAX_REQUESTS_PER_ROUND = 2_000;
/**
 * Requests planned so far per writer, over every round of the run: each takes the next HOURS_PER_REQUEST, so
 * times never collide, and thousands of requests still end years before today.
 */
const plannedRequests = new WeakMap<Writer, number>();
/** Slots planned so far per writer, over every round of the run (a test's writers are its own objects). */
const plannedSlots = new WeakMap<Writer, number>();
/** Most slots one request carries. */
const MOST_SLOTS_PER_REQUEST = 5;

export interface Writer {
  kind: 'availability' | 'locations';
  /** Names the writer in markers and messages: one per player, one per admin writer. */
  name: string;
  cookie: string;
}

export interface WriteContext {
  address: string;
  round: number;
  leagueId: number;
  ledger: WriteLedger;
  /**
   * The server is being stopped in this round: a 503 is its answer to a request that came after it stopped taking
   * new ones, and ends the writer as a lost connection does. Otherwise a 503 is a failure like any other refusal.
   */
  stopping?: boolean;
}

export interface WriterOutcome {
  acknowledged: number;
  /** A refusal or an unreadable answer from a server that was still up: always a bug. */
  failures: string[];
}

/** Sends requests until one gets no answer (the server was killed), recording each in the ledger. */
export async function runWriter(context: WriteContext, writer: Writer): Promise<WriterOutcome> {
  const outcome: WriterOutcome = { acknowledged: 0, failures: [] };
  for (let sequence = 0; sequence < MAX_REQUESTS_PER_ROUND; sequence++) {
    const request =
      writer.kind === 'availability'
        ? availabilityRequest(context, writer, sequence)
        : locationRequest(context, writer, sequence);
    // A player keeps at most MAX_STORED_SLOTS slots in a league (ADR 059): one that has sent that many is done for
    // the run, as a real player would be, and the other writers carry the load on.
    if (!request) return outcome;
    const acknowledge = context.ledger.send(request.label, request.rows);
    let status: number;
    let body: unknown;
    try {
      const response = await fetch(`${context.address}${request.path}`, {
        method: 'POST',
        headers: { cookie: writer.cookie, 'content-type': 'application/json', origin: context.address },
        body: JSON.stringify(request.body),
      });
      status = response.status;
      body = await response.json();
    } catch {
      // No complete answer: the server is gone, and this request's fate is for the next start to show.
      return outcome;
    }
    if (status === 503 && context.stopping) return outcome;
    const ids = status === 201 ? request.idsFrom(body) : undefined;
    if (!ids) {
      outcome.failures.push(`${request.label}: ${status} ${JSON.stringify(body)}`);
      return outcome;
    }
    acknowledge(ids);
    outcome.acknowledged++;
  }
  return outcome;
}

interface PlannedRequest {
  label: string;
  path: string;
  body: unknown;
  rows: LedgerRow[];
  /** The created ids in the order of `rows`, or undefined when the answer does not say. */
  idsFrom(body: unknown): number[] | undefined;
}

const slotMarker = (writer: string, startMs: number) => `${writer}@${new Date(startMs).toISOString()}`;
const slotContent = (startMs: number, endMs: number, leagueId: number) => `${endMs - startMs} ms in league ${leagueId}`;

function availabilityRequest(
  { round, leagueId }: WriteContext,
  writer: Writer,
  sequence: number,
): PlannedRequest | undefined {
  const slots = 2 + (sequence % 4);
  const slotsSoFar = plannedSlots.get(writer) ?? 0;
  if (slotsSoFar + MOST_SLOTS_PER_REQUEST > MAX_STORED_SLOTS) return undefined;
  plannedSlots.set(writer, slotsSoFar + slots);
  const planned = plannedRequests.get(writer) ?? 0;
  plannedRequests.set(writer, planned + 1);
  const firstHour = planned * HOURS_PER_REQUEST;
  const starts = Array.from({ length: slots }, (_, i) => FIRST_SLOT_MS + (firstHour + i) * HOUR_MS);
  return {
    label: `round ${round}: ${writer.name}'s availability #${sequence} (${starts.length} slots)`,
    path: '/api/1.0/availability/post',
    body: {
      slots: starts.map((start) => ({
        start_time: new Date(start).toISOString(),
        end_time: new Date(start + HOUR_MS).toISOString(),
        league_id: leagueId,
      })),
    },
    rows: starts.map((start) => ({
      marker: slotMarker(writer.name, start),
      content: slotContent(start, start + HOUR_MS, leagueId),
    })),
    idsFrom(body) {
      const parsed = createAvailabilityResponse.safeParse(body);
      if (!parsed.success || parsed.data.failed > 0) return undefined;
      const idByStart = new Map(parsed.data.availabilities.map((slot) => [Date.parse(slot.start_time), slot.id]));
      const ids = starts.map((start) => idByStart.get(start));
      return ids.every((id) => id !== undefined) ? ids : undefined;
    },
  };
}

const locationContent = (location: Pick<z.infer<typeof locationDto>, 'address' | 'has_lights'>) =>
  `${location.address} | lights ${location.has_lights}`;

function locationRequest({ round }: WriteContext, writer: Writer, sequence: number): PlannedRequest {
  const name = `Crash court ${round}.${writer.name}.${sequence}`;
  const location = { name, address: `${sequence} Baseline Road, round ${round}`, has_lights: sequence % 2 === 0 };
  return {
    label: `round ${round}: ${writer.name}'s location #${sequence}`,
    path: '/api/1.0/locations/post',
    body: location,
    rows: [{ marker: name, content: locationContent(location) }],
    idsFrom(body) {
      const parsed = locationDto.safeParse(body);
      return parsed.success && parsed.data.name === name ? [parsed.data.id] : undefined;
    },
  };
}

/** Everything the writers can have written, read back through the API as each of them. */
export async function readBack(address: string, writers: readonly Writer[]): Promise<StoredRow[]> {
  const rows: StoredRow[] = [];
  for (const writer of writers) {
    if (writer.kind === 'availability') {
      const { availabilities } = availabilityListResponse.parse(await getJson(address, '/availability/get', writer));
      for (const slot of availabilities) {
        const start = Date.parse(slot.start_time);
        rows.push({
          id: slot.id,
          marker: slotMarker(writer.name, start),
          content: slotContent(start, Date.parse(slot.end_time), slot.league_id),
        });
      }
    }
  }
  // Every location is in one list, so it is read once, by the first admin writer.
  const admin = writers.find((writer) => writer.kind === 'locations');
  if (admin) {
    for (const location of locationsListResponse.parse(await getJson(address, '/locations/all', admin))) {
      rows.push({ id: location.id, marker: location.name, content: locationContent(location) });
    }
  }
  return rows;
}

async function getJson(address: string, path: string, writer: Writer): Promise<unknown> {
  const response = await fetch(`${address}/api/1.0${path}`, { headers: { cookie: writer.cookie } });
  // A 401 means the session the writer signed in with, itself an acknowledged write, did not survive.
  const lostSession = response.status === 401 ? ' (its session, acknowledged at sign-in, is lost)' : '';
  if (response.status !== 200) throw new Error(`GET ${path} as ${writer.name}: ${response.status}${lostSession}`);
  return response.json();
}
