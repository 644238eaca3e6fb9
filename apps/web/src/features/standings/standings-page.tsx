import { useState } from 'react';
import { Alert, Group, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useParams } from 'react-router';
import type { StandingsResponseDto } from '@courtside/shared/schemas/standings';
import { divisionRankMessage } from '@courtside/shared/tennis/standings/division-rank';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { LoadFailure } from '@/components/load-failure';
import { useStandings } from '@/lib/league-queries';
import { rankExplanation, standingsWording } from '@/lib/standings-wording';
import { useLoadErrorToast } from '@/lib/use-load-error-toast';
import { countDisputedMatches } from './disputed-matches';
import { StandingsStatistics } from './standings-statistics';
import { StandingsTable } from './standings-table';

export const STANDINGS_FAILED_TEXT = 'Unable to load league standings. Please try again later.';
export const STANDINGS_FAILED_TOAST = 'Unable to load league standings.';
export const COMING_SOON_NOTE = 'League-wide standings are coming soon.';
/** Said with the note, so that it does not seem to deny the table beneath it. */
export const OVERALL_LIST_NOTE =
  "Until then, Overall Rankings puts every division's players together by record alone; a rank within a " +
  'division is under By Division.';
export const NO_PLAYERS_MESSAGE = 'No players have been placed in this league yet.';

type View = 'overall' | 'division';
const VIEWS: { value: View; label: string }[] = [
  { value: 'overall', label: 'Overall Rankings' },
  { value: 'division', label: 'By Division' },
];
// Mantine's "sm" breakpoint, the spec's mobile boundary (768 px): a phone starts without the detail columns.
const WIDE_QUERY = '(min-width: 48em)';
const failedToast = () => STANDINGS_FAILED_TOAST;

/** League standings (league-play section 2), as the server computed them (ADRs 011 and 012). */
export function StandingsPage() {
  const leagueId = Number(useParams().leagueId);
  const standings = useStandings(leagueId);
  useLoadErrorToast(standings.error, standings.errorUpdatedAt, failedToast);

  let content;
  if (standings.isPending) {
    content = <PageLoader label="Loading standings..." />;
  } else if (standings.isError) {
    content = <LoadFailure query={standings}>{STANDINGS_FAILED_TEXT}</LoadFailure>;
  } else {
    content = <Standings data={standings.data} />;
  }

  return (
    <>
      <PageHeader title="League Standings" />
      {content}
    </>
  );
}

function Standings({ data }: { data: StandingsResponseDto }) {
  const isWide = useMediaQuery(WIDE_QUERY, true, { getInitialValueInEffect: false });
  const { overall, by_division: byDivision, current_player_rank: rank, statistics } = data.standings;
  // A placed player starts on their division, the table that "You are ranked #N in your division" speaks of.
  const [view, setView] = useState<View>(rank !== null ? 'division' : 'overall');
  // null until the person flips the switch: the default follows the screen width.
  const [detailsChoice, setDetailsChoice] = useState<boolean | null>(null);
  const showDetails = detailsChoice ?? isWide;

  const wording = standingsWording(data);
  const disputed = countDisputedMatches(data.allMatches);
  const tableProps = { nameOf: wording.nameOf, currentPlayerId: data.currentPlayerId, disputed, showDetails, wording };

  return (
    <Stack gap="lg">
      {rank !== null ? (
        <Stack gap={4}>
          <Text size="lg" fw={600}>
            {divisionRankMessage(rank)}
          </Text>
          {rankExplanation(data).map((sentence) => (
            <Text key={sentence} size="sm">
              {sentence}
            </Text>
          ))}
        </Stack>
      ) : null}
      <StandingsStatistics statistics={statistics} />
      <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden="true" />}>
        <Text size="sm">{COMING_SOON_NOTE}</Text>
        <Text size="sm">{OVERALL_LIST_NOTE}</Text>
      </Alert>
      <Group justify="space-between" gap="md">
        <SegmentedControl aria-label="Standings view" data={VIEWS} value={view} onChange={setView} />
        <Switch
          // Only the label: Mantine puts a description inside the label, which would lengthen the switch's name.
          label="Show details"
          checked={showDetails}
          onChange={(event) => setDetailsChoice(event.currentTarget.checked)}
        />
      </Group>
      {overall.length === 0 ? (
        <Text>{NO_PLAYERS_MESSAGE}</Text>
      ) : view === 'overall' ? (
        // Plain boxes, not sections: the table's scroll box is already a region named by the heading.
        <div>
          <Title order={2} size="h3" id="overall-title" mb="sm">
            Overall Rankings
          </Title>
          <StandingsTable labelledBy="overall-title" rows={overall} {...tableProps} />
        </div>
      ) : (
        byDivision.map((division, index) => {
          const titleId = `division-title-${index}`;
          return (
            <div key={division.division_id ?? 'none'}>
              <Title order={2} size="h3" id={titleId} mb="sm">
                {division.division_name ?? 'Not in a division'}
              </Title>
              <StandingsTable labelledBy={titleId} rows={division.rows} {...tableProps} />
            </div>
          );
        })
      )}
      {disputed.size > 0 ? (
        <Text size="sm" c="dimmed">
          Disputed: a score in one of the player&apos;s matches is disputed. It counts as entered until an admin
          resolves it.
        </Text>
      ) : null}
    </Stack>
  );
}
