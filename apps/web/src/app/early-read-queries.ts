import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { leagueIdFromParam } from '@courtside/shared/web/league-id';
import type { PageRoute } from '@courtside/shared/web/page-routes';
import { currentUserQueryKey } from '@/lib/current-user';

/** Has one early read in the cache, for the league at hand where it reads one. */
type EarlyRead = (queryClient: QueryClient, leagueId: number) => Promise<unknown>;

/**
 * The read that `query` makes, tried once: a failing server does not hold the page back for the retries'
 * back-off, and the page retries as it always does.
 */
const readOnce =
  <TData, TKey extends QueryKey>(query: (leagueId: number) => EnsureQueryDataOptions<TData, Error, TData, TKey>) =>
  (queryClient: QueryClient, leagueId: number) =>
    queryClient.ensureQueryData({ ...query(leagueId), retry: false });

/**
 * Each early read of the route table (packages/shared/src/web/page-routes.ts) as the query its page makes: the
 * same key and request as the page's own hook, so what the loader fetches is what the page draws from. Each
 * query's module is imported when it is first needed, not with the app's shell: the pages that read it have it in
 * their own chunks, which the server has the browser fetch with the page's HTML (page-html.ts).
 */
export const EARLY_READS: Readonly<Record<string, () => Promise<EarlyRead>>> = {
  'players/getMyPlayers': () => import('@/lib/account-queries').then((queries) => readOnce(queries.myPlayersQuery)),
  'leagues/myLeagues': () => import('@/lib/account-queries').then((queries) => readOnce(queries.myLeaguesQuery)),
  'matches/mine': () => import('@/lib/league-queries').then((queries) => readOnce(queries.myMatchesQuery)),
  'match-proposals/get': () =>
    import('@/lib/proposal-queries').then((queries) => readOnce(() => queries.proposalsQuery(null))),
  'leagues/recentActivity': () =>
    import('@/lib/league-queries').then((queries) => readOnce(queries.recentActivityQuery)),
  'leagues/all': () => import('@/lib/league-queries').then((queries) => readOnce(queries.allLeaguesQuery)),
  'divisions/getMyDivision?league_id=:leagueId': () =>
    import('@/lib/league-queries').then((queries) => readOnce(queries.myDivisionQuery)),
  'leagues/get?league_id=:leagueId': () =>
    import('@/lib/league-queries').then((queries) => readOnce(queries.leagueQuery)),
  'leagues/standings?league_id=:leagueId': () =>
    import('@/lib/league-queries').then((queries) => readOnce(queries.standingsQuery)),
  'match-proposals/get?league_id=:leagueId': () =>
    import('@/lib/proposal-queries').then((queries) => readOnce(queries.proposalsQuery)),
  'availability/leagueAvailability?league_id=:leagueId': () =>
    import('@/lib/availability-queries').then((queries) => readOnce(queries.leagueAvailabilityQuery)),
};

/**
 * The route loader of a page with early reads (none for a page without): it has the page's first reads in the
 * cache before the page is drawn, so the page's first frame is the whole page. That is what lets the router's
 * scroll restoration put a reloaded or revisited page back where it was left: a page still loading is too short
 * to scroll to. Data already cached is used as it is (the page's hooks refresh it if stale). A read that fails
 * is left to the page, which shows its own error.
 */
export function earlyReadsLoader(
  page: PageRoute,
  queryClient: QueryClient,
): Pick<RouteObject, 'loader' | 'shouldRevalidate'> {
  const reads = page.earlyReads;
  if (!reads) return {};
  const loader: RouteObject['loader'] = async ({ params }) => {
    // Known to be signed out: the guard sends the visitor on, and nothing here is theirs to read.
    if (queryClient.getQueryData(currentUserQueryKey) === null) return null;
    const leagueId = params.leagueId === undefined ? 0 : leagueIdFromParam(params.leagueId);
    // An address that cannot name a league: the page says so without asking the server.
    if (leagueId === null) return null;
    await Promise.all(
      reads.map((read) => {
        const earlyRead = EARLY_READS[read];
        if (!earlyRead) throw new Error(`The route table names the early read ${read}, which no query makes.`);
        return earlyRead().then((readIt) => readIt(queryClient, leagueId).catch(() => undefined));
      }),
    );
    return null;
  };
  return {
    loader,
    // Run again only for another address: a page's own query (the calendar's ?week=) changes nothing it reads
    // first, and a navigation with no loader to run is over in the same task, as quick clicks expect.
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
  };
}
