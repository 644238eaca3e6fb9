import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsMetricsResponse, postAnalyticsResponse } from '@courtside/shared/schemas/analytics';
import { compareRollupsWithEvents } from '../db/queries/analytics-consistency';
import { analyticsEvents } from '../db/schema';
import { quickPlayers, signedInAs } from '../test/league-fixtures';
import { expectContract } from '../test/assertions';
import { areaCaller, createTestApp, injectAs, signedInUser, type TestApp } from '../test/test-app';

// Batches that arrive together touch the same days and tags: the trigger must count every event once and
// every user once a day. On PGlite the statements take turns; with TEST_DATABASE_URL they truly overlap on a
// pool of connections (analytics-concurrency.pg.test.ts pushes harder there).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TAGS = ['league.open', 'match.score', 'navigation.page_view'];

describe('batches posted at the same time', () => {
  it('are each stored whole and rolled up exactly', async () => {
    const members = await Promise.all((await quickPlayers(t.app, 6)).map((member) => signedInAs(t.app, member.email)));
    const batch = (size: number, offset: number) =>
      Array.from({ length: size }, (_, i) => ({ event_type: 'click', tag: TAGS[(i + offset) % TAGS.length]! }));
    const sizes = Array.from({ length: 36 }, (_, i) => 20 + (i % 5));
    const posts = sizes.map((size, i) => {
      const payload = JSON.stringify(batch(size, i));
      const member = members[i % 7];
      return injectAs(t.app, member?.cookie, {
        method: 'POST',
        url: '/api/1.0/analytics/post',
        remoteAddress: `127.0.3.${i}`,
        headers: { 'content-type': 'application/json' },
        payload,
      });
    });
    const answers = (await Promise.all(posts)).map((response) => expectContract(response, 200, postAnalyticsResponse));
    const sent = answers.reduce((sum, answer) => sum + answer.received, 0);
    expect(sent).toBe(sizes.reduce((sum, size) => sum + size, 0));

    const [stored] = await t.app.db.select({ total: count() }).from(analyticsEvents);
    expect(stored!.total).toBe(sent);
    const { stored: rollups, expected } = await compareRollupsWithEvents(t.app.db);
    expect(rollups).toEqual(expected);
    // Six members were active (the seventh caller is anonymous), whatever the day boundary did.
    expect(new Set(rollups.dailyUsers.map((line) => line.split(' ')[1])).size).toBe(6);

    const admin = await signedInUser(t.app, 'admin');
    const metrics = expectContract(
      await areaCaller(() => t.app, 'analytics')(admin, 'GET', 'metrics'),
      200,
      analyticsMetricsResponse,
    );
    expect(metrics).toMatchObject({ total_events: sent, total_active_users: 6, active_features: 3 });
    expect(metrics.top_features.map((feature) => feature.unique_users)).toEqual([6, 6, 6]);
  });
});
