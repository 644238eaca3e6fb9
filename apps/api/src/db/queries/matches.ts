import { and, asc, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { missingPairings, roundRobin, type Pairing } from '@courtside/shared/league/round-robin';
import { COMPLETED_MATCH_STATUSES } from '@courtside/shared/tennis/match-status';
import type { Database } from '../client';
import { divisionAssignments, divisions, locations, matchSetScores, matches, players } from '../schema';

/** A match counts as played once it has an outcome or any set score; played matches are never removed. */
function isPlayed(): SQL {
  return or(
    inArray(matches.status, [...COMPLETED_MATCH_STATUSES]),
    exists(sql`(select 1 from ${matchSetScores} where ${matchSetScores.matchId} = ${matches.id})`),
  )!;
}

async function insertPairings(
  tx: Database,
  leagueId: number,
  divisionId: number,
  pairings: readonly Pairing<number>[],
) {
  if (pairings.length === 0) return 0;
  const rows = await tx
    .insert(matches)
    .values(pairings.map(({ home, away }) => ({ leagueId, divisionId, homePlayerId: home, awayPlayerId: away })))
    // The pair index makes a repeat a no-op rather than a second match between the same two players.
    .onConflictDoNothing()
    .returning({ id: matches.id });
  return rows.length;
}

/** Current members of a division, in id order. */
async function listMemberIds(tx: Database, divisionId: number) {
  const rows = await tx
    .select({ playerId: divisionAssignments.playerId })
    .from(divisionAssignments)
    .where(and(eq(divisionAssignments.divisionId, divisionId), sql`${divisionAssignments.removedAt} is null`))
    .orderBy(asc(divisionAssignments.playerId));
  return rows.map((row) => row.playerId);
}

/**
 * The matches of a starting league: in every division, each pair of members once, home and away balanced
 * (ADR 026). Run inside the transaction that moves the league to active, so it is all or nothing.
 */
export async function createRoundRobinMatches(tx: Database, leagueId: number) {
  const divisionRows = await tx
    .select({ id: divisions.id })
    .from(divisions)
    .where(eq(divisions.leagueId, leagueId))
    .orderBy(asc(divisions.id));
  let created = 0;
  for (const division of divisionRows) {
    created += await insertPairings(tx, leagueId, division.id, roundRobin(await listMemberIds(tx, division.id)));
  }
  return created;
}

/** After members joined a division of a started league: the matches its members are missing (ADR 026). */
export async function addMissingMatches(tx: Database, leagueId: number, divisionId: number) {
  const existing = await tx
    .select({ home: matches.homePlayerId, away: matches.awayPlayerId })
    .from(matches)
    .where(eq(matches.divisionId, divisionId));
  return insertPairings(tx, leagueId, divisionId, missingPairings(await listMemberIds(tx, divisionId), existing));
}

/** A player leaves a division: their matches there that were not played go; played ones stay (ADR 026). */
export async function deleteUnplayedMatchesOf(tx: Database, divisionId: number, playerId: number) {
  const rows = await tx
    .delete(matches)
    .where(
      and(
        eq(matches.divisionId, divisionId),
        or(eq(matches.homePlayerId, playerId), eq(matches.awayPlayerId, playerId)),
        sql`not ${isPlayed()}`,
      ),
    )
    .returning({ id: matches.id });
  return rows.length;
}

export async function countMatchesOfPlayerInDivision(tx: Database, divisionId: number, playerId: number) {
  const [row] = await tx
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(matches)
    .where(
      and(
        eq(matches.divisionId, divisionId),
        or(eq(matches.homePlayerId, playerId), eq(matches.awayPlayerId, playerId)),
      ),
    );
  return row?.count ?? 0;
}

export async function countScoredMatchesOfLeague(db: Database, leagueId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(matches)
    .where(and(eq(matches.leagueId, leagueId), isPlayed()));
  return row?.count ?? 0;
}

/** Only for deleting a league that has no recorded scores (the caller checks, under the league's lock). */
export async function deleteMatchesOfLeague(tx: Database, leagueId: number) {
  await tx.delete(matches).where(eq(matches.leagueId, leagueId));
}

const home = alias(players, 'home_player');
const away = alias(players, 'away_player');
const submitter = alias(players, 'submitter');

/** Matches with the names, location and set scores the league pages show, in id order. */
export async function listMatchesWithDetails(db: Database, where: { divisionId?: number; leagueId?: number }) {
  const conditions = [
    where.divisionId === undefined ? undefined : eq(matches.divisionId, where.divisionId),
    where.leagueId === undefined ? undefined : eq(matches.leagueId, where.leagueId),
  ];
  const rows = await db
    .select({
      match: matches,
      home: { firstName: home.firstName, lastName: home.lastName },
      away: { firstName: away.firstName, lastName: away.lastName },
      submitter: { firstName: submitter.firstName, lastName: submitter.lastName },
      location: locations,
    })
    .from(matches)
    .innerJoin(home, eq(home.id, matches.homePlayerId))
    .innerJoin(away, eq(away.id, matches.awayPlayerId))
    .leftJoin(submitter, eq(submitter.id, matches.submittedByPlayerId))
    .leftJoin(locations, eq(locations.id, matches.locationId))
    .where(and(...conditions))
    .orderBy(asc(matches.id));
  const ids = rows.map((row) => row.match.id);
  const sets =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(matchSetScores)
          .where(inArray(matchSetScores.matchId, ids))
          .orderBy(asc(matchSetScores.matchId), asc(matchSetScores.setNumber));
  const setsByMatch = new Map<number, (typeof sets)[number][]>();
  for (const set of sets) setsByMatch.set(set.matchId, [...(setsByMatch.get(set.matchId) ?? []), set]);
  return rows.map((row) => ({ ...row, sets: setsByMatch.get(row.match.id) ?? [] }));
}
export type MatchWithDetails = Awaited<ReturnType<typeof listMatchesWithDetails>>[number];
