import type { MatchDto } from '@courtside/shared/schemas/matches';
import { sameId } from '@courtside/shared/tennis/ids';
import { getMatchState, type MatchState } from '@courtside/shared/tennis/match-status';
import { sideOfPlayer } from '@courtside/shared/tennis/match-winner';
import { otherSide, type Side } from '@courtside/shared/tennis/types';
import { UNNAMED_OPPONENT, matchSideName, scoreSentence } from '@/lib/match-display';

/** '1 unscheduled match', '3 unscheduled matches'. */
export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function sideName(match: MatchDto, side: Side, fallback?: string): string {
  return matchSideName(match, side, fallback);
}

export interface MatchOpponent {
  playerId: number;
  name: string;
  /** The viewer's own side, for Home/Away and for reading the score their way round. */
  mySide: Side;
}

/** Who the viewer plays in this match, or null when the viewer is not in it. */
export function opponentOf(match: MatchDto, myPlayerId: number): MatchOpponent | null {
  const mySide = sideOfPlayer(match, myPlayerId);
  if (mySide === null) return null;
  const theirSide = otherSide(mySide);
  return {
    playerId: theirSide === 'home' ? match.home_player_id : match.away_player_id,
    name: sideName(match, theirSide),
    mySide,
  };
}

export function isMyMatch(match: MatchDto, myPlayerId: number | null): boolean {
  return sideOfPlayer(match, myPlayerId) !== null;
}

export function hasState(state: MatchState) {
  return (match: MatchDto) => getMatchState(match.status) === state;
}

/** The score as every page reads it (ADR 072): 'You beat Bob Jones 6-4, 7-5', 'Bob Jones beat you 6-3, 6-2'. */
export function scoreFor(match: MatchDto, viewerPlayerId: number | null): string {
  return scoreSentence(match, viewerPlayerId, UNNAMED_OPPONENT);
}

/** The match between the viewer and one opponent (a round robin has one per pair), or undefined. */
export function matchAgainst(matches: readonly MatchDto[], myPlayerId: number, opponentId: number) {
  return matches.find(
    (match) =>
      (sameId(match.home_player_id, myPlayerId) && sameId(match.away_player_id, opponentId)) ||
      (sameId(match.away_player_id, myPlayerId) && sameId(match.home_player_id, opponentId)),
  );
}

const timeOf = (match: MatchDto) => (match.match_datetime === null ? null : Date.parse(match.match_datetime));

/** Soonest first; matches without a time go last, and ties keep the order the matches were created in. */
export function compareSoonestFirst(a: MatchDto, b: MatchDto): number {
  return compareTimes(timeOf(a), timeOf(b), 1) || a.id - b.id;
}

/** Newest first; matches without a time go last. */
export function compareNewestFirst(a: MatchDto, b: MatchDto): number {
  return compareTimes(timeOf(a), timeOf(b), -1) || b.id - a.id;
}

function compareTimes(a: number | null, b: number | null, direction: 1 | -1): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return (a - b) * direction;
}

/** What the viewer should know about a submitted score that is not settled yet (ADR 028). */
export type ScoreNote = 'awaiting-you' | 'awaiting-opponent' | 'disputed' | null;

/** `myPlayerId` null: a viewer who plays in no match of the league (an admin looking), who has nothing to do. */
export function scoreNote(match: MatchDto, myPlayerId: number | null): ScoreNote {
  if (!isMyMatch(match, myPlayerId)) return null;
  if (match.score_confirmation === 'disputed') return 'disputed';
  if (match.score_confirmation !== 'pending') return null;
  return sameId(match.submitted_by_player_id, myPlayerId) ? 'awaiting-opponent' : 'awaiting-you';
}
