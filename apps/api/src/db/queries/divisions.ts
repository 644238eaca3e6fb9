import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import { isLeagueReadOnly } from '@courtside/shared/league/league-changes';
import {
  divisionAssignmentDrafts,
  divisionAssignments,
  divisions,
  leaguePairs,
  leagues,
  matches,
  players,
  registrations,
} from '../schema';
import { addMissingMatches, countMatchesOfPlayerInDivision, deleteUnplayedMatchesOf } from './matches';
import type { PartnerOfEntry } from './pairs';
import { preparedOnce } from './prepared';

export type DivisionRow = typeof divisions.$inferSelect;
export type DivisionColumns = Pick<typeof divisions.$inferInsert, 'divisionName' | 'rankLevel' | 'gender'>;

export async function listDivisionsOfLeague(db: Database, leagueId: number) {
  return db.select().from(divisions).where(eq(divisions.leagueId, leagueId)).orderBy(asc(divisions.id));
}

export async function findDivisionById(db: Database, id: number) {
  const [row] = await db.select().from(divisions).where(eq(divisions.id, id)).limit(1);
  return row;
}

// Division changes run under the league's lock (changeOne with lockLeague), so the status read here holds
// until they commit.
async function leagueIsChangeable(db: Database, leagueId: number) {
  const [league] = await db
    .select({ status: leagues.leagueStatus })
    .from(leagues)
    .where(eq(leagues.id, leagueId))
    .limit(1);
  return league !== undefined && !isLeagueReadOnly(league.status);
}

/** Adds a division to a league that is not read-only; undefined otherwise. */
export async function insertDivision(db: Database, leagueId: number, columns: DivisionColumns) {
  if (!(await leagueIsChangeable(db, leagueId))) return undefined;
  const [row] = await db
    .insert(divisions)
    .values({ leagueId, ...columns })
    .returning();
  return row!;
}

export async function updateDivision(db: Database, id: number, leagueId: number, columns: DivisionColumns) {
  if (!(await leagueIsChangeable(db, leagueId))) return undefined;
  const [row] = await db
    .update(divisions)
    .set(columns)
    .where(and(eq(divisions.id, id), eq(divisions.leagueId, leagueId)))
    .returning();
  return row;
}

/**
 * Deletes a division that has no matches, in a league that is not read-only (ADR 027); its placements and
 * drafts go with it, leaving its players unassigned.
 */
export async function deleteDivisionWithoutMatches(db: Database, id: number, leagueId: number) {
  if (!(await leagueIsChangeable(db, leagueId))) return undefined;
  const [row] = await db
    .delete(divisions)
    .where(and(eq(divisions.id, id), sql`not exists (select 1 from ${matches} where ${matches.divisionId} = ${id})`))
    .returning({ id: divisions.id });
  return row;
}

/** Published placements in force, in player order. */
export async function listPlacements(db: Database, leagueId: number) {
  return db
    .select({ divisionId: divisionAssignments.divisionId, playerId: divisionAssignments.playerId })
    .from(divisionAssignments)
    .where(and(eq(divisionAssignments.leagueId, leagueId), isNull(divisionAssignments.removedAt)))
    .orderBy(asc(divisionAssignments.playerId));
}

export async function listDrafts(db: Database, leagueId: number) {
  return db
    .select({ divisionId: divisionAssignmentDrafts.divisionId, playerId: divisionAssignmentDrafts.playerId })
    .from(divisionAssignmentDrafts)
    .where(eq(divisionAssignmentDrafts.leagueId, leagueId))
    .orderBy(asc(divisionAssignmentDrafts.playerId));
}

/**
 * What the admin's board shows: the published placements with the saved draft changes laid over them.
 * Players the result leaves out are unassigned.
 */
export async function listWorkingAssignments(db: Database, leagueId: number) {
  const working = new Map<number, number | null>();
  for (const placement of await listPlacements(db, leagueId)) working.set(placement.playerId, placement.divisionId);
  for (const draft of await listDrafts(db, leagueId)) working.set(draft.playerId, draft.divisionId);
  return [...working]
    .filter((entry): entry is [number, number] => entry[1] !== null)
    .map(([playerId, divisionId]) => ({ playerId, divisionId }))
    .sort((a, b) => a.playerId - b.playerId);
}

/** Saves draft changes, replacing earlier drafts of the same players. */
export async function saveDrafts(
  tx: Database,
  leagueId: number,
  changes: readonly { playerId: number; divisionId: number | null }[],
) {
  if (changes.length === 0) return;
  await tx
    .insert(divisionAssignmentDrafts)
    .values(changes.map((change) => ({ leagueId, ...change })))
    .onConflictDoUpdate({
      target: [divisionAssignmentDrafts.leagueId, divisionAssignmentDrafts.playerId],
      set: { divisionId: sql`excluded.division_id`, savedAt: sql`now()` },
    });
}

export async function clearDrafts(tx: Database, leagueId: number) {
  await tx.delete(divisionAssignmentDrafts).where(eq(divisionAssignmentDrafts.leagueId, leagueId));
}

export interface PlacementResult {
  matchesCreated: number;
  matchesRemoved: number;
  /** Of the matches removed, those that had a date and time agreed. */
  scheduledMatchesRemoved: number;
  /** Players who had a placement in force and now have none. */
  playersUnplaced: number;
}

/**
 * Puts players where `desired` says (null: unassigned) and leaves everyone else as they are. In a league
 * that has started, a player who leaves a division loses their unplayed matches there and keeps the played
 * ones, and a division that gains members gets the matches they are missing (ADR 026). Run it inside a
 * transaction holding the league's lock.
 */
export async function applyPlacements(
  tx: Database,
  leagueId: number,
  desired: ReadonlyMap<number, number | null>,
  { started }: { started: boolean },
): Promise<PlacementResult> {
  const current = new Map((await listPlacements(tx, leagueId)).map((p) => [p.playerId, p.divisionId]));
  const moves = [...desired]
    .filter(([playerId, divisionId]) => (current.get(playerId) ?? null) !== divisionId)
    .sort(([a], [b]) => a - b);
  let matchesRemoved = 0;
  let scheduledMatchesRemoved = 0;
  let playersUnplaced = 0;
  // Every departure first, so that a player's new placement never meets their old one in force.
  for (const [playerId, to] of moves) {
    const from = current.get(playerId);
    if (from === undefined) continue;
    if (to === null) playersUnplaced += 1;
    if (started) {
      const removal = await deleteUnplayedMatchesOf(tx, from, playerId);
      matchesRemoved += removal.removed;
      scheduledMatchesRemoved += removal.scheduled;
    }
    await endPlacement(tx, from, playerId);
    await tx
      .update(players)
      .set({ divisionId: null })
      .where(and(eq(players.id, playerId), eq(players.divisionId, from)));
  }
  const gaining = new Set<number>();
  for (const [playerId, to] of moves) {
    if (to === null) continue;
    await tx
      .insert(divisionAssignments)
      .values({ leagueId, divisionId: to, playerId })
      .onConflictDoUpdate({
        // A player coming back to a division they left still has its row (their played matches point at it).
        target: [divisionAssignments.divisionId, divisionAssignments.playerId],
        set: { removedAt: null, assignedAt: sql`now()` },
      });
    await tx.update(players).set({ divisionId: to }).where(eq(players.id, playerId));
    gaining.add(to);
  }
  let matchesCreated = 0;
  if (started) {
    for (const divisionId of [...gaining].sort((a, b) => a - b)) {
      matchesCreated += await addMissingMatches(tx, leagueId, divisionId);
    }
  }
  return { matchesCreated, matchesRemoved, scheduledMatchesRemoved, playersUnplaced };
}

/** A placement that still anchors played matches is kept as removed; one with nothing on it is deleted. */
async function endPlacement(tx: Database, divisionId: number, playerId: number) {
  const where = and(eq(divisionAssignments.divisionId, divisionId), eq(divisionAssignments.playerId, playerId));
  if ((await countMatchesOfPlayerInDivision(tx, divisionId, playerId)) === 0) {
    await tx.delete(divisionAssignments).where(where);
  } else {
    await tx
      .update(divisionAssignments)
      .set({ removedAt: sql`now()` })
      .where(where);
  }
}

/** Registered players without a placement in force: starting the league waits for them. */
export async function countUnassignedPlayers(db: Database, leagueId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(registrations)
    .where(
      and(
        eq(registrations.leagueId, leagueId),
        sql`not exists (select 1 from ${divisionAssignments} where ${divisionAssignments.leagueId} = ${leagueId}
          and ${divisionAssignments.playerId} = ${registrations.playerId} and ${divisionAssignments.removedAt} is null)`,
      ),
    );
  return row?.count ?? 0;
}

/**
 * Complete doubles pairs whose anchor has no placement in force (ADR 078): starting a doubles league waits for
 * them. Invited pairs and players without a partner are not placed and do not play, so they do not hold it up.
 */
export async function countUnplacedCompletePairs(db: Database, leagueId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(leaguePairs)
    .where(
      and(
        eq(leaguePairs.leagueId, leagueId),
        eq(leaguePairs.status, 'complete'),
        sql`not exists (select 1 from ${divisionAssignments} where ${divisionAssignments.leagueId} = ${leagueId}
          and ${divisionAssignments.playerId} = ${leaguePairs.anchorPlayerId} and ${divisionAssignments.removedAt} is null)`,
      ),
    );
  return row?.count ?? 0;
}

/** The division a player is placed in, in force, with its name. */
export async function findPlacementOfPlayer(db: Database, leagueId: number, playerId: number) {
  const [row] = await db
    .select({ divisionId: divisions.id, divisionName: divisions.divisionName })
    .from(divisionAssignments)
    .innerJoin(divisions, eq(divisions.id, divisionAssignments.divisionId))
    .where(
      and(
        eq(divisionAssignments.leagueId, leagueId),
        eq(divisionAssignments.playerId, playerId),
        isNull(divisionAssignments.removedAt),
      ),
    )
    .limit(1);
  return row;
}

/** A division's current members, in name order; in a doubles league each is a pair's anchor, with its partner. */
export async function listRoster(db: Database, divisionId: number) {
  const rows = await rosterStatement(db).execute({ divisionId });
  return rows.map(({ partnerPairId, partnerPlayerId, partnerUserId, partnerFirstName, partnerLastName, ...row }) => {
    const partner: PartnerOfEntry | undefined =
      partnerPairId === null || partnerPlayerId === null || partnerUserId === null
        ? undefined
        : {
            pairId: partnerPairId,
            playerId: partnerPlayerId,
            userId: partnerUserId,
            firstName: partnerFirstName ?? '',
            lastName: partnerLastName ?? '',
          };
    return { ...row, partner };
  });
}

const rosterPartners = alias(players, 'roster_partner');

/** One statement with the partners (ADR 039): a singles division's join finds no pair and costs nothing more. */
function rosterStatement(db: Database) {
  return preparedOnce(db, 'division_roster', (db) =>
    db
      .select({
        id: players.id,
        firstName: players.firstName,
        lastName: players.lastName,
        userId: players.userId,
        rating: players.rating,
        divisionName: divisions.divisionName,
        partnerPairId: leaguePairs.id,
        partnerPlayerId: rosterPartners.id,
        partnerUserId: rosterPartners.userId,
        partnerFirstName: rosterPartners.firstName,
        partnerLastName: rosterPartners.lastName,
      })
      .from(divisionAssignments)
      .innerJoin(players, eq(players.id, divisionAssignments.playerId))
      .innerJoin(divisions, eq(divisions.id, divisionAssignments.divisionId))
      .leftJoin(
        leaguePairs,
        and(
          eq(leaguePairs.leagueId, divisionAssignments.leagueId),
          eq(leaguePairs.anchorPlayerId, divisionAssignments.playerId),
          eq(leaguePairs.status, 'complete'),
        ),
      )
      .leftJoin(rosterPartners, eq(rosterPartners.id, leaguePairs.partnerPlayerId))
      .where(
        and(eq(divisionAssignments.divisionId, sql.placeholder('divisionId')), isNull(divisionAssignments.removedAt)),
      )
      .orderBy(asc(players.lastName), asc(players.firstName), asc(players.id))
      .prepare('division_roster'),
  );
}
