import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import {
  calendarFeeds,
  divisions,
  leagues,
  locations,
  matchEvents,
  matchSetScores,
  matches,
  players,
  users,
} from '../schema';

export async function findCalendarFeedOfUser(db: Database, userId: number) {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
    .limit(1);
  return row;
}

/** The user's one feed gets this secret's hash; an older secret stops working in the same statement. */
export async function replaceCalendarFeed(db: Database, userId: number, tokenHash: string) {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: sql`now()` } })
    .returning({ createdAt: calendarFeeds.createdAt });
  return row!;
}

export async function deleteCalendarFeed(db: Database, userId: number) {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** Whose feed a secret opens; none for an unknown secret or an account that is disabled or deleted. */
export async function findCalendarFeedOwner(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), eq(users.disabledOrDeleted, false)))
    .limit(1);
  return row?.userId;
}

const home = alias(players, 'home_player');
const away = alias(players, 'away_player');

/**
 * Every match of the user's players that has a time, scheduled or played, in time order, with the names,
 * league, division, place and sets a calendar entry shows; with `matchId`, that match only (Add to calendar).
 * scheduleChanges counts the match's scheduling events (ADR 028), so it grows with every reschedule.
 */
export async function listCalendarFeedMatches(db: Database, userId: number, { matchId }: { matchId?: number } = {}) {
  const ownPlayers = db.select({ id: players.id }).from(players).where(eq(players.userId, userId));
  const rows = await db
    .select({
      id: matches.id,
      status: matches.status,
      matchDatetime: matches.matchDatetime,
      homePlayerId: matches.homePlayerId,
      awayPlayerId: matches.awayPlayerId,
      submittedByPlayerId: matches.submittedByPlayerId,
      home: { userId: home.userId, firstName: home.firstName, lastName: home.lastName },
      away: { userId: away.userId, firstName: away.firstName, lastName: away.lastName },
      leagueName: leagues.name,
      leagueStatus: leagues.leagueStatus,
      scoringFormat: leagues.scoringFormat,
      divisionName: divisions.divisionName,
      locationName: locations.name,
      locationAddress: locations.address,
      scheduleChanges: sql<number>`(select count(*) from ${matchEvents}
        where ${matchEvents.matchId} = ${matches.id} and ${matchEvents.kind} in ('scheduled', 'rescheduled'))`.mapWith(
        Number,
      ),
    })
    .from(matches)
    .innerJoin(home, eq(home.id, matches.homePlayerId))
    .innerJoin(away, eq(away.id, matches.awayPlayerId))
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .innerJoin(divisions, eq(divisions.id, matches.divisionId))
    .leftJoin(locations, eq(locations.id, matches.locationId))
    .where(
      and(
        isNotNull(matches.matchDatetime),
        or(inArray(matches.homePlayerId, ownPlayers), inArray(matches.awayPlayerId, ownPlayers)),
        matchId === undefined ? undefined : eq(matches.id, matchId),
      ),
    )
    .orderBy(asc(matches.matchDatetime), asc(matches.id));
  const ids = rows.map((row) => row.id);
  const sets =
    ids.length === 0
      ? []
      : await db
          .select({
            matchId: matchSetScores.matchId,
            set_number: matchSetScores.setNumber,
            home_games: matchSetScores.homeGames,
            away_games: matchSetScores.awayGames,
          })
          .from(matchSetScores)
          .where(inArray(matchSetScores.matchId, ids))
          .orderBy(asc(matchSetScores.matchId), asc(matchSetScores.setNumber));
  const setsByMatch = new Map<number, { set_number: number; home_games: number; away_games: number }[]>();
  for (const { matchId, ...set } of sets) setsByMatch.set(matchId, [...(setsByMatch.get(matchId) ?? []), set]);
  return rows.map((row) => ({ ...row, matchDatetime: row.matchDatetime!, sets: setsByMatch.get(row.id) ?? [] }));
}
export type CalendarFeedMatchRow = Awaited<ReturnType<typeof listCalendarFeedMatches>>[number];
