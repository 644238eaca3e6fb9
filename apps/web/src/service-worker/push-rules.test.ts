import { describe, expect, it } from 'vitest';
import {
  FALLBACK_NOTIFICATION,
  FALLBACK_NOTIFICATION_PATH,
  notificationFromPush,
  notificationTarget,
  sameOriginPath,
} from './push-rules';

const ORIGIN = 'https://courtside.example';

describe('notificationFromPush', () => {
  it("shows the message's title and body, tagged, and keeps its page for the tap", () => {
    const shown = notificationFromPush(
      { title: 'New match proposal', body: 'Ana proposed Sat 10:00.', url: '/leagues/3/proposals', tag: 'match-12' },
      ORIGIN,
    );
    expect(shown).toMatchObject({
      title: 'New match proposal',
      options: { body: 'Ana proposed Sat 10:00.', tag: 'match-12', data: { url: '/leagues/3/proposals' } },
    });
    expect(shown.options.icon).toMatch(/^\/icons\//);
  });

  it('still shows a notification for a message it cannot read, leading to the notifications page', () => {
    for (const data of [null, 'text', 42, {}, { title: '' }, { body: 'no title' }]) {
      expect(notificationFromPush(data, ORIGIN)).toMatchObject({
        title: FALLBACK_NOTIFICATION.title,
        options: { body: FALLBACK_NOTIFICATION.body, tag: 'courtside', data: { url: FALLBACK_NOTIFICATION_PATH } },
      });
    }
  });

  it('never keeps a page of another site', () => {
    for (const url of ['https://evil.example/', '//evil.example/x', '/\\evil.example/x', 'javascript:alert(1)']) {
      expect(notificationFromPush({ title: 'T', body: '', url, tag: 't' }, ORIGIN).options.data.url).toBe(
        FALLBACK_NOTIFICATION_PATH,
      );
    }
  });
});

describe('notificationTarget', () => {
  it('opens the page on this site, as an absolute address', () => {
    expect(notificationTarget({ url: '/leagues/3/proposals?x=1#top' }, ORIGIN)).toBe(
      `${ORIGIN}/leagues/3/proposals?x=1#top`,
    );
    expect(notificationTarget({ url: `${ORIGIN}/dashboard` }, ORIGIN)).toBe(`${ORIGIN}/dashboard`);
  });

  it('opens the notifications page for anything else', () => {
    expect(notificationTarget({ url: 'https://evil.example/' }, ORIGIN)).toBe(`${ORIGIN}${FALLBACK_NOTIFICATION_PATH}`);
    expect(notificationTarget(undefined, ORIGIN)).toBe(`${ORIGIN}${FALLBACK_NOTIFICATION_PATH}`);
    expect(sameOriginPath('http://courtside.example/dashboard', ORIGIN)).toBeUndefined();
  });
});
