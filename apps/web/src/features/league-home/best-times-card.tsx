import { useState } from 'react';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCalendarPlus, IconCalendarSearch } from '@tabler/icons-react';
import { PlainButton, PlainButtonLink } from '@/components/plain-button';
import type { MyDivisionDto } from '@courtside/shared/schemas/divisions';
import { ProposeMatchModal, type ProposeTarget } from '@/components/propose-match-modal';
import { bestTimes, overlapChoices, useOverlaps, type ViewerPlay } from '@/lib/availability-queries';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';
import { formatProposalTime } from '@/lib/match-display';
import { paths } from '@/lib/paths';
import { useProposals } from '@/lib/proposal-queries';
import classes from './league-home.module.css';
import { LeagueSection } from './league-section';
import { hasState, isMyMatch } from './match-view';
import cardList from '@/components/card-list.module.css';
import plainCard from '@/components/plain-card.module.css';
import plainType from '@/components/plain-type.module.css';

export const BEST_TIMES_TITLE = 'Best times this week';
export const NO_BEST_TIMES = 'No shared times in the next 7 days with opponents you still need to schedule.';
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
    const best = bestTimes(overlapChoices(overlaps.data.data.overlaps, viewer), viewer, overlaps.dataUpdatedAt);
    content =
      best.length === 0 ? (
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{NO_BEST_TIMES}</Text>
          <PlainButtonLink
            to={paths.leagueAddAvailability(leagueId)}
            data-analytics="league.home.add-availability"
            size="sm"
            variant="light"
            leftSection={<IconCalendarPlus size={16} aria-hidden="true" />}
          >
            Add Availability
          </PlainButtonLink>
        </Stack>
      ) : (
        <ol role="list" aria-label={BEST_TIMES_TITLE} className={cardList.list}>
          {best.map((choice) => {
            const when = formatProposalTime(choice.start_time);
            return (
              <li key={choice.start_time} className={`${plainCard.card} ${plainCard.compact}`}>
                <div className={classes.choice}>
                  <p className={`${plainType.text} ${plainType.strong}`}>
                    <time dateTime={choice.start_time}>{when}</time>
                  </p>
                  <ul role="list" aria-label={`Opponents free ${when}`} className={cardList.list}>
                    {choice.opponents.map((opponent) => (
                      <li key={opponent.id} className={classes.opponent}>
                        <p className={`${plainType.text} ${classes.matchTitle}`}>{opponent.name}</p>
                        <PlainButton
                          variant="filled"
                          size="xs"
                          data-analytics="league.home.propose"
                          onClick={() =>
                            setProposing({ opponent: { id: opponent.id, name: opponent.name }, slot: choice })
                          }
                          aria-label={`Propose to ${opponent.name} for ${when}`}
                        >
                          Propose
                        </PlainButton>
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
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
    // What the card shows in the page's first load (the overlaps wait for the viewer's zone): plain elements (ADR 051).
    content = (
      <div className={classes.finding} role="status">
        <Loader size="sm" aria-hidden="true" />
        <p className={plainType.textSm}>Finding shared times...</p>
      </div>
    );
  }

  return (
    <LeagueSection
      title={BEST_TIMES_TITLE}
      actions={
        <PlainButtonLink
          to={paths.leagueFindMatches(leagueId)}
          data-analytics="league.home.all-overlaps"
          size="xs"
          variant="subtle"
          leftSection={<IconCalendarSearch size={14} aria-hidden="true" />}
        >
          See All Overlaps
        </PlainButtonLink>
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
