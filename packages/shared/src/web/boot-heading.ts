// The h1 the server writes into a page's HTML, by the page's address (ADR 079): drawn by the browser with the boot
// header, before any script has run, so that a phone on a slow network shows which page is opening a second or
// more before the app can draw it. Each page's words are its `bootHeading` in the route table (page-routes.ts).

import { pageRouteFor } from './page-routes';

/** The element's id: index.html's styles place it, and the app removes it once it draws its own. */
export const BOOT_HEADING_ID = 'boot-heading';

/**
 * The heading the page at `pathname` opens with, or null. A page behind sign-in has none without a session: the
 * app sends such a visitor to the landing page, which must not flash another page's name first.
 */
export function bootHeadingFor(pathname: string, signedIn: boolean): string | null {
  const found = pageRouteFor(pathname);
  const heading = found?.route.bootHeading;
  if (!found || heading === undefined) return null;
  const open = found.route.access === 'public' || found.route.access === 'visitor';
  return open || signedIn ? heading : null;
}
