import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { LeagueStatus } from '@courtside/shared/league/league-status';
import { insertCompletePair } from '../db/queries/pairs';
import { matchEvents, matchSetScores, matches } from '../db/schema';
import {
  postDivision,
  postLeague,
  publish,
  quickPlayers,
  registerAll,
  signedInAs,
  stepTo,
  type QuickPlayer,
} from './league-fixtures';
import { storedMatchBetween } from './match-fixtures';
import { signedInUser } from './test-app';

// Doubles leagues for the tests of play by pairs (ADR 078). Pairs are stored complete, as an admin's pairing
// leaves them, and only their anchors are placed.

export type PairMember = QuickPlayer & Awaited<ReturnType<typeof signedInAs>>;
export interface TestPair {
  id: number;
  anchor: PairMember;
  partner: PairMember;
}

const signedIn = async (app: FastifyInstance, person: QuickPlayer): Promise<PairMember> => ({
  ...person,
  ...(await signedInAs(app, person.email)),
});

/**
 * A doubles league started through the real API: each entry of `divisions` is how many pairs of new players it
 * has (quickPlayers alternate Ladies and Mens, so each pair is one of each, as a Mixed league needs). Both players
 * of each pair are registered, the pair stored complete and its anchor placed; the league is stepped to `status`
 * (active unless told, so the round robin has made the pairs' matches). Every player is signed in.
 */
export async function startDoublesLeague(
  app: FastifyInstance,
  adminCookie: string,
  options: { divisions?: readonly number[]; league?: Record<string, unknown>; status?: LeagueStatus } = {},
) {
  const { divisions: plan = [2], league: leagueOverrides = {}, status = 'active' } = options;
  const league = await postLeague(app, adminCookie, {
    name: 'Spring Doubles',
    league_type: 'Doubles',
    ...leagueOverrides,
  });
  const divisions: { division: Awaited<ReturnType<typeof postDivision>>; pairs: TestPair[] }[] = [];
  const placements: Record<number, number[]> = {};
  for (const size of plan) {
    const division = await postDivision(app, adminCookie, league.id);
    const people = await Promise.all((await quickPlayers(app, size * 2)).map((person) => signedIn(app, person)));
    await registerAll(
      app,
      league.id,
      people.map((person) => person.player.id),
    );
    const pairs: TestPair[] = [];
    for (let i = 0; i < people.length; i += 2) {
      const [anchor, partner] = [people[i]!, people[i + 1]!];
      const pair = await insertCompletePair(app.db, {
        leagueId: league.id,
        anchorPlayerId: anchor.player.id,
        partnerPlayerId: partner.player.id,
        createdByUserId: null,
      });
      pairs.push({ id: pair.id, anchor, partner });
    }
    placements[division.id] = pairs.map((pair) => pair.anchor.player.id);
    divisions.push({ division, pairs });
  }
  expect((await publish(app, adminCookie, league.id, placements)).statusCode).toBe(200);
  await stepTo(app, adminCookie, league.id, status);
  return { league, divisions, pairs: divisions.flatMap((entry) => entry.pairs) };
}

/**
 * A doubles league under way (ADR 078), made by an admin of its own, with `pairs` complete pairs per division and
 * the round robin's matches between them; also a member of the league who is in no pair and not placed (an
 * outsider to every match) and a player of no league (a stranger).
 */
export async function doublesLeagueUnderWay(
  app: FastifyInstance,
  options: { pairs?: readonly number[]; leagueType?: 'Doubles' | 'Mixed'; publicVisible?: boolean } = {},
) {
  const { pairs: plan = [2], leagueType = 'Doubles', publicVisible = true } = options;
  const admin = await signedInUser(app, 'admin');
  const { league, divisions, pairs } = await startDoublesLeague(app, admin.cookie, {
    divisions: plan,
    league: { name: 'Club Doubles', league_type: leagueType, public_visible: publicVisible },
  });
  const [outsiderPerson, strangerPerson] = await quickPlayers(app, 2);
  await registerAll(app, league.id, [outsiderPerson!.player.id]);
  const outsider = await signedIn(app, outsiderPerson!);
  const stranger = await signedIn(app, strangerPerson!);
  const rows = await app.db.select().from(matches).where(eq(matches.leagueId, league.id)).orderBy(asc(matches.id));

  /** The match of two pairs, with the pair at home and the pair away. */
  function matchOf(a: TestPair, b: TestPair) {
    const [ida, idb] = [a.anchor.player.id, b.anchor.player.id];
    const match = rows.find(
      (row) =>
        (row.homePlayerId === ida && row.awayPlayerId === idb) ||
        (row.homePlayerId === idb && row.awayPlayerId === ida),
    );
    if (!match) throw new Error('no match between these pairs');
    const home = match.homePlayerId === ida ? a : b;
    return { match, home, away: home === a ? b : a };
  }

  return { admin, league, divisions, pairs, outsider, stranger, matches: rows, matchOf };
}

export type DoublesLeague = Awaited<ReturnType<typeof doublesLeagueUnderWay>>;
export type DoublesPair = TestPair;

/** The partner as every DTO names it beside a pair's anchor. */
export const partnerOf = (pair: TestPair) => ({
  player_id: pair.partner.player.id,
  first_name: pair.partner.player.firstName,
  last_name: pair.partner.player.lastName,
});

/** A pair named the way the overlaps and rosters name an opponent: the anchor, with the partner beside. */
export const pairEntry = (pair: TestPair) => ({
  id: pair.anchor.player.id,
  first_name: pair.anchor.player.firstName,
  last_name: pair.anchor.player.lastName,
  partner: partnerOf(pair),
});

/** "Ann Lee & Bo Park": how pages and exports name a pair. */
export const pairName = (pair: TestPair) =>
  `${pair.anchor.player.firstName} ${pair.anchor.player.lastName} & ${pair.partner.player.firstName} ${pair.partner.player.lastName}`;

/**
 * Stores a straight-sets win of `winner` over `loser` in the tables, entered by the winning pair's partner, as the
 * score routes would leave it (ADR 078: scores keep the player who entered them), with the events that date it.
 */
export async function scoreBetween(
  app: FastifyInstance,
  winner: TestPair,
  loser: TestPair,
  confirmation: 'confirmed' | 'pending' | 'disputed',
) {
  const match = await storedMatchBetween(app, winner.anchor.player.id, loser.anchor.player.id);
  const homeWon = match.homePlayerId === winner.anchor.player.id;
  await app.db
    .update(matches)
    .set({
      status: 'normal',
      matchDatetime: new Date('2026-11-03T18:00:00Z'),
      submittedByPlayerId: winner.partner.player.id,
      scoreConfirmation: confirmation,
    })
    .where(eq(matches.id, match.id));
  const sets = [
    [6, 4],
    [6, 3],
  ] as const;
  await app.db.insert(matchSetScores).values(
    sets.map(([won, lost], index) => ({
      matchId: match.id,
      setNumber: index + 1,
      homeGames: homeWon ? won : lost,
      awayGames: homeWon ? lost : won,
    })),
  );
  await app.db.insert(matchEvents).values({ matchId: match.id, kind: 'score_submitted', actorIsAdmin: false });
  if (confirmation === 'disputed') {
    await app.db
      .insert(matchEvents)
      .values({ matchId: match.id, kind: 'score_disputed', actorIsAdmin: false, reason: 'We won the second set' });
  }
  return match;
}
