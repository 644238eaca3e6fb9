import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { findVapidKeys, insertVapidKeysIfAbsent } from '../db/queries/push';
import { pushVapidKeys } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { vapidKeys } from './vapid-keys';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

describe('the VAPID key pair', () => {
  it('is made on first use, stored, and the same pair from then on', async () => {
    expect(await findVapidKeys(database.db)).toBeUndefined();

    const keys = await vapidKeys(database.db);

    expect(await findVapidKeys(database.db)).toEqual(keys);
    expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(keys.privateKey, 'base64url')).toHaveLength(32);
    expect(await vapidKeys(database.db)).toEqual(keys);
    // A pair made later (another process that lost the race) does not replace it.
    await insertVapidKeysIfAbsent(database.db, webpush.generateVAPIDKeys());
    expect(await findVapidKeys(database.db)).toEqual(keys);
    expect(await database.db.select().from(pushVapidKeys)).toHaveLength(1);
  });

  it('has one row at most, whatever a writer tries', async () => {
    const other = webpush.generateVAPIDKeys();
    await expect(database.db.insert(pushVapidKeys).values({ id: 2, ...other })).rejects.toThrow();
    expect(await database.db.select().from(pushVapidKeys)).toHaveLength(1);
  });
});
