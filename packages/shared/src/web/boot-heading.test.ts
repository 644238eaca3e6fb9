import { describe, expect, it } from 'vitest';
import { bootHeadingFor } from './boot-heading';
import { PAGE_ROUTES } from './page-routes';

describe('bootHeadingFor', () => {
  it("is the page's h1 for a signed-in user, whatever the address's case or trailing slash", () => {
    expect(bootHeadingFor('/admin/analytics', true)).toBe('Analytics Dashboard');
    expect(bootHeadingFor('/Admin/Analytics/', true)).toBe('Analytics Dashboard');
    expect(bootHeadingFor('/admin/feedback', true)).toBe('User Feedback');
  });

  it('is none without a session for a page behind sign-in, which sends the visitor away', () => {
    expect(bootHeadingFor('/admin/analytics', false)).toBeNull();
    expect(bootHeadingFor('/notifications', false)).toBeNull();
  });

  it('is none for a page whose first line changes (a league, a loading profile)', () => {
    expect(bootHeadingFor('/leagues/7', true)).toBeNull();
    expect(bootHeadingFor('/profile', true)).toBeNull();
    expect(bootHeadingFor('/no-such-page', true)).toBeNull();
  });

  it('is plain words on every page that has one: the server writes them into the HTML', () => {
    const headings = PAGE_ROUTES.flatMap((route) => (route.bootHeading === undefined ? [] : [route.bootHeading]));
    expect(headings.length).toBeGreaterThan(5);
    for (const heading of headings) expect(heading).toMatch(/^[A-Z][A-Za-z ]+$/);
  });
});
