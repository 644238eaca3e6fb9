import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_METADATA_MAX_KEYS,
  postAnalyticsResponse,
} from '@courtside/shared/schemas/analytics';
import { analyticsDailyTagUsers, analyticsDailyTags, analyticsDailyUsers, analyticsEvents } from '../db/schema';
import { expectContract, expectError } from '../test/assertions';
import { createTestApp, injectAs, signedInUser, type TestApp } from '../test/test-app';
import { TOO_MANY_EVENTS_MESSAGE } from './analytics-input';
import { ANALYTICS_POSTS_PER_MINUTE } from './analytics';

let t: TestApp;
let player: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  player = await signedInUser(t.app);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

// Each test posts from its own address, so the per-address limit of one test never reaches another.
let addressCounter = 0;
const nextAddress = () => `127.0.1.${++addressCounter}`;

function post(payload: unknown, options: { cookie?: string; address?: string } = {}) {
  return injectAs(t.app, options.cookie, {
    method: 'POST',
    url: '/api/1.0/analytics/post',
    remoteAddress: options.address ?? nextAddress(),
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
}

const event = (overrides: Record<string, unknown> = {}) => ({
  event_type: 'click',
  tag: 'league.standings.toggle',
  page: '/leagues/1',
  ...overrides,
});

const storedEvents = () => t.app.db.select().from(analyticsEvents).orderBy(analyticsEvents.id);
const countStored = async () => (await storedEvents()).length;

describe('POST analytics/post', () => {
  it('stores an anonymous visitor’s events without a user', async () => {
    const before = await countStored();
    const answer = expectContract(
      await post([event({ tag: 'navigation.page_view', event_type: 'page_view', page: '/' })]),
      200,
      postAnalyticsResponse,
    );
    expect(answer).toEqual({ received: 1, user_id: null });
    const stored = (await storedEvents()).slice(before);
    expect(stored).toMatchObject([{ eventType: 'page_view', tag: 'navigation.page_view', page: '/', userId: null }]);
  });

  it('stores a signed-in user’s events as theirs and never takes a user from the body', async () => {
    const before = await countStored();
    const answer = expectContract(
      await post(
        [event({ user_id: 999_999, metadata: { league_id: 7, label: 'Spring', open: true, note: null } }), event()],
        { cookie: player.cookie },
      ),
      200,
      postAnalyticsResponse,
    );
    expect(answer).toEqual({ received: 2, user_id: player.user.id });
    const stored = (await storedEvents()).slice(before);
    expect(stored.map((row) => row.userId)).toEqual([player.user.id, player.user.id]);
    expect(stored[0]!.metadata).toEqual({ league_id: 7, label: 'Spring', open: true, note: null });
    expect(stored[1]!.metadata).toBeNull();
  });

  it('keeps an event with every field at its longest, and a batch of the most events', async () => {
    const before = await countStored();
    const metadata = Object.fromEntries(
      Array.from({ length: ANALYTICS_METADATA_MAX_KEYS }, (_, i) => [`${i}`.padStart(50, 'k'), 'v'.repeat(500)]),
    );
    const longest = event({ tag: 't'.repeat(100), page: 'p'.repeat(2048), metadata });
    expectContract(await post([longest]), 200, postAnalyticsResponse);
    expect((await storedEvents()).at(-1)).toMatchObject({ tag: longest.tag, page: longest.page, metadata });
    const batch = Array.from({ length: ANALYTICS_BATCH_MAX }, (_, i) => event({ tag: `batch.${i}` }));
    expectContract(await post(batch), 200, postAnalyticsResponse);
    expect(await countStored()).toBe(before + 1 + ANALYTICS_BATCH_MAX);
  });

  it('refuses a body over the server’s size limit before reading its events', async () => {
    const before = await countStored();
    const metadata = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`note${i}`, 'v'.repeat(500)]));
    // Each event (7 kB) is within the rules; a hundred of them (700 kB) are not what a browser flushes.
    const huge = Array.from({ length: ANALYTICS_BATCH_MAX }, () => event({ page: 'p'.repeat(2048), metadata }));
    expectError(await post(huge), 413, 'The request body is too large.');
    expect(await countStored()).toBe(before);
  });

  it('stores a page of the default empty text when none is sent', async () => {
    const before = await countStored();
    expectContract(await post([{ event_type: 'custom', tag: 'league_joined' }]), 200, postAnalyticsResponse);
    expect((await storedEvents()).slice(before)).toMatchObject([{ tag: 'league_joined', page: '' }]);
  });

  it('rolls the batch up with the one statement that stores it', async () => {
    const tag = 'match.rollup_check';
    await post([event({ tag }), event({ tag }), event({ tag })], { cookie: player.cookie });
    await post([event({ tag })]);
    const today = new Date().toISOString().slice(0, 10);
    const tags = await t.app.db.select().from(analyticsDailyTags);
    expect(tags.filter((row) => row.tag === tag)).toEqual([{ day: today, tag, eventCount: 4 }]);
    const tagUsers = await t.app.db.select().from(analyticsDailyTagUsers);
    expect(tagUsers.filter((row) => row.tag === tag)).toEqual([{ day: today, tag, userId: player.user.id }]);
    const users = await t.app.db.select().from(analyticsDailyUsers);
    expect(users).toContainEqual({ day: today, userId: player.user.id });
    // Anonymous events are counted as events but never as users.
    expect(users.every((row) => row.userId !== null)).toBe(true);
  });
});

describe('the visitor’s clock', () => {
  const received = new Date('2026-11-23T12:00:00.000Z');
  const HOUR = 60 * 60 * 1000;

  async function storedTimes(timestamps: (string | undefined)[]) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(received);
    const before = await countStored();
    const batch = timestamps.map((timestamp) => event(timestamp === undefined ? {} : { timestamp }));
    expectContract(await post(batch), 200, postAnalyticsResponse);
    vi.useRealTimers();
    return (await storedEvents()).slice(before).map((row) => row.occurredAt.toISOString());
  }

  it('keeps a time within the hour before the batch arrived', async () => {
    expect(
      await storedTimes(['2026-11-23T11:30:00.000Z', '2026-11-23T12:00:00Z', '2026-11-23T13:00:00+02:00']),
    ).toEqual(['2026-11-23T11:30:00.000Z', '2026-11-23T12:00:00.000Z', '2026-11-23T11:00:00.000Z']);
  });

  it('clamps earlier and later times into that hour, and uses the arrival time when none is sent', async () => {
    expect(
      await storedTimes([
        '2026-11-23T10:59:59.999Z',
        '1970-01-01T00:00:00Z',
        '2026-11-23T12:00:00.001Z',
        '2099-01-01T00:00:00Z',
        undefined,
      ]),
    ).toEqual([
      new Date(received.getTime() - HOUR).toISOString(),
      new Date(received.getTime() - HOUR).toISOString(),
      received.toISOString(),
      received.toISOString(),
      received.toISOString(),
    ]);
  });
});

describe('a batch the schema refuses is refused whole, with a clear message', () => {
  const metadataOfKeys = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, i]));
  it.each([
    ['an object', {}, 'The body must be an array of events.'],
    ['a string', 'events', 'The body must be an array of events.'],
    ['null', null, 'The body must be an array of events.'],
    ['an empty batch', [], 'Send at least one event.'],
    ['101 events', Array.from({ length: 101 }, () => event()), 'Send at most 100 events at a time.'],
    ['an event that is not an object', [event(), 5], 'Event 2 must be an object with event_type and tag.'],
    [
      'an unknown event_type',
      [event({ event_type: 'hover' })],
      'Event 1: event_type must be click, custom, page_view or error.',
    ],
    ['no event_type', [{ tag: 'a' }], 'Event 1: event_type must be click, custom, page_view or error.'],
    ['no tag', [{ event_type: 'click' }], 'Event 1: tag is required.'],
    ['a tag that is a number', [event({ tag: 5 })], 'Event 1: tag must be a string.'],
    ['an empty tag', [event({ tag: '' })], 'Event 1: tag must not be empty.'],
    ['a tag of 101 characters', [event({ tag: 'x'.repeat(101) })], 'Event 1: tag must be at most 100 characters.'],
    [
      'a tag with a space',
      [event(), event({ tag: 'league open' })],
      'Event 2: tag may contain only letters, digits and . _ - : /.',
    ],
    ['a tag with markup', [event({ tag: '<script>' })], 'Event 1: tag may contain only letters, digits and . _ - : /.'],
    [
      'a page of 2049 characters',
      [event({ page: 'p'.repeat(2049) })],
      'Event 1: page must be at most 2048 characters.',
    ],
    [
      'nested metadata',
      [event({ metadata: { league: { id: 1 } } })],
      'Event 1: metadata values must be strings, numbers, true/false or null.',
    ],
    [
      'metadata that is a list',
      [event({ metadata: [1, 2] })],
      'Event 1: metadata must be an object of strings, numbers, true/false or null.',
    ],
    ['metadata of 21 keys', [event({ metadata: metadataOfKeys(21) })], 'Event 1: metadata may have at most 20 keys.'],
    [
      'a metadata key of 51 characters',
      [event({ metadata: { ['k'.repeat(51)]: 1 } })],
      'Event 1: metadata keys must be at most 50 characters.',
    ],
    [
      'a metadata value of 501 characters',
      [event({ metadata: { note: 'v'.repeat(501) } })],
      'Event 1: metadata values must be at most 500 characters.',
    ],
    ['a date without a time', [event({ timestamp: '2026-11-23' })], 'Event 1: timestamp must be an ISO date-time.'],
    [
      'a time without a zone',
      [event({ timestamp: '2026-11-23T10:00:00' })],
      'Event 1: timestamp must be an ISO date-time.',
    ],
    ['a time as a number', [event({ timestamp: 1_764_000_000_000 })], 'Event 1: timestamp must be an ISO date-time.'],
    [
      'a NUL character in metadata',
      [event({ metadata: { note: 'a\u0000b' } })],
      'Text cannot contain the NUL character (\\u0000).',
    ],
    ['a NUL character in the page', [event({ page: '/a\u0000b' })], 'Text cannot contain the NUL character (\\u0000).'],
  ])('refuses %s', async (_name, payload, message) => {
    const before = await countStored();
    expectError(await post(payload), 400, message);
    expect(await countStored()).toBe(before);
  });

  it('names a few problems of a batch and counts the rest', async () => {
    const batch = Array.from({ length: 5 }, () => event({ tag: 'bad tag' }));
    expectError(
      await post(batch),
      400,
      'Event 1: tag may contain only letters, digits and . _ - : /. Event 2: tag may contain only letters, digits and . _ - : /. ' +
        'Event 3: tag may contain only letters, digits and . _ - : /. (2 more problems.)',
    );
  });

  it('stores none of a batch when one event is bad', async () => {
    const before = await countStored();
    expect((await post([event(), event(), event({ event_type: 'nope' })])).statusCode).toBe(400);
    expect(await countStored()).toBe(before);
  });

  it('asks for JSON, which sendBeacon sends with a JSON Blob', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/1.0/analytics/post',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify([event()]),
    });
    expectError(response, 415, 'Requests that change data must send JSON (Content-Type: application/json).');
  });
});

describe('the collection limit', () => {
  async function useUp(options: { cookie?: string; address: string }) {
    // Refused batches count too: the limit is on requests, so these are the cheapest to send.
    for (let i = 0; i < ANALYTICS_POSTS_PER_MINUTE; i++) {
      const response = await post([], options);
      expect(response.statusCode).toBe(400);
    }
  }

  it('allows 120 requests a minute from one address, then answers 429 and stores nothing', async () => {
    const address = nextAddress();
    await useUp({ address });
    const before = await countStored();
    expectError(await post([event()], { address }), 429, TOO_MANY_EVENTS_MESSAGE);
    expect(await countStored()).toBe(before);
    // Another address is not held back.
    expectContract(await post([event()], { address: nextAddress() }), 200, postAnalyticsResponse);
  });

  it('counts a signed-in user’s requests by the user, wherever they come from', async () => {
    const member = await signedInUser(t.app);
    const home = nextAddress();
    await useUp({ cookie: member.cookie, address: home });
    expectError(await post([event()], { cookie: member.cookie, address: home }), 429, TOO_MANY_EVENTS_MESSAGE);
    expectError(await post([event()], { cookie: member.cookie, address: nextAddress() }), 429, TOO_MANY_EVENTS_MESSAGE);
    // Others behind the same address (a household, an office) are not held back.
    expectContract(await post([event()], { cookie: player.cookie, address: home }), 200, postAnalyticsResponse);
    expectContract(await post([event()], { address: home }), 200, postAnalyticsResponse);
  });
});

describe('the OpenAPI document', () => {
  it('lists the analytics calls under their tag with their refusals', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; responses: Record<string, unknown> }>>;
    };
    const operations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/1.0/analytics/'))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
      );
    expect(operations.map(({ method, path }) => `${method} ${path}`).sort()).toEqual([
      'get /api/1.0/analytics/club',
      'get /api/1.0/analytics/events',
      'get /api/1.0/analytics/health',
      'get /api/1.0/analytics/metrics',
      'get /api/1.0/analytics/performance',
      'post /api/1.0/analytics/post',
    ]);
    for (const { method, operation } of operations) {
      expect(operation.tags).toEqual(['analytics']);
      const refusals = method === 'post' ? ['400', '429'] : ['400', '401', '403'];
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', ...refusals]));
    }
  });
});
