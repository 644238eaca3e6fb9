import { useState, type ReactNode } from 'react';
import { Button, Stack } from '@mantine/core';
import { Navigate, Outlet } from 'react-router';
import { AccessDenied, LEAGUE_MANAGERS_ONLY_MESSAGE } from '@/components/access-denied';
import { ErrorAlert } from '@/components/error-alert';
import { LEAGUE_NOT_FOUND_MESSAGE, LeagueNotAvailableMessage } from '@/components/league-not-available';
import { LoadFailure } from '@/components/load-failure';
import { PageLoader } from '@/components/page-loader';
import { isApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { useLeague } from '@/lib/league-queries';
import { paths } from '@/lib/paths';
import { useLeagueIdParam } from '@/lib/use-league-id-param';
import { canManageLeague, isAdmin } from '@courtside/shared/league/permissions';

/** Spec: every route but /, /sign-in, /sign-up and /coming-soon needs a signed-in user; others go to /. */
export function RequireSignedIn() {
  const me = useCurrentUser();
  if (me.isPending) return <PageLoader />;
  if (me.isError) {
    return (
      <Stack align="flex-start">
        <ErrorAlert title="Could not check your session">{me.error.message}</ErrorAlert>
        <Button variant="light" onClick={() => void me.refetch()}>
          Try Again
        </Button>
      </Stack>
    );
  }
  if (!me.data) return <Navigate to={paths.landing} replace />;
  return <Outlet />;
}

/** Spec: admin pages are for admin and owner users; everyone else sees the access-denied message. */
export function RequireAdmin() {
  const { data: user } = useCurrentUser();
  return isAdmin(user) ? <Outlet /> : <AccessDenied />;
}

/**
 * One league's management pages (ADR 076): the club's admins, and the league's organizer. Others see the
 * access-denied message; a league hidden from them (404) reads as one that does not exist.
 */
export function RequireLeagueManager() {
  const { data: user } = useCurrentUser();
  const leagueId = useLeagueIdParam();
  // Admins manage every league: no need to wait for the league's read, which the page makes itself.
  if (isAdmin(user)) return <Outlet />;
  if (leagueId === null) return <LeagueNotAvailableMessage message={LEAGUE_NOT_FOUND_MESSAGE} />;
  return <RequireOrganizer leagueId={leagueId} />;
}

function RequireOrganizer({ leagueId }: { leagueId: number }) {
  const { data: user } = useCurrentUser();
  // The same cache entry the page reads next: one request for the guard and the page.
  const league = useLeague(leagueId);
  if (league.data)
    return canManageLeague(user, league.data) ? <Outlet /> : <AccessDenied message={LEAGUE_MANAGERS_ONLY_MESSAGE} />;
  if (league.error) {
    if (isApiError(league.error) && league.error.status === 404) {
      return <LeagueNotAvailableMessage message={league.error.message} />;
    }
    return <LoadFailure query={league}>{league.error.message}</LoadFailure>;
  }
  return <PageLoader label="Loading league..." />;
}

/**
 * Spec: a signed-in user who opens / goes to the dashboard; so does one who opens /sign-in or /sign-up, whose
 * forms have nothing to offer them.
 */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const me = useCurrentUser();
  if (me.isPending) return <PageLoader />;
  // Anonymous, or the session check failed: the public page is still the right thing to show.
  return <RedirectIfSignedInOnArrival signedIn={Boolean(me.data)}>{children}</RedirectIfSignedInOnArrival>;
}

/**
 * Decides once, on arrival. Signing up signs the user in halfway through the form's own work (the primary
 * player is created next), and the form then shows its toast and goes to the dashboard itself: a guard that
 * kept watching would unmount the form mid-way and lose that toast, or an error from the last step.
 */
function RedirectIfSignedInOnArrival({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const [signedInOnArrival] = useState(signedIn);
  if (signedInOnArrival) return <Navigate to={paths.dashboard} replace />;
  return children;
}
