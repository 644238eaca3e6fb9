import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { openConfirmModal } from '@/lib/confirm-modal';
import { canCancelLeague } from '@courtside/shared/league/league-changes';
import {
  getNextLeagueStep,
  leagueStepConfirmation,
  type LeagueStep,
} from '@courtside/shared/league/league-transitions';
import type { LeagueDto, LeagueStatus } from '@courtside/shared/schemas/leagues';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePublishDivisions, useUpdateLeagueState } from './api';
import { leagueStatusLabel } from './league-status-label';
import { LeagueStatusBadge } from './league-status-badge';
import { refusalMessage } from './refusal-message';
import type { PlacementBoardState } from './use-placement-board';

export const STATUS_UPDATE_FAILED_MESSAGE = 'Failed to update league status';
export const DIVISIONS_PUBLISHED_MESSAGE = 'League divisions published successfully!';
export const PUBLISH_FAILED_MESSAGE = 'Failed to publish league';
export const statusUpdatedMessage = (status: LeagueStatus) => `League status updated to ${leagueStatusLabel(status)}`;

/** Canceling is no step of the spec's table (ADR 025): its own button, asked about like the steps that stay. */
const CANCEL_STEP = { label: 'Cancel League' };

interface StatusActionsProps {
  league: LeagueDto;
  board: PlacementBoardState;
}

/** The current status, its one forward step, and Cancel League while the league can still be canceled. */
export function StatusActions({ league, board }: StatusActionsProps) {
  const updateState = useUpdateLeagueState();
  const publishDivisions = usePublishDivisions();
  const step = getNextLeagueStep(league.league_status);
  const busy = updateState.isPending || publishDivisions.isPending;

  const changeStatus = (state: LeagueStatus) =>
    updateState.mutate(
      { league_id: league.id, state },
      {
        onSuccess: (updated) => notifySuccess(statusUpdatedMessage(updated.league_status)),
        onError: (error) => notifyError(refusalMessage(error, STATUS_UPDATE_FAILED_MESSAGE)),
      },
    );

  // Publish Divisions publishes the board as it is on screen, saved or not.
  const publish = () => {
    const sent = new Map(board.current);
    publishDivisions.mutate(
      { league_id: league.id, assignments: board.assignments(), board_version: board.version },
      {
        onSuccess: () => {
          board.settle(sent);
          notifySuccess(DIVISIONS_PUBLISHED_MESSAGE);
        },
        onError: (error) => notifyError(refusalMessage(error, PUBLISH_FAILED_MESSAGE)),
      },
    );
  };

  const take = (next: LeagueStep) => (next.via_publish ? publish() : changeStatus(next.to));

  const handleStep = (next: LeagueStep) => {
    if (!next.requires_confirmation) {
      take(next);
      return;
    }
    openConfirmModal({
      title: next.label,
      centered: true,
      children: <Text>{leagueStepConfirmation(next)}</Text>,
      labels: { confirm: next.label, cancel: 'Cancel' },
      onConfirm: () => take(next),
    });
  };

  const handleCancelLeague = () =>
    openConfirmModal({
      title: CANCEL_STEP.label,
      centered: true,
      children: <Text>{leagueStepConfirmation(CANCEL_STEP)}</Text>,
      labels: { confirm: CANCEL_STEP.label, cancel: 'Keep League' },
      confirmProps: { color: 'red' },
      onConfirm: () => changeStatus('canceled'),
    });

  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Text>Current status:</Text>
        <LeagueStatusBadge status={league.league_status} />
      </Group>
      {step?.to === 'active' && board.unpublished.length > 0 ? (
        <Alert color="blue" variant="light">
          Start League counts published placements only. Publish the board first: the players marked Unsaved or Not
          published are not placed yet as far as the league is concerned.
        </Alert>
      ) : null}
      <Group gap="sm" wrap="wrap">
        {step ? (
          <Button onClick={() => handleStep(step)} loading={busy}>
            {step.label}
          </Button>
        ) : (
          <Text c="dimmed">This league has no further steps.</Text>
        )}
        {canCancelLeague(league.league_status) ? (
          <Button variant="outline" color="red" onClick={handleCancelLeague} disabled={busy}>
            {CANCEL_STEP.label}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
