import { lazy, Suspense, type ReactNode } from 'react';
import { Button, Stack } from '@mantine/core';
import { ErrorAlert } from '@/components/error-alert';
import { LeagueNotAvailableMessage } from '@/components/league-not-available';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { NOT_REGISTERED_MESSAGE } from '@courtside/shared/league/league-messages';
import { isAdmin } from '@courtside/shared/league/permissions';
import { isApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { useLeague } from '@/lib/league-queries';
import { useLeagueIdParam } from '@/lib/use-league-id-param';
import { useLoadErrorToast } from '@/lib/use-load-error-toast';
import { ManageLeagueButton } from './manage-league-button';

/** league-play section 8, word for word. */
export const LEAGUE_DATA_FAILED_MESSAGE = 'Unable to load league data.';
/** league-play section 2, the league home's empty state: the player is not placed in a division yet. */
export const LEAGUE_DETAILS_NOT_READY = 'League details are not available yet. Please check back soon.';
export { LEAGUE_NOT_AVAILABLE_TITLE, LEAGUE_NOT_FOUND_MESSAGE } from '@/components/league-not-available';

/** The parts of a TanStack Query result that decide what a league page can show. */
export interface LeagueQuery {
  data: unknown;
  error: Error | null;
  errorUpdatedAt: number;
  isFetching: boolean;
  refetch: () => unknown;
}

// One function for every render: the toast hook re-runs its effect when the function changes.
const failureToast = () => LEAGUE_DATA_FAILED_MESSAGE;

/**
 * What a league page shows instead of its content while its reads are not all in: a loader, a clear "not
 * available" for a league the user cannot see or is not registered in (404; for an admin who does not play in
 * it, the league as `page` shows it to them), or the failure toast with an error and Try Again under
 * `pageTitle`. Null once every read has its data. A read that fails after it once loaded keeps the page as it
 * was: the last good answer is still worth showing.
 */
export function useLeagueLoadView(
  queries: readonly LeagueQuery[],
  pageTitle: string,
  page?: LeaguePageKind,
): ReactNode {
  const failed = queries.filter((query) => query.data === undefined && query.error !== null);
  const notFound = failed.find((query) => isApiError(query.error) && query.error.status === 404);
  const blocking = notFound ? undefined : failed[0];
  const failedAt = Math.max(0, ...failed.map((query) => query.errorUpdatedAt));
  // A 404 is an answer, not a failure: it gets its own message and no toast.
  useLoadErrorToast(blocking?.error ?? null, failedAt, failureToast);

  if (notFound?.error) return <LeagueNotAvailable message={notFound.error.message} page={page} />;
  if (blocking?.error) {
    return (
      <>
        <PageHeader title={pageTitle} />
        <Stack gap="sm" align="flex-start">
          <ErrorAlert title={LEAGUE_DATA_FAILED_MESSAGE}>{blocking.error.message}</ErrorAlert>
          <Button
            variant="light"
            loading={failed.some((query) => query.isFetching)}
            onClick={() => failed.forEach((query) => void query.refetch())}
          >
            Try Again
          </Button>
        </Stack>
      </>
    );
  }
  if (queries.some((query) => query.data === undefined)) return <PageLoader label="Loading league..." />;
  return null;
}

/** The league pages an admin who does not play in the league sees in its players' stead (issue 34). */
export type LeaguePageKind = 'home' | 'division' | 'history';

// Its own chunk: players never need it, and the league pages they open at the court stay as light as they were.
const AdminLeagueView = lazy(async () => ({ default: (await import('./admin-league-view')).AdminLeagueView }));

/**
 * For a league the user cannot open: the server's reason and the way back to their own leagues. An admin who
 * does not play in the league looks at it instead, read-only, on the page `page` names (issue 34, ADR 062).
 */
export function LeagueNotAvailable({ message, page }: { message: string; page?: LeaguePageKind }) {
  const leagueId = useLeagueIdParam();
  const { data: user } = useCurrentUser();
  const adminLooking =
    leagueId !== null && user !== undefined && user !== null && isAdmin(user) && message === NOT_REGISTERED_MESSAGE;
  if (adminLooking && page) {
    return (
      <Suspense fallback={<PageLoader label="Loading league..." />}>
        <AdminLeagueView leagueId={leagueId} page={page} />
      </Suspense>
    );
  }
  return (
    <LeagueNotAvailableMessage message={message}>
      {/* An organizer who does not play in their own league: not a player of it, but its manager. */}
      {leagueId !== null && message === NOT_REGISTERED_MESSAGE ? <OrganizerWayIn leagueId={leagueId} /> : null}
    </LeagueNotAvailableMessage>
  );
}

function OrganizerWayIn({ leagueId }: { leagueId: number }) {
  const league = useLeague(leagueId);
  return league.data ? <ManageLeagueButton league={league.data} /> : null;
}
