import { PageHeader } from '@/components/page-header';
import { LeagueNotAvailableMessage, LEAGUE_NOT_FOUND_MESSAGE } from '@/components/league-not-available';
import { useLeagueIdParam } from '@/lib/use-league-id-param';
import { useLeague } from './api';
import { InviteLinksCard } from './invite-links-card';
import { LeagueManagePanel } from './league-manage-panel';

/**
 * /leagues/{leagueId}/manage: one league's Manage panel for those who run it, a private league's organizer
 * and the club's admins (the route's guard lets only them in, ADR 076), with the private league's invite links.
 */
export function ManageLeaguePage() {
  const leagueId = useLeagueIdParam();
  if (leagueId === null) return <LeagueNotAvailableMessage message={LEAGUE_NOT_FOUND_MESSAGE} />;
  return <ManageLeague key={leagueId} leagueId={leagueId} />;
}

function ManageLeague({ leagueId }: { leagueId: number }) {
  // The panel reads the league too (the same cache entry); the invite links wait for it to know it is private.
  const league = useLeague(leagueId);
  return (
    <>
      <PageHeader title="Manage League" />
      <LeagueManagePanel leagueId={leagueId}>
        {league.data && !league.data.public_visible ? <InviteLinksCard league={league.data} /> : null}
      </LeagueManagePanel>
    </>
  );
}
