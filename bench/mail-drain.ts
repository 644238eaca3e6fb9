import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import type { DatabaseHandle } from '../apps/api/src/db/client';
import { insertBenchLeague, queueNotificationEmails } from '../apps/api/src/db/queries/bench-league';
import { insertUser } from '../apps/api/src/db/queries/users';
import { outbox } from '../apps/api/src/db/schema';
import { hashPassword } from '../apps/api/src/lib/passwords';
import { OutboxWorker } from '../apps/api/src/mail/outbox-worker';
import { smtpSender } from '../apps/api/src/mail/smtp-sender';
import { benchOnEachDatabase, listenOnFreePort, percentile, signInOverHttp, timedGet } from './http-timing';

// Issue 35 item 7: 10,000 queued emails drained by the outbox worker (ADR 064) through an SMTP server on this
// machine, while a signed-in client reads users/me in a loop from the same server process, as the worker shares
// the server's event loop in production. Prints the throughput and the read's latency before and during the
// drain. Figures are printed, never asserted.

const MESSAGES = Number(process.env.MAIL_DRAIN_MESSAGES ?? 10_000);
const IDLE_READS = 200;
const PASSWORD = 'mail drain password';

/** An SMTP server that takes every message and only counts it: parsing here would bill the sender's figures. */
async function countingSmtpServer() {
  let taken = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 100,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        taken++;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    taken: () => taken,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);

function report(label: string, times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  console.info(
    `  ${label.padEnd(30)} median ${ms(percentile(sorted, 0.5))}  p99 ${ms(percentile(sorted, 0.99))}  ` +
      `max ${ms(sorted.at(-1)!)}  reads ${sorted.length}`,
  );
}

async function drain(handle: DatabaseHandle, label: string) {
  console.info(`${label}: ${MESSAGES.toLocaleString('en-US')} messages`);
  const run = randomBytes(4).toString('hex');
  const passwordHash = await hashPassword(PASSWORD);
  const players = Array.from({ length: 20 }, (_, i) => ({
    email: `drain-${run}-${i}@example.test`,
    firstName: `Player${i}`,
    lastName: 'Drain',
    rating: 3.5,
  }));
  const { leagueId } = await insertBenchLeague(handle.db, {
    leagueName: `Mail drain ${run}`,
    passwordHash,
    divisions: [{ name: 'Division 1', players, matches: [] }],
  });
  const reader = await insertUser(handle.db, {
    email: `drain-${run}-admin@example.test`,
    passwordHash,
    verified: true,
  });
  const userIds = (
    (await handle.db.execute(sql`select id from users where email like ${`drain-${run}-%`}`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows.map((row) => row.id);

  const smtp = await countingSmtpServer();
  const { app, port } = await listenOnFreePort(handle.db, {
    writeGeneration: handle.writeGeneration,
    sessionChanges: handle.sessionChanges,
  });
  const cookie = await signInOverHttp(port, reader.email, PASSWORD);
  const read = async () => {
    const answer = await timedGet(port, '/api/1.0/users/me', { cookie });
    if (answer.status !== 200) throw new Error(`users/me answered ${answer.status}`);
    return answer.ms;
  };
  try {
    for (let i = 0; i < 20; i++) await read();
    const idle: number[] = [];
    for (let i = 0; i < IDLE_READS; i++) idle.push(await read());

    const queueStart = performance.now();
    await queueNotificationEmails(handle.db, { count: MESSAGES, leagueId, userIds });
    const queueMs = performance.now() - queueStart;
    const pending = async () =>
      Number(
        (
          await handle.db
            .select({ n: sql<number>`count(*)` })
            .from(outbox)
            .where(eq(outbox.status, 'queued'))
        )[0]?.n ?? 0,
      );

    const worker = new OutboxWorker({
      db: handle.db,
      sender: smtpSender(smtp.url, 'Courtside <courtside@example.test>'),
      publicUrl: 'https://club.example',
      messageIdDomain: 'example.test',
      log: { info: () => {}, warn: (line) => console.warn(line) },
    });
    const cpuBefore = process.cpuUsage();
    const start = performance.now();
    worker.start();
    const during: number[] = [];
    while (smtp.taken() < MESSAGES) during.push(await read());
    const drainMs = performance.now() - start;
    const cpu = process.cpuUsage(cpuBefore);
    await worker.stop();
    const left = await pending();

    console.info(`  queued by the notifications trigger in ${(queueMs / 1000).toFixed(1)} s`);
    console.info(
      `  drained in ${(drainMs / 1000).toFixed(1)} s: ${Math.round((MESSAGES / drainMs) * 1000)} messages/s, ` +
        `${((cpu.user + cpu.system) / 1000 / MESSAGES).toFixed(2)} ms of this process's CPU each; ${left} left queued`,
    );
    report('users/me before the drain', idle);
    report('users/me during the drain', during);
  } finally {
    await app.close();
    await smtp.close();
  }
}

if (process.env.NODE_ENV !== 'production') {
  console.warn('NODE_ENV is not production: React renders with its development build, several times slower.');
}
await benchOnEachDatabase(drain);
