import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { loadEnv } from './env';
import { runFirstRunSetup } from './lib/first-run';
import { configuredOutboxWorker } from './mail/configured-worker';
import { describeErrorForLog } from './plugins/error-handler';
import { vapidKeys } from './push/vapid-keys';
import { PLACEHOLDER_VAPID_SUBJECT, vapidSubject } from './push/vapid-subject';
import { ReminderScheduler } from './reminders/reminder-scheduler';

/** How long a stop waits for requests in flight (issue 33: a restart drains within 10 s). */
const DRAIN_TIMEOUT_MS = 8_000;

async function main() {
  const env = loadEnv();
  // The app's logger, once the app is built (a connection lost before then goes unreported).
  let databaseLog: Pick<FastifyBaseLogger, 'warn' | 'info'> | undefined = undefined;
  // Refuses, and so ends the process with its message, when another process holds PGlite's data folder.
  const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR }, {
    onConnectionLost: (error) =>
      databaseLog?.warn(
        { err: describeErrorForLog(error) },
        'lost a database connection; the next query opens a new one',
      ),
    changeListener: {
      // Before the app exists (the first attempt, at start), on stderr.
      onStateChange: (listening, error) => {
        const message = listening
          ? 'listening for database changes again; the answer and session caches are back on'
          : 'not listening for database changes; the answer and session caches are off until then';
        if (!databaseLog) console.warn(`${message}${error ? ` (${error.message})` : ''}`);
        else if (listening) databaseLog.info(message);
        else databaseLog.warn({ err: error && describeErrorForLog(error) }, message);
      },
    },
  });
  const app = await buildApp(database.db, {
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    availabilityWriteLimit: { windowMinutes: 10, writesPerUser: env.AVAILABILITY_WRITES_PER_10_MINUTES },
    webDistDir: env.NODE_ENV === 'production' ? env.WEB_DIST_DIR : undefined,
    trustProxy: env.TRUST_PROXY,
    publicOrigin: env.PUBLIC_ORIGIN,
    apiDocs: env.API_DOCS,
    logLevel: env.LOG_LEVEL,
    analyticsRetentionDays: env.ANALYTICS_RETENTION_DAYS,
    clubTimeZone: env.CLUB_TIME_ZONE,
    sessionCacheMs: env.SESSION_CACHE_SECONDS * 1000,
    // On PostgreSQL, other processes' sign-outs and account changes reach the session cache too (ADR 043).
    sessionChanges: database.sessionChanges,
    // Counts every committed change: this process's own, and on PostgreSQL other processes' (ADR 039, ADR 043).
    writeGeneration: database.writeGeneration,
    answerCacheMs: env.ANSWER_CACHE ? undefined : 0,
  });
  databaseLog = app.log;
  await runFirstRunSetup(database.db, { email: env.OWNER_EMAIL, password: env.OWNER_PASSWORD }, app.log, {
    url: `http://localhost:${env.PORT}`,
    write: (text) => process.stdout.write(text),
  });
  // Made now, on the first start, rather than on the first subscription: every browser's subscription is bound
  // to this pair for good (ADR 065).
  await vapidKeys(database.db);
  if (vapidSubject({ mailFrom: env.MAIL_FROM, publicUrl: env.PUBLIC_URL }) === PLACEHOLDER_VAPID_SUBJECT) {
    app.log.info(
      'push notifications name no contact (set MAIL_FROM or an https PUBLIC_URL); Apple devices refuse them',
    );
  }

  // Email from the outbox (ADR 064): through SMTP_URL, or kept unsent and logged when there is none.
  const outboxWorker = configuredOutboxWorker(database.db, env, {
    info: (message) => app.log.info(message),
    warn: (message) => app.log.warn(message),
  });

  // Reminders before matches and the Monday nudge (ADR 068): written once whichever process comes first.
  const reminderScheduler = new ReminderScheduler({
    db: database.db,
    log: { info: (message) => app.log.info(message), warn: (message) => app.log.warn(message) },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: closing`);
    // No new connection is taken and requests arriving meanwhile are answered 503; requests in flight finish first,
    // then the database closes, so PGlite's folder is left consistent. A request still running after
    // DRAIN_TIMEOUT_MS loses its connection: its transaction either committed or is rolled back as the database
    // closes, so nothing is left half-applied, and a restart is never held up by one slow client.
    const drainLimit = setTimeout(() => {
      app.log.warn(`requests still running ${DRAIN_TIMEOUT_MS / 1000} s after ${signal}: closing their connections`);
      app.server.closeAllConnections();
    }, DRAIN_TIMEOUT_MS);
    // Beside the requests: a send in flight finishes, or its message goes out again once its lease runs out.
    await Promise.all([
      app.close(),
      outboxWorker.stop(DRAIN_TIMEOUT_MS / 2),
      reminderScheduler.stop(DRAIN_TIMEOUT_MS / 2),
    ]);
    clearTimeout(drainLimit);
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const where = database.kind === 'pglite' ? `PGlite in ${env.DATA_DIR}` : 'PostgreSQL';
  app.log.info(`Courtside is listening on http://localhost:${env.PORT} (database: ${where})`);
  outboxWorker.start();
  reminderScheduler.start();
  app.log.info(
    env.SMTP_URL
      ? `sending email through ${new URL(env.SMTP_URL).host} from ${env.MAIL_FROM}`
      : 'no SMTP_URL: email is kept unsent in the outbox (/admin/outbox) and logged',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
