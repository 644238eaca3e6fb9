import { Card, Loader, Stack, Text, Title } from '@mantine/core';
import type { MyMatchDto } from '@courtside/shared/schemas/matches';
import { getMatchState } from '@courtside/shared/tennis/match-status';
import { getMatchWinnerSide, sideOfPlayer } from '@courtside/shared/tennis/match-winner';
import { formatScore } from '@courtside/shared/tennis/score-display';
import { useMyMatches } from '@/lib/league-queries';
import { formatMatchTime } from '@/lib/match-display';
import cardList from '@/components/card-list.module.css';
import { opponentOfMine } from './next-steps';

export const NO_RECENT_ACTIVITY = 'No matches played yet. Your results will show up here.';
const SHOWN = 5;

/** 'Beat Bob Jones 6-4, 6-3', 'Lost to Bob Jones 3-6, 2-6', told from my side. */
export function resultLine(match: MyMatchDto): string {
  const mySide = sideOfPlayer(match, match.my_player_id) ?? 'home';
  const winner = getMatchWinnerSide(match);
  const opponent = opponentOfMine(match).name;
  const score = formatScore(match.set_scores, mySide);
  const head = winner === null ? `Played ${opponent}` : winner === mySide ? `Beat ${opponent}` : `Lost to ${opponent}`;
  return score ? `${head} ${score}` : head;
}

/** My latest results in every league, newest first (issue 34: real events, not a placeholder). */
export function RecentActivityCard() {
  const matches = useMyMatches();
  let content;
  if (matches.isPending) {
    content = <Loader size="sm" aria-label="Loading recent activity" />;
  } else if (matches.isError) {
    content = (
      <Text c="var(--mantine-color-error)">Your recent results could not be loaded: {matches.error.message}</Text>
    );
  } else {
    const played = matches.data
      .filter((match) => getMatchState(match.status) === 'completed')
      .sort((a, b) => Date.parse(b.match_datetime ?? '') - Date.parse(a.match_datetime ?? '') || b.id - a.id)
      .slice(0, SHOWN);
    content =
      played.length === 0 ? (
        <Text>{NO_RECENT_ACTIVITY}</Text>
      ) : (
        <ul role="list" aria-label="Recent results" className={cardList.list}>
          {played.map((match) => (
            <Stack component="li" key={match.id} gap={0}>
              <Text fw={600} className={cardList.wrap}>
                {resultLine(match)}
              </Text>
              <Text size="sm" c="dimmed" className={cardList.wrap}>
                {match.league_name} · {formatMatchTime(match.match_datetime)}
              </Text>
            </Stack>
          ))}
        </ul>
      );
  }
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="recent-activity-title">
      <Title order={2} size="h3" id="recent-activity-title" mb="md">
        Recent Activity
      </Title>
      {content}
    </Card>
  );
}
