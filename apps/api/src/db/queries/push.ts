import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { pushSubscriptions, pushVapidKeys, users } from '../schema';

export async function findVapidKeys(db: Database) {
  const [row] = await db
    .select({ publicKey: pushVapidKeys.publicKey, privateKey: pushVapidKeys.privateKey })
    .from(pushVapidKeys)
    .limit(1);
  return row;
}

/** Stores this pair unless a pair is already stored (another process may have just made one): the stored one wins. */
export async function insertVapidKeysIfAbsent(db: Database, keys: { publicKey: string; privateKey: string }) {
  await db.insert(pushVapidKeys).values(keys).onConflictDoNothing({ target: pushVapidKeys.id });
}

export interface SubscriptionValues {
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgentLabel: string;
}

/**
 * One row per endpoint: subscribing again from a browser (new keys after the browser renewed them, or another
 * account signed in on the same device) updates its row in the same statement, so two requests at once cannot
 * make two. The device then notifies whoever subscribed it last. Past `maxDevices`, the user's devices heard
 * from least recently go: every device is a request on every notification, and old phones are never turned off.
 */
export async function saveSubscription(db: Database, values: SubscriptionValues, maxDevices: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId: values.userId,
          p256dh: values.p256dh,
          auth: values.auth,
          userAgentLabel: values.userAgentLabel,
          // A device handed to another account starts afresh; the same account keeps its history.
          createdAt: sql`case when ${pushSubscriptions.userId} = ${values.userId} then ${pushSubscriptions.createdAt} else now() end`,
          lastSuccessAt: sql`case when ${pushSubscriptions.userId} = ${values.userId} then ${pushSubscriptions.lastSuccessAt} end`,
        },
      })
      .returning();
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, values.userId))
      .orderBy(
        desc(sql`${pushSubscriptions.id} = ${row!.id}`),
        desc(sql`coalesce(${pushSubscriptions.lastSuccessAt}, ${pushSubscriptions.createdAt})`),
        desc(pushSubscriptions.id),
      )
      .limit(maxDevices);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, values.userId), notInArray(pushSubscriptions.id, kept)));
    return row!;
  });
}
export type PushSubscriptionRow = Awaited<ReturnType<typeof saveSubscription>>;

export async function listSubscriptionsOfUser(db: Database, userId: number) {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
}

/** Removes one of the user's devices, by endpoint or id; false when the user has no such device. */
export async function deleteSubscriptionOfUser(
  db: Database,
  userId: number,
  which: { endpoint: string } | { id: number },
): Promise<boolean> {
  const match =
    'endpoint' in which ? eq(pushSubscriptions.endpoint, which.endpoint) : eq(pushSubscriptions.id, which.id);
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), match))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

/**
 * The user's devices to send to: all of them, or those of `ids` still theirs (a retry of the ones that failed).
 * None for an account disabled or deleted since the notification was queued.
 */
export async function listSubscriptionsToSend(db: Database, userId: number, ids?: readonly number[]) {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(
      and(
        eq(pushSubscriptions.userId, userId),
        eq(users.disabledOrDeleted, false),
        ids === undefined ? undefined : inArray(pushSubscriptions.id, [...ids]),
      ),
    )
    .orderBy(asc(pushSubscriptions.id));
}

/**
 * Forgets subscriptions the push service says are gone (404, 410). Only while the row still has the endpoint
 * and keys that were refused: a browser that subscribed afresh meanwhile keeps its new subscription.
 */
export async function deleteGoneSubscriptions(
  db: Database,
  gone: readonly { id: number; endpoint: string; p256dh: string }[],
) {
  for (const subscription of gone) {
    await db
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.id, subscription.id),
          eq(pushSubscriptions.endpoint, subscription.endpoint),
          eq(pushSubscriptions.p256dh, subscription.p256dh),
        ),
      );
  }
}

export async function recordSubscriptionSuccess(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db
    .update(pushSubscriptions)
    .set({ lastSuccessAt: sql`now()` })
    .where(inArray(pushSubscriptions.id, [...ids]));
}
