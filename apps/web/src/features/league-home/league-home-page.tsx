import { Button, Stack, Text } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { isBeforePlay } from '@courtside/shared/league/league-status';
import type { MyDivisionDto } from '@courtside/shared/schemas/divisions';
import type { LeagueDto } from '@courtside/shared/schemas/leagues';
import { Link } from 'react-router';
import { formatRules, type ScoringFormat } from '@courtside/shared/tennis/scoring-formats';
import { PageHeader } from '@/components/page-header';
import { PendingPairInvitations } from '@/components/pending-pair-invitations';
import { PrivateBadge } from '@/components/private-badge';
import { useLeague, useMyDivision, useStandings } from '@/lib/league-queries';
import { useProposals } from '@/lib/proposal-queries';
import { AvailabilityBanner } from './availability-banner';
import { BeforePlayCard } from './before-play-card';
import { BestTimesCard } from './best-times-card';
import { DivisionOpponentsTable } from './division-opponents-table';
import {
  LEAGUE_DETAILS_NOT_READY,
  LEAGUE_NOT_FOUND_MESSAGE,
  LeagueNotAvailable,
  useLeagueLoadView,
} from './league-load-view';
import { LeaguePairsCard } from './league-pairs-card';
import { LeagueSummaryCards } from './league-summary-cards';
import { ManageLeagueButton } from './manage-league-button';
import { compareNewestFirst, compareSoonestFirst, hasState, isMyMatch } from './match-view';
import { PastMatchesSection } from './past-matches-section';
import { ProposalsWaiting } from './proposals-waiting';
import { ScheduledMatchesSection } from './scheduled-matches-section';
import { paths } from '@/lib/paths';
import { useLeagueIdParam } from '@/lib/use-league-id-param';
import { usePendingProposals } from './use-pending-proposals';

/** /leagues/{leagueId}: the player's view of one league (league-play section 2, "League home"). */
export function LeagueHomePage() {
  const leagueId = useLeagueIdParam();
  if (leagueId === null) return <LeagueNotAvailable message={LEAGUE_NOT_FOUND_MESSAGE} />;
  // A new league is a new page: nothing of the last one's state carries over.
  return <LeagueHome key={leagueId} leagueId={leagueId} />;
}

function LeagueHome({ leagueId }: { leagueId: number }) {
  const division = useMyDivision(leagueId);
  const league = useLeague(leagueId);
  // The cards below read these too, and they need only the league's id: asked for now, beside the two reads
  // the page waits for, they arrive with them instead of in a second round trip after them (on a phone's
  // network, a round trip is the largest part of the wait). The overlaps stay with the Best times card, which
  // asks for them only while I have a match to arrange.
  useStandings(leagueId);
  useProposals(leagueId);
  const loadView = useLeagueLoadView([division, league], 'League Home', 'home');
  // An invited partner answers here, before they are in the league (and so before the league home opens).
  const invitations = <PendingPairInvitations leagueId={leagueId} mb="lg" />;
  if (loadView || !division.data || !league.data) {
    return (
      <>
        {invitations}
        {loadView}
      </>
    );
  }
  return (
    <>
      {invitations}
      <LeagueHomeContent division={division.data} league={league.data} />
    </>
  );
}

/** How this league scores its matches (ADR 071), so nobody learns it from a refused score. */
function ScoringFormatNote({ format }: { format: ScoringFormat }) {
  const rules = formatRules(format);
  return (
    <Text mb="lg">
      <Text span fw={600}>
        Scoring:
      </Text>{' '}
      {rules.label}. {rules.description}
    </Text>
  );
}

function LeagueHomeContent({ division, league }: { division: MyDivisionDto; league: LeagueDto }) {
  const leagueId = division.league_id;
  const pending = usePendingProposals(leagueId);

  const privateMark = league.public_visible ? undefined : <PrivateBadge />;
  if (division.division_id === null) {
    return (
      <>
        <PageHeader
          title={division.league_name}
          description={privateMark}
          actions={<ManageLeagueButton league={league} />}
        />
        <Stack gap="xl">
          <Text size="lg">{LEAGUE_DETAILS_NOT_READY}</Text>
          <LeaguePairsCard league={league} />
        </Stack>
      </>
    );
  }

  const me = division.player_id;
  const myMatches = division.matches.filter((match) => isMyMatch(match, me));
  const unscheduled = myMatches.filter(hasState('unscheduled')).sort(compareSoonestFirst);
  const scheduled = myMatches.filter(hasState('scheduled')).sort(compareSoonestFirst);
  const played = myMatches.filter(hasState('completed')).sort(compareNewestFirst);

  return (
    <>
      <PageHeader
        title={division.league_name}
        description={
          privateMark ? (
            <>
              {division.division_name} {privateMark}
            </>
          ) : (
            division.division_name
          )
        }
        actions={
          <>
            <ManageLeagueButton league={league} />
            <Button
              component={Link}
              to={paths.leagueDivision(leagueId)}
              data-analytics="league.home.view-division"
              variant="light"
              leftSection={<IconUsersGroup size={18} aria-hidden="true" />}
            >
              View Division
            </Button>
          </>
        }
      />
      <ScoringFormatNote format={league.scoring_format} />
      {isBeforePlay(league.league_status) ? (
        <Stack gap="xl">
          <BeforePlayCard playStart={league.play_start} />
          <LeaguePairsCard league={league} />
          <DivisionOpponentsTable division={division} />
        </Stack>
      ) : (
        <Stack gap="xl">
          <LeagueSummaryCards
            leagueId={leagueId}
            playEnd={league.play_end}
            myPlayerId={me}
            myMatches={myMatches}
            unscheduled={unscheduled}
          />
          {unscheduled.length > 0 ? (
            <AvailabilityBanner leagueId={leagueId} unscheduledCount={unscheduled.length} />
          ) : null}
          <BestTimesCard division={division} />
          <DivisionOpponentsTable division={division} />
          <ProposalsWaiting leagueId={leagueId} pending={pending} />
          <ScheduledMatchesSection leagueId={leagueId} myPlayerId={me} matches={scheduled} />
          <PastMatchesSection leagueId={leagueId} myPlayerId={me} matches={played} />
        </Stack>
      )}
    </>
  );
}
