import { Alert } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { MatchDto } from '@courtside/shared/schemas/matches';
import { getMatchState } from '@courtside/shared/tennis/index';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { recordMatchScoreSubmitted } from '@/lib/analytics-events';
import { errorMessage } from '@/lib/error-message';
import { SCORE_SUBMITTED_TITLE } from '@/lib/match-toasts';
import { notifyError, notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useSubmitScores } from './api';
import { MatchChangeLog } from './match-change-log';
import { MatchLoadFailure } from './match-load-failure';
import { NOT_YOUR_MATCH_MESSAGE, mayChangeMatch, sideName, type MatchViewer } from './match-people';
import { MatchSummary } from './match-summary';
import { PLAYER_OUTCOMES, adminOutcomes } from './score-form-values';
import { ScoreEntryForm } from './score-entry-form';
import { ScoreView } from './score-view';
import { useMatchPage } from './use-match-page';

export const SCORE_SUBMITTED_MESSAGE = 'Match score submitted successfully!';
export const SUBMISSION_FAILED_MESSAGE = 'Submission failed';

/** Match Score Entry (league-play section 2), and View Score once the match has a result. */
export function MatchScorePage() {
  const page = useMatchPage();

  if (page.state === 'loading') return <PageLoader label="Loading match..." />;
  if (page.state === 'failed') {
    return (
      <>
        <PageHeader title="Match Score Entry" />
        <MatchLoadFailure message={page.message} retry={page.retry} retrying={page.retrying} />
      </>
    );
  }

  const { match, viewer, leagueId } = page;
  const completed = getMatchState(match.status) === 'completed';
  return (
    <>
      <PageHeader title={completed ? 'View Score' : 'Match Score Entry'} />
      <MatchSummary match={match} />
      {completed ? (
        <ScoreView match={match} viewer={viewer} />
      ) : (
        <EnterScore match={match} viewer={viewer} leagueId={leagueId} />
      )}
      <MatchChangeLog match={match} />
    </>
  );
}

function EnterScore({ match, viewer, leagueId }: { match: MatchDto; viewer: MatchViewer; leagueId: number }) {
  const submit = useSubmitScores(match.id);
  const navigate = useNavigate();
  if (!mayChangeMatch(viewer)) return <Alert variant="light">{NOT_YOUR_MATCH_MESSAGE}</Alert>;

  const home = sideName(match, 'home');
  const away = sideName(match, 'away');
  // A player speaks of "I" and "my opponent"; an admin who did not play names the side (ADR 028).
  const outcomes = viewer.side !== null ? PLAYER_OUTCOMES : adminOutcomes(home, away);

  return (
    <ScoreEntryForm
      homeName={home}
      awayName={away}
      scoringFormat={match.scoring_format}
      outcomes={outcomes}
      submitLabel="Submit Score"
      pending={submit.isPending}
      failure={submit.isError ? { title: SUBMISSION_FAILED_MESSAGE, message: errorMessage(submit.error) } : null}
      onSubmit={(submission) =>
        submit.mutate(submission, {
          onSuccess: () => {
            notifySuccess(SCORE_SUBMITTED_MESSAGE, SCORE_SUBMITTED_TITLE);
            recordMatchScoreSubmitted(match.id);
            void navigate(paths.leagueHome(leagueId));
          },
          onError: () => notifyError(SUBMISSION_FAILED_MESSAGE),
        })
      }
    />
  );
}
