import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { leagues, regions } from '../schema';

export type RegionRow = typeof regions.$inferSelect;
export type RegionColumns = Omit<typeof regions.$inferInsert, 'id'>;

export async function listRegions(db: Database) {
  return db.select().from(regions).orderBy(asc(regions.state), asc(regions.cityArea), asc(regions.id));
}

export async function findRegionById(db: Database, id: number) {
  const [row] = await db.select().from(regions).where(eq(regions.id, id)).limit(1);
  return row;
}

export async function insertRegion(db: Database, columns: RegionColumns) {
  const [row] = await db.insert(regions).values(columns).returning();
  return row!;
}

export async function updateRegion(db: Database, id: number, columns: RegionColumns) {
  const [row] = await db.update(regions).set(columns).where(eq(regions.id, id)).returning();
  return row;
}

/** Deletes a region no league uses (ADR 027); undefined when it is gone or in use. */
export async function deleteUnusedRegion(db: Database, id: number) {
  const [row] = await db
    .delete(regions)
    .where(sql`${regions.id} = ${id} and not exists (select 1 from ${leagues} where ${leagues.regionId} = ${id})`)
    .returning({ id: regions.id });
  return row;
}
