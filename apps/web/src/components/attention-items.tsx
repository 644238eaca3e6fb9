import { Button } from '@mantine/core';
import { Link } from 'react-router';
import type { AttentionMatchDto } from '@courtside/shared/schemas/needs-attention';
import { describeScore } from '@courtside/shared/tennis/score-display';
import { ActionItem } from '@/components/action-list';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format-date';
import { DISPUTE_RESOLVED_MESSAGE, RESOLVE_FAILED_TITLE, useResolveDispute } from '@/lib/league-queries';
import { notifyError, notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';

// The admin's waiting matches, each with its action in place: in Needs attention on the admin dashboard and in
// a league's season view.

export const attentionMatchName = (match: AttentionMatchDto) => `${match.home_name} vs ${match.away_name}`;

/** "League · Division · Disputed Mar 5, 2025, 2:30 PM", or without the league where the page already names it. */
export function attentionMatchDetail(match: AttentionMatchDto, sinceLabel: string, { withLeague = true } = {}) {
  const since = match.since ? ` · ${sinceLabel} ${formatDateTime(match.since)}` : '';
  return `${withLeague ? `${match.league_name} · ` : ''}${match.division_name}${since}`;
}

/** A score entered and not yet confirmed: the match page is one tap away. */
export function UnconfirmedScoreItem({ match, withLeague = true }: { match: AttentionMatchDto; withLeague?: boolean }) {
  const name = attentionMatchName(match);
  return (
    <ActionItem text={name} detail={attentionMatchDetail(match, 'Entered', { withLeague })}>
      <Button
        size="xs"
        variant="light"
        component={Link}
        to={paths.matchScore(match.league_id, match.match_id)}
        aria-label={`Open ${name}`}
      >
        Open
      </Button>
    </ActionItem>
  );
}

/**
 * A disputed score, with the score as entered and the reason given: letting it stand is one tap here (most
 * disputes end that way once the players have talked); correcting it takes the match page's score form.
 */
export function DisputedScoreItem({ match, withLeague = true }: { match: AttentionMatchDto; withLeague?: boolean }) {
  const resolve = useResolveDispute();
  const name = attentionMatchName(match);
  const score = describeScore(match, { home: match.home_name, away: match.away_name });
  const keepScore = () =>
    resolve.mutate(
      { match_id: match.match_id, sets: match.set_scores, status: match.status },
      {
        onSuccess: () => notifySuccess(DISPUTE_RESOLVED_MESSAGE),
        onError: (error) => notifyError(`${RESOLVE_FAILED_TITLE}: ${errorMessage(error)}`),
      },
    );
  return (
    <ActionItem
      text={name}
      detail={
        <>
          <div>{attentionMatchDetail(match, 'Disputed', { withLeague })}</div>
          <div>Entered: {score}</div>
          {match.dispute_reason ? <div>Reason given: {match.dispute_reason}</div> : null}
        </>
      }
    >
      <Button
        size="xs"
        loading={resolve.isPending}
        onClick={keepScore}
        aria-label={`Keep the entered score of ${name}`}
      >
        Keep Score
      </Button>
      <Button
        size="xs"
        variant="light"
        component={Link}
        to={paths.matchScore(match.league_id, match.match_id)}
        aria-label={`Correct the score of ${name}`}
      >
        Correct
      </Button>
    </ActionItem>
  );
}
