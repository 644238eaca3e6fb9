import type { UIMatch } from 'react-router';

/** What a route may say about itself in its `handle` (app/routes.tsx). */
export interface RouteHandle {
  /** The page's name in the browser tab, in announcements and in analytics; without it the page's h1 is used. */
  title?: string;
}

/** The deepest route's title: a page nested in a titled section is named by the page. */
export function routeTitle(matches: readonly UIMatch[]): string | undefined {
  for (const match of [...matches].reverse()) {
    const title: unknown = (match.handle as RouteHandle | undefined)?.title;
    if (typeof title === 'string' && title) return title;
  }
  return undefined;
}
