import { useState } from 'react';
import { Alert, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { MatchDto } from '@courtside/shared/schemas/matches';
import {
  describeScore,
  formatRules,
  isMatchTiebreakSet,
  getMatchWinnerSide,
  getResultLabel,
  getRetiringSide,
  isEmptySet,
} from '@courtside/shared/tennis/index';
import { ConfirmationBadge } from './confirmation-badge';
import { DisputeScoreModal } from '@/components/dispute-score-modal';
import { fullName, sideName, sideOfMatchPlayer, type MatchViewer } from './match-people';
import { ResolveDisputeSection } from './resolve-dispute-section';
import { useConfirmAtOnce } from './use-confirm-at-once';

/** What the result is called for this viewer: their own words when they played, names otherwise. */
function resultText(match: MatchDto, viewer: MatchViewer): string {
  if (viewer.side !== null) return getResultLabel(match, viewer.playerId) ?? 'Completed';
  const retired = getRetiringSide(match);
  return retired ? `${sideName(match, retired)} retired` : 'Completed';
}

/** View Score: the recorded sets, the result, who entered it and where it stands with the opponent. */
export function ScoreView({ match: stored, viewer }: { match: MatchDto; viewer: MatchViewer }) {
  const { shown: match, confirmScore } = useConfirmAtOnce(stored);
  const home = sideName(match, 'home');
  const away = sideName(match, 'away');
  const sets = [...match.set_scores]
    .filter((set) => !isEmptySet(set.home_games, set.away_games))
    .sort((a, b) => a.set_number - b.set_number);
  const winner = getMatchWinnerSide(match);
  const rules = formatRules(match.scoring_format);
  // The one way every page reads a score (ADR 072): the winner named, their games first, the viewer as You.
  const scoreText = describeScore(match, {
    home: viewer.side === 'home' ? 'You' : home,
    away: viewer.side === 'away' ? 'You' : away,
  });
  const enteredBy =
    match.submitted_by_player_id !== null
      ? fullName(match.submitted_by_first_name, match.submitted_by_last_name)
      : null;

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="score-title">
        <Group justify="space-between" align="center" gap="sm" mb="sm">
          <Title order={2} size="h3" id="score-title">
            Score
          </Title>
          {match.score_confirmation ? <ConfirmationBadge state={match.score_confirmation} /> : null}
        </Group>
        {sets.length > 0 ? (
          <Table withTableBorder withColumnBorders ta="center" mb="sm" maw={480}>
            <Table.Caption>{scoreText}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Set</Table.Th>
                <Table.Th scope="col" style={{ overflowWrap: 'anywhere' }}>
                  {home}
                </Table.Th>
                <Table.Th scope="col" style={{ overflowWrap: 'anywhere' }}>
                  {away}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sets.map((set, index) => (
                <Table.Tr key={set.set_number}>
                  <Table.Th scope="row">
                    {isMatchTiebreakSet(rules, index) ? `${index + 1} (match tiebreak)` : index + 1}
                  </Table.Th>
                  <Table.Td>{set.home_games}</Table.Td>
                  <Table.Td>{set.away_games}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text mb="sm">{scoreText}</Text>
        )}
        <Stack gap={4}>
          <Text>
            <Text span fw={600}>
              Result:
            </Text>{' '}
            {resultText(match, viewer)}
          </Text>
          {winner ? (
            <Text>
              <Text span fw={600}>
                Winner:
              </Text>{' '}
              {sideName(match, winner)}
            </Text>
          ) : null}
          {enteredBy ? (
            <Text>
              <Text span fw={600}>
                Entered by:
              </Text>{' '}
              {enteredBy}
            </Text>
          ) : null}
        </Stack>
      </Card>
      <ConfirmationActions match={match} viewer={viewer} enteredBy={enteredBy} onConfirm={confirmScore} />
    </Stack>
  );
}

/** Confirm or dispute for the player who did not enter the score; an admin's ruling on a dispute. */
function ConfirmationActions({
  match,
  viewer,
  enteredBy,
  onConfirm,
}: {
  match: MatchDto;
  viewer: MatchViewer;
  enteredBy: string | null;
  onConfirm: () => void;
}) {
  const [disputeOpen, setDisputeOpen] = useState(false);
  // In doubles the submitter's partner waits with them: only the other pair answers a score (ADR 078).
  const isSubmitter = viewer.side !== null && viewer.side === sideOfMatchPlayer(match, match.submitted_by_player_id);
  const isOtherPlayer = viewer.side !== null && !isSubmitter;

  if (match.score_confirmation === 'pending') {
    if (isSubmitter) {
      return <Text c="dimmed">Waiting for your opponent to confirm this score.</Text>;
    }
    if (!isOtherPlayer) return null;
    return (
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="confirm-title">
        <Title order={2} size="h4" id="confirm-title" mb="xs">
          Is this score right?
        </Title>
        <Text mb="md">
          {enteredBy ?? 'Your opponent'} entered this score. Confirm it, or dispute it and an admin will settle it.
        </Text>
        <Group gap="sm">
          <Button onClick={onConfirm}>Confirm Score</Button>
          <Button variant="outline" color="red" onClick={() => setDisputeOpen(true)}>
            Dispute Score
          </Button>
        </Group>
        <DisputeScoreModal matchId={match.id} opened={disputeOpen} onClose={() => setDisputeOpen(false)} />
      </Card>
    );
  }

  if (match.score_confirmation === 'disputed') {
    if (viewer.isAdmin) return <ResolveDisputeSection match={match} />;
    // Red like the Disputed badges; Mantine's light yellow title is about 2.6:1 (axe colour-contrast).
    return (
      <Alert color="red" variant="light" title="This score is disputed">
        An admin will review it. Until then it counts in the standings as entered.
      </Alert>
    );
  }

  return null;
}
