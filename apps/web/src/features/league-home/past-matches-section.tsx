import { Button, Text } from '@mantine/core';
import { IconScoreboard } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { MatchDto } from '@courtside/shared/schemas/matches';
import { paths } from '@/lib/paths';
import { LeagueSection } from './league-section';
import { MatchCard, MatchList } from './match-card';
import { formatMatchTime } from '@/lib/match-display';
import { opponentOf, scoreFor } from './match-view';
import { ScoreBadges } from './score-badges';

/** My played matches, newest first, with the score my way round and the result label (league-play section 2). */
export function PastMatchesSection({
  leagueId,
  myPlayerId,
  matches,
}: {
  leagueId: number;
  myPlayerId: number;
  matches: readonly MatchDto[];
}) {
  return (
    <LeagueSection title="Past Matches">
      {matches.length === 0 ? (
        <Text>You have not played a match yet.</Text>
      ) : (
        <MatchList label="Past matches">
          {matches.map((match) => {
            const name = opponentOf(match, myPlayerId)?.name ?? '';
            return (
              <MatchCard
                key={match.id}
                title={`vs ${name}`}
                details={[
                  <time dateTime={match.match_datetime ?? undefined}>{formatMatchTime(match.match_datetime)}</time>,
                  `Score: ${scoreFor(match, myPlayerId)}`,
                ]}
                badges={
                  <ScoreBadges
                    leagueId={leagueId}
                    match={match}
                    viewerPlayerId={myPlayerId}
                    matchName={`match with ${name}`}
                  />
                }
                actions={
                  <Button
                    component={Link}
                    to={paths.matchScore(leagueId, match.id)}
                    data-analytics="league.home.view-score"
                    size="xs"
                    variant="light"
                    leftSection={<IconScoreboard size={14} aria-hidden="true" />}
                    aria-label={`View Score of match with ${name}`}
                  >
                    View Score
                  </Button>
                }
              />
            );
          })}
        </MatchList>
      )}
    </LeagueSection>
  );
}
