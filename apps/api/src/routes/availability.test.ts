import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MAX_BULK_SLOTS,
  availabilityListResponse,
  createAvailabilityResponse,
  updateAvailabilityResponse,
} from '@courtside/shared/schemas/availability';
import { successResponse } from '@courtside/shared/schemas/common';
import type { LeagueStatus } from '@courtside/shared/league/league-status';
import { availabilitySlots, leagues } from '../db/schema';
import { UNAUTHORIZED_MESSAGE, expectContract, expectError } from '../test/assertions';
import { quickPlayers, registerAll, signedInAs, startLeague, stepTo, useAppWithAdmin } from '../test/league-fixtures';
import { areaCaller } from '../test/test-app';

const t = useAppWithAdmin({ withStranger: true });

const call = areaCaller(() => t.app, 'availability');
type Caller = { cookie: string } | undefined;

const NOT_REGISTERED = 'You are not registered in this league.';
const NOT_YOURS = 'You can only change your own availability.';
const NOT_FOUND = 'Availability not found.';
const NOT_YOUR_DIVISION = 'This is not your division in this league.';
const NOT_IN_PLAY = 'Availability can be added only while the league is active, in progress or in playoffs.';
const OUT_OF_RANGE = 'Times must be between 2000-01-01 and 2999-12-31.';

/** A league at `status` with `count` players placed in one division and a spare empty one, signed in. */
async function leagueInPlay(
  count: number,
  { status = 'active', leagueOverrides = {} }: { status?: LeagueStatus; leagueOverrides?: object } = {},
) {
  const { league, divisions } = await startLeague(t.app, t.admin.cookie, {
    divisions: [count, 0],
    league: { play_end: '2027-12-31', ...leagueOverrides },
    // No admin step leads to in_progress (older data has it), so it is written straight in.
    status: status === 'in_progress' ? 'active' : status,
  });
  if (status === 'in_progress') {
    await t.app.db.update(leagues).set({ leagueStatus: status }).where(eq(leagues.id, league.id));
  }
  const [placed, spare] = divisions;
  return { league, division: placed!.division, spare: spare!.division, members: placed!.members };
}

const slot = (leagueId: number, overrides: Record<string, unknown> = {}) => ({
  start_time: '2027-01-12T18:00:00Z',
  end_time: '2027-01-12T20:00:00Z',
  league_id: leagueId,
  ...overrides,
});

const storedOfLeague = (leagueId: number) =>
  t.app.db
    .select()
    .from(availabilitySlots)
    .where(eq(availabilitySlots.leagueId, leagueId))
    .orderBy(asc(availabilitySlots.id));

async function post(caller: Caller, body: unknown) {
  return call(caller, 'POST', 'post', body);
}
async function created(caller: Caller, body: unknown) {
  return expectContract(await post(caller, body), 201, createAvailabilityResponse).availabilities;
}

describe('POST availability/post', () => {
  it('stores a one-off slot for a placed player, filed under their division', async () => {
    const { league, division, members } = await leagueInPlay(2);
    const [me] = members;
    const body = expectContract(await post(me, slot(league.id)), 201, createAvailabilityResponse);
    expect(body).toMatchObject({ success: true, created: 1, failed: 0, errors: [] });
    expect(body.availabilities).toEqual([
      {
        id: expect.any(Number),
        start_time: '2027-01-12T18:00:00.000Z',
        end_time: '2027-01-12T20:00:00.000Z',
        is_recurring: false,
        recurrence_rule: null,
        time_zone: 'UTC',
        created_at: expect.any(String),
        league_id: league.id,
        division_id: division.id,
      },
    ]);
    const [row] = await storedOfLeague(league.id);
    expect(row).toMatchObject({ userId: me!.user.id, divisionId: division.id, isRecurring: false });
    expect(row!.startTime.toISOString()).toBe('2027-01-12T18:00:00.000Z');
  });

  it("keeps a recurring slot's rule and its owner's zone; times with an offset are stored as the instant", async () => {
    const { league, division, members } = await leagueInPlay(1, { status: 'playoffs' });
    const [saved] = await created(
      members[0],
      slot(league.id, {
        start_time: '2027-01-12T13:00:00-05:00',
        end_time: '2027-01-12T15:00:00-05:00',
        division_id: division.id,
        is_recurring: true,
        recurrence_rule: 'FREQ=WEEKLY;BYDAY=TU,TH;COUNT=20',
        time_zone: 'America/New_York',
      }),
    );
    expect(saved).toMatchObject({
      start_time: '2027-01-12T18:00:00.000Z',
      end_time: '2027-01-12T20:00:00.000Z',
      is_recurring: true,
      recurrence_rule: 'FREQ=WEEKLY;BYDAY=TU,TH;COUNT=20',
      time_zone: 'America/New_York',
      division_id: division.id,
    });
  });

  it('files a slot of a registered player not yet placed under no division', async () => {
    const { league } = await leagueInPlay(2, { status: 'in_progress' });
    const [late] = await quickPlayers(t.app, 1);
    await registerAll(t.app, league.id, [late!.player.id]);
    const caller = await signedInAs(t.app, late!.email);
    const [saved] = await created(caller, slot(league.id));
    expect(saved!.division_id).toBeNull();
    expectError(await post(caller, slot(league.id, { division_id: 999_999 })), 400, NOT_YOUR_DIVISION);
  });

  it('refuses a division that is not the caller’s, and changes nothing', async () => {
    const { league, spare, members } = await leagueInPlay(1);
    expectError(await post(members[0], slot(league.id, { division_id: spare.id })), 400, NOT_YOUR_DIVISION);
    expect(await storedOfLeague(league.id)).toEqual([]);
  });

  it('refuses anonymous callers, strangers, members of other leagues and admins who do not play', async () => {
    const { league } = await leagueInPlay(1);
    const { members: elsewhere } = await leagueInPlay(1);
    expectError(await post(undefined, slot(league.id)), 401, UNAUTHORIZED_MESSAGE);
    expectError(await post(t.stranger, slot(league.id)), 403, NOT_REGISTERED);
    expectError(await post(elsewhere[0], slot(league.id)), 403, NOT_REGISTERED);
    expectError(await post(t.admin, slot(league.id)), 403, NOT_REGISTERED);
    expect(await storedOfLeague(league.id)).toEqual([]);
  });

  it('answers 404 for a league the caller cannot see or that does not exist', async () => {
    const { league } = await leagueInPlay(1, { leagueOverrides: { public_visible: false } });
    expectError(await post(t.stranger, slot(league.id)), 404, 'League not found.');
    expectError(await post(t.stranger, slot(2_000_000)), 404, 'League not found.');
  });

  it.each<LeagueStatus>(['pending_start', 'completed'])('refuses a league that is %s (not in play)', async (status) => {
    const { league, members } = await leagueInPlay(1, { status });
    expectError(await post(members[0], slot(league.id)), 409, NOT_IN_PLAY);
    expect(await storedOfLeague(league.id)).toEqual([]);
  });

  it.each([
    ['no end time', { end_time: undefined }, 'Missing required parameters: end_time'],
    ['a null start time', { start_time: null }, 'Missing required parameters: start_time'],
    ['end before start', { end_time: '2027-01-12T17:00:00Z' }, 'End time must be after start time'],
    ['end equal to start', { end_time: '2027-01-12T18:00:00Z' }, 'End time must be after start time'],
    ['a slot over a day', { end_time: '2027-01-13T18:00:01Z' }, 'A slot lasts at most 24 hours.'],
    ['a recurring slot without a rule', { is_recurring: true }, 'A recurring slot needs a recurrence rule.'],
    [
      'a rule on a one-off slot',
      { recurrence_rule: 'FREQ=WEEKLY' },
      'A slot with a recurrence rule must be recurring.',
    ],
    ['an unknown zone', { time_zone: 'Mars/Olympus' }, 'Time zone must be an IANA zone name such as Europe/London.'],
    ['an id that is not a number', { league_id: 'abc' }, 'league_id must be a number'],
  ])('refuses %s with a clear message and stores nothing', async (_, overrides, message) => {
    const { league, members } = await leagueInPlay(1);
    expectError(await post(members[0], { ...slot(league.id), ...overrides }), 400, message);
    expect(await storedOfLeague(league.id)).toEqual([]);
  });

  it('refuses a time that is not an ISO date-time', async () => {
    const { league, members } = await leagueInPlay(1);
    const response = await post(members[0], slot(league.id, { start_time: 'tomorrow at six' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('start_time must be an ISO date-time');
    expect(await storedOfLeague(league.id)).toEqual([]);
  });

  it('names every missing field of an empty body', async () => {
    const { members } = await leagueInPlay(1);
    expectError(await post(members[0], {}), 400, 'Missing required parameters: start_time, end_time, league_id');
  });

  it('refuses a rule it cannot follow, with the parser’s reason', async () => {
    const { league, members } = await leagueInPlay(1);
    const response = await post(members[0], slot(league.id, { is_recurring: true, recurrence_rule: 'FREQ=MONTHLY' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/MONTHLY|FREQ/);
    expect(await storedOfLeague(league.id)).toEqual([]);
  });

  it.each([
    ['before 2000', { start_time: '1999-12-31T22:00:00Z', end_time: '2000-01-01T01:00:00Z' }],
    ['after 2999', { start_time: '2999-12-31T23:00:00Z', end_time: '3000-01-01T00:30:00Z' }],
  ])('refuses times %s', async (_, times) => {
    const { league, members } = await leagueInPlay(1);
    expectError(await post(members[0], slot(league.id, times)), 400, OUT_OF_RANGE);
    await created(
      members[0],
      slot(league.id, { start_time: '2999-12-31T22:00:00Z', end_time: '3000-01-01T00:00:00Z' }),
    );
    await created(
      members[0],
      slot(league.id, { start_time: '2000-01-01T00:00:00Z', end_time: '2000-01-01T02:00:00Z' }),
    );
    expect(await storedOfLeague(league.id)).toHaveLength(2);
  });
});

describe('POST availability/post with { slots }', () => {
  it('judges each entry on its own: creates the good ones, counts and explains the others', async () => {
    const { league, division, members } = await leagueInPlay(1);
    const { league: foreign } = await leagueInPlay(1);
    const recurring = slot(league.id, {
      start_time: '2027-01-14T18:00:00Z',
      end_time: '2027-01-14T19:30:00Z',
      is_recurring: true,
      recurrence_rule: 'FREQ=WEEKLY',
    });
    const body = expectContract(
      await post(members[0], {
        slots: [
          slot(league.id),
          slot(league.id, { end_time: '2027-01-12T17:00:00Z' }),
          slot(foreign.id),
          recurring,
          { end_time: '2027-01-12T20:00:00Z', league_id: league.id },
          'not a slot',
          slot(league.id, { start_time: '1990-01-01T10:00:00Z', end_time: '1990-01-01T11:00:00Z' }),
        ],
      }),
      201,
      createAvailabilityResponse,
    );
    expect(body.created).toBe(2);
    expect(body.failed).toBe(5);
    expect(body.errors).toEqual([
      'Slot 2: End time must be after start time',
      `Slot 3: ${NOT_REGISTERED}`,
      'Slot 5: Missing required parameters: start_time',
      'Slot 6: slot must be a object',
      `Slot 7: ${OUT_OF_RANGE}`,
    ]);
    expect(body.availabilities.map((s) => [s.start_time, s.is_recurring, s.division_id])).toEqual([
      ['2027-01-12T18:00:00.000Z', false, division.id],
      ['2027-01-14T18:00:00.000Z', true, division.id],
    ]);
    expect((await storedOfLeague(league.id)).map((row) => row.id)).toEqual(body.availabilities.map((s) => s.id));
    expect(await storedOfLeague(foreign.id)).toEqual([]);
  });

  it('answers 400 with the counts when no entry could be created, and stores nothing', async () => {
    const { league, members } = await leagueInPlay(1);
    const response = await post(members[0], {
      slots: [slot(league.id, { end_time: '2027-01-12T18:00:00Z' }), slot(league.id, { division_id: 999_999 })],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: `No availability slots were created. Slot 1: End time must be after start time; Slot 2: ${NOT_YOUR_DIVISION}`,
      created: 0,
      failed: 2,
      errors: ['Slot 1: End time must be after start time', `Slot 2: ${NOT_YOUR_DIVISION}`],
    });
    expect(await storedOfLeague(league.id)).toEqual([]);
  });

  it.each([
    ['an empty list', { slots: [] }, 'slots must hold at least one slot.'],
    ['a list that is not a list', { slots: 'x' }, 'slots must be a list.'],
    ['a missing list', { slots: null }, 'Missing required parameters: slots'],
    [
      'too many slots',
      { slots: Array.from({ length: MAX_BULK_SLOTS + 1 }, () => ({})) },
      `slots must hold at most ${MAX_BULK_SLOTS} slots.`,
    ],
  ])('refuses %s', async (_, body, message) => {
    const { league, members } = await leagueInPlay(1);
    expectError(await post(members[0], body), 400, message);
    expect(await storedOfLeague(league.id)).toEqual([]);
  });

  it('refuses anonymous callers before looking at the slots', async () => {
    const { league } = await leagueInPlay(1);
    expectError(await post(undefined, { slots: [slot(league.id)] }), 401, UNAUTHORIZED_MESSAGE);
    expect(await storedOfLeague(league.id)).toEqual([]);
  });
});

describe('GET availability/get', () => {
  it('lists only the caller’s own slots, in time order, of every league or of one league and division', async () => {
    const first = await leagueInPlay(2);
    const second = await leagueInPlay(1);
    const me = first.members[0]!;
    const other = first.members[1];
    // The caller also plays the second league, not yet placed there.
    await registerAll(t.app, second.league.id, [me.player.id]);
    const at = (day: string) => ({ start_time: `${day}T10:00:00Z`, end_time: `${day}T11:00:00Z` });
    const [late] = await created(me, slot(first.league.id, at('2027-03-01')));
    const [early] = await created(me, slot(first.league.id, at('2027-01-01')));
    const [middle] = await created(me, slot(second.league.id, at('2027-02-01')));
    await created(other, slot(first.league.id, at('2027-01-15')));
    await created(second.members[0], slot(second.league.id, at('2027-01-20')));

    const ids = async (caller: Caller, query = '') =>
      expectContract(await call(caller, 'GET', `get${query}`), 200, availabilityListResponse).availabilities.map(
        (s) => s.id,
      );
    expect(await ids(me)).toEqual([early!.id, middle!.id, late!.id]);
    expect(await ids(me, `?league_id=${first.league.id}`)).toEqual([early!.id, late!.id]);
    expect(await ids(me, `?league_id=${second.league.id}`)).toEqual([middle!.id]);
    expect(await ids(me, `?league_id=${first.league.id}&division_id=${first.division.id}`)).toEqual([
      early!.id,
      late!.id,
    ]);
    expect(await ids(me, `?league_id=${first.league.id}&division_id=${first.spare.id}`)).toEqual([]);
    expect(await ids(t.stranger)).toEqual([]);
    expectError(await call(undefined, 'GET', 'get'), 401, UNAUTHORIZED_MESSAGE);
    expectError(await call(me, 'GET', 'get?league_id=abc'), 400, 'league_id must be a number');
  });
});

describe('PUT availability/update', () => {
  async function setUp() {
    const world = await leagueInPlay(2);
    const [mine] = await created(world.members[0], slot(world.league.id));
    return { ...world, mine: mine!, owner: world.members[0]!, other: world.members[1]! };
  }
  const storedSlot = async (id: number) =>
    (await t.app.db.select().from(availabilitySlots).where(eq(availabilitySlots.id, id)))[0];

  it('lets the owner replace every field', async () => {
    const { league, division, mine, owner } = await setUp();
    const body = expectContract(
      await call(owner, 'PUT', 'update', {
        id: mine.id,
        ...slot(league.id, {
          start_time: '2027-03-02T23:00:00Z',
          end_time: '2027-03-03T01:00:00Z',
          division_id: division.id,
          is_recurring: true,
          recurrence_rule: 'FREQ=WEEKLY;BYDAY=TU',
          time_zone: 'America/New_York',
        }),
      }),
      200,
      updateAvailabilityResponse,
    );
    expect(body.availability).toMatchObject({
      id: mine.id,
      start_time: '2027-03-02T23:00:00.000Z',
      end_time: '2027-03-03T01:00:00.000Z',
      is_recurring: true,
      recurrence_rule: 'FREQ=WEEKLY;BYDAY=TU',
      time_zone: 'America/New_York',
      division_id: division.id,
      created_at: mine.created_at,
    });
    expect(await storedSlot(mine.id)).toMatchObject({ isRecurring: true, timeZone: 'America/New_York' });
  });

  it('refuses everyone but the owner, and changes nothing', async () => {
    const { league, mine, other } = await setUp();
    const change = { id: mine.id, ...slot(league.id, { start_time: '2027-01-12T10:00:00Z' }) };
    const before = await storedSlot(mine.id);
    expectError(await call(other, 'PUT', 'update', change), 403, NOT_YOURS);
    expectError(await call(t.admin, 'PUT', 'update', change), 403, NOT_YOURS);
    expectError(await call(t.stranger, 'PUT', 'update', change), 403, NOT_YOURS);
    expectError(await call(undefined, 'PUT', 'update', change), 401, UNAUTHORIZED_MESSAGE);
    expect(await storedSlot(mine.id)).toEqual(before);
  });

  it('answers 404 for an unknown slot and 400 without an id', async () => {
    const { league, owner } = await setUp();
    expectError(await call(owner, 'PUT', 'update', { id: 2_000_000, ...slot(league.id) }), 404, NOT_FOUND);
    expectError(await call(owner, 'PUT', 'update', slot(league.id)), 400, 'Availability ID is required for updates');
  });

  it('applies the rules of adding a slot, and a refused change changes nothing', async () => {
    const { league, spare, mine, owner } = await setUp();
    const { league: foreign } = await leagueInPlay(1);
    const before = await storedSlot(mine.id);
    const change = (overrides: Record<string, unknown>) =>
      call(owner, 'PUT', 'update', { id: mine.id, ...slot(league.id, overrides) });
    expectError(await change({ end_time: '2027-01-12T17:00:00Z' }), 400, 'End time must be after start time');
    expectError(await change({ start_time: undefined }), 400, 'Missing required parameters: start_time');
    expectError(await change({ division_id: spare.id }), 400, NOT_YOUR_DIVISION);
    expectError(
      await change({ start_time: '1999-01-01T10:00:00Z', end_time: '1999-01-01T11:00:00Z' }),
      400,
      OUT_OF_RANGE,
    );
    expectError(await change({ league_id: foreign.id }), 403, NOT_REGISTERED);
    expect(await storedSlot(mine.id)).toEqual(before);
  });

  it('refuses changes once the league has left play', async () => {
    const { league, mine, owner } = await setUp();
    await stepTo(t.app, t.admin.cookie, league.id, 'completed');
    expectError(await call(owner, 'PUT', 'update', { id: mine.id, ...slot(league.id) }), 409, NOT_IN_PLAY);
  });
});

describe('DELETE availability/delete', () => {
  it('lets only the owner delete a slot', async () => {
    const { league, members } = await leagueInPlay(2);
    const [owner, other] = members;
    const [mine] = await created(owner, slot(league.id));
    const id = mine!.id;
    expectError(await call(undefined, 'DELETE', `delete?id=${id}`), 401, UNAUTHORIZED_MESSAGE);
    expectError(await call(other, 'DELETE', `delete?id=${id}`), 403, NOT_YOURS);
    expectError(await call(t.admin, 'DELETE', `delete?id=${id}`), 403, NOT_YOURS);
    expect(await storedOfLeague(league.id)).toHaveLength(1);
    expectContract(await call(owner, 'DELETE', `delete?id=${id}`), 200, successResponse);
    expect(await storedOfLeague(league.id)).toEqual([]);
    expectError(await call(owner, 'DELETE', `delete?id=${id}`), 404, NOT_FOUND);
  });

  it('asks for the id', async () => {
    const { members } = await leagueInPlay(1);
    expectError(await call(members[0], 'DELETE', 'delete'), 400, 'Missing required parameters: id');
    expectError(await call(members[0], 'DELETE', 'delete?id=-3'), 400, 'id must be a positive number');
  });
});

describe('changes asked for at once (ADR 024)', () => {
  it('deletes a slot once: of 20 concurrent deletions one succeeds and the rest hear it is gone', async () => {
    const { league, members } = await leagueInPlay(1);
    const [mine] = await created(members[0], slot(league.id));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(members[0], 'DELETE', `delete?id=${mine!.id}`)),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) expectError(answer, 404, NOT_FOUND);
    expect(await storedOfLeague(league.id)).toEqual([]);
  });

  it('an update racing a deletion either lands before it or hears the slot is gone', async () => {
    const { league, members } = await leagueInPlay(1);
    const [mine] = await created(members[0], slot(league.id));
    const [update, removal] = await Promise.all([
      call(members[0], 'PUT', 'update', { id: mine!.id, ...slot(league.id, { end_time: '2027-01-12T21:00:00Z' }) }),
      call(members[0], 'DELETE', `delete?id=${mine!.id}`),
    ]);
    expect(removal.statusCode).toBe(200);
    if (update.statusCode !== 200) expectError(update, 404, NOT_FOUND);
    expect(await storedOfLeague(league.id)).toEqual([]);
  });
});

describe('OpenAPI', () => {
  it('documents every availability path under its tag', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths as Record<
      string,
      Record<string, { tags?: string[] }>
    >;
    for (const [method, path] of [
      ['post', 'post'],
      ['get', 'get'],
      ['put', 'update'],
      ['delete', 'delete'],
      ['get', 'overlaps'],
      ['get', 'leagueAvailability'],
    ] as const) {
      expect(paths[`/api/1.0/availability/${path}`]?.[method]?.tags, `${method} ${path}`).toEqual(['availability']);
    }
  });
});
