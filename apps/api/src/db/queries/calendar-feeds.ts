import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import {
  calendarFeeds,
  divisions,
  leaguePairs,
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
// In a doubles league each side is a pair under its anchor (ADR 078): its partner is read beside it.
const homePair = alias(leaguePairs, 'home_pair');
const awayPair = alias(leaguePairs, 'away_pair');
const homePartner = alias(players, 'home_partner');
const awayPartner = alias(players, 'away_partner');

interface Person {
  userId: number;
  firstName: string;
  lastName: string;
}

/** The complete pair a side's anchor stands for in the match's league. */
const completePairOf = (pair: typeof homePair | typeof awayPair, anchorId: AnyPgColumn) =>
  and(eq(pair.leagueId, matches.leagueId), eq(pair.anchorPlayerId, anchorId), sql`${pair.status} = 'complete'`);

/**
 * Every match of the user's players (and of the pairs they partner) that has a time, scheduled or played, in time order, with the names,
 * league, division, place and sets a calendar entry shows; with `matchId`, that match only (Add to calendar).
 * scheduleChanges counts the match's scheduling events (ADR 028), so it grows with every reschedule.
 */
export async function listCalendarFeedMatches(db: Database, userId: number, { matchId }: { matchId?: number } = {}) {
  const ownPlayers = db.select({ id: players.id }).from(players).where(eq(players.userId, userId));
  // Every id the user's matches can be stored under: their players, and the anchors of the pairs they partner.
  // Matches are found through these (the home and away indexes); the league check below then keeps a partnered
  // anchor's matches of that pair's league only.
  const entryIds = sql`array(select ${players.id} from ${players} where ${players.userId} = ${userId}
    union select lp.anchor_player_id from ${leaguePairs} lp join ${players} pp on pp.id = lp.partner_player_id
      where pp.user_id = ${userId} and lp.status = 'complete')`;
  // The anchors of the complete pairs the user's players partner, in the match's own league.
  const partneredAnchor = (anchorId: AnyPgColumn) => sql`exists (select 1 from ${leaguePairs} lp
    join ${players} pp on pp.id = lp.partner_player_id
    where lp.league_id = ${matches.leagueId} and lp.anchor_player_id = ${anchorId}
      and lp.status = 'complete' and pp.user_id = ${userId})`;
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
      homePartner: { userId: homePartner.userId, firstName: homePartner.firstName, lastName: homePartner.lastName },
      awayPartner: { userId: awayPartner.userId, firstName: awayPartner.firstName, lastName: awayPartner.lastName },
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
    .leftJoin(homePair, completePairOf(homePair, matches.homePlayerId))
    .leftJoin(homePartner, eq(homePartner.id, homePair.partnerPlayerId))
    .leftJoin(awayPair, completePairOf(awayPair, matches.awayPlayerId))
    .leftJoin(awayPartner, eq(awayPartner.id, awayPair.partnerPlayerId))
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .innerJoin(divisions, eq(divisions.id, matches.divisionId))
    .leftJoin(locations, eq(locations.id, matches.locationId))
    .where(
      and(
        isNotNull(matches.matchDatetime),
        or(sql`${matches.homePlayerId} = any(${entryIds})`, sql`${matches.awayPlayerId} = any(${entryIds})`),
        or(
          inArray(matches.homePlayerId, ownPlayers),
          inArray(matches.awayPlayerId, ownPlayers),
          partneredAnchor(matches.homePlayerId),
          partneredAnchor(matches.awayPlayerId),
        ),
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
  return rows.map(({ homePartner, awayPartner, ...row }) => ({
    ...row,
    // A left-joined partner reads as all nulls in singles.
    homePartner: homePartner?.userId == null ? null : (homePartner as Person),
    awayPartner: awayPartner?.userId == null ? null : (awayPartner as Person),
    matchDatetime: row.matchDatetime!,
    sets: setsByMatch.get(row.id) ?? [],
  }));
}
export type CalendarFeedMatchRow = Awaited<ReturnType<typeof listCalendarFeedMatches>>[number];
