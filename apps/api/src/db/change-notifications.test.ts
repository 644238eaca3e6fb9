import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { CHANGE_CHANNEL } from './change-listener';
import type { DatabaseHandle } from './client';
import { SESSION_TABLES } from './queries/sessions';
import * as schema from './schema';

/**
 * Other server processes on one PostgreSQL database learn of a change from the notification a trigger on the
 * changed table sends at commit (ADR 043). A table without that trigger would leave their answer caches stale
 * after a change to it, so every table of the schema must have one: a new table's migration has to add it.
 */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

const schemaTables = () =>
  Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => value instanceof PgTable)
    .map((table) => getTableConfig(table).name)
    .sort();

describe('change notifications', () => {
  it('are sent by every table of the schema, after any change, once per statement', async () => {
    // tgtype's bits (pg_trigger.h): 1 row-level, 2 before, 4 insert, 8 delete, 16 update, 32 truncate, 64 instead.
    const result = (await database.db.execute(sql`
      select c.relname as "table", t.tgtype::int as "tgtype"
      from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_proc p on p.oid = t.tgfoid
      where n.nspname = 'public' and not t.tgisinternal and t.tgenabled <> 'D'
        and p.proname = 'courtside_notify_change'`)) as { rows: { table: string; tgtype: number }[] };
    const notifying = new Set(
      result.rows
        .filter((row) => (row.tgtype & (1 | 2 | 64)) === 0 && (row.tgtype & 60) === 60)
        .map((row) => row.table),
    );
    const tables = schemaTables();
    expect(tables.length).toBeGreaterThan(20);
    expect(tables.filter((table) => !notifying.has(table))).toEqual([]);
  });

  it('go to the channel the change listener listens on, naming the table', async () => {
    const result = (await database.db.execute(
      sql`select prosrc as "source" from pg_proc where proname = 'courtside_notify_change'`,
    )) as { rows: { source: string }[] };
    // The session cache tells changes to sessions and users from the rest by this name (migration 0008).
    expect(result.rows[0]?.source).toContain(`pg_notify('${CHANGE_CHANNEL}', TG_TABLE_NAME)`);
  });

  it('name the tables whose changes drop cached sessions as they are named in the schema', () => {
    expect([...SESSION_TABLES].every((table) => schemaTables().includes(table))).toBe(true);
    expect([...SESSION_TABLES].sort()).toEqual(['sessions', 'users']);
  });
});
