import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { STORED_MATCH_OUTCOMES } from '@courtside/shared/schemas/matches';
import type { Database } from '../client';
import { divisionAssignments, divisions, leaguePairs, matches, players } from '../schema';
import { attentionMatches } from './needs-attention';

// The admin's season view of one league (issue 36): each statement reads the league through an index on its
// id (matches_league_idx, the placements' league index, divisions_league_name_unique), and what it counts per
// division or player through the indexes the foreign keys already need, so its cost follows the league's size,
// not the database's. The only parameter is the league's id: the status lists are the schema's own constants.

const partners = alias(players, 'season_partner');

const OUTCOMES = sql.raw(STORED_MATCH_OUTCOMES.map((status) => `'${status}'`).join(', '));

/** The league's divisions in id order, with their placed players and their matches, played and all. */
export async function listDivisionProgress(db: Database, leagueId: number) {
  // The league's matches counted once, through the league's index, rather than once per division.
  const counts = db
    .select({
      divisionId: matches.divisionId,
      total: sql<number>`count(*)`.as('total'),
      played: sql<number>`count(*) filter (where ${matches.status} in (${OUTCOMES}))`.as('played'),
    })
    .from(matches)
    .where(eq(matches.leagueId, leagueId))
    .groupBy(matches.divisionId)
    .as('match_counts');
  return db
    .select({
      id: divisions.id,
      name: divisions.divisionName,
      players: sql<number>`(select count(*) from ${divisionAssignments}
        where ${divisionAssignments.divisionId} = ${divisions.id} and ${divisionAssignments.removedAt} is null)`.mapWith(
        Number,
      ),
      matches: sql<number>`coalesce(${counts.total}, 0)`.mapWith(Number),
      played: sql<number>`coalesce(${counts.played}, 0)`.mapWith(Number),
    })
    .from(divisions)
    .leftJoin(counts, eq(counts.divisionId, divisions.id))
    .where(eq(divisions.leagueId, leagueId))
    .orderBy(asc(divisions.id));
}

/** Placed players of the league with no match of theirs in it scheduled or played, by name. */
export async function listUnarrangedPlayers(db: Database, leagueId: number) {
  const arranged = sql`exists (select 1 from ${matches}
    where ${matches.leagueId} = ${divisionAssignments.leagueId}
      and (${matches.homePlayerId} = ${players.id} or ${matches.awayPlayerId} = ${players.id})
      and ${matches.status} in ('scheduled', ${OUTCOMES}))`;
  return db
    .select({
      playerId: players.id,
      firstName: players.firstName,
      lastName: players.lastName,
      divisionId: divisionAssignments.divisionId,
      // A doubles pair is placed under its anchor (ADR 078); its partner names it beside them.
      partner: { firstName: partners.firstName, lastName: partners.lastName },
    })
    .from(divisionAssignments)
    .innerJoin(players, eq(players.id, divisionAssignments.playerId))
    .leftJoin(
      leaguePairs,
      and(
        eq(leaguePairs.leagueId, divisionAssignments.leagueId),
        eq(leaguePairs.anchorPlayerId, players.id),
        sql`${leaguePairs.status} = 'complete'`,
      ),
    )
    .leftJoin(partners, eq(partners.id, leaguePairs.partnerPlayerId))
    .where(and(eq(divisionAssignments.leagueId, leagueId), isNull(divisionAssignments.removedAt), sql`not ${arranged}`))
    .orderBy(asc(players.lastName), asc(players.firstName), asc(players.id));
}

/**
 * The league's scores waiting on someone: entered and not yet confirmed or disputed, or disputed, with when
 * they started waiting (the latest dispute, else the latest entry, else the match's own time); oldest first.
 */
export async function listWaitingScores(db: Database, leagueId: number) {
  const rows = await attentionMatches(db)
    .where(and(eq(matches.leagueId, leagueId), sql`${matches.scoreConfirmation} in ('pending', 'disputed')`))
    .orderBy(asc(matches.id));
  return rows
    .map((row) => ({
      ...row,
      disputed: row.scoreConfirmation === 'disputed',
      since: (row.scoreConfirmation === 'disputed' ? row.disputedAt : null) ?? row.submittedAt ?? row.matchDatetime,
    }))
    .sort((a, b) => (a.since?.getTime() ?? 0) - (b.since?.getTime() ?? 0) || a.matchId - b.matchId);
}
