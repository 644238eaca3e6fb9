import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { ANALYTICS_TAG_MAX_LENGTH } from '@courtside/shared/schemas/analytics-limits';
import { routeTitle } from '../route-title';
import { track } from './track';

const PREFIX = 'navigation.';
/** Pages whose route names no title (the landing page is named by its h1 alone). */
export const UNTITLED_PAGE_VIEW_TAG = `${PREFIX}page`;

/**
 * 'League Standings' -> 'navigation.league-standings'. Page views are tagged by the page's name, not its
 * address, so that /leagues/3/standings and /leagues/7/standings count as one feature on the dashboard. The
 * `navigation.` prefix makes them urgent: they go out after 50 ms.
 */
export function pageViewTag(title: string | undefined): string {
  const slug = (title ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, ANALYTICS_TAG_MAX_LENGTH - PREFIX.length);
  return slug ? `${PREFIX}${slug}` : UNTITLED_PAGE_VIEW_TAG;
}

/** Records a page view for the first page and for every new pathname after it (a new query string is not one). */
export function usePageViewTracking(): void {
  const { pathname } = useLocation();
  const title = routeTitle(useMatches());
  // The pathname recorded last: effects run twice on mount in development, and a title is not a new page.
  const recorded = useRef<string | null>(null);

  useEffect(() => {
    if (recorded.current === pathname) return;
    recorded.current = pathname;
    track({
      event_type: 'page_view',
      tag: pageViewTag(title),
      page: pathname,
      metadata: title ? { title } : undefined,
    });
  }, [pathname, title]);
}
