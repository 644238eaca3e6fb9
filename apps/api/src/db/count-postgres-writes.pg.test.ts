import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { countClientWrites } from './count-postgres-writes';
import { regions } from './schema';
import { WriteGeneration } from './write-generation';

// PostgreSQL only: this process's own writes move its change count once they have taken effect (ADR 043), on
// every way node-postgres is called, as countWrites does for PGlite (write-generation.test.ts).

let database: TestDatabase;
let client: pg.Client;
const generation = new WriteGeneration();

beforeAll(async () => {
  database = await createTestDatabase({ changeListener: { onStateChange: () => {} } });
  client = new pg.Client({ connectionString: database.url });
  countClientWrites(client, generation);
  await client.connect();
});
afterAll(async () => {
  await client?.end();
  await database?.close();
});

describe("a node-postgres connection's writes", () => {
  it('do not move the count when they are reads', async () => {
    const before = generation.value;
    await client.query('select 1');
    await client.query({ text: 'with t as (select 1 as x) select x from t', values: [] });
    await client.query({ name: 'count-regions', text: 'select count(*) from regions' });
    expect(generation.value).toBe(before);
  });

  it('move it after the statement has finished, not before, awaited or called back', async () => {
    const before = generation.value;
    const pending = client.query("insert into regions (city_area, state) values ('North', 'NY')");
    expect(generation.value).toBe(before);
    await pending;
    expect(generation.value).toBe(before + 1);

    const calledBack = await new Promise<number>((resolve, reject) => {
      client.query("update regions set state = 'NJ' where city_area = 'North'", [], (error) =>
        error ? reject(error) : resolve(generation.value),
      );
      expect(generation.value).toBe(before + 1);
    });
    expect(calledBack).toBe(before + 2);

    await client.query({ name: 'delete-region', text: 'delete from regions where city_area = $1', values: ['North'] });
    expect(generation.value).toBe(before + 3);
  });

  it('move it when they fail, too', async () => {
    const before = generation.value;
    await expect(client.query('insert into no_such_table values (1)')).rejects.toThrow();
    expect(generation.value).toBe(before + 1);
  });

  it("move the pool's count after a transaction commits, through Drizzle", async () => {
    const counter = database.writeGeneration;
    let insideAfterLastStatement = 0;
    await database.db.transaction(async (tx) => {
      await tx.insert(regions).values({ cityArea: 'South', state: 'NY' });
      await tx.execute(sql`select 1`);
      insideAfterLastStatement = counter.value;
    });
    // The COMMIT itself moved it (the notification may move it once more, later).
    expect(counter.value).toBeGreaterThan(insideAfterLastStatement);
  });
});
