import { Badge } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { MatchDto } from '@courtside/shared/schemas/matches';
import { getResultLabel } from '@courtside/shared/tennis/match-status';
import { paths } from '@/lib/paths';
import { scoreNote } from './match-view';

export const AWAITING_YOUR_CONFIRMATION = 'Awaiting your confirmation';
export const AWAITING_OPPONENT_CONFIRMATION = 'Awaiting confirmation';
export const DISPUTED = 'Disputed';

/**
 * A played match's result label from the viewer's side (Completed, Opponent retired, You retired) and where
 * its score stands: a score the viewer has still to confirm links to the score page, where they can.
 */
export function ScoreBadges({
  leagueId,
  match,
  viewerPlayerId,
  matchName,
}: {
  leagueId: number;
  match: MatchDto;
  /** Null for an admin looking at a league they do not play in: the neutral labels, nothing to confirm. */
  viewerPlayerId: number | null;
  /** Names the match for screen readers, e.g. 'match with Bob Jones'. */
  matchName: string;
}) {
  const result = getResultLabel(match, viewerPlayerId);
  const note = scoreNote(match, viewerPlayerId);
  return (
    <>
      {result ? (
        <Badge variant="light" color={result === 'Completed' ? 'court' : 'gray'} tt="none">
          {result}
        </Badge>
      ) : null}
      {note === 'awaiting-you' ? (
        <Badge
          component={Link}
          to={paths.matchScore(leagueId, match.id)}
          // Filled in the primary colour: it asks for something, and white on court 8 reads in both schemes.
          variant="filled"
          tt="none"
          rightSection={<IconArrowRight size={12} aria-hidden="true" />}
          aria-label={`${AWAITING_YOUR_CONFIRMATION}: ${matchName}`}
        >
          {AWAITING_YOUR_CONFIRMATION}
        </Badge>
      ) : null}
      {note === 'awaiting-opponent' ? (
        <Badge variant="light" color="gray" tt="none">
          {AWAITING_OPPONENT_CONFIRMATION}
        </Badge>
      ) : null}
      {note === 'disputed' ? (
        <Badge variant="light" color="red" tt="none">
          {DISPUTED}
        </Badge>
      ) : null}
    </>
  );
}
