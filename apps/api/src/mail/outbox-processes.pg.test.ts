import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { outbox } from '../db/schema';
import { stopAllChildren, type RunningChild } from '../test/child-process';
import { leagueUnderWay } from '../test/match-fixtures';
import { buildServerBundle, type ServerBundle } from '../test/server-bundle';
import { outboxIdOf, queueNotificationEmails, startSmtpServer, type TestSmtpServer } from '../test/smtp-fixtures';
import { TEST_APP_SETTINGS } from '../test/test-app';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { waitFor } from '../test/wait-for';

// PostgreSQL only: real server processes (the bundle `npm start` runs) on one database, each with its outbox
// worker, sending to an SMTP server in the test (issue 35 items 6 and 7, ADR 064). Each message arrives exactly
// once while both run; a server killed with SIGKILL in the middle of a burst loses none.

let database: TestDatabase;
let bundle: ServerBundle;
let smtp: TestSmtpServer;
let league: { id: number; userIds: number[] };

beforeAll(async () => {
  bundle = buildServerBundle('outbox');
  database = await createTestDatabase();
  const app = await buildApp(database.db, { ...TEST_APP_SETTINGS });
  const underWay = await leagueUnderWay(app);
  await app.close();
  league = { id: underWay.league.id, userIds: underWay.members.map((member) => member.user.id) };
});
afterEach(async () => {
  await stopAllChildren();
  await smtp?.close();
  // What a failed test left queued is not the next test's to count.
  await database.db.update(outbox).set({ status: 'canceled' }).where(eq(outbox.status, 'queued'));
});
afterAll(async () => {
  await database?.close();
  await bundle?.remove();
});

function startServer(name: string): RunningChild {
  return bundle.start({
    DATABASE_URL: database.url,
    DATA_DIR: '',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    SMTP_URL: smtp.url,
    MAIL_FROM: `Courtside ${name} <courtside@club.example>`,
    PUBLIC_URL: 'https://club.example',
  });
}
const started = (server: RunningChild) => server.waitForLine(/sending email through 127\.0\.0\.1:\d+/, 90_000);

async function queued(count: number): Promise<number[]> {
  const before = await database.db.select({ id: outbox.id }).from(outbox);
  await queueNotificationEmails(database.db, { count, leagueId: league.id, userIds: league.userIds });
  const known = new Set(before.map((row) => row.id));
  const after = await database.db.select({ id: outbox.id }).from(outbox);
  return after.map((row) => row.id).filter((id) => !known.has(id));
}

async function statusesOf(ids: number[]) {
  const rows = await database.db
    .select({ status: outbox.status, count: sql<number>`count(*)::int` })
    .from(outbox)
    .where(inArray(outbox.id, ids))
    .groupBy(outbox.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.count]));
}

async function untilAllSent(ids: number[], timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while ((await statusesOf(ids)).sent !== ids.length) {
    if (Date.now() > deadline) throw new Error(`not all sent: ${JSON.stringify(await statusesOf(ids))}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const count = (ids: number[]) => {
  const times = new Map<number, number>();
  for (const id of ids) times.set(id, (times.get(id) ?? 0) + 1);
  return times;
};

describe('two server processes on one database', () => {
  it('deliver each message exactly once, side by side', { timeout: 120_000 }, async () => {
    smtp = await startSmtpServer();
    // Each server says which it is in its From name, so the test sees both took part.
    const [a, b] = [startServer('A'), startServer('B')];
    await Promise.all([started(a), started(b)]);
    const ids = await queued(200);
    await untilAllSent(ids);

    const delivered = smtp.received.map(outboxIdOf);
    expect(delivered).toHaveLength(ids.length);
    expect([...count(delivered).values()].every((times) => times === 1)).toBe(true);
    expect(new Set(delivered)).toEqual(new Set(ids));
    const senders = new Set(smtp.received.map((mail) => mail.from?.value[0]?.name));
    expect(senders).toEqual(new Set(['Courtside A', 'Courtside B']));
    const attempts = await database.db
      .select({ attempts: outbox.attempts })
      .from(outbox)
      .where(inArray(outbox.id, ids));
    expect(attempts.every((row) => row.attempts === 1)).toBe(true);
  });

  it(
    'a server killed with SIGKILL mid-burst loses none and repeats at most the messages it had in flight',
    { timeout: 120_000 },
    async () => {
      smtp = await startSmtpServer();
      const a = startServer('A');
      await started(a);
      const ids = await queued(400);
      await waitFor(() => smtp.received.length >= 60, 'A to be part-way through the burst', 60_000);
      a.child.kill('SIGKILL');
      await a.exited;
      const deliveredByA = smtp.received.length;
      expect(deliveredByA).toBeLessThan(ids.length);

      // What A held when it died stays claimed for the lease, five minutes; the test moves its end to now instead of
      // waiting for it.
      const held = await database.db
        .update(outbox)
        .set({ leasedUntil: sql`now()` })
        .where(sql`${outbox.status} = 'queued' and ${outbox.leasedUntil} > now()`)
        .returning({ id: outbox.id });
      expect(held.length).toBeLessThanOrEqual(10);

      const b = startServer('B');
      await started(b);
      await untilAllSent(ids);
      const delivered = smtp.received.map(outboxIdOf);
      expect(new Set(delivered)).toEqual(new Set(ids));
      const repeated = [...count(delivered).entries()].filter(([, times]) => times > 1).map(([id]) => id);
      // A repeat is a message A had sent but not yet marked when it died: one it held.
      expect(repeated.every((id) => held.some((row) => row.id === id))).toBe(true);
      expect(delivered.length - ids.length).toBe(repeated.length);
      const [row] = await database.db.select().from(outbox).where(eq(outbox.id, ids[0]!));
      expect(row?.status).toBe('sent');
    },
  );
});
