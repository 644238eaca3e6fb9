import { useState } from 'react';
import { Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCalendarPlus, IconCalendarSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { MyDivisionDto } from '@courtside/shared/schemas/divisions';
import { ProposeMatchModal, type ProposeTarget } from '@/components/propose-match-modal';
import {
  bestTimes,
  noBestTimesMessage,
  overlapChoices,
  useOverlaps,
  type ViewerPlay,
} from '@/lib/availability-queries';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';
import { formatProposalTime } from '@/lib/match-display';
import { paths } from '@/lib/paths';
import { useProposals } from '@/lib/proposal-queries';
import { LeagueSection } from './league-section';
import { hasState, isMyMatch } from './match-view';
import cardList from '@/components/card-list.module.css';

export const BEST_TIMES_TITLE = 'Best times this week';
export const BEST_TIMES_FAILED = 'Shared times could not be loaded.';

/**
 * The quickest way to a match from the league home: the week's best shared times, each opponent with
 * Propose (then Send Proposal in the modal). Only while I still have matches to arrange.
 */
export function BestTimesCard({ division }: { division: MyDivisionDto }) {
  const toArrange = division.matches.some(
    (match) => isMyMatch(match, division.player_id) && hasState('unscheduled')(match),
  );
  if (division.division_id === null || !toArrange) return null;
  return <BestTimes division={division} />;
}

function BestTimes({ division }: { division: MyDivisionDto }) {
  const leagueId = division.league_id;
  const overlaps = useOverlaps(leagueId, useViewerTimeZone());
  const proposals = useProposals(leagueId);
  const [proposing, setProposing] = useState<ProposeTarget | null>(null);

  let content;
  if (overlaps.data && proposals.data) {
    const viewer: ViewerPlay = { playerId: division.player_id, matches: division.matches, proposals: proposals.data };
    const choices = overlapChoices(overlaps.data.data.overlaps, viewer);
    const best = bestTimes(choices, viewer, overlaps.dataUpdatedAt);
    content =
      best.length === 0 ? (
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{noBestTimesMessage(choices, overlaps.dataUpdatedAt)}</Text>
          <Button
            component={Link}
            to={paths.leagueAddAvailability(leagueId)}
            data-analytics="league.home.add-availability"
            variant="light"
            leftSection={<IconCalendarPlus size={16} aria-hidden="true" />}
          >
            Add Availability
          </Button>
        </Stack>
      ) : (
        <ol role="list" aria-label={BEST_TIMES_TITLE} className={cardList.list}>
          {best.map((choice) => {
            const when = formatProposalTime(choice.start_time);
            return (
              <Card component="li" key={choice.start_time} withBorder padding="sm" radius="md">
                <Stack gap="xs">
                  <Text fw={600}>
                    <time dateTime={choice.start_time}>{when}</time>
                  </Text>
                  <ul role="list" aria-label={`Opponents free ${when}`} className={cardList.list}>
                    {choice.opponents.map((opponent) => (
                      <Group component="li" key={opponent.id} justify="space-between" gap="xs">
                        <Text className={cardList.wrap}>{opponent.name}</Text>
                        <Button
                          size="xs"
                          data-analytics="league.home.propose"
                          onClick={() =>
                            setProposing({ opponent: { id: opponent.id, name: opponent.name }, slot: choice })
                          }
                          aria-label={`Propose to ${opponent.name} for ${when}`}
                        >
                          Propose
                        </Button>
                      </Group>
                    ))}
                  </ul>
                </Stack>
              </Card>
            );
          })}
        </ol>
      );
  } else if (overlaps.error ?? proposals.error) {
    content = (
      <Group gap="sm" wrap="wrap">
        <Text size="sm" c="red">
          {BEST_TIMES_FAILED}
        </Text>
        <Button
          size="xs"
          variant="light"
          loading={overlaps.isFetching || proposals.isFetching}
          onClick={() => [overlaps, proposals].forEach((query) => query.error && void query.refetch())}
        >
          Try Again
        </Button>
      </Group>
    );
  } else {
    content = (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">Finding shared times...</Text>
      </Group>
    );
  }

  return (
    <LeagueSection
      title={BEST_TIMES_TITLE}
      actions={
        <Button
          component={Link}
          to={paths.leagueFindMatches(leagueId)}
          data-analytics="league.home.all-overlaps"
          size="xs"
          variant="subtle"
          leftSection={<IconCalendarSearch size={14} aria-hidden="true" />}
        >
          See All Overlaps
        </Button>
      }
    >
      {content}
      <ProposeMatchModal
        target={proposing}
        leagueId={leagueId}
        divisionId={division.division_id}
        onClose={() => setProposing(null)}
      />
    </LeagueSection>
  );
}
