import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import { divisionAssignments, divisions, leaguePairs, leagues, matchSetScores, matches, players } from '../schema';

// A player's record on their profile (issue 37 item 4, ADR 078): the entries an account plays as, in every league
// where one is placed, and the matches the standings count for them.

const anchor = alias(players, 'record_anchor');
const partner = alias(players, 'record_partner');

/** The complete pairs the user's players are in, with both players' names. */
async function listPairsOfUser(db: Database, userId: number) {
  return db
    .select({
      leagueId: leaguePairs.leagueId,
      anchor: { id: anchor.id, userId: anchor.userId, firstName: anchor.firstName, lastName: anchor.lastName },
      partner: { id: partner.id, userId: partner.userId, firstName: partner.firstName, lastName: partner.lastName },
    })
    .from(leaguePairs)
    .innerJoin(anchor, eq(anchor.id, leaguePairs.anchorPlayerId))
    .innerJoin(partner, eq(partner.id, leaguePairs.partnerPlayerId))
    .where(and(sql`${leaguePairs.status} = 'complete'`, or(eq(anchor.userId, userId), eq(partner.userId, userId))));
}

/**
 * The entries the user's players play as, placed in a division now, newest league first: their own placement,
 * or their pair's (under its anchor) when they are a complete pair's partner, each with the other player of the
 * pair (none in singles).
 */
export async function listPlacedEntriesOfUser(db: Database, userId: number) {
  const pairs = await listPairsOfUser(db, userId);
  const partneredAnchors = pairs.filter((pair) => pair.partner.userId === userId).map((pair) => pair.anchor.id);
  const placements = await db
    .select({
      leagueId: leagues.id,
      leagueName: leagues.name,
      leagueType: leagues.leagueType,
      divisionId: divisions.id,
      divisionName: divisions.divisionName,
      entryPlayerId: divisionAssignments.playerId,
      entryUserId: players.userId,
    })
    .from(divisionAssignments)
    .innerJoin(players, eq(players.id, divisionAssignments.playerId))
    .innerJoin(leagues, eq(leagues.id, divisionAssignments.leagueId))
    .innerJoin(divisions, eq(divisions.id, divisionAssignments.divisionId))
    .where(
      and(
        isNull(divisionAssignments.removedAt),
        partneredAnchors.length === 0
          ? eq(players.userId, userId)
          : or(eq(players.userId, userId), inArray(divisionAssignments.playerId, partneredAnchors)),
      ),
    )
    .orderBy(desc(leagues.playStart), desc(leagues.id), asc(divisionAssignments.playerId));
  return placements.flatMap(({ entryUserId, ...placement }) => {
    const pair = pairs.find(
      (candidate) => candidate.leagueId === placement.leagueId && candidate.anchor.id === placement.entryPlayerId,
    );
    // Another account's placement is the user's only through the pair they partner in that very league.
    if (entryUserId !== userId && !pair) return [];
    const other = pair === undefined ? null : pair.anchor.userId === userId ? pair.partner : pair.anchor;
    return [{ ...placement, partner: other }];
  });
}

/** The matches of these divisions that involve these entries, with their sets in order, for the tally. */
export async function listMatchesOfEntries(
  db: Database,
  entries: readonly { divisionId: number; entryPlayerId: number }[],
) {
  if (entries.length === 0) return [];
  const entryIds = [...new Set(entries.map((entry) => entry.entryPlayerId))];
  const rows = await db
    .select({
      id: matches.id,
      divisionId: matches.divisionId,
      status: matches.status,
      homePlayerId: matches.homePlayerId,
      awayPlayerId: matches.awayPlayerId,
      submittedByPlayerId: matches.submittedByPlayerId,
      scoringFormat: leagues.scoringFormat,
    })
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .where(
      and(
        inArray(matches.divisionId, [...new Set(entries.map((entry) => entry.divisionId))]),
        or(inArray(matches.homePlayerId, entryIds), inArray(matches.awayPlayerId, entryIds)),
      ),
    )
    .orderBy(asc(matches.id));
  if (rows.length === 0) return [];
  const sets = await db
    .select()
    .from(matchSetScores)
    .where(
      inArray(
        matchSetScores.matchId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(matchSetScores.matchId), asc(matchSetScores.setNumber));
  const setsOf = new Map<number, (typeof sets)[number][]>();
  for (const set of sets) setsOf.set(set.matchId, [...(setsOf.get(set.matchId) ?? []), set]);
  return rows.map((row) => ({ ...row, sets: setsOf.get(row.id) ?? [] }));
}
