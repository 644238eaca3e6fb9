import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconFilter } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ProposeMatchModal, type ProposeTarget } from '@/components/propose-match-modal';
import { ErrorAlert } from '@/components/error-alert';
import { PageLoader } from '@/components/page-loader';
import { bestTimes, noBestTimesMessage, overlapChoices, useOverlaps } from '@/lib/availability-queries';
import { viewerTimeZone } from '@/lib/viewer-time-zone';
import { useMyDivisionOf } from '@/lib/league-queries';
import { paths } from '@/lib/paths';
import { useProposals } from '@/lib/proposal-queries';
import { useLoadErrorToast } from '@/lib/use-load-error-toast';
import { BestTimesSection } from './best-times-section';
import { OverlapDays, type ProposeHandler } from './overlap-days';
import { groupByDay, onlyWithOpponent, type TargetOpponent } from './overlap-view';

/** league-play sections 2 and 8, word for word. */
export const NO_OVERLAPS = 'No Schedule Overlaps Found';
export const OVERLAPS_LOAD_FAILED_MESSAGE = 'Failed to load availability data';

const failedToast = () => OVERLAPS_LOAD_FAILED_MESSAGE;

/** One league's overlaps: the best times first, then every overlap by date, optionally for one opponent. */
export function LeagueOverlaps({ leagueId, target }: { leagueId: number; target: TargetOpponent | null }) {
  const zone = viewerTimeZone();
  const overlaps = useOverlaps(leagueId, zone);
  const proposals = useProposals(leagueId);
  const division = useMyDivisionOf(leagueId);
  const [filter, setFilter] = useState(target);
  const [proposing, setProposing] = useState<ProposeTarget | null>(null);

  const reads = [overlaps, proposals, division];
  const failed = reads.find((read) => read.data === undefined && read.error !== null);
  useLoadErrorToast(failed?.error ?? null, Math.max(...reads.map((read) => read.errorUpdatedAt)), failedToast);

  if (failed?.error) {
    return (
      <Stack gap="sm" align="flex-start">
        <ErrorAlert title={OVERLAPS_LOAD_FAILED_MESSAGE}>{failed.error.message}</ErrorAlert>
        <Button
          variant="light"
          loading={reads.some((read) => read.isFetching)}
          onClick={() => reads.forEach((read) => read.error && void read.refetch())}
        >
          Try Again
        </Button>
      </Stack>
    );
  }
  if (!overlaps.data || !proposals.data || !division.data) return <PageLoader label="Loading overlaps..." />;

  const viewer = { playerId: division.data.player_id, matches: division.data.matches, proposals: proposals.data };
  const all = overlapChoices(overlaps.data.data.overlaps, viewer);
  const shown = filter ? onlyWithOpponent(all, filter.opponentId) : all;
  const propose: ProposeHandler = (overlap, opponent) =>
    setProposing({ opponent: { id: opponent.id, name: opponent.name }, slot: overlap });

  return (
    <Stack gap="xl">
      {filter ? (
        <Group gap="sm" wrap="wrap">
          <IconFilter size={18} aria-hidden="true" />
          <Text fw={500}>Showing times with {filter.opponentName}</Text>
          <Button size="xs" variant="default" onClick={() => setFilter(null)}>
            Show all opponents
          </Button>
        </Group>
      ) : null}
      {shown.length === 0 ? (
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h3">
            {NO_OVERLAPS}
          </Title>
          <Text>Add more of the times you are free: overlaps appear when an opponent is free then too.</Text>
          <Group>
            <Button
              component={Link}
              to={paths.leagueAddAvailability(leagueId)}
              leftSection={<IconCalendarPlus size={18} aria-hidden="true" />}
            >
              Add Availability
            </Button>
          </Group>
        </Stack>
      ) : (
        <>
          <BestTimesSection
            best={bestTimes(shown, viewer, overlaps.dataUpdatedAt)}
            emptyMessage={noBestTimesMessage(shown, overlaps.dataUpdatedAt)}
            onPropose={propose}
          />
          <OverlapDays days={groupByDay(shown, overlaps.data.data.time_zone)} onPropose={propose} />
        </>
      )}
      <ProposeMatchModal
        target={proposing}
        leagueId={leagueId}
        divisionId={division.data.division_id}
        onClose={() => setProposing(null)}
      />
    </Stack>
  );
}
