import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { regions } from './schema';
import { isPlainRead } from './write-generation';

describe('isPlainRead', () => {
  it('counts only SELECT and WITH ... SELECT as reads', () => {
    expect(isPlainRead('select 1')).toBe(true);
    expect(isPlainRead('  SELECT "id" from "leagues"')).toBe(true);
    expect(isPlainRead('with t as (select 1) select * from t')).toBe(true);
    expect(isPlainRead('select "updated_at" from "leagues"')).toBe(true);
    expect(isPlainRead('with t as (delete from "sessions" returning 1) select * from t')).toBe(false);
    expect(isPlainRead('insert into "regions" values (1)')).toBe(false);
    expect(isPlainRead('update "leagues" set "name" = $1')).toBe(false);
    expect(isPlainRead('delete from "sessions"')).toBe(false);
    expect(isPlainRead('(select 1)')).toBe(false);
    expect(isPlainRead('create table x (id int)')).toBe(false);
  });
});

describe('the write generation of a PGlite database', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(() => database.close());

  const generation = () => database.writeGeneration!.value;

  it('does not move for reads', async () => {
    const before = generation();
    await database.db.select().from(regions);
    await database.db.execute(sql`select 1`);
    expect(generation()).toBe(before);
  });

  it('moves after a write has taken effect', async () => {
    const before = generation();
    await database.db.insert(regions).values({ cityArea: 'North', state: 'NY' });
    expect(generation()).toBeGreaterThan(before);
  });

  it('moves after a transaction commits, not before', async () => {
    const before = generation();
    await database.db.transaction(async (tx) => {
      await tx.insert(regions).values({ cityArea: 'South', state: 'NY' });
      expect(generation()).toBe(before);
    });
    expect(generation()).toBeGreaterThan(before);
  });

  it('moves after a write that failed, and after a transaction rolled back', async () => {
    let before = generation();
    await expect(database.db.execute(sql`insert into "no_such_table" values (1)`)).rejects.toThrow();
    expect(generation()).toBeGreaterThan(before);
    before = generation();
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(regions).values({ cityArea: 'West', state: 'NY' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(generation()).toBeGreaterThan(before);
  });
});
