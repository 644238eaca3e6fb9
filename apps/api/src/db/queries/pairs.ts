import { and, asc, eq, inArray, isNull, notExists, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import { divisionAssignments, leaguePairs, leagues, players, registrations } from '../schema';

// Doubles pairs (issue 37, ADR 078). The play tables name a pair by its anchor's player id; these reads turn a
// player into the entry they play as, and an entry into the partner shown beside it.

export type PairRow = typeof leaguePairs.$inferSelect;

/** The pair a player is in within a league, as anchor or partner, complete or still invited; undefined if none. */
export async function findPairOfPlayer(db: Database, leagueId: number, playerId: number) {
  const [row] = await db
    .select()
    .from(leaguePairs)
    .where(
      and(
        eq(leaguePairs.leagueId, leagueId),
        or(eq(leaguePairs.anchorPlayerId, playerId), eq(leaguePairs.partnerPlayerId, playerId)),
      ),
    )
    .limit(1);
  return row;
}

/**
 * The player id a player plays under in a league: their pair's anchor when they are the partner of a complete
 * pair, else their own. Everything keyed by a player in divisions, matches, proposals and standings takes this id.
 */
export async function entryPlayerIdOf(db: Database, leagueId: number, playerId: number) {
  const pair = await findPairOfPlayer(db, leagueId, playerId);
  return pair?.status === 'complete' ? pair.anchorPlayerId : playerId;
}

export interface PartnerOfEntry {
  pairId: number;
  playerId: number;
  userId: number;
  firstName: string;
  lastName: string;
}

/**
 * The partners of complete pairs, by anchor player id, among the given anchors (all of a league's when
 * `anchorIds` is left out). A singles entry has none, so a singles league reads an empty map.
 */
export async function partnersByAnchor(
  db: Database,
  where: { leagueId?: number; anchorIds?: readonly number[] },
): Promise<Map<number, PartnerOfEntry>> {
  if (where.anchorIds?.length === 0) return new Map();
  const rows = await db
    .select({
      pairId: leaguePairs.id,
      anchorPlayerId: leaguePairs.anchorPlayerId,
      playerId: players.id,
      userId: players.userId,
      firstName: players.firstName,
      lastName: players.lastName,
    })
    .from(leaguePairs)
    .innerJoin(players, eq(players.id, leaguePairs.partnerPlayerId))
    .where(
      and(
        eq(leaguePairs.status, 'complete'),
        where.leagueId === undefined ? undefined : eq(leaguePairs.leagueId, where.leagueId),
        where.anchorIds === undefined ? undefined : inArray(leaguePairs.anchorPlayerId, [...where.anchorIds]),
      ),
    );
  return new Map(rows.map(({ anchorPlayerId, ...partner }) => [anchorPlayerId, partner]));
}

/** The partner as DTOs carry it beside an anchor; null for a singles entry. */
export function toPartnerDto(partner: PartnerOfEntry | undefined) {
  return partner ? { player_id: partner.playerId, first_name: partner.firstName, last_name: partner.lastName } : null;
}

/**
 * Stores a complete pair of two players already registered in the league, as an admin's pairing does; the seed
 * and tests use it directly. Run it under the league's lock when others may be pairing at the same time.
 */
export async function insertCompletePair(
  db: Database,
  params: { leagueId: number; anchorPlayerId: number; partnerPlayerId: number; createdByUserId: number | null },
) {
  const [row] = await db
    .insert(leaguePairs)
    .values({ ...params, status: 'complete', completedAt: new Date() })
    .returning();
  return row!;
}

const anchors = alias(players, 'anchor');
const partners = alias(players, 'partner');

/** A pair as its DTO needs it: both players, the league's name and the anchor's published division. */
function pairsWhere(db: Database, where: SQL | undefined) {
  return db
    .select({
      pair: leaguePairs,
      leagueName: leagues.name,
      anchor: anchors,
      partner: partners,
      divisionId: divisionAssignments.divisionId,
    })
    .from(leaguePairs)
    .innerJoin(leagues, eq(leagues.id, leaguePairs.leagueId))
    .innerJoin(anchors, eq(anchors.id, leaguePairs.anchorPlayerId))
    .innerJoin(partners, eq(partners.id, leaguePairs.partnerPlayerId))
    .leftJoin(
      divisionAssignments,
      and(
        eq(divisionAssignments.leagueId, leaguePairs.leagueId),
        eq(divisionAssignments.playerId, leaguePairs.anchorPlayerId),
        isNull(divisionAssignments.removedAt),
      ),
    )
    .where(where)
    .orderBy(asc(leaguePairs.id));
}

export type PairWithPlayers = Awaited<ReturnType<typeof pairsWhere>>[number];

export async function findPairWithPlayers(db: Database, pairId: number): Promise<PairWithPlayers | undefined> {
  const [row] = await pairsWhere(db, eq(leaguePairs.id, pairId));
  return row;
}

/** A league's pairs, complete and invited, in the order they were made. */
export async function listPairsOfLeague(db: Database, leagueId: number) {
  return pairsWhere(db, eq(leaguePairs.leagueId, leagueId));
}

/** Invitations still waiting for an answer, in every league: those a user's players received and sent. */
export async function listPendingInvitations(db: Database, userId: number) {
  const invited = eq(leaguePairs.status, 'invited');
  const [received, sent] = await Promise.all([
    pairsWhere(db, and(invited, eq(partners.userId, userId))),
    pairsWhere(db, and(invited, eq(anchors.userId, userId))),
  ]);
  return { received, sent };
}

/** Registered players of a league who are in no pair, as anchor or partner: those a manager can pair. */
export async function listUnpairedPlayers(db: Database, leagueId: number) {
  const rows = await db
    .select({ player: players })
    .from(registrations)
    .innerJoin(players, eq(players.id, registrations.playerId))
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
                or(
                  eq(leaguePairs.anchorPlayerId, registrations.playerId),
                  eq(leaguePairs.partnerPlayerId, registrations.playerId),
                ),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(registrations.id));
  return rows.map((row) => row.player);
}

/** The anchors of a league's complete pairs: in a doubles league, the only players a division can hold. */
export async function listCompleteAnchorIds(db: Database, leagueId: number) {
  const rows = await db
    .select({ anchorPlayerId: leaguePairs.anchorPlayerId })
    .from(leaguePairs)
    .where(and(eq(leaguePairs.leagueId, leagueId), eq(leaguePairs.status, 'complete')));
  return rows.map((row) => row.anchorPlayerId);
}

/** Whether a league has any pair, invited or complete: such a league cannot become a singles one. */
export async function leagueHasPairs(db: Database, leagueId: number) {
  const [row] = await db
    .select({ id: leaguePairs.id })
    .from(leaguePairs)
    .where(eq(leaguePairs.leagueId, leagueId))
    .limit(1);
  return row !== undefined;
}

/** A league's pairs, invited or complete, with both players' names and Play Types: for the Mixed rule. */
export async function listPairsWithGenders(db: Database, leagueId: number) {
  return db
    .select({
      anchor: { firstName: anchors.firstName, lastName: anchors.lastName, gender: anchors.gender },
      partner: { firstName: partners.firstName, lastName: partners.lastName, gender: partners.gender },
    })
    .from(leaguePairs)
    .innerJoin(anchors, eq(anchors.id, leaguePairs.anchorPlayerId))
    .innerJoin(partners, eq(partners.id, leaguePairs.partnerPlayerId))
    .where(eq(leaguePairs.leagueId, leagueId))
    .orderBy(asc(leaguePairs.id));
}
