import { Outlet } from 'react-router';
import { AccessDenied, LEAGUE_MANAGERS_ONLY_MESSAGE } from '@/components/access-denied';
import { LEAGUE_NOT_FOUND_MESSAGE, LeagueNotAvailableMessage } from '@/components/league-not-available';
import { LoadFailure } from '@/components/load-failure';
import { PageLoader } from '@/components/page-loader';
import { isApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { useLeague } from '@/lib/league-queries';
import { useLeagueIdParam } from '@/lib/use-league-id-param';
import { canManageLeague, isAdmin } from '@courtside/shared/league/permissions';

// Loaded by the router with the league-manager pages (routes.tsx), not with every page's shell: only organizers
// and admins ever need it.

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
