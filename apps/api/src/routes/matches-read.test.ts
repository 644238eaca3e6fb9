import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  matchDto,
  matchHistoryResponse,
  matchesListResponse,
  myMatchesResponse,
  scoresByIdsResponse,
} from '@courtside/shared/schemas/matches';
import { insertLocation } from '../db/queries/locations';
import { listMatchesWithDetails } from '../db/queries/matches';
import { insertPlayer } from '../db/queries/players';
import { quickPlayers, startLeague } from '../test/league-fixtures';
import { UNAUTHORIZED_MESSAGE, expectContract, expectError } from '../test/assertions';
import { HOME_WINS, leagueUnderWay, matchesCaller } from '../test/match-fixtures';
import { createTestApp, signedInUser, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = matchesCaller(() => t.app);
const MEMBERS_ONLY = 'Only admins and players of this league can see its matches.';

describe('GET matches/getByLeague', () => {
  it('lists every match of the league, with names, to its players and to admins', async () => {
    const { admin, league, members, matches } = await leagueUnderWay(t.app, { count: 4 });
    for (const caller of [admin, members[0]]) {
      const list = expectContract(
        await call(caller, 'GET', `getByLeague?league_id=${league.id}`),
        200,
        matchesListResponse,
      );
      expect(list.map((m) => m.id)).toEqual(matches.map((m) => m.id));
      expect(list).toHaveLength(6);
      const first = list[0]!;
      const home = members.find((m) => m.player.id === first.home_player_id)!;
      expect(first).toMatchObject({
        league_id: league.id,
        status: 'unscheduled',
        home_first_name: home.player.firstName,
        home_last_name: home.player.lastName,
        match_datetime: null,
        set_scores: [],
        score_confirmation: null,
      });
    }
  });

  it('refuses strangers (403 in a public league, 404 in a hidden one) and anonymous callers', async () => {
    const open = await leagueUnderWay(t.app, { count: 2 });
    const hidden = await leagueUnderWay(t.app, { count: 2, publicVisible: false });
    const stranger = await signedInUser(t.app);
    expectError(await call(stranger, 'GET', `getByLeague?league_id=${open.league.id}`), 403, MEMBERS_ONLY);
    expectError(await call(stranger, 'GET', `getByLeague?league_id=${hidden.league.id}`), 404, 'League not found.');
    expectError(await call(undefined, 'GET', `getByLeague?league_id=${open.league.id}`), 401, UNAUTHORIZED_MESSAGE);
    expectError(await call(stranger, 'GET', 'getByLeague'), 400, 'Missing required parameters: league_id');
  });
});

describe('GET matches/getMatchDetails and matches/getScores', () => {
  it('give the match to any player of the league and to admins, with its location', async () => {
    const { admin, members, matchOf } = await leagueUnderWay(t.app);
    const { match, home } = matchOf(members[0]!, members[1]!);
    const location = await insertLocation(t.app.db, {
      name: 'Riverside Courts',
      address: '1 River Rd',
      hasLights: true,
    });
    expectContract(
      await call(home, 'POST', 'scheduleMatch', {
        match_id: match.id,
        match_datetime: '2026-04-02T18:30:00+02:00',
        location_id: location.id,
      }),
      200,
      matchDto,
    );
    // members[2] plays in the league but not in this match: reading is still allowed.
    for (const caller of [admin, home, members[2]]) {
      for (const path of [`getMatchDetails?match_id=${match.id}`, `getScores?matchId=${match.id}`]) {
        const dto = expectContract(await call(caller, 'GET', path), 200, matchDto);
        expect(dto).toMatchObject({
          id: match.id,
          status: 'scheduled',
          match_datetime: '2026-04-02T16:30:00.000Z',
          location_id: location.id,
          location_name: 'Riverside Courts',
          location: { id: location.id, name: 'Riverside Courts', address: '1 River Rd', has_lights: true },
        });
      }
    }
  });

  it('answer 404 for an unknown match and for a match in a hidden league, 403 to a stranger', async () => {
    const open = await leagueUnderWay(t.app, { count: 2 });
    const hidden = await leagueUnderWay(t.app, { count: 2, publicVisible: false });
    const stranger = await signedInUser(t.app);
    const openId = open.matches[0]!.id;
    const hiddenId = hidden.matches[0]!.id;
    for (const path of ['getMatchDetails?match_id=', 'getScores?matchId=']) {
      expectError(await call(stranger, 'GET', `${path}${openId}`), 403, MEMBERS_ONLY);
      expectError(await call(stranger, 'GET', `${path}${hiddenId}`), 404, 'Match not found.');
      expectError(await call(open.admin, 'GET', `${path}${hiddenId + 10_000}`), 404, 'Match not found.');
      expectError(await call(undefined, 'GET', `${path}${openId}`), 401, UNAUTHORIZED_MESSAGE);
      // A player of one league is a stranger to another.
      expectError(await call(open.members[0], 'GET', `${path}${hiddenId}`), 404, 'Match not found.');
    }
    expectError(await call(stranger, 'GET', 'getScores'), 400, 'Missing required parameters: matchId');
  });
});

describe('POST matches/scoresByIds', () => {
  it('keys the sets by match id, leaving out matches the caller may not read and unknown ids', async () => {
    const mine = await leagueUnderWay(t.app);
    const other = await leagueUnderWay(t.app, { count: 2 });
    const { match, home } = mine.matchOf(mine.members[0]!, mine.members[1]!);
    expectContract(
      await call(home, 'POST', `submitScores?matchId=${match.id}`, { sets: HOME_WINS, status: 'normal' }),
      200,
      matchDto,
    );
    const unplayed = mine.matches.find((m) => m.id !== match.id)!;
    const foreign = other.matches[0]!;
    const ids = [match.id, unplayed.id, foreign.id, foreign.id + 10_000];

    const asPlayer = expectContract(
      await call(mine.members[2], 'POST', 'scoresByIds', { match_ids: ids }),
      200,
      scoresByIdsResponse,
    );
    expect(asPlayer).toEqual({
      success: true,
      data: { scores: { [String(match.id)]: HOME_WINS, [String(unplayed.id)]: [] } },
    });
    const asAdmin = expectContract(
      await call(mine.admin, 'POST', 'scoresByIds', { match_ids: ids }),
      200,
      scoresByIdsResponse,
    );
    expect(Object.keys(asAdmin.data.scores).sort()).toEqual([match.id, unplayed.id, foreign.id].map(String).sort());
  });

  it('refuses anonymous callers and a body without a list', async () => {
    const caller = await signedInUser(t.app);
    expectError(await call(undefined, 'POST', 'scoresByIds', { match_ids: [1] }), 401, UNAUTHORIZED_MESSAGE);
    expectError(await call(caller, 'POST', 'scoresByIds', {}), 400, 'Missing required parameters: match_ids');
    expect(
      expectContract(await call(caller, 'POST', 'scoresByIds', { match_ids: [] }), 200, scoresByIdsResponse),
    ).toEqual({ success: true, data: { scores: {} } });
  });
});

describe('GET matches/mine', () => {
  it("lists the user's matches in every league, timed ones first by time, then by id", async () => {
    const first = await leagueUnderWay(t.app);
    const { members, matchOf } = first;
    const me = members[0]!;
    const withLater = matchOf(me, members[1]!);
    const withEarlier = matchOf(me, members[2]!);
    await call(me, 'POST', 'scheduleMatch', { match_id: withLater.match.id, match_datetime: '2026-05-02T10:00:00Z' });
    await call(me, 'POST', 'scheduleMatch', { match_id: withEarlier.match.id, match_datetime: '2026-05-01T10:00:00Z' });

    const list = expectContract(await call(me, 'GET', 'mine'), 200, myMatchesResponse);
    expect(list.map((m) => m.id)).toEqual([withEarlier.match.id, withLater.match.id]);
    expect(list.every((m) => m.my_player_id === me.player.id && m.league_name === first.league.name)).toBe(true);

    const unplayedOnly = matchOf(members[1]!, members[2]!);
    const other = expectContract(await call(members[1], 'GET', 'mine'), 200, myMatchesResponse);
    // members[1] has one timed match and one without a time, which comes last.
    expect(other.map((m) => m.id)).toEqual([withLater.match.id, unplayedOnly.match.id]);
  });

  it("lists the matches of each of the user's players, in every league, with the league's name and which player is theirs", async () => {
    const first = await leagueUnderWay(t.app);
    const me = first.members[0]!;
    // A second player of the same account, playing in a league of its own.
    const secondPlayer = await insertPlayer(t.app.db, {
      userId: me.user.id,
      primaryPlayer: false,
      firstName: 'Second',
      lastName: 'Self',
      rating: 3.5,
      gender: 'Mens',
    });
    const second = await startLeague(t.app, first.admin.cookie, {
      divisions: [[{ user: me.user, player: secondPlayer, email: me.email }, ...(await quickPlayers(t.app, 2))]],
    });

    const list = expectContract(await call(me, 'GET', 'mine'), 200, myMatchesResponse);
    const expected = [
      ...first.matches
        .filter((match) => [match.homePlayerId, match.awayPlayerId].includes(me.player.id))
        .map((match) => ({ id: match.id, league_name: first.league.name, my_player_id: me.player.id })),
      ...(await listMatchesWithDetails(t.app.db, { leagueId: second.league.id }))
        .filter(({ match }) => [match.homePlayerId, match.awayPlayerId].includes(secondPlayer.id))
        .map(({ match }) => ({ id: match.id, league_name: second.league.name, my_player_id: secondPlayer.id })),
    ];
    expect(expected).toHaveLength(4);
    // None has a time yet: in id order.
    expect(list.map(({ id, league_name, my_player_id }) => ({ id, league_name, my_player_id }))).toEqual(expected);
  });

  it('is empty for a user without matches and refuses anonymous callers', async () => {
    const caller = await signedInUser(t.app);
    expect(expectContract(await call(caller, 'GET', 'mine'), 200, myMatchesResponse)).toEqual([]);
    expectError(await call(undefined, 'GET', 'mine'), 401, UNAUTHORIZED_MESSAGE);
  });
});

describe('GET matches/history', () => {
  it('is readable by players of the league and admins; not by strangers or anonymous callers', async () => {
    const { admin, members, matchOf } = await leagueUnderWay(t.app);
    const { match, home } = matchOf(members[0]!, members[1]!);
    await call(home, 'POST', 'scheduleMatch', { match_id: match.id, match_datetime: '2026-05-02T10:00:00Z' });
    for (const caller of [admin, members[2]]) {
      const trail = expectContract(
        await call(caller, 'GET', `history?match_id=${match.id}`),
        200,
        matchHistoryResponse,
      );
      expect(trail.map((event) => event.kind)).toEqual(['scheduled']);
    }
    const stranger = await signedInUser(t.app);
    expectError(await call(stranger, 'GET', `history?match_id=${match.id}`), 403, MEMBERS_ONLY);
    expectError(await call(undefined, 'GET', `history?match_id=${match.id}`), 401, UNAUTHORIZED_MESSAGE);
    expectError(await call(admin, 'GET', `history?match_id=${match.id + 10_000}`), 404, 'Match not found.');
  });
});
