import type { InjectOptions } from 'fastify';
import { and, eq, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  DIVISION_FIELDS_REQUIRED,
  assignmentsListResponse,
  divisionDto,
  divisionsListResponse,
  myDivisionDto,
  publishAssignmentsResponse,
  saveDraftAssignmentsResponse,
} from '@courtside/shared/schemas/divisions';
import { leagueDto } from '@courtside/shared/schemas/leagues';
import { RATING_CHOICES } from '@courtside/shared/schemas/players';
import { successResponse } from '@courtside/shared/schemas/common';
import {
  divisionAssignmentDrafts,
  divisionAssignments,
  divisions,
  leagues,
  matchSetScores,
  matches,
  players,
} from '../db/schema';
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
import { injectAs } from '../test/test-app';

const t = useAppWithAdmin({ withStranger: true });
const RANK_LEVEL_MESSAGE = 'Rank level must be one of 2.5, 3.0, 3.5, 4.0, 4.5, 5.0, 5.5 or 6.0.';

const as = (cookie: string | undefined) => ({
  get: (url: string) => injectAs(t.app, cookie, { method: 'GET', url: `/api/1.0/${url}` }),
  send: (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    injectAs(t.app, cookie, {
      method,
      url: `/api/1.0/${url}`,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    }),
});

async function divisionRows(leagueId: number) {
  return t.app.db.select().from(divisions).where(eq(divisions.leagueId, leagueId));
}
async function placementsOf(leagueId: number) {
  return t.app.db.select().from(divisionAssignments).where(eq(divisionAssignments.leagueId, leagueId));
}
async function matchesOf(leagueId: number) {
  return t.app.db.select().from(matches).where(eq(matches.leagueId, leagueId));
}

/** A league with registered players, open for registration, visible to players. */
async function leagueWithPlayers(count: number) {
  const league = await postLeague(t.app, t.admin.cookie);
  await stepTo(t.app, t.admin.cookie, league.id, 'registration_open');
  const members = await quickPlayers(t.app, count);
  await registerAll(
    t.app,
    league.id,
    members.map((m) => m.player.id),
  );
  return { league, members, ids: members.map((m) => m.player.id) };
}

describe('GET divisions/byLeague and divisions/getByLeague', () => {
  it('give the same list, to admins and to players of a visible league', async () => {
    const { league } = await leagueWithPlayers(0);
    const a = await postDivision(t.app, t.admin.cookie, league.id, { division_name: 'Gold', rank_level: 4 });
    const b = await postDivision(t.app, t.admin.cookie, league.id, { division_name: 'Silver', rank_level: '3.0' });
    for (const path of ['byLeague', 'getByLeague']) {
      for (const cookie of [t.admin.cookie, t.stranger.cookie]) {
        expect(
          expectContract(await as(cookie).get(`divisions/${path}?league_id=${league.id}`), 200, divisionsListResponse),
        ).toEqual([
          { id: a.id, league_id: league.id, division_name: 'Gold', rank_level: 4, gender: 'coed' },
          { id: b.id, league_id: league.id, division_name: 'Silver', rank_level: 3, gender: 'coed' },
        ]);
      }
    }
  });

  it('hide a draft league from players, and refuse anonymous callers', async () => {
    const league = await postLeague(t.app, t.admin.cookie);
    expectError(await as(t.stranger.cookie).get(`divisions/byLeague?league_id=${league.id}`), 404, 'League not found.');
    expectError(await as(undefined).get(`divisions/getByLeague?league_id=${league.id}`), 401, UNAUTHORIZED_MESSAGE);
    expectError(await as(t.admin.cookie).get('divisions/byLeague?league_id=abc'), 400, 'league_id must be a number');
  });
});

describe('POST divisions/create', () => {
  it('creates a division', async () => {
    const league = await postLeague(t.app, t.admin.cookie);
    const response = await as(t.admin.cookie).send('POST', 'divisions/create', {
      league_id: league.id,
      division_name: '  Division A  ',
      rank_level: 2.5,
      gender: 'female',
    });
    expect(expectContract(response, 201, divisionDto)).toMatchObject({
      league_id: league.id,
      division_name: 'Division A',
      rank_level: 2.5,
      gender: 'female',
    });
  });

  it.each(RATING_CHOICES)('accepts a division at level %s, since a player may be rated so', async (level) => {
    const league = await postLeague(t.app, t.admin.cookie);
    const response = await as(t.admin.cookie).send('POST', 'divisions/create', {
      league_id: league.id,
      division_name: `Level ${level}`,
      rank_level: level,
      gender: 'coed',
    });
    expect(expectContract(response, 201, divisionDto).rank_level).toBe(level);
  });

  it.each([
    ['nothing', {}],
    ['a blank name', { division_name: '   ', rank_level: 3, gender: 'male' }],
    ['no rank level', { division_name: 'A', rank_level: '', gender: 'male' }],
    ['no gender', { division_name: 'A', rank_level: 3, gender: null }],
  ])('refuses %s with the form message', async (_name, fields) => {
    const league = await postLeague(t.app, t.admin.cookie);
    expectError(
      await as(t.admin.cookie).send('POST', 'divisions/create', { league_id: league.id, ...fields }),
      400,
      DIVISION_FIELDS_REQUIRED,
    );
    expect(await divisionRows(league.id)).toEqual([]);
  });

  it.each([
    ['a rank level off the list', { rank_level: 3.7 }, RANK_LEVEL_MESSAGE],
    ['a rank level above the highest rating', { rank_level: 6.5 }, RANK_LEVEL_MESSAGE],
    ['a rank level below the lowest rating', { rank_level: 2.0 }, RANK_LEVEL_MESSAGE],
    ['an unknown gender', { gender: 'mixed' }, 'Gender must be male, female or coed.'],
    ['a name of 101 characters', { division_name: 'x'.repeat(101) }, 'Division name must be at most 100 characters.'],
    ['no league', { league_id: undefined }, 'Missing required parameters: league_id'],
  ])('refuses %s', async (_name, fields, message) => {
    const league = await postLeague(t.app, t.admin.cookie);
    const body = { league_id: league.id, division_name: 'A', rank_level: 3, gender: 'coed', ...fields };
    expectError(await as(t.admin.cookie).send('POST', 'divisions/create', body), 400, message);
    expect(await divisionRows(league.id)).toEqual([]);
  });

  it('refuses a second division of the same name in a league, in any case, but allows it in another league', async () => {
    const league = await postLeague(t.app, t.admin.cookie);
    const other = await postLeague(t.app, t.admin.cookie);
    await postDivision(t.app, t.admin.cookie, league.id, { division_name: 'Gold' });
    expectError(
      await as(t.admin.cookie).send('POST', 'divisions/create', {
        league_id: league.id,
        division_name: 'GOLD',
        rank_level: 3,
        gender: 'coed',
      }),
      409,
      'A division with this name already exists in this league.',
    );
    await postDivision(t.app, t.admin.cookie, other.id, { division_name: 'Gold' });
    expect(await divisionRows(league.id)).toHaveLength(1);
  });

  it('refuses an unknown league, players and anonymous callers', async () => {
    const league = await postLeague(t.app, t.admin.cookie);
    const body = { league_id: league.id, division_name: 'A', rank_level: 3, gender: 'coed' };
    expectError(
      await as(t.admin.cookie).send('POST', 'divisions/create', { ...body, league_id: league.id + 10_000 }),
      404,
      'League not found.',
    );
    // Hidden from players while a draft (ADR 075); the admins' to run once they see it.
    expectError(await as(t.stranger.cookie).send('POST', 'divisions/create', body), 404, 'League not found.');
    await stepTo(t.app, t.admin.cookie, league.id, 'registration_open');
    expectError(await as(t.stranger.cookie).send('POST', 'divisions/create', body), 403, NOT_ADMIN_MESSAGE);
    expectError(await as(undefined).send('POST', 'divisions/create', body), 401, UNAUTHORIZED_MESSAGE);
    expect(await divisionRows(league.id)).toEqual([]);
  });
});

describe('PUT divisions/update', () => {
  it('renames and re-ranks a division', async () => {
    const league = await postLeague(t.app, t.admin.cookie);
    const division = await postDivision(t.app, t.admin.cookie, league.id);
    const response = await as(t.admin.cookie).send('PUT', 'divisions/update', {
      id: division.id,
      division_name: 'Platinum',
      rank_level: 5,
      gender: 'male',
    });
    expect(expectContract(response, 200, divisionDto)).toEqual({
      id: division.id,
      league_id: league.id,
      division_name: 'Platinum',
      rank_level: 5,
      gender: 'male',
    });
  });

  it('refuses bad fields, a taken name, an unknown division and non-admins, changing nothing', async () => {
    const league = await postLeague(t.app, t.admin.cookie);
    const division = await postDivision(t.app, t.admin.cookie, league.id, { division_name: 'Keep' });
    await postDivision(t.app, t.admin.cookie, league.id, { division_name: 'Taken' });
    const body = { id: division.id, division_name: 'New', rank_level: 3, gender: 'coed' };
    expectError(
      await as(t.admin.cookie).send('PUT', 'divisions/update', { ...body, division_name: '' }),
      400,
      DIVISION_FIELDS_REQUIRED,
    );
    expectError(
      await as(t.admin.cookie).send('PUT', 'divisions/update', { ...body, division_name: 'taken' }),
      409,
      'A division with this name already exists in this league.',
    );
    expectError(
      await as(t.admin.cookie).send('PUT', 'divisions/update', { ...body, id: division.id + 10_000 }),
      404,
      'Division not found.',
    );
    // Hidden from players while a draft (ADR 075); the admins' to run once they see it.
    expectError(await as(t.stranger.cookie).send('PUT', 'divisions/update', body), 404, 'Division not found.');
    await stepTo(t.app, t.admin.cookie, league.id, 'registration_open');
    expectError(await as(t.stranger.cookie).send('PUT', 'divisions/update', body), 403, NOT_ADMIN_MESSAGE);
    expectError(await as(undefined).send('PUT', 'divisions/update', body), 401, UNAUTHORIZED_MESSAGE);
    expect((await divisionRows(league.id)).find((d) => d.id === division.id)?.divisionName).toBe('Keep');
  });
});

describe('DELETE divisions/delete', () => {
  it('deletes a division without matches; its players become unassigned and its drafts go', async () => {
    const { league, ids } = await leagueWithPlayers(2);
    const division = await postDivision(t.app, t.admin.cookie, league.id);
    const other = await postDivision(t.app, t.admin.cookie, league.id);
    await publish(t.app, t.admin.cookie, league.id, { [division.id]: ids });
    await as(t.admin.cookie).send('POST', 'divisions/saveDraftAssignments', {
      league_id: league.id,
      changes: [{ player_id: ids[0], division_id: division.id }],
    });
    expectContract(
      await as(t.admin.cookie).send('DELETE', `divisions/delete?division_id=${division.id}`),
      200,
      successResponse,
    );
    expect((await divisionRows(league.id)).map((d) => d.id)).toEqual([other.id]);
    expect(await placementsOf(league.id)).toEqual([]);
    expect(
      await t.app.db.select().from(divisionAssignmentDrafts).where(eq(divisionAssignmentDrafts.leagueId, league.id)),
    ).toEqual([]);
    const [copy] = await t.app.db.select().from(players).where(eq(players.id, ids[0]!));
    expect(copy!.divisionId).toBeNull();
  });

  it('refuses a division with matches, and changes nothing', async () => {
    const { league, ids } = await leagueWithPlayers(2);
    const division = await postDivision(t.app, t.admin.cookie, league.id);
    await publish(t.app, t.admin.cookie, league.id, { [division.id]: ids });
    await stepTo(t.app, t.admin.cookie, league.id, 'active');
    expectError(
      await as(t.admin.cookie).send('DELETE', `divisions/delete?division_id=${division.id}`),
      409,
      'This division has matches and cannot be deleted.',
    );
    expect(await divisionRows(league.id)).toHaveLength(1);
    expect(await matchesOf(league.id)).toHaveLength(1);
  });

  it('refuses an unknown division, players and anonymous callers', async () => {
    const league = await postLeague(t.app, t.admin.cookie);
    const division = await postDivision(t.app, t.admin.cookie, league.id);
    expectError(
      await as(t.admin.cookie).send('DELETE', `divisions/delete?division_id=${division.id + 10_000}`),
      404,
      'Division not found.',
    );
    // Hidden from players while a draft (ADR 075); the admins' to run once they see it.
    expectError(
      await as(t.stranger.cookie).send('DELETE', `divisions/delete?division_id=${division.id}`),
      404,
      'Division not found.',
    );
    await stepTo(t.app, t.admin.cookie, league.id, 'registration_open');
    expectError(
      await as(t.stranger.cookie).send('DELETE', `divisions/delete?division_id=${division.id}`),
      403,
      NOT_ADMIN_MESSAGE,
    );
    expectError(
      await as(undefined).send('DELETE', `divisions/delete?division_id=${division.id}`),
      401,
      UNAUTHORIZED_MESSAGE,
    );
    expectError(
      await as(t.admin.cookie).send('DELETE', 'divisions/delete'),
      400,
      'Missing required parameters: division_id',
    );
    expect(await divisionRows(league.id)).toHaveLength(1);
  });
});

describe('draft and published assignments', () => {
  it('saves drafts without publishing them; the board (getAssignmentsByLeague) shows them', async () => {
    const { league, ids } = await leagueWithPlayers(3);
    const a = await postDivision(t.app, t.admin.cookie, league.id);
    const b = await postDivision(t.app, t.admin.cookie, league.id);
    await publish(t.app, t.admin.cookie, league.id, { [a.id]: [ids[0]!, ids[1]!] });
    const saved = expectContract(
      await as(t.admin.cookie).send('POST', 'divisions/saveDraftAssignments', {
        league_id: league.id,
        changes: [
          { player_id: ids[1], division_id: b.id },
          { player_id: ids[2], division_id: a.id },
          { player_id: ids[0], division_id: null },
        ],
      }),
      200,
      saveDraftAssignmentsResponse,
    );
    const board = [
      { division_id: b.id, player_id: ids[1] },
      { division_id: a.id, player_id: ids[2] },
    ];
    expect(saved.assignments).toEqual(board);
    expect(
      expectContract(
        await as(t.admin.cookie).get(`registrations/getAssignmentsByLeague?league_id=${league.id}`),
        200,
        assignmentsListResponse,
      ),
    ).toEqual(board);
    // Nothing is published yet.
    expect((await placementsOf(league.id)).map((p) => [p.divisionId, p.playerId]).sort()).toEqual(
      [
        [a.id, ids[0]],
        [a.id, ids[1]],
      ].sort(),
    );
  });

  it('Publish Divisions publishes the saved drafts and clears them', async () => {
    const { league, ids } = await leagueWithPlayers(2);
    const a = await postDivision(t.app, t.admin.cookie, league.id);
    await as(t.admin.cookie).send('POST', 'divisions/saveDraftAssignments', {
      league_id: league.id,
      changes: ids.map((id) => ({ player_id: id, division_id: a.id })),
    });
    await stepTo(t.app, t.admin.cookie, league.id, 'pending_start');
    expect((await placementsOf(league.id)).map((p) => p.playerId).sort()).toEqual([...ids].sort());
    expect(
      await t.app.db.select().from(divisionAssignmentDrafts).where(eq(divisionAssignmentDrafts.leagueId, league.id)),
    ).toEqual([]);
    // Every player is placed, so the league can start.
    await stepTo(t.app, t.admin.cookie, league.id, 'active');
    expect(await matchesOf(league.id)).toHaveLength(1);
  });

  it('publishAssignments publishes the whole picture: unlisted players become unassigned, drafts go', async () => {
    const { league, ids } = await leagueWithPlayers(3);
    const a = await postDivision(t.app, t.admin.cookie, league.id);
    const b = await postDivision(t.app, t.admin.cookie, league.id);
    await publish(t.app, t.admin.cookie, league.id, { [a.id]: ids });
    await as(t.admin.cookie).send('POST', 'divisions/saveDraftAssignments', {
      league_id: league.id,
      changes: [{ player_id: ids[2], division_id: null }],
    });
    const board = { [a.id]: [ids[0]!], [b.id]: [ids[1]!] };
    // Leaving a placed player out unplaces them: said first, done only when confirmed.
    const refused = await publish(t.app, t.admin.cookie, league.id, board);
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 409,
      body: {
        error: 'This would unplace 1 player.',
        removals: { matches: 0, scheduled_matches: 0, players_unplaced: 1 },
      },
    });
    const response = expectContract(
      await publish(t.app, t.admin.cookie, league.id, board, { confirm_removals: true }),
      200,
      publishAssignmentsResponse,
    );
    expect(response).toEqual({
      success: true,
      assignments: [
        { division_id: a.id, player_id: ids[0] },
        { division_id: b.id, player_id: ids[1] },
      ],
      matches_created: 0,
      matches_removed: 0,
      // The first publish made it 1, the draft 2; the refused publish changed nothing.
      board_version: 3,
    });
    expect((await placementsOf(league.id)).map((p) => [p.playerId, p.divisionId]).sort()).toEqual(
      [
        [ids[0], a.id],
        [ids[1], b.id],
      ].sort(),
    );
    expect(
      await t.app.db.select().from(divisionAssignmentDrafts).where(eq(divisionAssignmentDrafts.leagueId, league.id)),
    ).toEqual([]);
    const copies = await t.app.db
      .select()
      .from(players)
      .where(or(...ids.map((id) => eq(players.id, id))));
    expect(Object.fromEntries(copies.map((p) => [p.id, p.divisionId]))).toEqual({
      [ids[0]!]: a.id,
      [ids[1]!]: b.id,
      [ids[2]!]: null,
    });
  });

  it.each(['saveDraftAssignments', 'publishAssignments'] as const)(
    '%s refuses players not in the league, divisions of other leagues and repeats, changing nothing',
    async (path) => {
      const { league, ids } = await leagueWithPlayers(2);
      const a = await postDivision(t.app, t.admin.cookie, league.id);
      const elsewhere = await postDivision(t.app, t.admin.cookie, (await postLeague(t.app, t.admin.cookie)).id);
      await publish(t.app, t.admin.cookie, league.id, { [a.id]: [ids[0]!] });
      const send = (entries: { player_id: number; division_id: number }[]) =>
        as(t.admin.cookie).send(
          'POST',
          `divisions/${path}`,
          path === 'saveDraftAssignments'
            ? { league_id: league.id, changes: entries }
            : { league_id: league.id, assignments: entries },
        );
      expectError(
        await send([{ player_id: t.stranger.player.id, division_id: a.id }]),
        400,
        `Player ${t.stranger.player.id} is not registered in this league.`,
      );
      expectError(
        await send([{ player_id: ids[1]!, division_id: elsewhere.id }]),
        400,
        `Division ${elsewhere.id} is not a division of this league.`,
      );
      expectError(
        await send([
          { player_id: ids[1]!, division_id: a.id },
          { player_id: ids[1]!, division_id: a.id },
        ]),
        400,
        `Player ${ids[1]} is listed more than once.`,
      );
      expectError(
        await as(t.admin.cookie).send('POST', `divisions/${path}`, { league_id: league.id }),
        400,
        `Missing required parameters: ${path === 'saveDraftAssignments' ? 'changes' : 'assignments'}`,
      );
      const empty = { league_id: league.id, changes: [], assignments: [] };
      expectError(await as(t.stranger.cookie).send('POST', `divisions/${path}`, empty), 403, NOT_ADMIN_MESSAGE);
      expectError(await as(undefined).send('POST', `divisions/${path}`, empty), 401, UNAUTHORIZED_MESSAGE);
      expect((await placementsOf(league.id)).map((p) => [p.playerId, p.divisionId])).toEqual([[ids[0], a.id]]);
      expect(
        await t.app.db.select().from(divisionAssignmentDrafts).where(eq(divisionAssignmentDrafts.leagueId, league.id)),
      ).toEqual([]);
    },
  );

  it('refuses changes to a completed league', async () => {
    const { league, ids } = await leagueWithPlayers(2);
    const a = await postDivision(t.app, t.admin.cookie, league.id);
    await publish(t.app, t.admin.cookie, league.id, { [a.id]: ids });
    await stepTo(t.app, t.admin.cookie, league.id, 'completed');
    expectError(
      await publish(t.app, t.admin.cookie, league.id, { [a.id]: [ids[0]!] }),
      409,
      'This league is completed and can no longer be changed.',
    );
    expect(await placementsOf(league.id)).toHaveLength(2);
  });
});

describe('GET divisions/getMyDivision', () => {
  it("gives the caller's division, roster with ratings and the division's matches", async () => {
    const { league, ids, members } = await leagueWithPlayers(3);
    const a = await postDivision(t.app, t.admin.cookie, league.id, { division_name: 'Gold' });
    await publish(t.app, t.admin.cookie, league.id, { [a.id]: ids });
    await stepTo(t.app, t.admin.cookie, league.id, 'active');
    const me = await signedInAs(t.app, members[0]!.email);
    const mine = expectContract(
      await me.request({ method: 'GET', url: `/api/1.0/divisions/getMyDivision?league_id=${league.id}` }),
      200,
      myDivisionDto,
    );
    expect(mine).toMatchObject({
      league_id: league.id,
      league_name: league.name,
      player_id: ids[0],
      division_id: a.id,
      division_name: 'Gold',
    });
    expect(mine.roster.map((p) => p.id).sort()).toEqual([...ids].sort());
    expect(mine.roster[0]).toMatchObject({ division_name: 'Gold', rating: 3.5 });
    expect(mine.matches).toHaveLength(3);
    const first = mine.matches[0]!;
    const home = members.find((m) => m.player.id === first.home_player_id)!.player;
    expect(first).toMatchObject({
      home_first_name: home.firstName,
      home_last_name: home.lastName,
      submitted_by_player_id: null,
      match_datetime: null,
      location: null,
      location_name: null,
      set_scores: [],
    });
  });

  it('answers with no division while the caller is registered but not placed', async () => {
    const { league, members } = await leagueWithPlayers(1);
    const me = await signedInAs(t.app, members[0]!.email);
    expect(
      expectContract(
        await me.request({ method: 'GET', url: `/api/1.0/divisions/getMyDivision?league_id=${league.id}` }),
        200,
        myDivisionDto,
      ),
    ).toEqual({
      league_id: league.id,
      league_name: league.name,
      player_id: members[0]!.player.id,
      division_id: null,
      division_name: null,
      roster: [],
      matches: [],
    });
  });

  it('refuses callers who are not registered, and anonymous ones', async () => {
    const { league } = await leagueWithPlayers(0);
    expectError(
      await t.stranger.request({ method: 'GET', url: `/api/1.0/divisions/getMyDivision?league_id=${league.id}` }),
      404,
      'You are not registered in this league.',
    );
    expectError(await as(undefined).get(`divisions/getMyDivision?league_id=${league.id}`), 401, UNAUTHORIZED_MESSAGE);
  });
});

describe('changes after the league has started (ADR 026)', () => {
  /** A started league with one division of `size` players. */
  async function startedDivision(size: number) {
    const { league, ids, members } = await leagueWithPlayers(size);
    const division = await postDivision(t.app, t.admin.cookie, league.id);
    await publish(t.app, t.admin.cookie, league.id, { [division.id]: ids });
    await stepTo(t.app, t.admin.cookie, league.id, 'active');
    return { league, ids, members, division };
  }

  function balance(rows: { homePlayerId: number; awayPlayerId: number }[], id: number) {
    return rows.filter((m) => m.homePlayerId === id).length - rows.filter((m) => m.awayPlayerId === id).length;
  }

  it.each([2, 3, 4, 5, 6])(
    'a late entry into a division of %i gets one match with everyone, balance kept',
    async (size) => {
      const { league, ids, division } = await startedDivision(size);
      const [late] = await quickPlayers(t.app, 1);
      // An admin may register a player after registration closed: that is how a late entry arrives.
      expect(
        (
          await as(t.admin.cookie).send('POST', 'registrations/registerPlayer', {
            player_id: late!.player.id,
            league_id: league.id,
          })
        ).statusCode,
      ).toBe(201);
      const response = expectContract(
        await publish(t.app, t.admin.cookie, league.id, { [division.id]: [...ids, late!.player.id] }),
        200,
        publishAssignmentsResponse,
      );
      expect(response).toMatchObject({ matches_created: size, matches_removed: 0 });
      const rows = await matchesOf(league.id);
      expect(rows).toHaveLength(((size + 1) * size) / 2);
      const lateMatches = rows.filter((m) => m.homePlayerId === late!.player.id || m.awayPlayerId === late!.player.id);
      expect(
        lateMatches.map((m) => (m.homePlayerId === late!.player.id ? m.awayPlayerId : m.homePlayerId)).sort(),
      ).toEqual([...ids].sort());
      for (const id of [...ids, late!.player.id]) expect(Math.abs(balance(rows, id))).toBeLessThanOrEqual(1);
    },
  );

  it("a removed player's unplayed matches go and played ones stay", async () => {
    const { league, ids, division } = await startedDivision(4);
    const [leaving, ...staying] = ids as [number, ...number[]];
    const before = await matchesOf(league.id);
    const played = before.find((m) => m.homePlayerId === leaving || m.awayPlayerId === leaving)!;
    await t.app.db
      .update(matches)
      .set({ status: 'normal', submittedByPlayerId: played.homePlayerId, scoreConfirmation: 'pending' })
      .where(eq(matches.id, played.id));
    await t.app.db.insert(matchSetScores).values([
      { matchId: played.id, setNumber: 1, homeGames: 6, awayGames: 3 },
      { matchId: played.id, setNumber: 2, homeGames: 6, awayGames: 4 },
    ]);
    const response = expectContract(
      await publish(t.app, t.admin.cookie, league.id, { [division.id]: staying }, { confirm_removals: true }),
      200,
      publishAssignmentsResponse,
    );
    expect(response).toMatchObject({ matches_created: 0, matches_removed: 2 });
    const after = await matchesOf(league.id);
    expect(after).toHaveLength(before.length - 2);
    expect(after.filter((m) => m.homePlayerId === leaving || m.awayPlayerId === leaving).map((m) => m.id)).toEqual([
      played.id,
    ]);
    // The played match keeps its scores, and its placement row stays (marked removed) to anchor it.
    const [placement] = await t.app.db
      .select()
      .from(divisionAssignments)
      .where(and(eq(divisionAssignments.leagueId, league.id), eq(divisionAssignments.playerId, leaving)));
    expect(placement!.removedAt).not.toBeNull();
    expect(await t.app.db.select().from(matchSetScores).where(eq(matchSetScores.matchId, played.id))).toHaveLength(2);
  });

  it('a player moved to another division swaps unplayed matches, and coming back fills only the gaps', async () => {
    const { league, ids } = await leagueWithPlayers(5);
    const a = await postDivision(t.app, t.admin.cookie, league.id);
    const b = await postDivision(t.app, t.admin.cookie, league.id);
    const [mover, a1, a2, b1, b2] = ids as [number, number, number, number, number];
    await publish(t.app, t.admin.cookie, league.id, { [a.id]: [mover, a1, a2], [b.id]: [b1, b2] });
    await stepTo(t.app, t.admin.cookie, league.id, 'active');
    const played = (await matchesOf(league.id)).find(
      (m) => m.divisionId === a.id && (m.homePlayerId === mover || m.awayPlayerId === mover),
    )!;
    await t.app.db
      .update(matches)
      .set({ status: 'away_retired', submittedByPlayerId: mover, scoreConfirmation: 'pending' })
      .where(eq(matches.id, played.id));

    const moved = expectContract(
      await publish(
        t.app,
        t.admin.cookie,
        league.id,
        { [a.id]: [a1, a2], [b.id]: [b1, b2, mover] },
        { confirm_removals: true },
      ),
      200,
      publishAssignmentsResponse,
    );
    expect(moved).toMatchObject({ matches_created: 2, matches_removed: 1 });
    const inB = (await matchesOf(league.id)).filter((m) => m.divisionId === b.id);
    expect(inB).toHaveLength(3);

    const back = expectContract(
      await publish(
        t.app,
        t.admin.cookie,
        league.id,
        { [a.id]: [a1, a2, mover], [b.id]: [b1, b2] },
        { confirm_removals: true },
      ),
      200,
      publishAssignmentsResponse,
    );
    // Back in A: the played match is still there, so only the other pair is created; B loses the two unplayed.
    expect(back).toMatchObject({ matches_created: 1, matches_removed: 2 });
    const inA = (await matchesOf(league.id)).filter((m) => m.divisionId === a.id);
    expect(inA).toHaveLength(3);
    expect(inA.map((m) => m.id)).toContain(played.id);
  });

  it('the league page of a late entry shows their new matches', async () => {
    const { league, ids, division } = await startedDivision(2);
    const [late] = await quickPlayers(t.app, 1);
    await as(t.admin.cookie).send('POST', 'registrations/registerPlayer', {
      player_id: late!.player.id,
      league_id: league.id,
    });
    await publish(t.app, t.admin.cookie, league.id, { [division.id]: [...ids, late!.player.id] });
    const me = await signedInAs(t.app, late!.email);
    const mine = expectContract(
      await me.request({ method: 'GET', url: `/api/1.0/divisions/getMyDivision?league_id=${league.id}` }),
      200,
      myDivisionDto,
    );
    expect(mine.roster).toHaveLength(3);
    expect(
      mine.matches.filter((m) => m.home_player_id === late!.player.id || m.away_player_id === late!.player.id),
    ).toHaveLength(2);
    expect(
      expectContract(await as(t.admin.cookie).get(`leagues/get?league_id=${league.id}`), 200, leagueDto)
        .registration_count,
    ).toBe(3);
    expect((await t.app.db.select().from(leagues).where(eq(leagues.id, league.id)))[0]!.leagueStatus).toBe('active');
  });
});
