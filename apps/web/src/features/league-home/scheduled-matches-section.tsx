import { Button, Text } from '@mantine/core';
import { IconCalendarEvent, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { MatchDto } from '@courtside/shared/schemas/matches';
import { paths } from '@/lib/paths';
import { LeagueSection } from './league-section';
import { MatchCard, MatchList } from './match-card';
import { formatMatchTime, locationLabel } from '@/lib/match-display';
import { opponentOf } from './match-view';

/** My scheduled matches, soonest first: opponent, date, location or 'TBD', reschedule and enter score. */
export function ScheduledMatchesSection({
  leagueId,
  myPlayerId,
  matches,
}: {
  leagueId: number;
  myPlayerId: number;
  matches: readonly MatchDto[];
}) {
  return (
    <LeagueSection title="Scheduled Matches">
      {matches.length === 0 ? (
        <Text>You have no matches scheduled.</Text>
      ) : (
        <MatchList label="Scheduled matches">
          {matches.map((match) => {
            const name = opponentOf(match, myPlayerId)?.name ?? '';
            return (
              <MatchCard
                key={match.id}
                title={`vs ${name}`}
                details={[
                  <time dateTime={match.match_datetime ?? undefined}>{formatMatchTime(match.match_datetime)}</time>,
                  locationLabel(match),
                ]}
                actions={
                  <>
                    <Button
                      component={Link}
                      to={paths.matchSchedule(leagueId, match.id)}
                      data-analytics="league.home.reschedule"
                      size="xs"
                      variant="light"
                      leftSection={<IconCalendarEvent size={14} aria-hidden="true" />}
                      aria-label={`Reschedule match with ${name}`}
                    >
                      Reschedule
                    </Button>
                    <Button
                      component={Link}
                      to={paths.matchScore(leagueId, match.id)}
                      data-analytics="league.home.enter-score"
                      size="xs"
                      leftSection={<IconPencil size={14} aria-hidden="true" />}
                      aria-label={`Enter Score for match with ${name}`}
                    >
                      Enter Score
                    </Button>
                  </>
                }
              />
            );
          })}
        </MatchList>
      )}
    </LeagueSection>
  );
}
