import { and, asc, count, desc, eq, sql, type Placeholder } from 'drizzle-orm';
import type { Database } from '../client';
import { players, users } from '../schema';
import { preparedOnce } from './prepared';

export type PlayerRow = typeof players.$inferSelect;
export type NewPlayer = typeof players.$inferInsert;
export type PlayerChanges = Partial<Omit<NewPlayer, 'id' | 'userId' | 'createdAt'>>;

export async function insertPlayer(db: Database, player: NewPlayer) {
  const [row] = await db.insert(players).values(player).returning();
  return row!;
}

export async function findPlayerById(db: Database, id: number) {
  const [row] = await db.select().from(players).where(eq(players.id, id)).limit(1);
  return row;
}

/** A player with the account it belongs to, whose type decides who may change it. */
export async function findPlayerWithAccount(db: Database, id: number) {
  const [row] = await db
    .select({ player: players, account: { id: users.id, userType: users.userType } })
    .from(players)
    .innerJoin(users, eq(users.id, players.userId))
    .where(eq(players.id, id))
    .limit(1);
  return row;
}

/** How many players a user has, and how many of them are primary (0 or 1). */
export async function countPlayersOfUser(db: Database, userId: number) {
  const [row] = await db
    .select({ total: count(), primaries: count(sql`case when ${players.primaryPlayer} then 1 end`) })
    .from(players)
    .where(eq(players.userId, userId));
  return { total: row?.total ?? 0, primaries: row?.primaries ?? 0 };
}

/**
 * Adds a player to an active account within its allowance: at most one primary player (the unique index
 * holds that too) and at most `maxPlayers - 1` others, so a user without a profile can always still make
 * one (ADR 023). Gives back the new row, or undefined when a rule said no. Counting and inserting are two
 * statements, so run it under a lock on the account (changeOne with lockUsers([userId])): concurrent
 * creations for one user then count one after the other and can never pass the cap together.
 */
export async function insertPlayerIfAllowed(db: Database, player: NewPlayer, maxPlayers: number) {
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, player.userId), eq(users.disabledOrDeleted, false)));
  if (!account) return undefined;
  const { total, primaries } = await countPlayersOfUser(db, player.userId);
  if (player.primaryPlayer ? primaries > 0 : total - primaries >= maxPlayers - 1) return undefined;
  return insertPlayer(db, player);
}

/** The primary player first, so "the user's player" is always element 0 when there is one. */
/**
 * The ids of the user's players as an array, computed once per statement, for `column = any(...)`: PostgreSQL
 * then finds rows through an index on that column (ADR 060), where a correlated `exists` or an `or` of joined
 * players' user ids makes it test every row of the table.
 */
export const playerIdsOfUser = (userId: Placeholder | number) =>
  sql`array(select ${players.id} from ${players} where ${players.userId} = ${userId})`;

/** The user's players, primary first: the dashboard's read, built once (prepared.ts). */
export async function listPlayersOfUser(db: Database, userId: number) {
  const statement = preparedOnce(db, 'user_players', (db) =>
    db
      .select()
      .from(players)
      .where(eq(players.userId, sql.placeholder('userId')))
      .orderBy(desc(players.primaryPlayer), asc(players.id))
      .prepare('user_players'),
  );
  return statement.execute({ userId });
}

export async function findPrimaryPlayer(db: Database, userId: number) {
  const [row] = await db
    .select()
    .from(players)
    .where(and(eq(players.userId, userId), eq(players.primaryPlayer, true)))
    .limit(1);
  return row;
}

export async function listAllPlayers(db: Database) {
  return db.select().from(players).orderBy(asc(players.id));
}

export async function updatePlayer(db: Database, id: number, changes: PlayerChanges) {
  const [row] = await db.update(players).set(changes).where(eq(players.id, id)).returning();
  return row;
}

/** Deletes a player unless it is a primary one: an account's own profile stays as long as the account. */
export async function deleteNonPrimaryPlayer(db: Database, id: number) {
  const [row] = await db
    .delete(players)
    .where(and(eq(players.id, id), eq(players.primaryPlayer, false)))
    .returning({ id: players.id });
  return row;
}
