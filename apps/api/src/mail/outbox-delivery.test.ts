import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { proposalDto } from '@courtside/shared/schemas/match-proposals';
import { notifications, outbox } from '../db/schema';
import { expectContract } from '../test/assertions';
import { HOME_WINS, leagueUnderWay } from '../test/match-fixtures';
import { outboxIdOf, queueNotificationEmails, startSmtpServer, type TestSmtpServer } from '../test/smtp-fixtures';
import { createTestApp, injectAs, type TestApp } from '../test/test-app';
import { waitFor } from '../test/wait-for';
import { GONE_REASON, NO_SMTP_REASON, OutboxWorker, retryDelayMs, type OutboxWorkerOptions } from './outbox-worker';
import { smtpSender, type MailSender } from './smtp-sender';

// Email through the outbox (issue 35 items 1, 6 and 7, ADR 064), with a real SMTP server in the test and the
// messages read back with mailparser: what is queued, what arrives, retries, two workers, a worker that dies.

const PUBLIC_URL = 'https://club.example';
const FROM = 'Courtside <courtside@club.example>';

let t: TestApp;
let smtp: TestSmtpServer | undefined;
const workers: OutboxWorker[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop(100)));
  await smtp?.close();
  smtp = undefined;
  // Each test counts its own messages: the ones earlier tests left are put out of the way.
  await t.app.db.update(outbox).set({ status: 'canceled' }).where(eq(outbox.status, 'queued'));
});
afterAll(() => t.close());

const quietLog = { info: () => {}, warn: () => {} };
const HOUR = 3_600_000;
const inHours = (hours: number) => new Date((Math.ceil(Date.now() / HOUR) + hours) * HOUR).toISOString();

function worker(sender: MailSender | null, options: Partial<OutboxWorkerOptions> = {}) {
  const made = new OutboxWorker({
    db: t.app.db,
    sender,
    publicUrl: PUBLIC_URL,
    messageIdDomain: 'club.example',
    log: quietLog,
    pollMs: 20,
    ...options,
  });
  workers.push(made);
  return made;
}

/** Polls an asynchronous condition (a database read) until it holds. */
async function untilAsync(condition: () => Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms in vain for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const rowsOf = (ids: number[]) => t.app.db.select().from(outbox).where(inArray(outbox.id, ids)).orderBy(outbox.id);
const queuedIds = async () =>
  (await t.app.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.status, 'queued'))).map((row) => row.id);

async function burst(count: number) {
  const { league, members } = await leagueUnderWay(t.app);
  await queueNotificationEmails(t.app.db, {
    count,
    leagueId: league.id,
    userIds: members.map((member) => member.user.id),
  });
  const ids = await queuedIds();
  expect(ids).toHaveLength(count);
  return ids;
}

describe('queueing', () => {
  it('queues one email per mailed notification, in the transaction of the change, to the person told', async () => {
    const { league, members, matchOf } = await leagueUnderWay(t.app);
    // Placements and the league's start are news in the app, not by email.
    expect(await queuedIds()).toEqual([]);
    const { match, home, away } = matchOf(members[0]!, members[1]!);
    await injectAs(t.app, home.cookie, {
      method: 'POST',
      url: `/api/1.0/matches/submitScores?matchId=${match.id}`,
      payload: { sets: HOME_WINS, status: 'normal' },
    });
    const [row] = await t.app.db.select().from(outbox).where(eq(outbox.status, 'queued'));
    expect(row).toMatchObject({
      channel: 'email',
      kind: 'score_entered',
      userId: away.user.id,
      recipient: away.email,
      attempts: 0,
      subject: null,
    });
    const [notification] = await t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, row!.notificationId!));
    expect(notification).toMatchObject({ userId: away.user.id, leagueId: league.id, kind: 'score_entered' });
    expect(row!.dedupeKey).toBe(`notification:${notification!.id}:email`);
  });

  it('queues nothing for a change that rolled back, and a notification at most once', async () => {
    const { league, members } = await leagueUnderWay(t.app);
    await expect(
      t.app.db.transaction(async (tx) => {
        await tx
          .insert(notifications)
          .values({ userId: members[0]!.user.id, kind: 'score_disputed', leagueId: league.id });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await queuedIds()).toEqual([]);
    const [notification] = await t.app.db
      .insert(notifications)
      .values({ userId: members[0]!.user.id, kind: 'score_disputed', leagueId: league.id })
      .returning();
    // Queued again under the same key (a later path that queues it too): still one message.
    await t.app.db.execute(sql`
      insert into outbox (kind, recipient, dedupe_key) values ('score_disputed', 'x@example.test', ${`notification:${notification!.id}:email`})
      on conflict (dedupe_key) do nothing`);
    expect(await queuedIds()).toHaveLength(1);
  });
});

describe('delivery over SMTP', () => {
  it('sends a proposal to its recipient: subject, text, HTML, absolute links, the time in their zone', async () => {
    smtp = await startSmtpServer();
    const { league, members } = await leagueUnderWay(t.app);
    const [a, b] = [members[0]!, members[1]!];
    // B keeps availability in New York: the email gives the time on B's clock.
    await injectAs(t.app, b.cookie, {
      method: 'POST',
      url: '/api/1.0/availability/post',
      payload: {
        league_id: league.id,
        start_time: inHours(24),
        end_time: inHours(26),
        time_zone: 'America/New_York',
      },
    });
    const proposedTime = inHours(30);
    expectContract(
      await injectAs(t.app, a.cookie, {
        method: 'POST',
        url: '/api/1.0/match-proposals/post',
        payload: { opponent_player_id: b.player.id, proposed_time: proposedTime, league_id: league.id },
      }),
      201,
      proposalDto,
    );
    const [id] = await queuedIds();
    expect(await worker(smtpSender(smtp.url, FROM)).drainOnce()).toBe(1);

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    const onBsClock = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(new Date(proposedTime));
    const [clock, zone] = [onBsClock.replace(/ [A-Z]{3,4}$/, ''), onBsClock.split(' ').at(-1)!];
    expect(mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address).toBe(b.email);
    expect(mail.from?.value[0]).toEqual({ address: 'courtside@club.example', name: 'Courtside' });
    expect(mail.subject).toContain(`${a.player.firstName} ${a.player.lastName} proposed a match for`);
    expect(mail.subject).toContain(`${clock} ${zone}`);
    expect(mail.messageId).toBe(`<outbox-${id}@club.example>`);
    expect(mail.text).toContain(`Answer the proposal: ${PUBLIC_URL}/leagues/${league.id}/proposals`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/leagues/${league.id}/proposals"`);
    expect(mail.html).toContain('name="viewport"');

    const [row] = await rowsOf([id!]);
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      lastError: null,
      leaseToken: null,
      subject: mail.subject,
    });
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(row!.bodyText).toBe(mail.text);
  });

  it('escapes what players typed: a league name with markup arrives as text', async () => {
    smtp = await startSmtpServer();
    const { league, members } = await leagueUnderWay(t.app);
    await t.app.db.execute(
      sql`update leagues set name = ${'Spring <img src=x onerror=alert(1)> & Co'} where id = ${league.id}`,
    );
    await queueNotificationEmails(t.app.db, { count: 1, leagueId: league.id, userIds: [members[0]!.user.id] });
    await worker(smtpSender(smtp.url, FROM)).drainOnce();
    const html = String(smtp.received[0]!.html);
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('Spring &lt;img src=x onerror=alert(1)&gt; &amp; Co');
    expect(smtp.received[0]!.text).toContain('Spring <img src=x onerror=alert(1)> & Co');
  });

  it('retries a refused message with growing waits, then sends it', async () => {
    smtp = await startSmtpServer((index) => (index < 2 ? { code: 451, message: 'Mailbox busy, try later' } : 'accept'));
    const [id] = await burst(1);
    const sending = worker(smtpSender(smtp.url, FROM), { firstRetryMs: 300, maxRetryMs: 10_000 });

    const before = Date.now();
    await sending.drainOnce();
    let [row] = await rowsOf([id!]);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, leaseToken: null });
    expect(row!.lastError).toMatch(/451|try later/i);
    const firstWait = row!.runAt.getTime() - before;
    expect(firstWait).toBeGreaterThanOrEqual(300 - 50);
    // Not due yet: a claim now takes nothing.
    expect(await sending.drainOnce()).toBe(0);

    await waitFor(() => Date.now() > row!.runAt.getTime() + 20, 'the first retry to fall due');
    const beforeSecond = Date.now();
    expect(await sending.drainOnce()).toBe(1);
    [row] = await rowsOf([id!]);
    expect(row).toMatchObject({ status: 'queued', attempts: 2 });
    // The second wait doubles the first.
    expect(row!.runAt.getTime() - beforeSecond).toBeGreaterThanOrEqual(600 - 50);

    await waitFor(() => Date.now() > row!.runAt.getTime() + 20, 'the second retry to fall due');
    expect(await sending.drainOnce()).toBe(1);
    [row] = await rowsOf([id!]);
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(smtp.received.map(outboxIdOf)).toEqual([id]);
    expect(smtp.attempts()).toBe(3);
  });

  it('gives up after the last attempt, and at once when the server refuses for good', async () => {
    smtp = await startSmtpServer((index) =>
      index === 0 ? { code: 550, message: 'No such user here' } : { code: 421, message: 'Service not available' },
    );
    const [refused, unlucky] = await burst(2);
    const sending = worker(smtpSender(smtp.url, FROM), {
      firstRetryMs: 1,
      maxRetryMs: 1,
      maxAttempts: 3,
      batchSize: 1,
    });
    await sending.drainOnce();
    expect((await rowsOf([refused!]))[0]).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await rowsOf([refused!]))[0]!.lastError).toMatch(/No such user/);
    for (let attempt = 1; attempt <= 3; attempt++) {
      // Each retry falls due a millisecond after the attempt before.
      await new Promise((resolve) => setTimeout(resolve, 10));
      await sending.drainOnce();
    }
    const [row] = await rowsOf([unlucky!]);
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(row!.lastError).toMatch(/Service not available/);
    // Failed messages are never taken again.
    expect(await sending.drainOnce()).toBe(0);
    expect(smtp.received).toEqual([]);
  });

  it('waits for SMTP_URL with none set: each message kept unsent, rendered, and logged in one line', async () => {
    const ids = await burst(3);
    const lines: string[] = [];
    await worker(null, { log: { info: (line) => lines.push(line), warn: (line) => lines.push(line) } }).drainOnce();
    const rows = await rowsOf(ids);
    expect(rows.map((row) => row.status)).toEqual(['unsent', 'unsent', 'unsent']);
    expect(rows.every((row) => row.lastError === NO_SMTP_REASON && row.sentAt === null)).toBe(true);
    expect(
      rows.every((row) => row.subject?.includes('declined your proposal') && row.bodyHtml?.includes('<html')),
    ).toBe(true);
    expect(lines).toHaveLength(3);
    expect(lines.every((line) => !line.includes('\n') && /no SMTP_URL: #\d+ to \S+@\S+: .*declined/.test(line))).toBe(
      true,
    );
  });

  it('cancels a queued message whose news was removed before it went out', async () => {
    smtp = await startSmtpServer();
    const [id] = await burst(1);
    const [row] = await rowsOf([id!]);
    await t.app.db.delete(notifications).where(eq(notifications.id, row!.notificationId!));
    await worker(smtpSender(smtp.url, FROM)).drainOnce();
    expect((await rowsOf([id!]))[0]).toMatchObject({ status: 'canceled', lastError: GONE_REASON });
    expect(smtp.attempts()).toBe(0);
  });
});

describe('exactly once', () => {
  it('two worker loops on one database deliver each message once', async () => {
    smtp = await startSmtpServer();
    const ids = await burst(60);
    const options = { batchSize: 4, pollMs: 5 };
    worker(smtpSender(smtp.url, FROM), options).start();
    worker(smtpSender(smtp.url, FROM), options).start();
    await waitFor(() => smtp!.received.length >= ids.length, 'every message to arrive', 20_000);
    const delivered = smtp.received.map(outboxIdOf).sort((x, y) => x - y);
    expect(delivered).toEqual(ids.sort((x, y) => x - y));
    await untilAsync(async () => (await rowsOf(ids)).every((row) => row.status === 'sent'), 'all to be marked sent');
    // Each was claimed once: neither worker took one the other held.
    expect((await rowsOf(ids)).filter((row) => row.attempts !== 1)).toEqual([]);
  });

  it('a worker that dies mid-send loses nothing: its messages go out from another once the lease runs out', async () => {
    // The first connection's messages hang, as a worker killed while sending leaves them: never marked sent.
    let stalled = 0;
    smtp = await startSmtpServer(() => (stalled++ < 3 ? 'stall' : 'accept'));
    const ids = await burst(3);
    const dying = new OutboxWorker({
      db: t.app.db,
      sender: smtpSender(smtp.url, FROM),
      publicUrl: PUBLIC_URL,
      messageIdDomain: 'club.example',
      log: quietLog,
      leaseMs: 3_000,
    });
    // Its claim is made and the sends begin; the worker is then abandoned as a killed process would be.
    void dying.drainOnce().catch(() => {});
    await waitFor(() => smtp!.attempts() === 3, 'the dying worker to be sending all three');
    const leaseEnds = Math.max(...(await rowsOf(ids)).map((row) => row.leasedUntil!.getTime()));

    const survivor = worker(smtpSender(smtp.url, FROM), { leaseMs: 3_000 });
    // Within the lease the survivor takes nothing: the messages are still the dying worker's.
    expect(Date.now()).toBeLessThan(leaseEnds);
    expect(await survivor.drainOnce()).toBe(0);
    await waitFor(() => Date.now() > leaseEnds + 50, 'the lease to run out');
    expect(await survivor.drainOnce()).toBe(3);
    expect(smtp.received.map(outboxIdOf).sort()).toEqual([...ids].sort());
    const rows = await rowsOf(ids);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(ids.map(() => ['sent', 2]));
  });
});

describe('retryDelayMs', () => {
  it('doubles from the first wait and stops at the ceiling', () => {
    expect([1, 2, 3, 4, 10].map((attempt) => retryDelayMs(attempt, 60_000, 6 * HOUR))).toEqual([
      60_000,
      120_000,
      240_000,
      480_000,
      6 * HOUR,
    ]);
  });
});
