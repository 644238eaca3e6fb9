import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { URGENT_TAG_PREFIXES } from '@courtside/shared/analytics/tags';
import type { AnalyticsEventInput } from '@courtside/shared/schemas/analytics';
import { installFakeApi, type FakeResponse } from '@/test/fake-api';
import { MAX_QUEUED_EVENTS } from './analytics-queue';
import { installAnalytics, resetAnalytics } from './install';
import { ANALYTICS_POST_URL } from './send-events';
import { track } from './track';

const accepted: FakeResponse = { body: { received: 1, user_id: null } };

/** The fake server's analytics endpoint, answering each request with the next of `answers` (then the last). */
function analyticsServer(...answers: (FakeResponse | 'network error')[]) {
  let served = 0;
  const api = installFakeApi({
    'POST analytics/post': () => {
      const answer = answers[Math.min(served++, answers.length - 1)] ?? accepted;
      if (answer === 'network error') throw new TypeError('Failed to fetch');
      return answer;
    },
  });
  const posts = () => api.callsTo('POST', 'analytics/post');
  return {
    ...api,
    posts,
    /** The tags of each request, in the order they were sent. */
    sentTags: () => posts().map((call) => (call.body as AnalyticsEventInput[]).map((event) => event.tag)),
  };
}

const custom = (tag: string) => track({ event_type: 'custom', tag });

beforeEach(() => {
  vi.useFakeTimers();
  installAnalytics();
});

afterEach(() => {
  resetAnalytics();
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('the 5-second flush', () => {
  it('sends nothing before 5 s, then one request with every pending event', async () => {
    const server = analyticsServer();
    window.history.replaceState(null, '', '/leagues/3/standings?tab=division');
    custom('league_joined');
    track({ event_type: 'click', tag: 'other.thing', metadata: { league_id: 3 } });
    custom('error.later');

    await vi.advanceTimersByTimeAsync(4_999);
    expect(server.posts()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);

    expect(server.sentTags()).toEqual([['league_joined', 'other.thing', 'error.later']]);
    const [event] = server.posts()[0]?.body as AnalyticsEventInput[];
    // The pathname only: a query string may carry what the user typed.
    expect(event).toEqual({
      event_type: 'custom',
      tag: 'league_joined',
      page: '/leagues/3/standings',
      timestamp: new Date(Date.now() - 5_000).toISOString(),
    });
    expect((server.posts()[0]?.body as AnalyticsEventInput[])[1]?.metadata).toEqual({ league_id: 3 });
  });

  it('posts JSON with the session cookie to analytics/post', async () => {
    const server = analyticsServer();
    custom('league_joined');
    await vi.advanceTimersByTimeAsync(5_000);

    const [url, init] = server.fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(ANALYTICS_POST_URL);
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', keepalive: false });
    expect(server.posts()[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('is not postponed by events queued while it waits', async () => {
    const server = analyticsServer();
    custom('first');
    await vi.advanceTimersByTimeAsync(3_000);
    custom('second');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(server.sentTags()).toEqual([['first', 'second']]);
  });

  it('sends nothing while nothing is queued, and does not keep ticking after a flush', async () => {
    const server = analyticsServer();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.fetchMock).not.toHaveBeenCalled();

    custom('only');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.sentTags()).toEqual([['only']]);
  });

  it('splits more than 100 events into requests of at most 100, in order', async () => {
    const server = analyticsServer();
    for (let index = 0; index < 250; index += 1) custom(`custom.event-${index}`);
    await vi.advanceTimersByTimeAsync(5_000);

    const batches = server.sentTags();
    expect(batches.map((tags) => tags.length)).toEqual([100, 100, 50]);
    expect(batches.flat()).toEqual(Array.from({ length: 250 }, (_, index) => `custom.event-${index}`));
  });
});

describe('urgent tags', () => {
  it.each(URGENT_TAG_PREFIXES)('flush a "%s" tag at 50 ms, not at 49', async (prefix) => {
    const server = analyticsServer();
    custom(`${prefix}something`);
    await vi.advanceTimersByTimeAsync(49);
    expect(server.posts()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.sentTags()).toEqual([[`${prefix}something`]]);
  });

  it('bring a waiting 5-second batch forward with them', async () => {
    const server = analyticsServer();
    custom('league_joined');
    await vi.advanceTimersByTimeAsync(1_000);
    custom('navigation.dashboard');
    await vi.advanceTimersByTimeAsync(50);
    expect(server.sentTags()).toEqual([['league_joined', 'navigation.dashboard']]);
  });

  it('leave later ordinary events to the next 5-second flush', async () => {
    const server = analyticsServer();
    custom('match.viewed');
    await vi.advanceTimersByTimeAsync(50);
    custom('match_scheduled');
    await vi.advanceTimersByTimeAsync(4_999);
    expect(server.sentTags()).toEqual([['match.viewed']]);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.sentTags()).toEqual([['match.viewed'], ['match_scheduled']]);
  });
});

describe('leaving the page', () => {
  let sendBeacon: ReturnType<typeof vi.fn<(url: string, data?: BodyInit | null) => boolean>>;

  beforeEach(() => {
    sendBeacon = vi.fn<(url: string, data?: BodyInit | null) => boolean>(() => true);
    // jsdom has no sendBeacon; an own property stands in for the browser's.
    navigator.sendBeacon = sendBeacon;
  });

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
    Reflect.deleteProperty(document, 'visibilityState');
  });

  function hideTab() {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }

  async function beaconBody(call: number): Promise<{ type: string; events: AnalyticsEventInput[] }> {
    const blob = sendBeacon.mock.calls[call]?.[1] as Blob;
    // jsdom's Blob has no text(), and its FileReader does not run on the fake clock: read on the real one.
    vi.useRealTimers();
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.addEventListener('load', () => resolve(String(reader.result)));
      reader.readAsText(blob);
    });
    vi.useFakeTimers();
    return { type: blob.type, events: JSON.parse(text) as AnalyticsEventInput[] };
  }

  it('sends everything pending by beacon, as JSON, when the tab is hidden', async () => {
    const server = analyticsServer();
    custom('league_joined');
    custom('navigation.dashboard');
    hideTab();
    // Nothing is left for the timers to send twice.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.fetchMock).not.toHaveBeenCalled();

    expect(sendBeacon).toHaveBeenCalledOnce();
    expect(sendBeacon.mock.calls[0]?.[0]).toBe(ANALYTICS_POST_URL);
    const body = await beaconBody(0);
    expect(body.type).toBe('application/json');
    expect(body.events.map((event) => event.tag)).toEqual(['league_joined', 'navigation.dashboard']);
  });

  it('sends by beacon on pagehide (unload), in batches of at most 100', async () => {
    analyticsServer();
    for (let index = 0; index < 150; index += 1) custom(`custom.event-${index}`);
    window.dispatchEvent(new Event('pagehide'));

    expect(sendBeacon).toHaveBeenCalledTimes(2);
    expect((await beaconBody(0)).events).toHaveLength(100);
    expect((await beaconBody(1)).events.map((event) => event.tag)).toEqual(
      Array.from({ length: 50 }, (_, index) => `custom.event-${index + 100}`),
    );
  });

  it('sends nothing when nothing is pending, or when the tab is only shown', () => {
    analyticsServer();
    window.dispatchEvent(new Event('pagehide'));
    custom('league_joined');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it.each([
    ['returns false', () => false],
    [
      'throws',
      () => {
        throw new TypeError('sendBeacon() with a non-safelisted Blob type is disabled');
      },
    ],
  ])('falls back to a keepalive fetch when sendBeacon %s', async (_, answer) => {
    sendBeacon.mockImplementation(answer);
    const server = analyticsServer();
    custom('league_joined');
    hideTab();
    await vi.advanceTimersByTimeAsync(0);

    expect(sendBeacon).toHaveBeenCalledOnce();
    expect(server.sentTags()).toEqual([['league_joined']]);
    expect(server.fetchMock.mock.calls[0]?.[1]).toMatchObject({ keepalive: true, credentials: 'same-origin' });
    expect(server.posts()[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('falls back to a keepalive fetch where there is no sendBeacon', async () => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
    const server = analyticsServer();
    custom('league_joined');
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.fetchMock.mock.calls[0]?.[1]).toMatchObject({ keepalive: true });
  });

  it('keeps the events when the keepalive fetch fails too, in case the tab comes back', async () => {
    sendBeacon.mockReturnValue(false);
    const server = analyticsServer('network error', accepted);
    custom('league_joined');
    hideTab();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.sentTags()).toEqual([['league_joined'], ['league_joined']]);
  });
});

describe('failures', () => {
  it.each([
    ['a network failure', 'network error' as const],
    ['a 500', { status: 500, body: { error: 'There was an unexpected error. Please try again later.' } }],
    ['a 503', { status: 503 }],
    ['a 429', { status: 429, body: { error: 'Too many requests' } }],
  ])('after %s, the events go out again first in the next flush', async (_, failure) => {
    const server = analyticsServer(failure, accepted);
    custom('first');
    await vi.advanceTimersByTimeAsync(5_000);
    custom('second');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.sentTags()).toEqual([['first'], ['first', 'second']]);
  });

  it('retries the unsent batches of a split flush, from the one that failed', async () => {
    const server = analyticsServer(accepted, { status: 502 }, accepted);
    for (let index = 0; index < 150; index += 1) custom(`custom.event-${index}`);
    await vi.advanceTimersByTimeAsync(5_000);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.sentTags().map((tags) => [tags[0], tags.length])).toEqual([
      ['custom.event-0', 100],
      ['custom.event-100', 50],
      ['custom.event-100', 50],
    ]);
  });

  it('waits longer after each failure in a row: 5 s, then 10 s', async () => {
    const server = analyticsServer({ status: 500 });
    custom('first');
    await vi.advanceTimersByTimeAsync(5_000);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.posts()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(server.posts()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.posts()).toHaveLength(3);
  });

  it('drops events the server refuses with a 400, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const server = analyticsServer({ status: 400, body: { error: 'Send at least one event.' } }, accepted);
    custom('refused');
    await vi.advanceTimersByTimeAsync(5_000);
    custom('later');
    await vi.advanceTimersByTimeAsync(60_000);

    expect(server.sentTags()).toEqual([['refused'], ['later']]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('status 400'));
  });

  it(`keeps at most ${MAX_QUEUED_EVENTS} events, dropping the oldest`, async () => {
    const server = analyticsServer('network error', accepted);
    custom('custom.event-0');
    await vi.advanceTimersByTimeAsync(5_000);
    // Offline for a while: the failed event is still queued, and more arrive.
    for (let index = 1; index <= MAX_QUEUED_EVENTS + 9; index += 1) custom(`custom.event-${index}`);
    await vi.advanceTimersByTimeAsync(5_000);

    const retried = server.sentTags().slice(1).flat();
    expect(retried).toHaveLength(MAX_QUEUED_EVENTS);
    expect(retried[0]).toBe('custom.event-10');
    expect(retried.at(-1)).toBe(`custom.event-${MAX_QUEUED_EVENTS + 9}`);
  });
});

describe('track', () => {
  it('does nothing until analytics is installed', async () => {
    resetAnalytics();
    const server = analyticsServer();
    custom('navigation.dashboard');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.fetchMock).not.toHaveBeenCalled();
  });

  it('leaves out an event the server would refuse, without spoiling the batch or throwing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const server = analyticsServer();
    custom('has spaces');
    track({ event_type: 'custom', tag: 'nested', metadata: { deep: { a: 1 } } as never });
    custom('league_joined');
    await vi.advanceTimersByTimeAsync(5_000);

    expect(server.sentTags()).toEqual([['league_joined']]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"has spaces" not recorded'));
  });
});
