import webpush from 'web-push';
import type { Database } from '../db/client';
import { findVapidKeys, insertVapidKeysIfAbsent } from '../db/queries/push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

// A stored pair never changes (ADR 065), so each process may keep what it read for as long as it runs.
const known = new WeakMap<Database, Promise<VapidKeys>>();

/**
 * The server's VAPID key pair: the stored one, or on the first start a new pair stored for good. Two processes
 * starting at once may each make a pair; the insert keeps only the first and both read that one back.
 */
export function vapidKeys(db: Database): Promise<VapidKeys> {
  let keys = known.get(db);
  if (!keys) {
    keys = readOrMakeVapidKeys(db);
    known.set(db, keys);
    // A database that could not be reached is asked again next time, not remembered as a failure.
    keys.catch(() => known.delete(db));
  }
  return keys;
}

/** Uncached: what vapidKeys asks the database the first time. */
export async function readOrMakeVapidKeys(db: Database): Promise<VapidKeys> {
  const stored = await findVapidKeys(db);
  if (stored) return stored;
  await insertVapidKeysIfAbsent(db, webpush.generateVAPIDKeys());
  const kept = await findVapidKeys(db);
  if (!kept) throw new Error('the VAPID key pair was stored but cannot be read back');
  return kept;
}
