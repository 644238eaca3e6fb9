import { and, asc, desc, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { LeagueStatus } from '@courtside/shared/league/league-status';
import type { Database } from '../client';
import { divisionAssignments, leaguePairs, players, registrations } from '../schema';
import { lockLeague } from './leagues';

export type RegistrationRow = typeof registrations.$inferSelect;

export async function findRegistration(db: Database, playerId: number, leagueId: number) {
  const [row] = await db
    .select()
    .from(registrations)
    .where(and(eq(registrations.playerId, playerId), eq(registrations.leagueId, leagueId)))
    .limit(1);
  return row;
}

export async function countRegistrations(db: Database, leagueId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(registrations)
    .where(eq(registrations.leagueId, leagueId));
  return row?.count ?? 0;
}

/**
 * The places a league's registrations take (ADR 078): each registered player but the partner of a complete pair,
 * whose place is the pair's, held by its anchor. An invited pair takes one place (its anchor's), and a partner
 * who registered alone keeps their own place until they accept, so declining can never overfill a league. In a
 * singles league there are no pairs, and this is the count of registrations.
 */
export async function countEntries(db: Database, leagueId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(registrations)
    .where(
      and(
        eq(registrations.leagueId, leagueId),
        notExists(
          db
            .select({ id: leaguePairs.id })
            .from(leaguePairs)
            .where(
              and(
                eq(leaguePairs.leagueId, leagueId),
                eq(leaguePairs.partnerPlayerId, registrations.playerId),
                eq(leaguePairs.status, 'complete'),
              ),
            ),
        ),
      ),
    );
  return row?.count ?? 0;
}

/** Whether a league capped at `maxRegistrations` has a place for one more entry; run it under the league's lock. */
export async function hasPlaceLeft(db: Database, league: { id: number; maxRegistrations: number | null }) {
  return league.maxRegistrations === null || (await countEntries(db, league.id)) < league.maxRegistrations;
}

export type RegisterOutcome =
  | { outcome: 'registered'; registration: RegistrationRow }
  | { outcome: 'league-not-found' }
  | { outcome: 'not-open'; status: LeagueStatus }
  | { outcome: 'already-registered' }
  | { outcome: 'full' };

/**
 * Registers a player in a league whose status is one of `openStatuses`, while it has places left (entries: in a
 * doubles league a pair takes one place, see countEntries). The league
 * row is locked first, so registrations for one league count and insert one after the other: of many players
 * racing for the last place exactly one gets it, and a status change waits for them (or they for it).
 */
export async function registerPlayer(
  db: Database,
  { playerId, leagueId, openStatuses }: { playerId: number; leagueId: number; openStatuses: readonly LeagueStatus[] },
): Promise<RegisterOutcome> {
  return db.transaction(async (tx) => {
    const league = await lockLeague(tx, leagueId);
    if (!league) return { outcome: 'league-not-found' };
    if (!openStatuses.includes(league.leagueStatus)) return { outcome: 'not-open', status: league.leagueStatus };
    if (await findRegistration(tx, playerId, leagueId)) return { outcome: 'already-registered' };
    if (!(await hasPlaceLeft(tx, league))) return { outcome: 'full' };
    const [registration] = await tx.insert(registrations).values({ playerId, leagueId }).returning();
    return { outcome: 'registered', registration: registration! };
  });
}

/** The user's player taking part in a league: the primary one when it is registered, else the first. */
export async function findUserPlayerInLeague(db: Database, leagueId: number, userId: number) {
  const [row] = await db
    .select({ player: players })
    .from(registrations)
    .innerJoin(players, eq(players.id, registrations.playerId))
    .where(and(eq(registrations.leagueId, leagueId), eq(players.userId, userId)))
    .orderBy(desc(players.primaryPlayer), asc(players.id))
    .limit(1);
  return row?.player;
}

/** Registered players with their published division in this league, in registration order. */
export async function listLeaguePlayers(db: Database, leagueId: number) {
  return db
    .select({
      player: players,
      registeredAt: registrations.createdAt,
      divisionId: divisionAssignments.divisionId,
    })
    .from(registrations)
    .innerJoin(players, eq(players.id, registrations.playerId))
    .leftJoin(
      divisionAssignments,
      and(
        eq(divisionAssignments.leagueId, registrations.leagueId),
        eq(divisionAssignments.playerId, registrations.playerId),
        isNull(divisionAssignments.removedAt),
      ),
    )
    .where(eq(registrations.leagueId, leagueId))
    .orderBy(asc(registrations.id));
}

export async function listRegisteredPlayerIds(db: Database, leagueId: number) {
  const rows = await db
    .select({ playerId: registrations.playerId })
    .from(registrations)
    .where(eq(registrations.leagueId, leagueId));
  return rows.map((row) => row.playerId);
}
