import { asc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { locations } from '../schema';

export type LocationRow = typeof locations.$inferSelect;
export type LocationColumns = Pick<typeof locations.$inferInsert, 'name' | 'address' | 'hasLights'>;

export async function listLocations(db: Database) {
  return db.select().from(locations).orderBy(asc(locations.name), asc(locations.id));
}

export async function findLocationById(db: Database, id: number) {
  const [row] = await db.select().from(locations).where(eq(locations.id, id)).limit(1);
  return row;
}

export async function insertLocation(db: Database, columns: LocationColumns) {
  const [row] = await db.insert(locations).values(columns).returning();
  return row!;
}

export async function updateLocation(db: Database, id: number, columns: LocationColumns) {
  const [row] = await db.update(locations).set(columns).where(eq(locations.id, id)).returning();
  return row;
}

/** Matches played or planned there keep their data and lose the location (ADR 027: set null). */
export async function deleteLocation(db: Database, id: number) {
  const [row] = await db.delete(locations).where(eq(locations.id, id)).returning({ id: locations.id });
  return row;
}
