import {
  and,
  asc,
  eq,
  exists,
  getTableColumns,
  ne,
  notInArray,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { LeagueStatus } from '@courtside/shared/league/league-status';
import { READ_ONLY_LEAGUE_STATUSES } from '@courtside/shared/league/league-changes';
import type { Database } from '../client';
import { leaguePairs, leagues, players, regions, registrations, users } from '../schema';
import { lockRowsById } from './conditional-change';
import { countScoredMatchesOfLeague, deleteMatchesOfLeague } from './matches';
import { preparedOnce } from './prepared';

export type LeagueRow = typeof leagues.$inferSelect;
/** The columns an admin edits; the status changes only through the lifecycle functions. */
export type LeagueColumns = Omit<typeof leagues.$inferInsert, 'id' | 'createdAt' | 'leagueStatus'>;

/** Who is looking: admins see every league, others the public ones that have left draft and their own. */
export interface LeagueViewer {
  userId: number;
  admin: boolean;
}

/**
 * Leagues any of the user's players is registered in, and those they organize (ADR 075: running a league makes
 * it one of yours): the dashboard's read, built once (prepared.ts).
 */
export async function listLeaguesOfUser(db: Database, userId: number) {
  const statement = preparedOnce(db, 'user_leagues', (db) => {
    const user = sql.placeholder('userId');
    return db
      .select({ leagueId: leagues.id, leagueName: leagues.name, leagueStatus: leagues.leagueStatus })
      .from(leagues)
      .where(or(registeredIn(user), organizedBy(user)))
      .orderBy(asc(leagues.id))
      .prepare('user_leagues');
  });
  return statement.execute({ userId });
}

/** A league the user takes part in through any of their players. */
function registeredIn(userId: number | Placeholder): SQL {
  return exists(
    sql`(select 1 from ${registrations} inner join ${players} on ${players.id} = ${registrations.playerId}
      where ${registrations.leagueId} = ${leagues.id} and ${players.userId} = ${userId})`,
  );
}

/** A private league the user runs (ADR 075). */
const organizedBy = (userId: number | Placeholder): SQL => eq(leagues.organizerUserId, userId);

/**
 * The viewer's user id may be a placeholder, for statements prepared once (prepared.ts). A private league is
 * seen by its organizer and its players only (ADR 075), so it stays out of Register and answers 404 to others.
 */
export function visibleTo(viewer: { userId: number | Placeholder; admin: boolean }): SQL | undefined {
  if (viewer.admin) return undefined;
  return or(
    and(eq(leagues.publicVisible, true), ne(leagues.leagueStatus, 'draft')),
    registeredIn(viewer.userId),
    organizedBy(viewer.userId),
  );
}

/**
 * The organizer's name as players know it: their primary player's name, else their account's, else null. A
 * correlated subquery, so every league list stays one statement.
 */
const organizerName = sql<string | null>`(
  select coalesce(
    (select nullif(btrim(concat_ws(' ', ${players.firstName}, ${players.lastName})), '') from ${players}
      where ${players.userId} = ${users.id} and ${players.primaryPlayer} limit 1),
    nullif(btrim(concat_ws(' ', ${users.firstname}, ${users.lastname})), ''))
  from ${users} where ${users.id} = ${leagues.organizerUserId})`.as('organizer_name');

export const leagueView = {
  ...getTableColumns(leagues),
  regionCityArea: regions.cityArea,
  regionState: regions.state,
  // Entries, as the places are counted (countEntries, ADR 078): a complete pair's partner takes no place of
  // their own. A singles league has no pairs, so this is its count of registrations.
  registrationCount: sql<number>`(select count(*) from ${registrations} where ${registrations.leagueId} = ${leagues.id}
      and not exists (select 1 from ${leaguePairs} where ${leaguePairs.leagueId} = ${leagues.id}
        and ${leaguePairs.partnerPlayerId} = ${registrations.playerId} and ${leaguePairs.status} = 'complete'))`
    .mapWith(Number)
    .as('registration_count'),
  organizerName,
};
export type LeagueView = LeagueRow & {
  regionCityArea: string | null;
  regionState: string | null;
  registrationCount: number;
  organizerName: string | null;
};

export async function listLeagues(db: Database, viewer: LeagueViewer): Promise<LeagueView[]> {
  return db
    .select(leagueView)
    .from(leagues)
    .leftJoin(regions, eq(regions.id, leagues.regionId))
    .where(visibleTo(viewer))
    .orderBy(asc(leagues.id));
}

/** The league as `viewer` may see it, or undefined when it does not exist or is not theirs to see. */
export async function findLeagueView(db: Database, id: number, viewer: LeagueViewer): Promise<LeagueView | undefined> {
  const [row] = await leagueViewStatement(db, viewer.admin).execute({ leagueId: id, userId: viewer.userId });
  return row;
}

/** Admins and others see through different conditions, so each has its own statement. */
function leagueViewStatement(db: Database, admin: boolean) {
  const name = admin ? 'league_view_admin' : 'league_view';
  return preparedOnce(db, name, (db) =>
    db
      .select(leagueView)
      .from(leagues)
      .leftJoin(regions, eq(regions.id, leagues.regionId))
      .where(and(eq(leagues.id, sql.placeholder('leagueId')), visibleTo({ admin, userId: sql.placeholder('userId') })))
      .limit(1)
      .prepare(name),
  );
}

export async function findLeagueById(db: Database, id: number) {
  const [row] = await db.select().from(leagues).where(eq(leagues.id, id)).limit(1);
  return row;
}

/** Locks the league row for the rest of the transaction: every change to a league's people goes through it. */
export async function lockLeague(tx: Database, id: number) {
  await lockRowsById(tx, leagues, [id]);
  return findLeagueById(tx, id);
}

/**
 * Records a change to the league's placement board (a saved draft or a publish) and returns the board's new
 * version. Run it under the league's lock, after checking the version the change was based on (ADR 026).
 */
export async function advanceBoardVersion(tx: Database, id: number) {
  const [row] = await tx
    .update(leagues)
    .set({ boardVersion: sql`${leagues.boardVersion} + 1` })
    .where(eq(leagues.id, id))
    .returning({ boardVersion: leagues.boardVersion });
  return row!.boardVersion;
}

export async function insertLeague(db: Database, columns: LeagueColumns) {
  const [row] = await db.insert(leagues).values(columns).returning();
  return row!;
}

/** Edits a league that is not read-only (completed or canceled); undefined when it is, or is gone. */
export async function updateLeagueIfEditable(db: Database, id: number, columns: LeagueColumns) {
  const [row] = await db
    .update(leagues)
    .set(columns)
    .where(and(eq(leagues.id, id), notInArray(leagues.leagueStatus, [...READ_ONLY_LEAGUE_STATUSES])))
    .returning();
  return row;
}

/**
 * Moves a league from `from` to `to` if it is still in `from`: one conditional UPDATE, so of two admins
 * pressing the same button at once exactly one gets the row.
 */
export async function changeLeagueStatus(db: Database, id: number, from: LeagueStatus, to: LeagueStatus) {
  const [row] = await db
    .update(leagues)
    .set({ leagueStatus: to })
    .where(and(eq(leagues.id, id), eq(leagues.leagueStatus, from)))
    .returning();
  return row;
}

/** Cancels a league unless it is completed or already canceled (ADR 025). */
export async function cancelLeague(db: Database, id: number) {
  const [row] = await db
    .update(leagues)
    .set({ leagueStatus: 'canceled' })
    .where(and(eq(leagues.id, id), notInArray(leagues.leagueStatus, ['completed', 'canceled'])))
    .returning();
  return row;
}

export type DeleteLeagueOutcome = 'deleted' | 'not-found' | 'has-scores';

/**
 * Deletes a league and everything that hangs from it (divisions, registrations, placements, drafts, matches
 * not yet played), unless a score has been recorded (ADR 027): then it is history, and canceling is the way.
 */
export async function deleteLeagueUnlessScored(db: Database, id: number): Promise<DeleteLeagueOutcome> {
  return db.transaction(async (tx) => {
    if (!(await lockLeague(tx, id))) return 'not-found';
    if ((await countScoredMatchesOfLeague(tx, id)) > 0) return 'has-scores';
    await deleteMatchesOfLeague(tx, id);
    await tx.delete(leagues).where(eq(leagues.id, id));
    return 'deleted';
  });
}

export async function countLeaguesInRegion(db: Database, regionId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(leagues)
    .where(eq(leagues.regionId, regionId));
  return row?.count ?? 0;
}

/** Whether any of the user's players is registered in the league. */
export async function isLeagueMember(db: Database, leagueId: number, userId: number) {
  const rows = await db
    .select({ id: registrations.id })
    .from(registrations)
    .innerJoin(players, eq(players.id, registrations.playerId))
    .where(and(eq(registrations.leagueId, leagueId), eq(players.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

export async function findLeagueByName(db: Database, name: string) {
  const [row] = await db.select().from(leagues).where(eq(leagues.name, name)).limit(1);
  return row;
}
