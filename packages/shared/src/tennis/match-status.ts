import { sameId } from './ids';
import type { Id } from './ids';
import { getRetiringSide, sideOfPlayer } from './match-winner';
import type { MatchOutcome, MatchResultInput } from './types';

/** Statuses that mean the match was played and scored (league-play section 4). */
export const COMPLETED_MATCH_STATUSES: readonly MatchOutcome[] = [
  'normal',
  'opponent_retired',
  'i_retired',
  'home_retired',
  'away_retired',
];

/** Outcomes in which one player stopped before the match was decided. */
export const RETIREMENT_OUTCOMES: readonly MatchOutcome[] = [
  'opponent_retired',
  'i_retired',
  'home_retired',
  'away_retired',
];

export type MatchState = 'scheduled' | 'completed' | 'unscheduled';

export function isMatchOutcome(value: unknown): value is MatchOutcome {
  return (COMPLETED_MATCH_STATUSES as readonly unknown[]).includes(value);
}

export function isRetirementOutcome(value: unknown): boolean {
  return (RETIREMENT_OUTCOMES as readonly unknown[]).includes(value);
}

/** scheduled, one of the completed statuses, or anything else: unscheduled (no match yet). */
export function getMatchState(status: unknown): MatchState {
  if (status === 'scheduled') return 'scheduled';
  return isMatchOutcome(status) ? 'completed' : 'unscheduled';
}

export function countMatchesByState(matches: readonly { status?: string | null }[]): Record<MatchState, number> {
  const counts: Record<MatchState, number> = { scheduled: 0, completed: 0, unscheduled: 0 };
  for (const match of matches) counts[getMatchState(match.status)]++;
  return counts;
}

/** Completed matches as a whole percentage of all matches; 0 when there are none. */
export function progressPercentage(matches: readonly { status?: string | null }[]): number {
  if (matches.length === 0) return 0;
  return Math.round((countMatchesByState(matches).completed / matches.length) * 100);
}

export type ResultLabel = 'Completed' | 'Opponent retired' | 'You retired';

/**
 * The past-match label seen by one player. A viewer who did not play the match, or a retirement whose
 * retiring side cannot be told (the submitter is not a participant), reads the neutral 'Completed'.
 * Returns null for a match that is not completed.
 */
export function getResultLabel(match: MatchResultInput, viewerPlayerId: Id | null | undefined): ResultLabel | null {
  if (!isMatchOutcome(match.status)) return null;
  if (match.status === 'normal') return 'Completed';
  const retiringSide = getRetiringSide(match);
  const viewerSide = sideOfPlayer(match, viewerPlayerId);
  if (retiringSide === null || viewerSide === null) return 'Completed';
  return retiringSide === viewerSide ? 'You retired' : 'Opponent retired';
}

/** Whether a completed match exists between two players, whichever side each played. */
export function haveCompletedMatch(matches: readonly MatchResultInput[], playerA: Id, playerB: Id): boolean {
  return matches.some(
    (match) =>
      getMatchState(match.status) === 'completed' &&
      ((sameId(match.home_player_id, playerA) && sameId(match.away_player_id, playerB)) ||
        (sameId(match.home_player_id, playerB) && sameId(match.away_player_id, playerA))),
  );
}
