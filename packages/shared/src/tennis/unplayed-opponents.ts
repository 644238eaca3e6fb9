import { sameId } from './ids';
import type { Id } from './ids';
import { haveCompletedMatch } from './match-status';
import type { MatchResultInput } from './types';

/**
 * Division opponents the player has not yet played: everyone on the roster but the player, less those with
 * a completed match against them. An opponent with only a scheduled match is still unplayed.
 */
export function findUnplayedOpponents<P extends { id: Id }>(
  playerId: Id,
  roster: readonly P[],
  matches: readonly MatchResultInput[],
): P[] {
  return roster.filter(
    (opponent) => !sameId(opponent.id, playerId) && !haveCompletedMatch(matches, playerId, opponent.id),
  );
}
