import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import type { MatchDto } from '@courtside/shared/schemas/matches';
import { getMatchState } from '@courtside/shared/tennis/index';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { recordMatchScheduled } from '@/lib/analytics-events';
import { errorMessage } from '@/lib/error-message';
import { MATCH_SCHEDULED_TITLE } from '@/lib/match-toasts';
import { notifyError, notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useScheduleMatch } from './api';
import { MatchLoadFailure } from './match-load-failure';
import { NOT_YOUR_MATCH_MESSAGE, mayChangeMatch, type MatchViewer } from './match-people';
import { MatchSummary } from './match-summary';
import { SCHEDULE_FAILED_MESSAGE, ScheduleMatchForm } from './schedule-match-form';
import { useMatchPage } from './use-match-page';

export const MATCH_SCHEDULED_MESSAGE = 'Match scheduled successfully!';
export const MATCH_PLAYED_MESSAGE = 'This match has been played, so it can no longer be scheduled.';

/** Schedule or Reschedule Match (league-play section 2). */
export function MatchSchedulePage() {
  const page = useMatchPage();

  if (page.state === 'loading') return <PageLoader label="Loading match..." />;
  if (page.state === 'failed') {
    return (
      <>
        <PageHeader title="Schedule Match" />
        <MatchLoadFailure message={page.message} retry={page.retry} retrying={page.retrying} />
      </>
    );
  }

  const { match, viewer, leagueId } = page;
  const completed = getMatchState(match.status) === 'completed';
  const title = match.match_datetime && !completed ? 'Reschedule Match' : 'Schedule Match';
  return (
    <>
      <PageHeader title={title} />
      <MatchSummary match={match} />
      {completed ? (
        <Stack gap="sm" align="flex-start">
          <Text>{MATCH_PLAYED_MESSAGE}</Text>
          <Button component={Link} to={paths.matchScore(leagueId, match.id)}>
            View Score
          </Button>
        </Stack>
      ) : (
        <Schedule match={match} viewer={viewer} leagueId={leagueId} submitLabel={title} />
      )}
    </>
  );
}

function Schedule({
  match,
  viewer,
  leagueId,
  submitLabel,
}: {
  match: MatchDto;
  viewer: MatchViewer;
  leagueId: number;
  submitLabel: string;
}) {
  const schedule = useScheduleMatch();
  const navigate = useNavigate();
  if (!mayChangeMatch(viewer)) return <Alert variant="light">{NOT_YOUR_MATCH_MESSAGE}</Alert>;

  return (
    <ScheduleMatchForm
      match={match}
      submitLabel={submitLabel}
      pending={schedule.isPending}
      failure={schedule.isError ? errorMessage(schedule.error) : null}
      onSubmit={(values) =>
        schedule.mutate(
          { match_id: match.id, ...values },
          {
            onSuccess: () => {
              notifySuccess(MATCH_SCHEDULED_MESSAGE, MATCH_SCHEDULED_TITLE);
              recordMatchScheduled(match.id);
              void navigate(paths.leagueHome(leagueId));
            },
            onError: () => notifyError(SCHEDULE_FAILED_MESSAGE),
          },
        )
      }
    />
  );
}
