import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { players } from '../schema';

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

/** The primary player first, so "the user's player" is always element 0 when there is one. */
export async function listPlayersOfUser(db: Database, userId: number) {
  return db
    .select()
    .from(players)
    .where(eq(players.userId, userId))
    .orderBy(desc(players.primaryPlayer), asc(players.id));
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

export async function deletePlayer(db: Database, id: number) {
  const [row] = await db.delete(players).where(eq(players.id, id)).returning({ id: players.id });
  return row;
}
