import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueNotificationEmails } from '../db/queries/bench-league';
import { DEMO_BOUNCE, DEMO_OUTBOX_DAYS, queuedOutboxIds, settleDemoOutbox } from '../db/queries/demo-outbox';
import { outbox } from '../db/schema';
import { NO_SMTP_REASON, OutboxWorker } from '../mail/outbox-worker';
import { leagueUnderWay } from '../test/match-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

// The demo seed's outbox (issue 35 item 8): the emails its league play queued, rendered, dated over the past week
// and settled as a week of sending would leave them.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo outbox', () => {
  it('spreads the queued emails over the last week: sent, one bounced, the newest kept unsent', async () => {
    const { league, members } = await leagueUnderWay(t.app);
    await queueNotificationEmails(t.app.db, { count: 20, leagueId: league.id, userIds: members.map((m) => m.user.id) });
    const ids = await queuedOutboxIds(t.app.db);
    const worker = new OutboxWorker({
      db: t.app.db,
      sender: null,
      publicUrl: 'http://localhost:3000',
      messageIdDomain: 'localhost',
      log: { info: () => {}, warn: () => {} },
      batchSize: 50,
    });
    while ((await worker.drainOnce()) > 0);
    const now = new Date();
    await settleDemoOutbox(t.app.db, ids, now);

    const rows = await t.app.db.select().from(outbox).where(inArray(outbox.id, ids)).orderBy(outbox.id);
    expect(rows.map((row) => row.status)).toEqual([
      ...Array<string>(6).fill('sent'),
      'failed',
      ...Array<string>(10).fill('sent'),
      'unsent',
      'unsent',
      'unsent',
    ]);
    expect(rows[6]!.lastError).toBe(DEMO_BOUNCE);
    expect(rows.at(-1)!.lastError).toBe(NO_SMTP_REASON);
    const times = rows.map((row) => row.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]!).toBeGreaterThan(now.getTime() - DEMO_OUTBOX_DAYS * 86_400_000);
    expect(times.at(-1)!).toBeLessThan(now.getTime());
    expect(rows.every((row) => row.subject && row.bodyHtml && row.bodyText)).toBe(true);
    expect(rows.filter((row) => row.status === 'sent').every((row) => row.sentAt! > row.createdAt)).toBe(true);

    // A second run finds nothing queued and changes nothing.
    expect(await queuedOutboxIds(t.app.db)).toEqual([]);
  });
});
