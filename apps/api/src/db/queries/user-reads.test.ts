import { beforeAll, describe, expect, it } from 'vitest';
import { quickPlayers, startLeague, useAppWithAdmin, type QuickPlayer } from '../../test/league-fixtures';
import { injectAs } from '../../test/test-app';
import {
  countStatementsBuilt,
  planWithoutSequentialScans,
  recordStatements,
  type RecordedStatement,
} from '../../test/statement-recorder';
import { listLeaguesOfUser } from './leagues';
import { listProposalsOfUser } from './match-proposals';
import { listMatchesOfUser } from './matches';
import { listPlayersOfUser } from './players';

// The reads of one user's own things, which the dashboard and the league home make on every visit (ADR 060):
// a few statements each, built once, and found through indexes on the user's players rather than by testing
// every match or proposal of every league.

const t = useAppWithAdmin();
let me: QuickPlayer;
let leagueIds: number[];

const YEAR = new Date().getUTCFullYear() + 1;

/** A proposal through the API, for a time three days from now. */
async function propose(fromCookie: string, toPlayerId: number, leagueId: number) {
  const time = new Date(Date.now() + 3 * 86_400_000);
  time.setUTCHours(18, 0, 0, 0);
  const sent = await injectAs(t.app, fromCookie, {
    method: 'POST',
    url: '/api/1.0/match-proposals/post',
    payload: { opponent_player_id: toPlayerId, proposed_time: time.toISOString(), league_id: leagueId },
  });
  expect(sent.statusCode, sent.body).toBe(201);
}

beforeAll(async () => {
  const [mine, ...others] = await quickPlayers(t.app, 5);
  me = mine!;
  const league = { play_end: `${YEAR}-12-31` };
  const first = await startLeague(t.app, t.admin.cookie, { divisions: [[me, others[0]!, others[1]!]], league });
  const second = await startLeague(t.app, t.admin.cookie, { divisions: [[me, others[2]!, others[3]!]], league });
  // Others' league: rows the reads must pass over.
  await startLeague(t.app, t.admin.cookie, { divisions: [4], league });
  leagueIds = [first.league.id, second.league.id];
  // A proposal received in the first league, one sent in the second.
  await propose(first.members[1]!.cookie, me.player.id, first.league.id);
  await propose(second.members[0]!.cookie, second.members[1]!.player.id, second.league.id);
});

/** The plans of `statements` as PostgreSQL makes them when it may use every index there is. */
const plansOf = (statements: readonly RecordedStatement[]) =>
  Promise.all(statements.map((statement) => planWithoutSequentialScans(t.app.db, statement)));

describe("a user's own reads", () => {
  it("read a user's matches of every league in two statements, through the home and away player indexes", async () => {
    const { result, statements } = await recordStatements(t.app.db, () => listMatchesOfUser(t.app.db, me.user.id));
    expect(result).toHaveLength(4);
    expect(new Set(result.map((row) => row.match.leagueId))).toEqual(new Set(leagueIds));
    expect(result.every((row) => row.myPlayerId === me.player.id)).toBe(true);
    // The matches with their details, then the sets of those: no statement per match or per league.
    expect(statements).toHaveLength(2);
    const [matchesPlan, setsPlan] = await plansOf(statements);
    expect(matchesPlan).toContain('matches_home_player_idx');
    expect(matchesPlan).toContain('matches_away_player_idx');
    expect(matchesPlan).not.toContain('Seq Scan on matches');
    expect(setsPlan).toContain('match_set_scores_pk');
  });

  it("find a user's proposals of every league through the proposer and opponent indexes", async () => {
    const { result, statements } = await recordStatements(t.app.db, () => listProposalsOfUser(t.app.db, me.user.id));
    expect(result.map((row) => row.proposal.leagueId)).toEqual(leagueIds);
    expect(statements).toHaveLength(1);
    const [plan] = await plansOf(statements);
    expect(plan).toContain('match_proposals_proposer_idx');
    expect(plan).toContain('match_proposals_opponent_idx');
    // In one league, the league's index serves as well: the league home's read.
    const inLeague = await recordStatements(t.app.db, () =>
      listProposalsOfUser(t.app.db, me.user.id, { leagueId: leagueIds[0]! }),
    );
    expect(inLeague.result.map((row) => row.proposal.leagueId)).toEqual([leagueIds[0]]);
    const [leaguePlan] = await plansOf(inLeague.statements);
    expect(leaguePlan).not.toContain('Seq Scan on match_proposals');
  });

  it('build their statements once, not on every read', async () => {
    const reads: (() => Promise<unknown>)[] = [
      () => listMatchesOfUser(t.app.db, me.user.id),
      () => listLeaguesOfUser(t.app.db, me.user.id),
      () => listPlayersOfUser(t.app.db, me.user.id),
      () => listProposalsOfUser(t.app.db, me.user.id),
      () => listProposalsOfUser(t.app.db, me.user.id, { leagueId: leagueIds[0]! }),
    ];
    for (const read of reads) {
      const first = await read();
      const again = await countStatementsBuilt(t.app.db, read);
      expect(again.result).toEqual(first);
      expect(again.built, String(read)).toBe(0);
    }
  });
});
