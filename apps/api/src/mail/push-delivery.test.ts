import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_PUSH_DEVICES, pushPayload } from '@courtside/shared/schemas/push';
import { saveSubscription } from '../db/queries/push';
import { outbox, pushSubscriptions } from '../db/schema';
import { HOME_WINS, leagueUnderWay } from '../test/match-fixtures';
import {
  browserKeys,
  decryptPush,
  startPushService,
  verifyVapidAuthorization,
  type TestBrowser,
  type TestPushService,
} from '../test/push-service';
import { createTestApp, injectAs, type TestApp } from '../test/test-app';
import { GONE_REASON, NO_DEVICE_REASON, OutboxWorker, REACHED_KEY, RETRY_SUBSCRIPTIONS_KEY } from './outbox-worker';

// Push from the outbox (issue 35 items 2 and 6, ADR 067): the worker sends a notification's push row through the
// push service inside the test, which decrypts it as the browser would; a device that does not answer is tried
// again later, alone, and a reader with no device left is settled as canceled.

const PUBLIC_URL = 'https://club.example';
const SUBJECT = 'mailto:courtside@club.example';

let t: TestApp;
let service: TestPushService;
const workers: OutboxWorker[] = [];
beforeAll(async () => {
  t = await createTestApp();
  service = await startPushService();
});
beforeEach(() => {
  service.received.length = 0;
  service.answer = () => ({ status: 201 });
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop(100)));
  await t.app.db.update(outbox).set({ status: 'canceled' }).where(eq(outbox.status, 'queued'));
});
afterAll(async () => {
  await service?.close();
  await t?.close();
});

function worker() {
  const made = new OutboxWorker({
    db: t.app.db,
    sender: null,
    publicUrl: PUBLIC_URL,
    messageIdDomain: 'club.example',
    pushSubject: SUBJECT,
    log: { info: () => {}, warn: () => {} },
    pollMs: 20,
    // A retry is due at once, so the test need not wait for the real backoff.
    firstRetryMs: 0,
    maxRetryMs: 0,
  });
  workers.push(made);
  return made;
}

async function subscribe(userId: number, browser: TestBrowser) {
  return saveSubscription(
    t.app.db,
    { userId, ...browserKeys(browser), userAgentLabel: 'Chrome on Android' },
    MAX_PUSH_DEVICES,
  );
}

/** A score entered by home: the away player is told (score_entered, push on by default). */
async function scoreEntered(setUp: (awayUserId: number) => Promise<void>) {
  const { members, matchOf } = await leagueUnderWay(t.app);
  const { match, home, away } = matchOf(members[0]!, members[1]!);
  await setUp(away.user.id);
  await injectAs(t.app, home.cookie, {
    method: 'POST',
    url: `/api/1.0/matches/submitScores?matchId=${match.id}`,
    payload: { sets: HOME_WINS, status: 'normal' },
  });
  const [row] = await t.app.db
    .select()
    .from(outbox)
    .where(eq(outbox.channel, 'push'))
    .orderBy(outbox.id)
    .then((rows) => rows.filter((candidate) => candidate.userId === away.user.id && candidate.status === 'queued'));
  if (!row) throw new Error('no push was queued');
  return { row, match, home, away };
}

const rowOf = async (id: number) => (await t.app.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

async function drainUntil(id: number, settled: (row: typeof outbox.$inferSelect) => boolean) {
  const deadline = Date.now() + 10_000;
  const w = worker();
  for (;;) {
    await w.drainOnce();
    const row = await rowOf(id);
    if (settled(row)) return row;
    if (Date.now() > deadline) throw new Error(`outbox #${id} did not settle: ${JSON.stringify(row)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('push from the outbox', () => {
  it("delivers the notification's short form to every device of the reader, and marks it sent", async () => {
    const phone = service.browser('phone-a');
    const laptop = service.browser('laptop-a');
    const { row, match } = await scoreEntered(async (userId) => {
      await subscribe(userId, phone);
      await subscribe(userId, laptop);
    });
    const sent = await drainUntil(row.id, (r) => r.status !== 'queued');
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null, bodyHtml: null });
    expect(service.received.map((push) => push.browser).sort()).toEqual(['laptop-a', 'phone-a']);
    const push = service.received.find((received) => received.browser === 'phone-a')!;
    expect(verifyVapidAuthorization(push.headers.authorization).claims.sub).toBe(SUBJECT);
    const payload = pushPayload.parse(JSON.parse(decryptPush(push.body, phone)));
    expect(payload).toMatchObject({
      title: expect.stringContaining('entered the score of your match'),
      url: `/leagues/${match.leagueId}/match/${match.id}/score`,
      tag: `match-${match.id}`,
    });
    expect(sent.subject).toBe(payload.title);
  });

  it('tries again later, only the device that did not answer, and is sent once that one takes it', async () => {
    const phone = service.browser('phone-b');
    const tablet = service.browser('tablet-b');
    let tabletRow: { id: number } | undefined;
    const { row } = await scoreEntered(async (userId) => {
      await subscribe(userId, phone);
      tabletRow = await subscribe(userId, tablet);
    });
    let tabletDown = true;
    service.answer = (push) =>
      push.browser === 'tablet-b' && tabletDown ? { status: 503, body: 'busy' } : { status: 201 };

    const w = worker();
    await w.drainOnce();
    const afterFirst = await rowOf(row.id);
    expect(afterFirst).toMatchObject({ status: 'queued', attempts: 1 });
    expect(afterFirst.payload).toEqual({ [RETRY_SUBSCRIPTIONS_KEY]: [tabletRow!.id], [REACHED_KEY]: 1 });
    expect(afterFirst.lastError).toContain('503');

    // Still down: the phone, which has it already, is not sent it again.
    await w.drainOnce();
    expect(await rowOf(row.id)).toMatchObject({ status: 'queued', attempts: 2 });
    tabletDown = false;
    const sent = await drainUntil(row.id, (r) => r.status !== 'queued');
    expect(sent).toMatchObject({ status: 'sent', attempts: 3 });
    expect(service.received.map((push) => push.browser)).toEqual(['phone-b', 'tablet-b', 'tablet-b', 'tablet-b']);
  });

  it('drops a device its push service says is gone, and cancels a push for a reader with no device left', async () => {
    const phone = service.browser('phone-c');
    const { row, away } = await scoreEntered(async (userId) => {
      await subscribe(userId, phone);
    });
    service.answer = () => ({ status: 410, body: 'unsubscribed' });
    const settled = await drainUntil(row.id, (r) => r.status !== 'queued');
    expect(settled).toMatchObject({ status: 'canceled', lastError: NO_DEVICE_REASON });
    expect(await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, away.user.id))).toEqual(
      [],
    );
  });

  it('gives up after the last attempt, and cancels a push whose notification is gone', async () => {
    const phone = service.browser('phone-d');
    const { row } = await scoreEntered(async (userId) => {
      await subscribe(userId, phone);
    });
    service.answer = () => ({ status: 500, body: 'down' });
    const limited = new OutboxWorker({
      db: t.app.db,
      sender: null,
      publicUrl: PUBLIC_URL,
      messageIdDomain: 'club.example',
      pushSubject: SUBJECT,
      log: { info: () => {}, warn: () => {} },
      maxAttempts: 2,
      firstRetryMs: 0,
      maxRetryMs: 0,
    });
    await limited.drainOnce();
    await limited.drainOnce();
    expect(await rowOf(row.id)).toMatchObject({ status: 'failed', attempts: 2 });

    const other = await scoreEntered(async (userId) => {
      await subscribe(userId, service.browser('phone-e'));
    });
    await t.app.db
      .update(outbox)
      .set({ notificationId: null })
      .where(inArray(outbox.id, [other.row.id]));
    expect(await drainUntil(other.row.id, (r) => r.status !== 'queued')).toMatchObject({
      status: 'canceled',
      lastError: GONE_REASON,
    });
  });
});
