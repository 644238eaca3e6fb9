import { describe, expect, it } from 'vitest';
import { expandSlot } from '@courtside/shared/availability/expand-slots';
import {
  availabilityListResponse,
  createAvailabilityResponse,
  overlapsResponse,
} from '@courtside/shared/schemas/availability';
import { expectContract } from '../test/assertions';
import { startLeague, useAppWithAdmin } from '../test/league-fixtures';
import { areaCaller } from '../test/test-app';

// ARCHITECTURE rule 9 end to end: a weekly slot made in New York in winter keeps its 18:00 local start through
// summer time and back, from the stored row to the overlaps answer. Runs on PostgreSQL too (TEST_DATABASE_URL).

const ZONE = 'America/New_York';
// The window starts now, so the year is next year, whenever this runs.
const YEAR = new Date().getUTCFullYear() + 1;
/** The day of the month of the n-th Tuesday of a month of YEAR (month 1-12). */
function nthTuesday(month: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(YEAR, month - 1, 1)).getUTCDay();
  return 1 + ((2 - firstWeekday + 7) % 7) + 7 * (n - 1);
}
const utc = (month: number, day: number, hour: number) => new Date(Date.UTC(YEAR, month - 1, day, hour)).toISOString();
/** Wall clock in New York, read by the platform's own zone data rather than ours. */
const newYork = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const localTime = (iso: string | number) => newYork.format(new Date(iso));

const t = useAppWithAdmin();
const call = areaCaller(() => t.app, 'availability');

async function twoPlayers() {
  const { league, members } = await startLeague(t.app, t.admin.cookie, { league: { play_end: `${YEAR}-12-31` } });
  const [me, you] = members;
  return { league, me: me!, you: you!, yourPlayer: you!.player };
}

describe('a weekly slot across daylight-saving changes', () => {
  it('starts at 18:00 New York time all year, in storage and in the overlaps answer', async () => {
    const { league, me, you, yourPlayer } = await twoPlayers();
    // The first Tuesday of March is before the second Sunday, when New York moves to summer time: 18:00 EST.
    const march = nthTuesday(3, 1);
    const created = expectContract(
      await call(me, 'POST', 'post', {
        start_time: utc(3, march, 23),
        end_time: utc(3, march + 1, 1),
        league_id: league.id,
        is_recurring: true,
        recurrence_rule: 'FREQ=WEEKLY;BYDAY=TU',
        time_zone: ZONE,
      }),
      201,
      createAvailabilityResponse,
    );
    expect(localTime(created.availabilities[0]!.start_time)).toBe('Tue 18:00');

    // The opponent is free 18:00-20:00 on a July Tuesday (EDT, UTC-4) and a Tuesday after the November change
    // (EST, UTC-5; the second Tuesday of November always follows the first Sunday).
    const july = nthTuesday(7, 2);
    const november = nthTuesday(11, 2);
    for (const [month, day, hour] of [
      [7, july, 22],
      [11, november, 23],
    ] as const) {
      expectContract(
        await call(you, 'POST', 'post', {
          start_time: utc(month, day, hour),
          end_time: utc(month, day, hour + 2),
          league_id: league.id,
        }),
        201,
        createAvailabilityResponse,
      );
    }

    const overlaps = expectContract(
      await call(me, 'GET', `overlaps?league_id=${league.id}&time_zone=${ZONE}`),
      200,
      overlapsResponse,
    ).data.overlaps;
    const opponent = {
      id: yourPlayer.id,
      first_name: yourPlayer.firstName,
      last_name: yourPlayer.lastName,
      partner: null,
    };
    expect(overlaps).toEqual([
      { start_time: utc(7, july, 22), end_time: utc(7, july, 24), duration: 120, available_opponents: [opponent] },
      {
        start_time: utc(11, november, 23),
        end_time: utc(11, november, 25),
        duration: 120,
        available_opponents: [opponent],
      },
    ]);
    expect(overlaps.map((overlap) => localTime(overlap.start_time))).toEqual(['Tue 18:00', 'Tue 18:00']);

    // The stored slot, read back through the API, expands to 18:00 local every Tuesday of the year.
    const [stored] = expectContract(
      await call(me, 'GET', `get?league_id=${league.id}`),
      200,
      availabilityListResponse,
    ).availabilities;
    expect(stored).toMatchObject({ time_zone: ZONE, recurrence_rule: 'FREQ=WEEKLY;BYDAY=TU' });
    const year = { start: Date.UTC(YEAR, 0, 1), end: Date.UTC(YEAR + 1, 0, 1) };
    const occurrences = expandSlot(stored!, year);
    expect(occurrences[0]!.start).toBe(Date.parse(stored!.start_time));
    expect(occurrences.length).toBeGreaterThanOrEqual(43);
    expect(new Set(occurrences.map((o) => localTime(o.start)))).toEqual(new Set(['Tue 18:00']));
    expect(new Set(occurrences.map((o) => localTime(o.end)))).toEqual(new Set(['Tue 20:00']));
    // Both offsets occur: 23:00 UTC in winter, 22:00 UTC in summer.
    expect(new Set(occurrences.map((o) => new Date(o.start).getUTCHours()))).toEqual(new Set([22, 23]));
    expect(occurrences.map((o) => o.start)).toContain(Date.parse(utc(11, november, 23)));
    expect(occurrences.map((o) => o.start)).toContain(Date.parse(utc(7, july, 22)));
  });
});
