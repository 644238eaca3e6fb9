import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PUSH_DEVICES } from '@courtside/shared/schemas/push';
import { saveMessagePreferences } from './queries/message-preferences';
import { saveSubscription } from './queries/push';
import { messageKinds, notifications, outbox, users } from './schema';
import { postLeague } from '../test/league-fixtures';
import { createTestApp, createUser, signedInUser, type TestApp } from '../test/test-app';

// The trigger that queues a notification's messages (migration 0016, ADR 067): one per channel the reader wants,
// by their own choice or the kind's default, push only to a reader with a device. Runs on PGlite, and on
// PostgreSQL when TEST_DATABASE_URL is set.

let t: TestApp;
let leagueId: number;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await signedInUser(t.app, 'admin');
  leagueId = (await postLeague(t.app, admin.cookie)).id;
});
afterAll(() => t.close());

let deviceCounter = 0;
async function addDevice(userId: number) {
  await saveSubscription(
    t.app.db,
    {
      userId,
      endpoint: `https://push.example.net/send/device-${++deviceCounter}`,
      p256dh: 'B'.repeat(87),
      auth: 'A'.repeat(22),
      userAgentLabel: 'Firefox on Windows',
    },
    MAX_PUSH_DEVICES,
  );
}

/** Writes one notification of `kind` to the user and returns the channels it queued, with their dedupe keys. */
async function notify(userId: number, kind: string) {
  const [notification] = await t.app.db
    .insert(notifications)
    .values({ userId, kind: kind as typeof notifications.$inferInsert.kind, leagueId })
    .returning();
  const rows = await t.app.db
    .select({ channel: outbox.channel, dedupeKey: outbox.dedupeKey, recipient: outbox.recipient })
    .from(outbox)
    .where(eq(outbox.notificationId, notification!.id))
    .orderBy(outbox.channel);
  return { id: notification!.id, rows };
}

describe('queueing by preference and device', () => {
  it('queues email by default, and push too for a kind whose default is on once the reader has a device', async () => {
    const { user, email } = await createUser(t.app);
    const before = await notify(user.id, 'score_entered');
    expect(before.rows).toEqual([{ channel: 'email', dedupeKey: `notification:${before.id}:email`, recipient: email }]);

    await addDevice(user.id);
    const after = await notify(user.id, 'score_entered');
    expect(after.rows).toEqual([
      { channel: 'email', dedupeKey: `notification:${after.id}:email`, recipient: email },
      { channel: 'push', dedupeKey: `notification:${after.id}:push`, recipient: email },
    ]);
    // A kind whose push is off by default: email only.
    expect((await notify(user.id, 'dispute_resolved')).rows.map((row) => row.channel)).toEqual(['email']);
  });

  it("follows the reader's own choices over the defaults, per kind and channel", async () => {
    const { user } = await createUser(t.app);
    await addDevice(user.id);
    await saveMessagePreferences(t.app.db, user.id, [
      { kind: 'score_entered', channel: 'email', enabled: false },
      { kind: 'score_entered', channel: 'push', enabled: true },
      { kind: 'match_scheduled', channel: 'push', enabled: false },
      { kind: 'dispute_resolved', channel: 'push', enabled: true },
      { kind: 'proposal_declined', channel: 'email', enabled: false },
    ]);
    const channels = async (kind: string) => (await notify(user.id, kind)).rows.map((row) => row.channel);
    expect(await channels('score_entered')).toEqual(['push']);
    expect(await channels('match_scheduled')).toEqual(['email']);
    expect(await channels('dispute_resolved')).toEqual(['email', 'push']);
    expect(await channels('proposal_declined')).toEqual([]);
    // Another player's choices are theirs alone.
    const { user: other } = await createUser(t.app);
    await addDevice(other.id);
    expect((await notify(other.id, 'score_entered')).rows.map((row) => row.channel)).toEqual(['email', 'push']);
  });

  it('queues nothing for a kind not in message_kinds, and a kind added there later with no change to the trigger', async () => {
    const { user } = await createUser(t.app);
    await addDevice(user.id);
    expect((await notify(user.id, 'league_started')).rows).toEqual([]);
    // A later kind is one INSERT (here one the outbox's own check already takes, put back afterwards).
    await t.app.db.delete(messageKinds).where(eq(messageKinds.kind, 'proposal_declined'));
    try {
      expect((await notify(user.id, 'proposal_declined')).rows).toEqual([]);
    } finally {
      await t.app.db.insert(messageKinds).values({ kind: 'proposal_declined', emailDefault: true, pushDefault: false });
    }
    expect((await notify(user.id, 'proposal_declined')).rows.map((row) => row.channel)).toEqual(['email']);
  });

  it('queues nothing to a disabled account, and drops the choices of a removed one with it', async () => {
    const { user } = await createUser(t.app);
    await addDevice(user.id);
    await saveMessagePreferences(t.app.db, user.id, [{ kind: 'score_entered', channel: 'email', enabled: false }]);
    await t.app.db.update(users).set({ disabledOrDeleted: true }).where(eq(users.id, user.id));
    expect((await notify(user.id, 'score_disputed')).rows).toEqual([]);
    await t.app.db.delete(users).where(eq(users.id, user.id));
    const left = await t.app.db.execute(
      sql`select count(*)::int as n from message_preferences where user_id = ${user.id}`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
