import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyticsEventsResponse, type AnalyticsEventDto } from '@courtside/shared/schemas/analytics';
import { insertAnalyticsEvents, type NewAnalyticsEvent } from '../db/queries/analytics';
import { users } from '../db/schema';
import { analyticsPruneSettled } from '../plugins/analytics-retention';
import { expectContract, expectError } from '../test/assertions';
import { useAppWithAdmin } from '../test/league-fixtures';
import { areaCaller, createUser } from '../test/test-app';

const t = useAppWithAdmin({ settings: { analyticsRetentionDays: 100_000 } });
let member: Awaited<ReturnType<typeof createUser>>;
let leaver: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  await analyticsPruneSettled(t.app);
  member = await createUser(t.app);
  leaver = await createUser(t.app);
  const base = Date.parse('2026-05-01T00:00:00Z');
  const minute = 60_000;
  const events: NewAnalyticsEvent[] = [];
  // 120 events a minute apart, the newest last: every third by the member, every fifth by the leaver.
  for (let i = 0; i < 120; i++) {
    const userId = i % 3 === 0 ? member.user.id : i % 5 === 0 ? leaver.user.id : null;
    const tag = i % 2 === 0 ? 'league.open' : 'navigation.page_view';
    events.push({
      eventType: i % 2 === 0 ? 'click' : 'page_view',
      tag,
      page: `/page/${i}`,
      userId,
      occurredAt: new Date(base + i * minute),
      metadata: i === 119 ? { league_id: 4, from: 'menu' } : null,
    });
  }
  await insertAnalyticsEvents(t.app.db, events);
  // Two at the very same moment, stored in separate statements: the later id is the newer.
  const tie = (tag: string): NewAnalyticsEvent => ({
    eventType: 'custom',
    tag,
    page: '/tie',
    userId: null,
    occurredAt: new Date('2026-04-01T00:00:00Z'),
  });
  await insertAnalyticsEvents(t.app.db, [tie('tie.first')]);
  await insertAnalyticsEvents(t.app.db, [tie('tie.second')]);
  await t.app.db.update(users).set({ disabledOrDeleted: true }).where(eq(users.id, leaver.user.id));
});

const call = areaCaller(() => t.app, 'analytics');
const events = async (query = '') =>
  expectContract(await call(t.admin, 'GET', `events?${query}`), 200, analyticsEventsResponse);
const pageNumbers = (list: AnalyticsEventDto[]) => list.map((event) => Number(event.page.split('/').at(-1)));
const isNewestFirst = (list: AnalyticsEventDto[]) =>
  list.every(
    (event, i) =>
      i === 0 ||
      list[i - 1]!.timestamp > event.timestamp ||
      (list[i - 1]!.timestamp === event.timestamp && list[i - 1]!.id > event.id),
  );

describe('GET analytics/events', () => {
  it('gives the newest 100 first, with each event’s fields', async () => {
    const list = await events();
    expect(list).toHaveLength(100);
    expect(pageNumbers(list)).toEqual(Array.from({ length: 100 }, (_, i) => 119 - i));
    expect(list[0]).toEqual({
      id: list[0]!.id,
      event_type: 'page_view',
      tag: 'navigation.page_view',
      page: '/page/119',
      user_id: null,
      user_email: null,
      timestamp: '2026-05-01T01:59:00.000Z',
      metadata: { league_id: 4, from: 'menu' },
    });
  });

  it('names a signed-in user by email, and keeps the id but not the email of a removed one', async () => {
    const list = await events('limit=10');
    const byMember = list.find((event) => event.page === '/page/117');
    expect(byMember).toMatchObject({ user_id: member.user.id, user_email: member.email });
    const byLeaver = list.find((event) => event.page === '/page/115');
    expect(byLeaver).toMatchObject({ user_id: leaver.user.id, user_email: null });
    expect(list.find((event) => event.page === '/page/118')).toMatchObject({ user_id: null, user_email: null });
  });

  it('takes a limit from 1 to 500', async () => {
    expect(pageNumbers(await events('limit=1'))).toEqual([119]);
    const all = await events('limit=500');
    expect(all).toHaveLength(122);
    expect(isNewestFirst(all)).toBe(true);
    // Equal times: the one stored last comes first.
    expect(all.slice(-2).map((event) => event.tag)).toEqual(['tie.second', 'tie.first']);
  });

  it('filters by tag, by user, and by both', async () => {
    const byTag = await events('tag=league.open&limit=500');
    expect(byTag).toHaveLength(60);
    expect(byTag.every((event) => event.tag === 'league.open')).toBe(true);
    expect(isNewestFirst(byTag)).toBe(true);

    const byUser = await events(`user_id=${member.user.id}&limit=500`);
    expect(byUser).toHaveLength(40);
    expect(byUser.every((event) => event.user_id === member.user.id && event.user_email === member.email)).toBe(true);
    expect(pageNumbers(byUser).slice(0, 3)).toEqual([117, 114, 111]);

    const both = await events(`user_id=${member.user.id}&tag=navigation.page_view&limit=3`);
    expect(pageNumbers(both)).toEqual([117, 111, 105]);

    expect(await events('tag=never.used')).toEqual([]);
    expect(await events('user_id=2147483647')).toEqual([]);
  });

  it.each([
    ['a limit of 0', 'limit=0', 'limit must be at least 1.'],
    ['a limit of 501', 'limit=501', 'limit must be at most 500.'],
    ['a limit that is not a number', 'limit=all', 'limit must be a number.'],
    ['a tag with a space', 'tag=league%20open', 'tag may contain only letters, digits and . _ - : /.'],
    ['an empty tag', 'tag=', 'tag must not be empty.'],
    ['a user id that is not a number', 'user_id=me', 'user_id must be a number.'],
    ['a user id of 0', 'user_id=0', 'user_id must be a positive number.'],
  ])('refuses %s', async (_name, query, message) => {
    expectError(await call(t.admin, 'GET', `events?${query}`), 400, message);
  });
});
