import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { STALE_BOARD_MESSAGE } from '@courtside/shared/league/board-changes';
import {
  boardResponse,
  publishAssignmentsResponse,
  saveDraftAssignmentsResponse,
} from '@courtside/shared/schemas/divisions';
import { leagueDto } from '@courtside/shared/schemas/leagues';
import { divisionAssignmentDrafts, divisionAssignments, leagues, matches } from '../db/schema';
import { expectContract, expectError } from '../test/assertions';
import {
  postDivision,
  postLeague,
  publish,
  quickPlayers,
  registerAll,
  stepTo,
  useAppWithAdmin,
} from '../test/league-fixtures';
import { injectAs } from '../test/test-app';

// Issue 33, item 3: a publish that takes matches or places away says what it would take and waits for a
// confirmation, and a save or publish based on a board someone else has changed since loses (ADR 026).

const t = useAppWithAdmin();

const post = (url: string, payload: Record<string, unknown>) =>
  injectAs(t.app, t.admin.cookie, { method: 'POST', url: `/api/1.0/${url}`, payload });
const boardOf = async (leagueId: number) =>
  expectContract(
    await injectAs(t.app, t.admin.cookie, { method: 'GET', url: `/api/1.0/divisions/board?league_id=${leagueId}` }),
    200,
    boardResponse,
  );

/** What a refused publish must leave alone: matches, placements in force, drafts and the board's version. */
async function snapshot(leagueId: number) {
  const [league] = await t.app.db.select().from(leagues).where(eq(leagues.id, leagueId));
  return {
    boardVersion: league!.boardVersion,
    matches: (await t.app.db.select().from(matches).where(eq(matches.leagueId, leagueId)))
      .map((m) => `${m.id} ${m.status}`)
      .sort(),
    placements: (
      await t.app.db
        .select()
        .from(divisionAssignments)
        .where(and(eq(divisionAssignments.leagueId, leagueId), isNull(divisionAssignments.removedAt)))
    )
      .map((p) => `${p.playerId}:${p.divisionId}`)
      .sort(),
    drafts: await t.app.db
      .select()
      .from(divisionAssignmentDrafts)
      .where(eq(divisionAssignmentDrafts.leagueId, leagueId)),
  };
}

/** An active league of two divisions of four; `booked` of the first division's matches are scheduled. */
async function activeLeague(booked: number) {
  const league = await postLeague(t.app, t.admin.cookie);
  await stepTo(t.app, t.admin.cookie, league.id, 'registration_open');
  const ids = (await quickPlayers(t.app, 8)).map((member) => member.player.id);
  await registerAll(t.app, league.id, ids);
  const a = await postDivision(t.app, t.admin.cookie, league.id);
  const b = await postDivision(t.app, t.admin.cookie, league.id);
  const board = { [a.id]: ids.slice(0, 4), [b.id]: ids.slice(4) };
  expect((await publish(t.app, t.admin.cookie, league.id, board)).statusCode).toBe(200);
  await stepTo(t.app, t.admin.cookie, league.id, 'active');
  const firstDivision = await t.app.db.select().from(matches).where(eq(matches.divisionId, a.id));
  const bookedIds = firstDivision.slice(0, booked).map((m) => m.id);
  if (bookedIds.length > 0) {
    await t.app.db
      .update(matches)
      .set({ status: 'scheduled', matchDatetime: new Date(Date.now() + 86_400_000) })
      .where(inArray(matches.id, bookedIds));
  }
  return { league, ids, a, b, board };
}

function expectRemovalRefusal(
  response: LightMyRequestResponse,
  error: string,
  removals: { matches: number; scheduled_matches: number; players_unplaced: number },
) {
  expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 409, body: { error, removals } });
}

describe('publishing a board that removes matches or unplaces players', () => {
  it('is refused with what it would do, changing nothing, until the request confirms it', async () => {
    const { league, ids, a, b } = await activeLeague(3);
    const before = await snapshot(league.id);
    // The first division's players are left out: its 6 matches go (3 of them booked) and 4 players lose their place.
    const partial = { [b.id]: ids.slice(4) };
    expectRemovalRefusal(
      await publish(t.app, t.admin.cookie, league.id, partial),
      'This would remove 6 matches, 3 of them scheduled, and unplace 4 players.',
      { matches: 6, scheduled_matches: 3, players_unplaced: 4 },
    );
    expect(await snapshot(league.id)).toEqual(before);

    const published = expectContract(
      await publish(t.app, t.admin.cookie, league.id, partial, { confirm_removals: true }),
      200,
      publishAssignmentsResponse,
    );
    expect(published).toMatchObject({ matches_created: 0, matches_removed: 6 });
    expect(await t.app.db.select().from(matches).where(eq(matches.divisionId, a.id))).toEqual([]);
  });

  it('moving a player between divisions counts the matches they leave behind, and unplaces nobody', async () => {
    const { league, ids, a, b } = await activeLeague(1);
    const [mover, ...stay] = ids.slice(0, 4);
    const moved = { [a.id]: stay, [b.id]: [...ids.slice(4), mover!] };
    const response = await publish(t.app, t.admin.cookie, league.id, moved);
    expect(response.statusCode).toBe(409);
    // The mover had 3 matches in the first division; whether the booked one was theirs depends on the pairing.
    const { removals } = response.json() as { removals: { matches: number; scheduled_matches: number } };
    expect(removals).toMatchObject({ matches: 3, players_unplaced: 0 });
    expect(removals.scheduled_matches).toBeLessThanOrEqual(1);
  });

  it('goes ahead without a confirmation when it only adds', async () => {
    const { league, ids, a, b } = await activeLeague(0);
    const [late] = await quickPlayers(t.app, 1);
    await registerAll(t.app, league.id, [late!.player.id]);
    const added = expectContract(
      await publish(t.app, t.admin.cookie, league.id, {
        [a.id]: [...ids.slice(0, 4), late!.player.id],
        [b.id]: ids.slice(4),
      }),
      200,
      publishAssignmentsResponse,
    );
    expect(added).toMatchObject({ matches_created: 4, matches_removed: 0 });
  });
});

describe('the board version', () => {
  it('goes up with each save and publish, and a change based on an older one is refused, changing nothing', async () => {
    const { league, ids, a, b } = await activeLeague(0);
    const opened = await boardOf(league.id);
    expect(opened.assignments).toHaveLength(8);

    // Another admin saves a draft after this board was opened.
    const saved = expectContract(
      await post('divisions/saveDraftAssignments', {
        league_id: league.id,
        board_version: opened.board_version,
        changes: [{ player_id: ids[0], division_id: b.id }],
      }),
      200,
      saveDraftAssignmentsResponse,
    );
    expect(saved.board_version).toBe(opened.board_version + 1);
    expect((await boardOf(league.id)).board_version).toBe(saved.board_version);

    const before = await snapshot(league.id);
    expectError(
      await post('divisions/saveDraftAssignments', {
        league_id: league.id,
        board_version: opened.board_version,
        changes: [{ player_id: ids[1], division_id: b.id }],
      }),
      409,
      STALE_BOARD_MESSAGE,
    );
    expectError(
      await publish(
        t.app,
        t.admin.cookie,
        league.id,
        { [a.id]: ids.slice(0, 4), [b.id]: ids.slice(4) },
        {
          board_version: opened.board_version,
          confirm_removals: true,
        },
      ),
      409,
      STALE_BOARD_MESSAGE,
    );
    expect(await snapshot(league.id)).toEqual(before);

    // With the board reloaded, the same publish goes through.
    const reloaded = await boardOf(league.id);
    const published = expectContract(
      await publish(
        t.app,
        t.admin.cookie,
        league.id,
        { [a.id]: ids.slice(1, 4), [b.id]: [...ids.slice(4), ids[0]!] },
        {
          board_version: reloaded.board_version,
          confirm_removals: true,
        },
      ),
      200,
      publishAssignmentsResponse,
    );
    expect(published.board_version).toBe(reloaded.board_version + 1);
  });

  it('Publish Divisions based on an older board is refused and the league stays where it was', async () => {
    const league = await postLeague(t.app, t.admin.cookie);
    await stepTo(t.app, t.admin.cookie, league.id, 'registration_open');
    const ids = (await quickPlayers(t.app, 2)).map((member) => member.player.id);
    await registerAll(t.app, league.id, ids);
    const division = await postDivision(t.app, t.admin.cookie, league.id);
    await stepTo(t.app, t.admin.cookie, league.id, 'registration_closed');
    const opened = await boardOf(league.id);
    await post('divisions/saveDraftAssignments', {
      league_id: league.id,
      changes: [{ player_id: ids[0], division_id: division.id }],
    });
    const assignments = ids.map((id) => ({ player_id: id, division_id: division.id }));
    expectError(
      await post('leagues/publish', { league_id: league.id, assignments, board_version: opened.board_version }),
      409,
      STALE_BOARD_MESSAGE,
    );
    const [stored] = await t.app.db.select().from(leagues).where(eq(leagues.id, league.id));
    expect(stored!.leagueStatus).toBe('registration_closed');
    const current = await boardOf(league.id);
    const published = expectContract(
      await post('leagues/publish', { league_id: league.id, assignments, board_version: current.board_version }),
      200,
      leagueDto,
    );
    expect(published.league_status).toBe('pending_start');
  });

  it('of 20 publishes of two different boards read at the same version, exactly one wins', async () => {
    const { league, ids, a, b } = await activeLeague(2);
    const opened = await boardOf(league.id);
    const boards = [
      { [a.id]: ids.slice(0, 3), [b.id]: ids.slice(3) },
      { [a.id]: ids.slice(0, 5), [b.id]: ids.slice(5) },
    ];
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        publish(t.app, t.admin.cookie, league.id, boards[index % 2]!, {
          board_version: opened.board_version,
          confirm_removals: true,
        }),
      ),
    );
    const winners = responses.filter((response) => response.statusCode === 200);
    expect(winners, responses.map((r) => `${r.statusCode} ${r.body}`).join('\n')).toHaveLength(1);
    for (const loser of responses.filter((response) => response.statusCode !== 200)) {
      expectError(loser, 409, STALE_BOARD_MESSAGE);
    }
    const winner = expectContract(winners[0]!, 200, publishAssignmentsResponse);
    expect((await boardOf(league.id)).assignments).toEqual(winner.assignments);
    expect(winner.board_version).toBe(opened.board_version + 1);
  });
});
