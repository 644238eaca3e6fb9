import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LEAGUE_STATUSES, type LeagueStatus } from '@courtside/shared/league/league-status';
import { UNASSIGNED_PLAYERS_MESSAGE, getNextLeagueStep } from '@courtside/shared/league/league-transitions';
import { leagueDto } from '@courtside/shared/schemas/leagues';
import { myDivisionDto } from '@courtside/shared/schemas/divisions';
import { divisionAssignmentDrafts, divisionAssignments, leagues, matches } from '../db/schema';
import { NOT_ADMIN_MESSAGE, UNAUTHORIZED_MESSAGE, expectContract, expectError } from '../test/assertions';
import {
  postDivision,
  postLeague,
  publish,
  quickPlayers,
  registerAll,
  signedInAs,
  stepTo,
  useAppWithAdmin,
} from '../test/league-fixtures';
import { injectAs, signedInUser } from '../test/test-app';
import { alreadyInStatus } from './league-access';

const t = useAppWithAdmin({ withStranger: true });

const updateState = (cookie: string | undefined, leagueId: number, state: unknown) =>
  injectAs(t.app, cookie, {
    method: 'PATCH',
    url: '/api/1.0/leagues/updateState',
    payload: { league_id: leagueId, state },
  });
const publishLeague = (cookie: string | undefined, leagueId: unknown) =>
  injectAs(t.app, cookie, { method: 'POST', url: '/api/1.0/leagues/publish', payload: { league_id: leagueId } });

async function statusOf(leagueId: number) {
  const [row] = await t.app.db.select().from(leagues).where(eq(leagues.id, leagueId));
  return row!.leagueStatus;
}
async function matchCount(leagueId: number) {
  return (await t.app.db.select().from(matches).where(eq(matches.leagueId, leagueId))).length;
}
/** Test set-up only: puts a league straight into a status, to try every move from it. */
async function forceStatus(leagueId: number, status: LeagueStatus) {
  await t.app.db.update(leagues).set({ leagueStatus: status }).where(eq(leagues.id, leagueId));
}

describe('the forward path', () => {
  it('takes a league from draft to completed one step at a time, each answered with the league', async () => {
    const league = await postLeague(t.app, t.admin.cookie);
    expect(league.league_status).toBe('draft');
    const [member] = await quickPlayers(t.app, 1);
    await registerAll(t.app, league.id, [member!.player.id]);
    const division = await postDivision(t.app, t.admin.cookie, league.id);
    const path: LeagueStatus[] = ['registration_open', 'registration_closed'];
    for (const status of path) {
      expect(expectContract(await updateState(t.admin.cookie, league.id, status), 200, leagueDto).league_status).toBe(
        status,
      );
    }
    expect((await publish(t.app, t.admin.cookie, league.id, { [division.id]: [member!.player.id] })).statusCode).toBe(
      200,
    );
    expect(expectContract(await publishLeague(t.admin.cookie, league.id), 200, leagueDto).league_status).toBe(
      'pending_start',
    );
    for (const status of ['active', 'playoffs', 'completed'] as const) {
      expect(expectContract(await updateState(t.admin.cookie, league.id, status), 200, leagueDto).league_status).toBe(
        status,
      );
    }
  });

  it('lets the publish step also be asked for by name through updateState', async () => {
    const league = await postLeague(t.app, t.admin.cookie);
    await forceStatus(league.id, 'registration_closed');
    expect(expectContract(await updateState(t.admin.cookie, league.id, 'pending_start'), 200, leagueDto)).toMatchObject(
      {
        league_status: 'pending_start',
      },
    );
  });
});

describe('every other move is refused and changes nothing', () => {
  const allowed = (from: LeagueStatus, to: LeagueStatus) =>
    getNextLeagueStep(from)?.to === to || (to === 'canceled' && from !== 'completed' && from !== 'canceled');

  it.each(LEAGUE_STATUSES.map((from) => [from]))('from %s', async (from) => {
    const league = await postLeague(t.app, t.admin.cookie);
    for (const to of LEAGUE_STATUSES.filter((to) => !allowed(from, to))) {
      await forceStatus(league.id, from);
      expectError(
        await updateState(t.admin.cookie, league.id, to),
        409,
        from === to ? alreadyInStatus(to) : `Cannot change the league status from ${from} to ${to}.`,
      );
      expect(await statusOf(league.id)).toBe(from);
    }
  });

  it.each(LEAGUE_STATUSES.filter((status) => status !== 'registration_closed').map((from) => [from]))(
    'publish from %s',
    async (from) => {
      const league = await postLeague(t.app, t.admin.cookie);
      await forceStatus(league.id, from);
      expectError(
        await publishLeague(t.admin.cookie, league.id),
        409,
        from === 'pending_start'
          ? alreadyInStatus(from)
          : `Cannot change the league status from ${from} to pending_start.`,
      );
      expect(await statusOf(league.id)).toBe(from);
    },
  );

  it('refuses a status that does not exist, and a league that does not', async () => {
    const league = await postLeague(t.app, t.admin.cookie);
    expectError(
      await updateState(t.admin.cookie, league.id, 'archived'),
      400,
      `state must be one of ${LEAGUE_STATUSES.join(', ')}.`,
    );
    expectError(await updateState(t.admin.cookie, league.id + 10_000, 'registration_open'), 404, 'League not found.');
    expectError(await publishLeague(t.admin.cookie, league.id + 10_000), 404, 'League not found.');
    expectError(
      await injectAs(t.app, t.admin.cookie, { method: 'PATCH', url: '/api/1.0/leagues/updateState', payload: {} }),
      400,
      'Missing required parameters: league_id, state',
    );
    expect(await statusOf(league.id)).toBe('draft');
  });
});

describe('who may move a league', () => {
  it('refuses anonymous callers and players, and changes nothing', async () => {
    const league = await postLeague(t.app, t.admin.cookie);
    expectError(await updateState(undefined, league.id, 'registration_open'), 401, UNAUTHORIZED_MESSAGE);
    // A draft is hidden from players, so it is not even confirmed to exist (ADR 075).
    expectError(await updateState(t.stranger.cookie, league.id, 'registration_open'), 404, 'League not found.');
    await forceStatus(league.id, 'registration_open');
    expectError(await updateState(t.stranger.cookie, league.id, 'registration_closed'), 403, NOT_ADMIN_MESSAGE);
    expectError(await updateState(t.stranger.cookie, league.id, 'canceled'), 403, NOT_ADMIN_MESSAGE);
    await forceStatus(league.id, 'registration_closed');
    expectError(await publishLeague(undefined, league.id), 401, UNAUTHORIZED_MESSAGE);
    expectError(await publishLeague(t.stranger.cookie, league.id), 403, NOT_ADMIN_MESSAGE);
    expect(await statusOf(league.id)).toBe('registration_closed');
  });

  it('lets the owner move a league too', async () => {
    const owner = await signedInUser(t.app, 'owner');
    const league = await postLeague(t.app, owner.cookie);
    expect(
      expectContract(await updateState(owner.cookie, league.id, 'registration_open'), 200, leagueDto),
    ).toMatchObject({ league_status: 'registration_open' });
  });
});

describe('concurrent moves have one winner', () => {
  it('of ten admins opening registration at once, one succeeds and nine hear it has moved on', async () => {
    const league = await postLeague(t.app, t.admin.cookie);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => updateState(t.admin.cookie, league.id, 'registration_open')),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 200)) {
      expectError(
        response,
        409,
        'The league is already registration_open: another request changed it first. Reload to see it.',
      );
    }
    expect(await statusOf(league.id)).toBe('registration_open');
  });

  it('of five starts at once, one creates the matches, once', async () => {
    const league = await postLeague(t.app, t.admin.cookie);
    const members = await quickPlayers(t.app, 4);
    await registerAll(
      t.app,
      league.id,
      members.map((m) => m.player.id),
    );
    const division = await postDivision(t.app, t.admin.cookie, league.id);
    await publish(t.app, t.admin.cookie, league.id, { [division.id]: members.map((m) => m.player.id) });
    await forceStatus(league.id, 'pending_start');
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => updateState(t.admin.cookie, league.id, 'active')),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await matchCount(league.id)).toBe(6);
  });

  it('of concurrent cancels one succeeds; a start racing a cancel never revives the league', async () => {
    const league = await postLeague(t.app, t.admin.cookie);
    const cancels = await Promise.all(
      Array.from({ length: 4 }, () => updateState(t.admin.cookie, league.id, 'canceled')),
    );
    expect(cancels.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);

    const raced = await postLeague(t.app, t.admin.cookie);
    await forceStatus(raced.id, 'pending_start');
    const [start, cancel] = await Promise.all([
      updateState(t.admin.cookie, raced.id, 'active'),
      updateState(t.admin.cookie, raced.id, 'canceled'),
    ]);
    // Either order is a valid history (start then cancel, or cancel then a refused start); both end canceled.
    expect(cancel.statusCode).toBe(200);
    expect([200, 409]).toContain(start.statusCode);
    expect(await statusOf(raced.id)).toBe('canceled');
  });
});

describe('Publish Divisions in one call (leagues/publish with the board)', () => {
  const publishBoard = (leagueId: number, board: Record<number, readonly number[]>) =>
    injectAs(t.app, t.admin.cookie, {
      method: 'POST',
      url: '/api/1.0/leagues/publish',
      payload: {
        league_id: leagueId,
        assignments: Object.entries(board).flatMap(([divisionId, playerIds]) =>
          playerIds.map((playerId) => ({ division_id: Number(divisionId), player_id: playerId })),
        ),
      },
    });
  /** Published placements, as "player:division" sorted, so two boards compare as lists. */
  async function placementsOf(leagueId: number) {
    const rows = await t.app.db
      .select()
      .from(divisionAssignments)
      .where(and(eq(divisionAssignments.leagueId, leagueId), isNull(divisionAssignments.removedAt)));
    return rows.map((row) => `${row.playerId}:${row.divisionId}`).sort();
  }
  const expected = (board: Record<number, readonly number[]>) =>
    Object.entries(board)
      .flatMap(([divisionId, playerIds]) => playerIds.map((playerId) => `${playerId}:${divisionId}`))
      .sort();
  async function closedLeagueWithPlayers(count: number) {
    const league = await postLeague(t.app, t.admin.cookie);
    const ids = (await quickPlayers(t.app, count)).map((m) => m.player.id);
    await registerAll(t.app, league.id, ids);
    const divisions = [
      await postDivision(t.app, t.admin.cookie, league.id),
      await postDivision(t.app, t.admin.cookie, league.id),
    ];
    await forceStatus(league.id, 'registration_closed');
    return { league, ids, divisionIds: divisions.map((division) => division.id) };
  }

  it('publishes the board as shown, unplaces who it leaves out, drops the drafts and moves the league on', async () => {
    const { league, ids, divisionIds } = await closedLeagueWithPlayers(4);
    const [a, b, c, d] = ids as [number, number, number, number];
    const [first, second] = divisionIds as [number, number];
    await publish(t.app, t.admin.cookie, league.id, { [first]: [a, b, c] });
    // A saved draft the board no longer shows: the board wins.
    const draft = await injectAs(t.app, t.admin.cookie, {
      method: 'POST',
      url: '/api/1.0/divisions/saveDraftAssignments',
      payload: { league_id: league.id, changes: [{ player_id: d, division_id: first }] },
    });
    expect(draft.statusCode).toBe(200);

    const board = { [first]: [a], [second]: [b, d] };
    const published = expectContract(await publishBoard(league.id, board), 200, leagueDto);
    expect(published.league_status).toBe('pending_start');
    expect(await placementsOf(league.id)).toEqual(expected(board));
    expect(
      await t.app.db.select().from(divisionAssignmentDrafts).where(eq(divisionAssignmentDrafts.leagueId, league.id)),
    ).toEqual([]);
  });

  it('refuses a board naming a player who is not registered, and changes neither placements nor status', async () => {
    const { league, ids, divisionIds } = await closedLeagueWithPlayers(2);
    const [first] = divisionIds as [number];
    await publish(t.app, t.admin.cookie, league.id, { [first]: ids });
    const [stranger] = await quickPlayers(t.app, 1);

    expectError(
      await publishBoard(league.id, { [first]: [ids[0]!, stranger!.player.id] }),
      400,
      `Player ${stranger!.player.id} is not registered in this league.`,
    );
    expect(await statusOf(league.id)).toBe('registration_closed');
    expect(await placementsOf(league.id)).toEqual(expected({ [first]: ids }));
  });

  it('of two admins publishing different boards at once, one board wins whole and the other is refused', async () => {
    const { league, ids, divisionIds } = await closedLeagueWithPlayers(4);
    const [first, second] = divisionIds as [number, number];
    const boards = [
      { [first]: ids.slice(0, 2), [second]: ids.slice(2) },
      { [first]: ids.slice(2), [second]: ids.slice(0, 2) },
    ];
    const responses = await Promise.all(boards.map((board) => publishBoard(league.id, board)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = boards[responses.findIndex((r) => r.statusCode === 200)]!;
    expectError(
      responses.find((r) => r.statusCode === 409)!,
      409,
      'The league is already pending_start: another request changed it first. Reload to see it.',
    );
    expect(await placementsOf(league.id)).toEqual(expected(winner));
    expect(await statusOf(league.id)).toBe('pending_start');
  });
});

describe('Start League', () => {
  it("is refused with the spec's words while a registered player is unassigned, and creates nothing", async () => {
    const league = await postLeague(t.app, t.admin.cookie);
    const members = await quickPlayers(t.app, 3);
    await registerAll(
      t.app,
      league.id,
      members.map((m) => m.player.id),
    );
    const division = await postDivision(t.app, t.admin.cookie, league.id);
    await publish(t.app, t.admin.cookie, league.id, { [division.id]: [members[0]!.player.id, members[1]!.player.id] });
    await forceStatus(league.id, 'pending_start');
    expectError(await updateState(t.admin.cookie, league.id, 'active'), 409, UNASSIGNED_PLAYERS_MESSAGE);
    expect(await statusOf(league.id)).toBe('pending_start');
    expect(await matchCount(league.id)).toBe(0);
  });

  it('creates one unscheduled match for every pair in divisions of 2 to 12, home and away balanced', async () => {
    const league = await postLeague(t.app, t.admin.cookie);
    const sizes = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    const members = await quickPlayers(
      t.app,
      sizes.reduce((a, b) => a + b, 0),
    );
    await registerAll(
      t.app,
      league.id,
      members.map((m) => m.player.id),
    );
    const plan: Record<number, number[]> = {};
    const firstOf: { divisionId: number; email: string; size: number; playerIds: number[] }[] = [];
    let offset = 0;
    for (const size of sizes) {
      const division = await postDivision(t.app, t.admin.cookie, league.id);
      const group = members.slice(offset, offset + size);
      offset += size;
      plan[division.id] = group.map((m) => m.player.id);
      firstOf.push({ divisionId: division.id, email: group[0]!.email, size, playerIds: plan[division.id]! });
    }
    expect((await publish(t.app, t.admin.cookie, league.id, plan)).statusCode).toBe(200);
    await stepTo(t.app, t.admin.cookie, league.id, 'registration_closed');
    await stepTo(t.app, t.admin.cookie, league.id, 'active');

    for (const { divisionId, email, size, playerIds } of firstOf) {
      const member = await signedInAs(t.app, email);
      const mine = expectContract(
        await member.request({ method: 'GET', url: `/api/1.0/divisions/getMyDivision?league_id=${league.id}` }),
        200,
        myDivisionDto,
      );
      expect(mine.division_id).toBe(divisionId);
      expect(mine.roster.map((p) => p.id).sort((a, b) => a - b)).toEqual([...playerIds].sort((a, b) => a - b));
      expect(mine.matches).toHaveLength((size * (size - 1)) / 2);
      const pairs = mine.matches.map((m) => [m.home_player_id, m.away_player_id].sort((a, b) => a - b).join('-'));
      expect(new Set(pairs).size).toBe(pairs.length);
      for (const match of mine.matches) {
        expect(match).toMatchObject({ status: 'unscheduled', division_id: divisionId, league_id: league.id });
        expect(match.home_player_id).not.toBe(match.away_player_id);
        expect(match.set_scores).toEqual([]);
      }
      for (const id of playerIds) {
        const home = mine.matches.filter((m) => m.home_player_id === id).length;
        const away = mine.matches.filter((m) => m.away_player_id === id).length;
        expect(home + away).toBe(size - 1);
        expect(Math.abs(home - away)).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe('canceling', () => {
  it.each(LEAGUE_STATUSES.filter((s) => s !== 'completed' && s !== 'canceled').map((s) => [s]))(
    'cancels a league in %s, keeping its matches',
    async (from) => {
      const league = await postLeague(t.app, t.admin.cookie);
      await forceStatus(league.id, from);
      expect(expectContract(await updateState(t.admin.cookie, league.id, 'canceled'), 200, leagueDto)).toMatchObject({
        league_status: 'canceled',
      });
    },
  );

  it('makes the league read-only', async () => {
    const league = await postLeague(t.app, t.admin.cookie);
    await forceStatus(league.id, 'registration_open');
    await updateState(t.admin.cookie, league.id, 'canceled');
    const message = 'This league is canceled and can no longer be changed.';
    expectError(
      await injectAs(t.app, t.admin.cookie, {
        method: 'PUT',
        url: '/api/1.0/leagues/update',
        payload: { id: league.id, ...leagueBodyOf(league), name: 'Renamed' },
      }),
      409,
      message,
    );
    expectError(
      await injectAs(t.app, t.admin.cookie, {
        method: 'POST',
        url: '/api/1.0/divisions/create',
        payload: { league_id: league.id, division_name: 'Late', rank_level: 3, gender: 'coed' },
      }),
      409,
      message,
    );
    expectError(
      await t.stranger.request({
        method: 'POST',
        url: '/api/1.0/registrations/registerPlayer',
        payload: { player_id: t.stranger.player.id, league_id: league.id },
      }),
      409,
      'This league is not open for registration.',
    );
    expect(await statusOf(league.id)).toBe('canceled');
  });
});

function leagueBodyOf(league: ReturnType<typeof leagueDto.parse>) {
  return {
    name: league.name,
    league_type: league.league_type,
    age_category: league.age_category,
    season: league.season,
    registration_start: league.registration_start,
    registration_end: league.registration_end,
    play_start: league.play_start,
    play_end: league.play_end,
  };
}
