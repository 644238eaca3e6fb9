import { and, asc, count, eq, gt, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { lastOccurrenceEnd } from '@courtside/shared/availability/expand-slots';
import type { Database } from '../client';
import { availabilitySlots, leagues, matches, players } from '../schema';
import { lockRowsById } from './conditional-change';
import { preparedOnce } from './prepared';

export type AvailabilitySlotRow = typeof availabilitySlots.$inferSelect;
export type AvailabilitySlotColumns = Pick<
  typeof availabilitySlots.$inferInsert,
  'leagueId' | 'divisionId' | 'startTime' | 'endTime' | 'isRecurring' | 'recurrenceRule' | 'timeZone'
>;

/**
 * When a slot with these columns stops being free time: the end of its last occurrence, null for a rule
 * without end (ADR 059). Every write here stores it beside them, so it never disagrees with the rule.
 */
export function lastOccurrenceEndOf(columns: AvailabilitySlotColumns): Date | null {
  const end = lastOccurrenceEnd({
    start_time: columns.startTime,
    end_time: columns.endTime,
    is_recurring: columns.isRecurring,
    recurrence_rule: columns.recurrenceRule,
    time_zone: columns.timeZone,
  });
  return end === null ? null : new Date(end);
}

const withLastOccurrenceEnd = (columns: AvailabilitySlotColumns) => ({
  ...columns,
  lastOccurrenceEnd: lastOccurrenceEndOf(columns),
});

/** The span of time a reader looks at; slots that cannot reach into it are left in the database. */
export interface SlotWindow {
  start: Date;
  end: Date;
}

const byStart = [asc(availabilitySlots.startTime), asc(availabilitySlots.id)] as const;

/** Slots whose last occurrence has not ended by `at`: a rule without end never has. */
const notEndedBy = (at: Date) =>
  or(isNull(availabilitySlots.lastOccurrenceEnd), gt(availabilitySlots.lastOccurrenceEnd, at));

/**
 * Slots that may have an occurrence in the window: begun before it ends, their last occurrence not over before
 * it starts. A recurring slot's occurrences in between are known only once its rule is expanded.
 */
function reachesInto(window: SlotWindow | undefined): SQL | undefined {
  if (!window) return undefined;
  return and(lt(availabilitySlots.startTime, window.end), notEndedBy(window.start));
}

/**
 * Holds the leagues' rows for the rest of the transaction, in ascending id order (ADR 024): a status change
 * or a placement change (which locks the league) waits until the slots written under this lock are committed,
 * so a slot never lands in a league that has just left play or in a division its owner has just left.
 */
export async function lockLeaguesForShare(tx: Database, leagueIds: readonly number[]) {
  const sorted = [...new Set(leagueIds)].sort((a, b) => a - b);
  if (sorted.length === 0) return [];
  return tx
    .select({ id: leagues.id })
    .from(leagues)
    .where(inArray(leagues.id, sorted))
    .orderBy(asc(leagues.id))
    .for('share');
}

/**
 * The user's slots in the league (ADR 059): how many are stored, and how many of them have not ended at `now`,
 * leaving out `exceptId` (a slot being replaced). Counted under the lock of lockPlayersForSlots, so the counts
 * stay true until commit.
 */
export async function countSlots(
  db: Database,
  where: { userId: number; leagueId: number; now: Date; exceptId?: number },
) {
  const [row] = await db
    .select({ stored: count(), live: count(sql`case when ${notEndedBy(where.now)} then 1 end`) })
    .from(availabilitySlots)
    .where(
      and(
        eq(availabilitySlots.userId, where.userId),
        eq(availabilitySlots.leagueId, where.leagueId),
        where.exceptId === undefined ? undefined : ne(availabilitySlots.id, where.exceptId),
      ),
    );
  return { stored: row?.stored ?? 0, live: row?.live ?? 0 };
}

/**
 * Holds the rows of the players an account adds slots through, until commit, after the leagues' share locks
 * (league, then player, as placement changes take them). Two writes of one player's slots in one league then
 * take turns, so each counts the live slots the other committed and both cannot pass the cap (ADR 059).
 */
export async function lockPlayersForSlots(tx: Database, playerIds: readonly number[]) {
  return lockRowsById(tx, players, playerIds);
}

export async function insertSlots(db: Database, userId: number, slots: readonly AvailabilitySlotColumns[]) {
  if (slots.length === 0) return [];
  const rows = await db
    .insert(availabilitySlots)
    .values(slots.map((slot) => ({ ...withLastOccurrenceEnd(slot), userId })))
    .returning();
  // Identity values follow the order of the VALUES list, so this is the order the caller sent.
  return rows.sort((a, b) => a.id - b.id);
}

export async function findSlotById(db: Database, id: number) {
  const [row] = await db.select().from(availabilitySlots).where(eq(availabilitySlots.id, id)).limit(1);
  return row;
}

/** The user's own slots, in time order, optionally of one league and one division. */
export async function listSlotsOfUser(
  db: Database,
  userId: number,
  where: { leagueId?: number; divisionId?: number; window?: SlotWindow } = {},
) {
  return db
    .select()
    .from(availabilitySlots)
    .where(
      and(
        eq(availabilitySlots.userId, userId),
        where.leagueId === undefined ? undefined : eq(availabilitySlots.leagueId, where.leagueId),
        where.divisionId === undefined ? undefined : eq(availabilitySlots.divisionId, where.divisionId),
        reachesInto(where.window),
      ),
    )
    .orderBy(...byStart);
}

/**
 * The slots in one league of the accounts behind these players, each with the player it was read for, in
 * time order. Slots belong to accounts, and an account plays a league through one of its players.
 */
export async function listSlotsOfPlayers(
  db: Database,
  leagueId: number,
  playerIds: readonly number[],
  window?: SlotWindow,
) {
  if (playerIds.length === 0) return [];
  return db
    .select({ slot: availabilitySlots, playerId: players.id })
    .from(availabilitySlots)
    .innerJoin(players, eq(players.userId, availabilitySlots.userId))
    .where(
      and(eq(availabilitySlots.leagueId, leagueId), inArray(players.id, [...new Set(playerIds)]), reachesInto(window)),
    )
    .orderBy(...byStart, asc(players.id));
}

/** Replaces a slot's fields if the user owns it: the owner check is in the statement (ADR 024). */
export async function updateOwnSlot(db: Database, id: number, userId: number, columns: AvailabilitySlotColumns) {
  const [row] = await db
    .update(availabilitySlots)
    .set(withLastOccurrenceEnd(columns))
    .where(and(eq(availabilitySlots.id, id), eq(availabilitySlots.userId, userId)))
    .returning();
  return row;
}

export async function deleteOwnSlot(db: Database, id: number, userId: number) {
  const [row] = await db
    .delete(availabilitySlots)
    .where(and(eq(availabilitySlots.id, id), eq(availabilitySlots.userId, userId)))
    .returning({ id: availabilitySlots.id });
  return row;
}

/**
 * What deciding who has played whom needs of a division's matches (ADR 016): the two players and the status.
 * Lighter than the league pages' match list, which brings names, locations and set scores.
 */
export async function listMatchResultsOfDivision(db: Database, divisionId: number) {
  const statement = preparedOnce(db, 'division_match_results', (db) =>
    db
      .select({ status: matches.status, home_player_id: matches.homePlayerId, away_player_id: matches.awayPlayerId })
      .from(matches)
      .where(eq(matches.divisionId, sql.placeholder('divisionId')))
      .prepare('division_match_results'),
  );
  return statement.execute({ divisionId });
}
