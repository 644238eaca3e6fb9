import { Card, Text, Title } from '@mantine/core';
import type { MatchDto } from '@courtside/shared/schemas/matches';
import { errorMessage } from '@/lib/error-message';
import { notifyError, notifySuccess } from '@/lib/notify';
import { DISPUTE_RESOLVED_MESSAGE, RESOLVE_FAILED_TITLE } from '@/lib/league-queries';
import { useMatchHistory, useResolveDispute } from './api';
import { latestDisputeReason } from './match-event-text';
import { sideName } from './match-people';
import { adminOutcomes, gridFromSets } from './score-form-values';
import { ScoreEntryForm } from './score-entry-form';

/**
 * An admin's ruling on a disputed score: the form starts at the stored score, so keeping it is one click and
 * correcting it is a few taps. The outcome names the side that retired, as stored (ADR 028).
 */
export function ResolveDisputeSection({ match }: { match: MatchDto }) {
  const resolve = useResolveDispute();
  const history = useMatchHistory(match.id);
  const reason = history.data ? latestDisputeReason(history.data) : null;
  const home = sideName(match, 'home');
  const away = sideName(match, 'away');

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="resolve-title">
      <Title order={2} size="h4" id="resolve-title" mb="xs">
        Resolve Dispute
      </Title>
      {reason ? (
        <Text mb="xs" style={{ overflowWrap: 'break-word' }}>
          <Text span fw={600}>
            Reason given:
          </Text>{' '}
          {reason}
        </Text>
      ) : null}
      <Text size="sm" c="dimmed" mb="md">
        Keep the score as entered or correct it, then resolve. The players see your ruling in the change log.
      </Text>
      <ScoreEntryForm
        homeName={home}
        awayName={away}
        scoringFormat={match.scoring_format}
        outcomes={adminOutcomes(home, away)}
        initialGrid={gridFromSets(match.set_scores, match.scoring_format)}
        initialOutcome={match.status}
        submitLabel="Resolve Dispute"
        pending={resolve.isPending}
        failure={resolve.isError ? { title: RESOLVE_FAILED_TITLE, message: errorMessage(resolve.error) } : null}
        onSubmit={(submission) =>
          resolve.mutate(
            { match_id: match.id, ...submission },
            {
              onSuccess: () => notifySuccess(DISPUTE_RESOLVED_MESSAGE),
              onError: () => notifyError(RESOLVE_FAILED_TITLE),
            },
          )
        }
      />
    </Card>
  );
}
