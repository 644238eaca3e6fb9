import { and, asc, eq, exists, inArray, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { missingPairings, roundRobin, type Pairing } from '@courtside/shared/league/round-robin';
import { STORED_MATCH_OUTCOMES } from '@courtside/shared/schemas/matches';
import type { Database } from '../client';
import { playerIdsOfUser } from './players';
import { preparedOnce } from './prepared';
import {
  divisionAssignments,
  divisions,
  leaguePairs,
  leagues,
  locations,
  matchSetScores,
  matches,
  players,
  registrations,
} from '../schema';

/** A match counts as played once it has an outcome or any set score; played matches are never removed. */
function isPlayed(): SQL {
  return or(
    inArray(matches.status, [...STORED_MATCH_OUTCOMES]),
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
/** Deletes a player's unplayed matches in a division; says how many went, and how many of those were booked. */
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
    .returning({ status: matches.status });
  return { removed: rows.length, scheduled: rows.filter((row) => row.status === 'scheduled').length };
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
// In doubles each side is a pair named by its anchor (ADR 078): the complete pair's partner stands beside it.
const homePair = alias(leaguePairs, 'home_pair');
const awayPair = alias(leaguePairs, 'away_pair');
const homePartner = alias(players, 'home_partner');
const awayPartner = alias(players, 'away_partner');

/** The complete pair of the league whose anchor plays `side`. */
const pairOfSide = (pair: typeof homePair | typeof awayPair, side: PgColumn) =>
  and(eq(pair.leagueId, matches.leagueId), eq(pair.anchorPlayerId, side), eq(pair.status, 'complete'));

/** Which matches a detail read covers; every condition given must hold. */
export interface MatchFilter {
  divisionId?: number;
  leagueId?: number;
  matchIds?: readonly number[];
}

/** What a detail read selects of a match; `extra` adds columns of the tables it joins (the league's name). */
function detailColumns<Extra extends Record<string, PgColumn>>(extra: Extra) {
  return {
    match: matches,
    // The owners' user ids let a handler tell the players of a match from everyone else without a second read.
    home: { firstName: home.firstName, lastName: home.lastName, userId: home.userId },
    away: { firstName: away.firstName, lastName: away.lastName, userId: away.userId },
    submitter: { firstName: submitter.firstName, lastName: submitter.lastName, userId: submitter.userId },
    homePartner: {
      playerId: homePartner.id,
      firstName: homePartner.firstName,
      lastName: homePartner.lastName,
      userId: homePartner.userId,
    },
    awayPartner: {
      playerId: awayPartner.id,
      firstName: awayPartner.firstName,
      lastName: awayPartner.lastName,
      userId: awayPartner.userId,
    },
    location: locations,
    // Scores are read under their league's format (ADR 071).
    scoringFormat: leagues.scoringFormat,
    ...extra,
  };
}

/** Matches with their players, submitter and location joined; a caller that adds columns joins their tables. */
function detailSelect<Extra extends Record<string, PgColumn>>(db: Database, extra: Extra) {
  return db
    .select(detailColumns(extra))
    .from(matches)
    .innerJoin(home, eq(home.id, matches.homePlayerId))
    .innerJoin(away, eq(away.id, matches.awayPlayerId))
    .leftJoin(homePair, pairOfSide(homePair, matches.homePlayerId))
    .leftJoin(homePartner, eq(homePartner.id, homePair.partnerPlayerId))
    .leftJoin(awayPair, pairOfSide(awayPair, matches.awayPlayerId))
    .leftJoin(awayPartner, eq(awayPartner.id, awayPair.partnerPlayerId))
    .leftJoin(submitter, eq(submitter.id, matches.submittedByPlayerId))
    .leftJoin(locations, eq(locations.id, matches.locationId))
    .innerJoin(leagues, eq(leagues.id, matches.leagueId));
}

function detailRows(db: Database, where: SQL | undefined) {
  return detailSelect(db, {}).where(where);
}
type DetailRow = Awaited<ReturnType<typeof detailRows>>[number];

/** Set rows of the given matches, each match's in set order. */
async function setsByMatch(db: Database, ids: readonly number[]) {
  const bySet = new Map<number, (typeof matchSetScores.$inferSelect)[]>();
  if (ids.length === 0) return bySet;
  const sets = await db
    .select()
    .from(matchSetScores)
    .where(inArray(matchSetScores.matchId, [...ids]))
    .orderBy(asc(matchSetScores.matchId), asc(matchSetScores.setNumber));
  for (const set of sets) bySet.set(set.matchId, [...(bySet.get(set.matchId) ?? []), set]);
  return bySet;
}

async function withSets<Row extends DetailRow>(db: Database, rows: Row[]) {
  const sets = await setsByMatch(
    db,
    rows.map((row) => row.match.id),
  );
  return rows.map((row) => ({ ...row, sets: sets.get(row.match.id) ?? [] }));
}

/** Matches with the names, location and set scores the league pages show, in id order. */
export async function listMatchesWithDetails(db: Database, where: MatchFilter) {
  if (where.matchIds?.length === 0) return [];
  if (where.divisionId !== undefined && where.leagueId === undefined && where.matchIds === undefined) {
    return listMatchesOfDivision(db, where.divisionId);
  }
  const conditions = [
    where.divisionId === undefined ? undefined : eq(matches.divisionId, where.divisionId),
    where.leagueId === undefined ? undefined : eq(matches.leagueId, where.leagueId),
    where.matchIds === undefined ? undefined : inArray(matches.id, [...where.matchIds]),
  ];
  return withSets(db, await detailRows(db, and(...conditions)).orderBy(asc(matches.id)));
}
export type MatchWithDetails = Awaited<ReturnType<typeof listMatchesWithDetails>>[number];

/** Set rows in match and set order, by match. */
function groupSetsByMatch(sets: (typeof matchSetScores.$inferSelect)[]) {
  const bySet = new Map<number, (typeof matchSetScores.$inferSelect)[]>();
  for (const set of sets) {
    const list = bySet.get(set.matchId);
    if (list) list.push(set);
    else bySet.set(set.matchId, [set]);
  }
  return bySet;
}

/**
 * The league home's division read, the most frequent one, through statements built once (prepared.ts): the
 * matches, then the sets of the division's matches (not of a list of ids, so that the text never changes).
 */
async function listMatchesOfDivision(db: Database, divisionId: number) {
  const statements = preparedOnce(db, 'division_matches', (db) => ({
    rows: detailRows(db, eq(matches.divisionId, sql.placeholder('divisionId')))
      .orderBy(asc(matches.id))
      .prepare('division_matches'),
    sets: db
      .select()
      .from(matchSetScores)
      .where(
        inArray(
          matchSetScores.matchId,
          db
            .select({ id: matches.id })
            .from(matches)
            .where(eq(matches.divisionId, sql.placeholder('divisionId'))),
        ),
      )
      .orderBy(asc(matchSetScores.matchId), asc(matchSetScores.setNumber))
      .prepare('division_match_sets'),
  }));
  const rows = await statements.rows.execute({ divisionId });
  if (rows.length === 0) return [];
  const bySet = groupSetsByMatch(await statements.sets.execute({ divisionId }));
  return rows.map((row) => ({ ...row, sets: bySet.get(row.match.id) ?? [] }));
}

export async function findMatchWithDetails(db: Database, matchId: number): Promise<MatchWithDetails | undefined> {
  const [row] = await listMatchesWithDetails(db, { matchIds: [matchId] });
  return row;
}

/** The anchors of the complete pairs one of the user's players partners, in any league. */
const anchorsPartneredByUser = (userId: Placeholder) =>
  sql`array(select ${leaguePairs.anchorPlayerId} from ${leaguePairs}
    inner join ${players} on ${players.id} = ${leaguePairs.partnerPlayerId}
    where ${players.userId} = ${userId} and ${leaguePairs.status} = 'complete')`;

/**
 * Matches one of the user's players plays, on either side, as a side's player or as its anchor's partner (ADR
 * 078): found through the home and away player indexes (a bitmap OR of index scans), where a correlated `exists`
 * over players would test every match of every league. An anchor partnered in one league may play alone in
 * another, so a match found through a partnered anchor is kept only when the pair is of the match's league.
 */
const playedByUser = (userId: Placeholder) =>
  and(
    or(
      sql`${matches.homePlayerId} = any(${playerIdsOfUser(userId)})`,
      sql`${matches.awayPlayerId} = any(${playerIdsOfUser(userId)})`,
      sql`${matches.homePlayerId} = any(${anchorsPartneredByUser(userId)})`,
      sql`${matches.awayPlayerId} = any(${anchorsPartneredByUser(userId)})`,
    ),
    or(
      sql`${home.userId} = ${userId}`,
      sql`${away.userId} = ${userId}`,
      sql`${homePartner.userId} = ${userId}`,
      sql`${awayPartner.userId} = ${userId}`,
    ),
  );

/**
 * Every match, in any league and any state, that one of the user's players plays, with the league's name and
 * which player is theirs (home when they own both); soonest first, matches without a time last. The dashboard's
 * read: two statements built once (prepared.ts), the matches with their details, then the sets of those matches.
 */
export async function listMatchesOfUser(db: Database, userId: number) {
  const statements = preparedOnce(db, 'user_matches', (db) => ({
    rows: detailSelect(db, { leagueName: leagues.name })
      .where(playedByUser(sql.placeholder('userId')))
      .orderBy(sql`${matches.matchDatetime} asc nulls last`, asc(matches.id))
      .prepare('user_matches'),
    // The ids the first statement found, as one array parameter: the text never changes, and the matches are not
    // looked for twice.
    sets: db
      .select()
      .from(matchSetScores)
      .where(sql`${matchSetScores.matchId} = any(${sql.placeholder('matchIds')}::integer[])`)
      .orderBy(asc(matchSetScores.matchId), asc(matchSetScores.setNumber))
      .prepare('user_match_sets'),
  }));
  const rows = await statements.rows.execute({ userId });
  if (rows.length === 0) return [];
  const matchIds = rows.map((row) => row.match.id);
  const bySet = groupSetsByMatch(await statements.sets.execute({ matchIds }));
  return rows.map((row) => ({
    ...row,
    sets: bySet.get(row.match.id) ?? [],
    // The entry (anchor) id even for a partner: it is the id the match names their side by.
    myPlayerId:
      row.home.userId === userId || row.homePartner?.userId === userId
        ? row.match.homePlayerId
        : row.match.awayPlayerId,
  }));
}
export type MatchOfUser = Awaited<ReturnType<typeof listMatchesOfUser>>[number];

/**
 * The set scores of those of `matchIds` the viewer may read: an admin every match, anyone else the matches
 * of leagues one of their players is registered in. Unknown and unreadable ids are left out; a readable
 * match without sets maps to an empty list.
 */
export async function listSetScoresOfMatches(
  db: Database,
  matchIds: readonly number[],
  viewer: { userId: number; admin: boolean },
) {
  if (matchIds.length === 0) return new Map<number, (typeof matchSetScores.$inferSelect)[]>();
  const readable = await db
    .select({ id: matches.id })
    .from(matches)
    .where(
      and(
        inArray(matches.id, [...matchIds]),
        viewer.admin
          ? undefined
          : exists(
              sql`(select 1 from ${registrations} inner join ${players} on ${players.id} = ${registrations.playerId}
                where ${registrations.leagueId} = ${matches.leagueId} and ${players.userId} = ${viewer.userId})`,
            ),
      ),
    )
    .orderBy(asc(matches.id));
  const ids = readable.map((row) => row.id);
  const sets = await setsByMatch(db, ids);
  return new Map(ids.map((id) => [id, sets.get(id) ?? []]));
}
