import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { createTestDatabase } from '../../test/test-database';
import { findLeagueView } from './leagues';
import { preparedOnce } from './prepared';

let first: DatabaseHandle;
let second: DatabaseHandle;
beforeAll(async () => {
  [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
});

describe('preparedOnce', () => {
  it('builds a statement once per database and never hands one database another one’s', () => {
    const built: unknown[] = [];
    const build = (db: unknown) => {
      built.push(db);
      return { db };
    };
    const a = preparedOnce(first.db, 'probe', build);
    expect(preparedOnce(first.db, 'probe', build)).toBe(a);
    const b = preparedOnce(second.db, 'probe', build);
    expect(b).not.toBe(a);
    expect(built).toEqual([first.db, second.db]);
  });

  it('runs a prepared read again with new values on this driver', async () => {
    // The same statement, executed repeatedly: an unknown league, as admin and as a player, on either driver.
    for (const admin of [true, false, true]) {
      expect(await findLeagueView(first.db, 999_999, { userId: 1, admin })).toBeUndefined();
    }
  });
});
