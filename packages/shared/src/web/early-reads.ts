// The API reads a page makes as soon as it is drawn, by its address (issue 10, ADR 044). A page asks for its data
// only once its code has arrived and run, a second or more after the HTML on a phone's network. The server names
// these reads as preloads in the HTML it sends for the page (apps/api/src/plugins/page-html.ts), so they start as
// soon as the HTML arrives, and the page's own requests (the same URLs, credentials and mode) are answered by them.
// Only the pages a player opens at the court: the dashboard and the league pages. The web app's tests hold each
// list to exactly the requests its page makes (apps/web/src/app/early-reads.test.tsx).

import { leagueIdFromParam } from './league-id';

const API_BASE = '/api/1.0';

/** The dashboard's cards: the profile check, and the leagues and matches the quick stats count. */
const DASHBOARD = ['players/getMyPlayers', 'leagues/myLeagues', 'matches/mine'];

const CALENDAR = ['availability/leagueAvailability', 'divisions/getMyDivision', 'match-proposals/get', 'leagues/get'];

/** By the segment after the league's id, lower case: none for the league home. */
const READS_BY_PAGE: ReadonlyMap<string, readonly string[]> = new Map([
  ['', ['divisions/getMyDivision', 'leagues/get', 'leagues/standings', 'match-proposals/get']],
  ['standings', ['leagues/standings']],
  ['schedule', CALENDAR],
  ['availability', CALENDAR],
]);

/**
 * The URLs the page at `pathname` reads first, or none. Read as the router reads addresses: static segments
 * whatever their case, a trailing slash changing nothing.
 */
export function earlyReadsFor(pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 1 && segments[0]?.toLowerCase() === 'dashboard') {
    return DASHBOARD.map((read) => `${API_BASE}/${read}`);
  }
  const [leagues, param, page = '', ...rest] = segments;
  if (leagues?.toLowerCase() !== 'leagues' || rest.length > 0) return [];
  const leagueId = leagueIdFromParam(param);
  const reads = READS_BY_PAGE.get(page.toLowerCase());
  if (leagueId === null || reads === undefined) return [];
  return reads.map((read) => `${API_BASE}/${read}?league_id=${leagueId}`);
}
