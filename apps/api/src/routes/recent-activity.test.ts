import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECENT_ACTIVITY_SHOWN, recentActivityResponse } from '@courtside/shared/schemas/recent-activity';
import { UNAUTHORIZED_MESSAGE, expectContract, expectError } from '../test/assertions';
import { publish, quickPlayers, registerAll, signedInAs, startLeague } from '../test/league-fixtures';
import { AWAY_WINS, HOME_WINS, storedMatchBetween, type Caller } from '../test/match-fixtures';
import { createTestApp, injectAs, signedInUser, type ApiMethod, type TestApp } from '../test/test-app';

// The dashboard's Recent Activity (issue 34, ADR 063): what happened lately in the viewer's leagues, from the
// records the leagues keep, and nothing from anyone else's.

let t: TestApp;
let admin: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t.app, 'admin');
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date((Math.ceil(Date.now() / HOUR) + hours) * HOUR).toISOString();
const call = (caller: Caller, method: ApiMethod, url: string, payload?: unknown) =>
  injectAs(t.app, caller?.cookie, {
    method,
    url: `/api/1.0/${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const activityOf = async (caller: Caller) =>
  expectContract(await call(caller, 'GET', 'leagues/recentActivity'), 200, recentActivityResponse);
/** Each entry as 'kind' or 'kind home-away', newest first: enough to tell which record it reports. */
const summaryOf = async (caller: Caller) =>
  (await activityOf(caller)).map((item) =>
    item.home_name === null ? item.kind : `${item.kind} ${item.home_name}-${item.away_name}`,
  );

type Member = Awaited<ReturnType<typeof startLeague>>['members'][number];
const nameOf = (member: Member) => `${member.player.firstName} ${member.player.lastName}`;

async function matchOf(a: Member, b: Member) {
  const match = await storedMatchBetween(t.app, a.player.id, b.player.id);
  const [home, away] = match.homePlayerId === a.player.id ? [a, b] : [b, a];
  return { match, home, away, label: `${nameOf(home)}-${nameOf(away)}` };
}

describe('GET leagues/recentActivity', () => {
  it('refuses an anonymous caller', async () => {
    expectError(await call(undefined, 'GET', 'leagues/recentActivity'), 401, UNAUTHORIZED_MESSAGE);
  });

  it('is empty for a player in no league', async () => {
    const [loner] = await quickPlayers(t.app, 1);
    expect(await activityOf(await signedInAs(t.app, loner!.email))).toEqual([]);
  });

  it("tells of the viewer's placement and their league's start, newest first", async () => {
    const { league, divisions } = await startLeague(t.app, admin.cookie, { divisions: [3] });
    const me = divisions[0]!.members[0]!;
    const items = await activityOf(me);
    expect(items.map((item) => item.kind)).toEqual(['league_status', 'placed_in_division']);
    expect(items[0]).toMatchObject({ league_id: league.id, league_name: league.name, league_status: 'active' });
    expect(items[1]).toMatchObject({ division_name: divisions[0]!.division.division_name, match_id: null });
    expect(Date.parse(items[0]!.at)).toBeGreaterThan(Date.parse(items[1]!.at));
  });

  it("tells of results, schedules and rulings in the viewer's division, each match once at its latest change", async () => {
    const { divisions } = await startLeague(t.app, admin.cookie, { divisions: [4] });
    const [me, b, c] = divisions[0]!.members as [Member, Member, Member];

    // A match of mine: entered by my opponent, then confirmed by me.
    const mine = await matchOf(me, b);
    await call(mine.home, 'POST', `matches/submitScores?matchId=${mine.match.id}`, {
      sets: HOME_WINS,
      status: 'normal',
    });
    await call(mine.away, 'POST', 'matches/confirmScore', { match_id: mine.match.id });
    // Someone else's: scheduled, then moved.
    const scheduled = await matchOf(b, c);
    await call(scheduled.home, 'POST', 'matches/scheduleMatch', {
      match_id: scheduled.match.id,
      match_datetime: inHours(48),
    });
    await call(scheduled.away, 'POST', 'matches/scheduleMatch', {
      match_id: scheduled.match.id,
      match_datetime: inHours(72),
    });

    expect((await summaryOf(me)).slice(0, 2)).toEqual([
      `match_rescheduled ${scheduled.label}`,
      `result_confirmed ${mine.label}`,
    ]);
    const [moved, confirmed] = await activityOf(me);
    expect(moved).toMatchObject({
      match_id: scheduled.match.id,
      my_side: null,
      winner: null,
      match_datetime: inHours(72),
    });
    expect(confirmed).toMatchObject({
      match_id: mine.match.id,
      my_side: mine.home === me ? 'home' : 'away',
      winner: 'home',
      status: 'normal',
      set_scores: HOME_WINS,
    });
  });

  it("shows a dispute only to the match's players, and its ruling to the whole division", async () => {
    const { divisions } = await startLeague(t.app, admin.cookie, { divisions: [3] });
    const [a, b, onlooker] = divisions[0]!.members as [Member, Member, Member];
    const { match, home, away, label } = await matchOf(a, b);
    await call(home, 'POST', `matches/submitScores?matchId=${match.id}`, { sets: AWAY_WINS, status: 'normal' });
    await call(away, 'POST', 'matches/disputeScore', { match_id: match.id, reason: 'It went to three sets.' });

    expect((await summaryOf(home))[0]).toBe(`result_disputed ${label}`);
    expect((await summaryOf(away))[0]).toBe(`result_disputed ${label}`);
    // The onlooker still sees the result as it was entered, and when.
    expect((await summaryOf(onlooker))[0]).toBe(`result_entered ${label}`);
    expect((await activityOf(onlooker))[0]).toMatchObject({ winner: 'away', my_side: null });

    await call(admin, 'POST', 'matches/resolveDispute', { match_id: match.id, sets: HOME_WINS, status: 'normal' });
    for (const member of [home, away, onlooker]) {
      expect((await activityOf(member))[0]).toMatchObject({ kind: 'dispute_resolved', winner: 'home' });
    }
  });

  it('tells of a retirement as a win for the other side, with the sets played', async () => {
    const { divisions } = await startLeague(t.app, admin.cookie, { divisions: [2] });
    const [a, b] = divisions[0]!.members as [Member, Member];
    const { match, home } = await matchOf(a, b);
    const sets = [{ set_number: 1, home_games: 2, away_games: 4 }];
    await call(home, 'POST', `matches/submitScores?matchId=${match.id}`, { sets, status: 'i_retired' });
    expect((await activityOf(a))[0]).toMatchObject({ kind: 'result_entered', status: 'home_retired', winner: 'away' });
  });

  it('names a player placed in my division after me, but not each one placed with me', async () => {
    const { league, divisions } = await startLeague(t.app, admin.cookie, { divisions: [3] });
    const division = divisions[0]!;
    const [late] = await quickPlayers(t.app, 1);
    await registerAll(t.app, league.id, [late!.player.id]);
    const ids = [...division.members.map((member) => member.player.id), late!.player.id];
    expect((await publish(t.app, admin.cookie, league.id, { [division.division.id]: ids })).statusCode).toBe(200);

    const items = await activityOf(division.members[0]!);
    expect(items.map((item) => item.kind)).toEqual(['player_joined', 'league_status', 'placed_in_division']);
    expect(items[0]).toMatchObject({
      player_name: `${late!.player.firstName} ${late!.player.lastName}`,
      division_name: division.division.division_name,
    });
    // The newcomer's own news is their placement, not the others "joining" before them.
    expect((await activityOf(await signedInAs(t.app, late!.email))).map((item) => item.kind)).toEqual([
      'placed_in_division',
      'league_status',
    ]);
  });

  it("leaves out other leagues and the viewer's league's other divisions", async () => {
    const { divisions } = await startLeague(t.app, admin.cookie, { divisions: [2, 2] });
    const [mine, theirs] = divisions as [(typeof divisions)[number], (typeof divisions)[number]];
    const other = await startLeague(t.app, admin.cookie, { divisions: [2] });
    const elsewhere = [
      await matchOf(theirs.members[0]!, theirs.members[1]!),
      await matchOf(other.members[0]!, other.members[1]!),
    ];
    for (const { match, home } of elsewhere) {
      await call(home, 'POST', `matches/submitScores?matchId=${match.id}`, { sets: HOME_WINS, status: 'normal' });
    }

    const me = mine.members[0]!;
    const items = await activityOf(me);
    expect(items.map((item) => item.kind)).toEqual(['league_status', 'placed_in_division']);
    expect(items.every((item) => item.league_id === divisions[0]!.division.league_id)).toBe(true);
    // They do show to the players of those divisions.
    expect((await activityOf(theirs.members[0]!))[0]?.match_id).toBe(elsewhere[0]!.match.id);
    expect((await activityOf(other.members[0]!))[0]?.match_id).toBe(elsewhere[1]!.match.id);
  });

  it(`lists the newest ${RECENT_ACTIVITY_SHOWN}, newest first`, async () => {
    // Five players: ten matches, each scheduled in turn, then the placement and the start make twelve things.
    const { divisions } = await startLeague(t.app, admin.cookie, { divisions: [5] });
    const members = divisions[0]!.members;
    const labels = [];
    for (const [i, a] of members.entries()) {
      for (const b of members.slice(i + 1)) {
        const { match, home, label } = await matchOf(a, b);
        const response = await call(home, 'POST', 'matches/scheduleMatch', {
          match_id: match.id,
          match_datetime: inHours(24 + labels.length),
        });
        expect(response.statusCode).toBe(200);
        labels.push(`match_scheduled ${label}`);
      }
    }
    expect(labels).toHaveLength(10);
    const seen = await activityOf(members[0]!);
    expect(seen).toHaveLength(RECENT_ACTIVITY_SHOWN);
    expect(seen.map((item) => `${item.kind} ${item.home_name}-${item.away_name}`)).toEqual(labels.reverse());
    const times = seen.map((item) => Date.parse(item.at));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect(new Set(seen.map((item) => item.key)).size).toBe(RECENT_ACTIVITY_SHOWN);
  });
});
