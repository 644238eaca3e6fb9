import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
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

// Doubles leagues for the tests of availability for four, standings per pair, records and reminders (ADR 078).
// Pairs are stored complete (as an admin's pairing does) and only their anchors are placed.

export type PairMember = QuickPlayer & Awaited<ReturnType<typeof signedInAs>>;
export interface TestPair {
  anchor: PairMember;
  partner: PairMember;
}

/**
 * A doubles league started through the real API: each entry of `divisions` is how many pairs of new players it
 * has (quickPlayers alternate Ladies and Mens, so each pair is one of each, as a Mixed league needs). The pairs
 * are stored complete and their anchors placed; the league is stepped to `status` (active unless told,
 * so the round robin has made the pairs' matches). Every player is signed in.
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
  const divisions = [];
  const placements: Record<number, number[]> = {};
  for (const size of plan) {
    const division = await postDivision(app, adminCookie, league.id);
    const people = await quickPlayers(app, size * 2);
    const pairs: TestPair[] = [];
    for (let i = 0; i < people.length; i += 2) {
      const [anchor, partner] = await Promise.all(
        [people[i]!, people[i + 1]!].map(async (person) => ({ ...person, ...(await signedInAs(app, person.email)) })),
      );
      pairs.push({ anchor: anchor!, partner: partner! });
    }
    await registerAll(
      app,
      league.id,
      pairs.map((pair) => pair.anchor.player.id),
    );
    for (const pair of pairs) {
      await insertCompletePair(app.db, {
        leagueId: league.id,
        anchorPlayerId: pair.anchor.player.id,
        partnerPlayerId: pair.partner.player.id,
        createdByUserId: null,
      });
    }
    placements[division.id] = pairs.map((pair) => pair.anchor.player.id);
    divisions.push({ division, pairs });
  }
  expect((await publish(app, adminCookie, league.id, placements)).statusCode).toBe(200);
  await stepTo(app, adminCookie, league.id, status);
  // Partners are registered once the league runs: Start League then counts only the placed anchors as entries,
  // whether or not it knows pairs yet.
  await registerAll(
    app,
    league.id,
    divisions.flatMap((entry) => entry.pairs.map((pair) => pair.partner.player.id)),
  );
  return { league, divisions, pairs: divisions.flatMap((entry) => entry.pairs) };
}

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
