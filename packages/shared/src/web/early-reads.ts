// The API reads a page makes as soon as it is drawn, by its address (ADR 044). A page asks for its data only once
// its code has arrived and run, a second or more after the HTML on a phone's network. The server names these reads
// as preloads in the HTML it sends for the page (apps/api/src/plugins/page-html.ts), so they start as soon as the
// HTML arrives, and the page's own requests (the same URLs, credentials and mode) are answered by them. Each page's
// list is its `earlyReads` in the route table (page-routes.ts).

import { leagueIdFromParam } from './league-id';
import { pageRouteFor } from './page-routes';

const API_BASE = '/api/1.0';

/** The URLs the page at `pathname` reads first, or none (also for a league id no league can have). */
export function earlyReadsFor(pathname: string): string[] {
  const found = pageRouteFor(pathname);
  const reads = found?.route.earlyReads;
  if (!found || !reads) return [];
  const { leagueId: param } = found.params;
  const leagueId = param === undefined ? undefined : leagueIdFromParam(param);
  if (leagueId === null) return [];
  return reads.map(
    (read) => `${API_BASE}/${leagueId === undefined ? read : read.replace(':leagueId', String(leagueId))}`,
  );
}
