import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppSettings } from '../app';
import type { Database } from '../db/client';
import { insertAnalyticsEvents, type NewAnalyticsEvent } from '../db/queries/analytics';
import { analyticsDailyTags, analyticsDailyUsers, analyticsEvents } from '../db/schema';
import { createTestApp, createUser, type TestApp } from '../test/test-app';
import { analyticsPruneSettled, installAnalyticsRetention } from './analytics-retention';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('pruning in the real app', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
  });

  it('runs when the app is ready, with the retention from the settings', async () => {
    t = await createTestApp({ analyticsRetentionDays: 2 });
    const { user } = await createUser(t.app);
    const event = (daysAgo: number): NewAnalyticsEvent => ({
      eventType: 'click',
      tag: `aged.${daysAgo}`,
      page: '/',
      userId: user.id,
      occurredAt: new Date(Date.now() - daysAgo * DAY_MS),
    });
    await insertAnalyticsEvents(t.app.db, [event(5), event(3), event(1), event(0)]);

    await t.app.ready();
    await analyticsPruneSettled(t.app);
    const events = await t.app.db.select().from(analyticsEvents);
    expect(events.map((row) => row.tag).sort()).toEqual(['aged.0', 'aged.1']);
    const tagDays = await t.app.db.select().from(analyticsDailyTags);
    expect(tagDays.map((row) => row.tag).sort()).toEqual(['aged.0', 'aged.1']);
    expect(await t.app.db.select().from(analyticsDailyUsers)).toHaveLength(2);
  });
});

/**
 * The schedule on a database stand-in whose statements wait until the test lets them go: pruneAnalytics only
 * ever calls execute, and answers `deleted` rows per statement.
 */
function standInDatabase(deleted = 0) {
  let release: () => void = () => {};
  let gate = Promise.resolve();
  const execute = vi.fn(async () => {
    await gate;
    return { rows: [{ deleted }] };
  });
  return {
    db: { execute } as unknown as Database,
    execute,
    hold() {
      gate = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
    fail(error: Error) {
      execute.mockImplementation(async () => {
        throw error;
      });
    },
  };
}

interface LogLine {
  level: number;
  msg: string;
  pruned?: Record<string, number>;
  retentionDays?: number;
  err?: { message?: string };
}

function appWith(db: Database, options: { intervalMs?: number } = {}) {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as LogLine);
      done();
    },
  });
  const app: FastifyInstance = Fastify({ logger: { level: 'info', stream } });
  app.decorate('db', db);
  app.decorate('settings', { analyticsRetentionDays: 7 } as AppSettings);
  installAnalyticsRetention(app, options);
  app.get('/ping', async () => ({ pong: true }));
  return { app, lines, logged: (message: string) => lines.filter((line) => line.msg === message) };
}

describe('the pruning schedule', () => {
  it('starts a run at ready without making start-up wait for it, and logs what it pruned', async () => {
    const database = standInDatabase();
    database.hold();
    const { app, logged } = appWith(database.db);
    await app.ready();
    // Ready, while the run's first statement is still waiting.
    expect(database.execute).toHaveBeenCalledTimes(1);
    expect(logged('pruned old analytics events')).toEqual([]);
    database.release();
    await analyticsPruneSettled(app);
    expect(logged('pruned old analytics events')).toMatchObject([
      {
        level: 30,
        retentionDays: 7,
        pruned: { events: 0, dailyTags: 0, dailyUsers: 0, dailyTagUsers: 0, lastDays: 0 },
      },
    ]);
    await app.close();
  });

  it('runs again at each interval and stops when the app closes', async () => {
    const database = standInDatabase();
    const { app, logged } = appWith(database.db, { intervalMs: 20 });
    await app.ready();
    await vi.waitFor(() => expect(logged('pruned old analytics events').length).toBeGreaterThanOrEqual(3));
    await app.close();
    const calls = database.execute.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(database.execute.mock.calls.length).toBe(calls);
  });

  it('logs a failed run and keeps serving and trying', async () => {
    const database = standInDatabase();
    database.fail(new Error('the disk is full'));
    const { app, logged } = appWith(database.db, { intervalMs: 20 });
    await app.ready();
    await vi.waitFor(() => expect(logged('pruning analytics events failed').length).toBeGreaterThanOrEqual(2));
    expect(logged('pruning analytics events failed')[0]).toMatchObject({
      level: 50,
      err: { message: 'the disk is full' },
    });
    expect((await app.inject({ method: 'GET', url: '/ping' })).json()).toEqual({ pong: true });
    await app.close();
  });

  it('waits on close for the statement in progress, then stops between batches', async () => {
    // Every statement deletes a whole batch, so only the stop ends the run.
    const database = standInDatabase(10_000);
    database.hold();
    const { app, logged } = appWith(database.db);
    await app.ready();
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(closed).toBe(false);
    database.release();
    await closing;
    expect(database.execute).toHaveBeenCalledTimes(1);
    expect(logged('pruned old analytics events')).toMatchObject([{ pruned: { events: 10_000, dailyTags: 0 } }]);
  });
});
