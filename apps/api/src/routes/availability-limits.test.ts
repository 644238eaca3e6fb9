import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MAX_LIVE_SLOTS,
  MAX_OVERLAPS_PER_OPPONENT,
  MAX_STORED_SLOTS,
  SLOT_RULE_MESSAGES,
  createAvailabilityResponse,
  overlapsResponse,
  updateAvailabilityResponse,
} from '@courtside/shared/schemas/availability';
import { successResponse } from '@courtside/shared/schemas/common';
import { insertSlots } from '../db/queries/availability';
import { availabilitySlots } from '../db/schema';
import { expectContract, expectError } from '../test/assertions';
import { registerAll, startLeague, useAppWithAdmin } from '../test/league-fixtures';
import { areaCaller } from '../test/test-app';

// The bounds of ADR 059 on what one player can store: slots on the half hours of their own clock, at least
// 30 minutes long, and at most MAX_LIVE_SLOTS not yet ended per player and league, counted under a lock so
// concurrent writes cannot both take the last places. The per-account write limit has its own files.

// These tests write much more than a person would; the write limit is out of their way.
const t = useAppWithAdmin({ settings: { availabilityWriteLimit: { writesPerUser: 100_000 } } });
const call = areaCaller(() => t.app, 'availability');
type Caller = { cookie: string };

const LIVE_SLOTS_FULL = `You already have ${MAX_LIVE_SLOTS} availability slots in this league that have not ended, the most allowed. Please delete some before adding more.`;
const STORED_SLOTS_FULL = `You already have ${MAX_STORED_SLOTS} availability slots in this league, past ones included, the most allowed. Please delete some before adding more.`;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Slots in the future, whenever this runs.
const YEAR = new Date().getUTCFullYear() + 1;
const FIRST_DAY = Date.UTC(YEAR, 0, 4);
const iso = (ms: number) => new Date(ms).toISOString();

/** A one-off evening on the n-th day of next year, 18:00 to 19:00 UTC. */
const evening = (leagueId: number, n: number, extra: object = {}) => ({
  start_time: iso(FIRST_DAY + n * DAY + 18 * HOUR),
  end_time: iso(FIRST_DAY + n * DAY + 19 * HOUR),
  league_id: leagueId,
  ...extra,
});
/** A slot that ended last week. */
const lastWeek = (leagueId: number) => {
  const start = Math.floor((Date.now() - 7 * DAY) / HOUR) * HOUR;
  return { start_time: iso(start), end_time: iso(start + HOUR), league_id: leagueId };
};

async function leagueOf(players: number) {
  const { league, members } = await startLeague(t.app, t.admin.cookie, {
    divisions: [players],
    league: { play_end: `${YEAR}-12-31` },
  });
  return { leagueId: league.id, members };
}

const post = (caller: Caller, body: unknown) => call(caller, 'POST', 'post', body);
async function addEvenings(caller: Caller, leagueId: number, from: number, howMany: number) {
  const slots = Array.from({ length: howMany }, (_, i) => evening(leagueId, from + i));
  const body = expectContract(await post(caller, { slots }), 201, createAvailabilityResponse);
  expect(body.failed).toBe(0);
  return body.availabilities;
}
async function storedCount(userId: number, leagueId: number) {
  const [row] = await t.app.db
    .select({ n: count() })
    .from(availabilitySlots)
    .where(and(eq(availabilitySlots.userId, userId), eq(availabilitySlots.leagueId, leagueId)));
  return row!.n;
}

describe('slot times and lengths through the API', () => {
  it('refuses a two-minute slot, a slot off the half hour, and stores nothing', async () => {
    const { leagueId, members } = await leagueOf(1);
    const [me] = members;
    const start = FIRST_DAY + 18 * HOUR;
    expectError(
      await post(me!, { ...evening(leagueId, 0), end_time: iso(start + 2 * 60_000) }),
      400,
      SLOT_RULE_MESSAGES.tooShort,
    );
    expectError(
      await post(me!, { ...evening(leagueId, 0), start_time: iso(start + 15 * 60_000) }),
      400,
      SLOT_RULE_MESSAGES.offStep('UTC'),
    );
    expect(await storedCount(me!.user.id, leagueId)).toBe(0);
  });

  it('takes 18:00 to 19:00 in Kathmandu (12:15 UTC) when the slot says it is Kathmandu time', async () => {
    const { leagueId, members } = await leagueOf(1);
    const kathmandu = {
      start_time: iso(FIRST_DAY + 12 * HOUR + 15 * 60_000),
      end_time: iso(FIRST_DAY + 13 * HOUR + 15 * 60_000),
      league_id: leagueId,
    };
    expectContract(
      await post(members[0]!, { ...kathmandu, time_zone: 'Asia/Kathmandu' }),
      201,
      createAvailabilityResponse,
    );
    expectError(await post(members[0]!, kathmandu), 400, SLOT_RULE_MESSAGES.offStep('UTC'));
  });

  it('judges each bulk entry on its own', async () => {
    const { leagueId, members } = await leagueOf(1);
    const twoMinutes = { ...evening(leagueId, 1), end_time: iso(FIRST_DAY + DAY + 18 * HOUR + 2 * 60_000) };
    const body = expectContract(
      await post(members[0]!, { slots: [evening(leagueId, 0), twoMinutes] }),
      201,
      createAvailabilityResponse,
    );
    expect(body).toMatchObject({ created: 1, failed: 1, errors: [`Slot 2: ${SLOT_RULE_MESSAGES.tooShort}`] });
  });
});

describe('at most MAX_LIVE_SLOTS slots not yet ended, per player and league', () => {
  it('refuses one more slot with 409 once the player has them all, and stores nothing', async () => {
    const { leagueId, members } = await leagueOf(1);
    const [me] = members;
    await addEvenings(me!, leagueId, 0, MAX_LIVE_SLOTS);
    expectError(await post(me!, evening(leagueId, MAX_LIVE_SLOTS)), 409, LIVE_SLOTS_FULL);
    expect(await storedCount(me!.user.id, leagueId)).toBe(MAX_LIVE_SLOTS);
  });

  it('in a bulk, creates what fits and fails the entries past the cap, each with the reason', async () => {
    const { leagueId, members } = await leagueOf(1);
    const [me] = members;
    await addEvenings(me!, leagueId, 0, MAX_LIVE_SLOTS - 3);
    const slots = [
      evening(leagueId, 200),
      { ...evening(leagueId, 201), end_time: evening(leagueId, 200).start_time },
      evening(leagueId, 202),
      evening(leagueId, 203),
      evening(leagueId, 204),
      evening(leagueId, 205),
    ];
    const body = expectContract(await post(me!, { slots }), 201, createAvailabilityResponse);
    expect(body.created).toBe(3);
    expect(body.errors).toEqual([
      'Slot 2: End time must be after start time',
      `Slot 5: ${LIVE_SLOTS_FULL}`,
      `Slot 6: ${LIVE_SLOTS_FULL}`,
    ]);
    expect(body.availabilities.map((slot) => slot.start_time)).toEqual([0, 2, 3].map((i) => slots[i]!.start_time));
    // Nothing fits any more: the bulk is refused as a whole, with every entry's reason.
    const none = await post(me!, { slots: [evening(leagueId, 300)] });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ created: 0, failed: 1, errors: [`Slot 1: ${LIVE_SLOTS_FULL}`] });
    expect(await storedCount(me!.user.id, leagueId)).toBe(MAX_LIVE_SLOTS);
  });

  it('counts what can still happen: ended slots and finished rules do not count, open and counted rules do', async () => {
    const { leagueId, members } = await leagueOf(1);
    const [me] = members;
    const rule = (recurrence_rule: string, start = FIRST_DAY) => ({
      start_time: iso(start + 18 * HOUR),
      end_time: iso(start + 19 * HOUR),
      league_id: leagueId,
      is_recurring: true,
      recurrence_rule,
    });
    const twoYearsAgo = Date.UTC(YEAR - 3, 0, 6);
    const counting = [rule('FREQ=WEEKLY'), rule('FREQ=DAILY;COUNT=3'), rule('FREQ=DAILY;COUNT=5000', twoYearsAgo)];
    const history = [
      lastWeek(leagueId),
      rule('FREQ=WEEKLY;COUNT=4', twoYearsAgo),
      rule('FREQ=DAILY;UNTIL=20000201', Date.UTC(2000, 0, 3)),
    ];
    expectContract(await post(me!, { slots: [...counting, ...history] }), 201, createAvailabilityResponse);
    await addEvenings(me!, leagueId, 0, MAX_LIVE_SLOTS - counting.length);
    expectError(await post(me!, evening(leagueId, 150)), 409, LIVE_SLOTS_FULL);
    // History can still be written down; it takes no place.
    expectContract(await post(me!, lastWeek(leagueId)), 201, createAvailabilityResponse);
  });

  it('frees a place when a slot is deleted', async () => {
    const { leagueId, members } = await leagueOf(1);
    const [me] = members;
    const [first] = await addEvenings(me!, leagueId, 0, MAX_LIVE_SLOTS);
    expectContract(await call(me!, 'DELETE', `delete?id=${first!.id}`), 200, successResponse);
    expectContract(await post(me!, evening(leagueId, 150)), 201, createAvailabilityResponse);
  });

  it('lets a player at the cap move a slot, but not bring an ended one back', async () => {
    const { leagueId, members } = await leagueOf(1);
    const [me] = members;
    const [old] = expectContract(await post(me!, lastWeek(leagueId)), 201, createAvailabilityResponse).availabilities;
    const [live] = await addEvenings(me!, leagueId, 0, MAX_LIVE_SLOTS);
    const moved = expectContract(
      await call(me!, 'PUT', 'update', { id: live!.id, ...evening(leagueId, 170) }),
      200,
      updateAvailabilityResponse,
    );
    expect(moved.availability.start_time).toBe(iso(FIRST_DAY + 170 * DAY + 18 * HOUR));
    expectError(await call(me!, 'PUT', 'update', { id: old!.id, ...evening(leagueId, 171) }), 409, LIVE_SLOTS_FULL);
    const [stored] = await t.app.db.select().from(availabilitySlots).where(eq(availabilitySlots.id, old!.id));
    expect(stored!.startTime.toISOString()).toBe(old!.start_time);
  });

  it('counts each league and each player apart', async () => {
    const first = await leagueOf(2);
    const second = await leagueOf(1);
    const [me, you] = first.members;
    await addEvenings(me!, first.leagueId, 0, MAX_LIVE_SLOTS);
    expectContract(await post(you!, evening(first.leagueId, 0)), 201, createAvailabilityResponse);
    // The same player in a second league (registered there, not yet placed) has all its places.
    await registerAll(t.app, second.leagueId, [me!.player.id]);
    await addEvenings(me!, second.leagueId, 0, MAX_LIVE_SLOTS);
  });
});

describe('at most MAX_STORED_SLOTS slots kept, ended ones included, per player and league', () => {
  /** `howMany` hours of last year, written straight in: a long history, quicker than through the API. */
  async function history(userId: number, leagueId: number, howMany: number) {
    const firstHour = Date.UTC(YEAR - 2, 0, 1);
    await insertSlots(
      t.app.db,
      userId,
      Array.from({ length: howMany }, (_, i) => ({
        leagueId,
        startTime: new Date(firstHour + i * HOUR),
        endTime: new Date(firstHour + (i + 1) * HOUR),
      })),
    );
  }

  it('refuses past and future slots alike once that many are kept', async () => {
    const { leagueId, members } = await leagueOf(1);
    const [me] = members;
    await history(me!.user.id, leagueId, MAX_STORED_SLOTS - 3);
    const body = expectContract(
      await post(me!, { slots: [lastWeek(leagueId), evening(leagueId, 0), lastWeek(leagueId), lastWeek(leagueId)] }),
      201,
      createAvailabilityResponse,
    );
    expect(body).toMatchObject({ created: 3, errors: [`Slot 4: ${STORED_SLOTS_FULL}`] });
    expectError(await post(me!, evening(leagueId, 1)), 409, STORED_SLOTS_FULL);
    expect(await storedCount(me!.user.id, leagueId)).toBe(MAX_STORED_SLOTS);
  });

  it('refuses to move a slot into a league where that many are kept', async () => {
    const first = await leagueOf(1);
    const second = await leagueOf(1);
    const [me] = first.members;
    await registerAll(t.app, second.leagueId, [me!.player.id]);
    await history(me!.user.id, second.leagueId, MAX_STORED_SLOTS);
    const [mine] = await addEvenings(me!, first.leagueId, 0, 1);
    expectError(
      await call(me!, 'PUT', 'update', { id: mine!.id, ...evening(second.leagueId, 0) }),
      409,
      STORED_SLOTS_FULL,
    );
    // Within its own league it moves as before.
    expectContract(
      await call(me!, 'PUT', 'update', { id: mine!.id, ...evening(first.leagueId, 5) }),
      200,
      updateAvailabilityResponse,
    );
  });
});

describe('concurrent writes of one player (ADR 024 style: the database decides)', () => {
  it('two bulk posts of 60 at once: exactly MAX_LIVE_SLOTS created between them', async () => {
    const { leagueId, members } = await leagueOf(1);
    const [me] = members;
    const bulk = (from: number) => ({ slots: Array.from({ length: 60 }, (_, i) => evening(leagueId, from + i)) });
    const answers = await Promise.all([post(me!, bulk(0)), post(me!, bulk(100))]);
    const bodies = answers.map((answer) => expectContract(answer, 201, createAvailabilityResponse));
    expect(bodies.reduce((sum, body) => sum + body.created, 0)).toBe(MAX_LIVE_SLOTS);
    expect(bodies.reduce((sum, body) => sum + body.failed, 0)).toBe(120 - MAX_LIVE_SLOTS);
    expect(await storedCount(me!.user.id, leagueId)).toBe(MAX_LIVE_SLOTS);
  });

  it('20 single posts at once for the last 5 places: 5 created, 15 refused with 409', async () => {
    const { leagueId, members } = await leagueOf(1);
    const [me] = members;
    await addEvenings(me!, leagueId, 0, MAX_LIVE_SLOTS - 5);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post(me!, evening(leagueId, 200 + i))));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(5);
    for (const refused of answers.filter((answer) => answer.statusCode !== 201)) {
      expectError(refused, 409, LIVE_SLOTS_FULL);
    }
    expect(await storedCount(me!.user.id, leagueId)).toBe(MAX_LIVE_SLOTS);
  });

  it('5 ended slots brought back at once for the last place: one moved, four refused with 409', async () => {
    const { leagueId, members } = await leagueOf(1);
    const [me] = members;
    const ended = expectContract(
      await post(me!, { slots: Array.from({ length: 5 }, () => lastWeek(leagueId)) }),
      201,
      createAvailabilityResponse,
    ).availabilities;
    await addEvenings(me!, leagueId, 0, MAX_LIVE_SLOTS - 1);
    const answers = await Promise.all(
      ended.map((slot, i) => call(me!, 'PUT', 'update', { id: slot.id, ...evening(leagueId, 200 + i) })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expectError(refused, 409, LIVE_SLOTS_FULL);
    }
  });
});

describe('overlaps per opponent', () => {
  it('lists at most MAX_OVERLAPS_PER_OPPONENT of one opponent, the soonest, and every one of the others', async () => {
    const { leagueId, members } = await leagueOf(3);
    const [me, pieces, weekly] = members;
    const daily = (hour: number, minutes: number) => ({
      start_time: iso(FIRST_DAY + hour * HOUR),
      end_time: iso(FIRST_DAY + hour * HOUR + minutes * 60_000),
      league_id: leagueId,
      is_recurring: true,
      recurrence_rule: 'FREQ=DAILY',
    });
    // I am free all day every day; one opponent two half hours a day, the other one evening a week.
    expectContract(await post(me!, daily(0, 24 * 60)), 201, createAvailabilityResponse);
    expectContract(await post(pieces!, { slots: [daily(9, 30), daily(15, 30)] }), 201, createAvailabilityResponse);
    expectContract(
      await post(weekly!, { ...daily(18, 60), recurrence_rule: 'FREQ=WEEKLY' }),
      201,
      createAvailabilityResponse,
    );
    const overlaps = expectContract(await call(me!, 'GET', `overlaps?league_id=${leagueId}`), 200, overlapsResponse)
      .data.overlaps;
    const of = (member: (typeof members)[number]) =>
      overlaps.filter((o) => o.available_opponents.some((a) => a.id === member.player.id));
    const listed = of(pieces!);
    expect(listed).toHaveLength(MAX_OVERLAPS_PER_OPPONENT);
    // The soonest: two a day from the first day on.
    expect(listed.at(-1)!.start_time).toBe(iso(FIRST_DAY + (MAX_OVERLAPS_PER_OPPONENT / 2 - 1) * DAY + 15 * HOUR));
    // Every weekly evening from the first to the end of play.
    const weeks = Math.floor((Date.UTC(YEAR, 11, 31, 18) - (FIRST_DAY + 18 * HOUR)) / (7 * DAY)) + 1;
    expect(of(weekly!)).toHaveLength(weeks);
  });
});

describe('recurring rules are expanded only inside the play window', () => {
  it('an endless daily rule meets another only up to the end of play, and the answer says so', async () => {
    // Play ends in ten days; both players are free 18:00 to 20:00 UTC every day, from yesterday on.
    const today = Math.floor(Date.now() / DAY) * DAY;
    const playEnd = iso(today + 10 * DAY).slice(0, 10);
    const { league, members } = await startLeague(t.app, t.admin.cookie, {
      divisions: [2],
      league: { play_start: iso(today - 5 * DAY).slice(0, 10), play_end: playEnd },
    });
    const daily = {
      start_time: iso(today - DAY + 18 * HOUR),
      end_time: iso(today - DAY + 20 * HOUR),
      league_id: league.id,
      is_recurring: true,
      recurrence_rule: 'FREQ=DAILY',
    };
    for (const member of members) expectContract(await post(member, daily), 201, createAvailabilityResponse);
    const overlaps = expectContract(
      await call(members[0]!, 'GET', `overlaps?league_id=${league.id}`),
      200,
      overlapsResponse,
    ).data.overlaps;
    // Every evening from today's (if it has not ended) to the last day of play, and none after.
    const evenings = Array.from({ length: 11 }, (_, i) => today + i * DAY + 18 * HOUR).filter(
      (start) => start + 2 * HOUR > Date.now(),
    );
    expect(overlaps.map((overlap) => overlap.start_time)).toEqual(evenings.map(iso));
    expect(overlaps.at(-1)!.start_time.slice(0, 10)).toBe(playEnd);
  });
});
