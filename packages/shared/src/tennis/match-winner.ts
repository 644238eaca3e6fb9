import { sameId } from './ids';
import type { Id } from './ids';
import { formatRules } from './scoring-formats';
import { classifySetOfFormat, isEmptySet } from './set-rules';
import { otherSide } from './types';
import type { MatchResultInput, SetScore, Side } from './types';

/**
 * Finished, valid sets won by each side under the format (best of three unless told); unfinished or invalid
 * sets are nobody's. A set's place among the sets with a game decides whether it is a match tiebreak.
 */
export function countSetsWon(sets: readonly SetScore[] | null | undefined, format?: unknown): Record<Side, number> {
  const won: Record<Side, number> = { home: 0, away: 0 };
  if (!Array.isArray(sets)) return won;
  const rules = formatRules(format);
  let position = 0;
  for (const set of sets as readonly SetScore[]) {
    if (!set || isEmptySet(set.home_games, set.away_games)) continue;
    const result = classifySetOfFormat(set.home_games, set.away_games, rules, position++);
    if (result.kind === 'complete') won[result.winner]++;
  }
  return won;
}

/** The side a player is on in a match, or null when they did not play it. */
export function sideOfPlayer(match: MatchResultInput, playerId: Id | null | undefined): Side | null {
  if (sameId(match.home_player_id, playerId)) return 'home';
  if (sameId(match.away_player_id, playerId)) return 'away';
  return null;
}

/**
 * Who retired: for opponent_retired and i_retired it follows from who submitted the score, for home_retired
 * and away_retired from the side named. Null for other statuses or a submitter who did not play the match.
 */
export function getRetiringSide(match: MatchResultInput): Side | null {
  return retiringSideOf(match.status, match.home_player_id, match.away_player_id, match.submitted_by_player_id);
}

/** getRetiringSide on plain values, for callers that have already read the match's fields. */
export function retiringSideOf(
  status: unknown,
  home: Id | null | undefined,
  away: Id | null | undefined,
  submitter: Id | null | undefined,
): Side | null {
  switch (status) {
    case 'home_retired':
      return 'home';
    case 'away_retired':
      return 'away';
    case 'i_retired':
    case 'opponent_retired': {
      const submitterSide = sameId(home, submitter) ? 'home' : sameId(away, submitter) ? 'away' : null;
      if (submitterSide === null) return null;
      return status === 'i_retired' ? submitterSide : otherSide(submitterSide);
    }
    default:
      return null;
  }
}

/**
 * The winning side: by sets won for a normal outcome (null on a tie, which only unvalidated data can hold),
 * the opponent of the retiring player for a retirement, and null for a match that is not completed.
 */
export function getMatchWinnerSide(match: MatchResultInput): Side | null {
  if (match.status === 'normal') {
    const won = countSetsWon(match.set_scores, match.scoring_format);
    if (won.home === won.away) return null;
    return won.home > won.away ? 'home' : 'away';
  }
  const retiringSide = getRetiringSide(match);
  return retiringSide === null ? null : otherSide(retiringSide);
}

export function getMatchWinnerId(match: MatchResultInput): Id | null {
  const side = getMatchWinnerSide(match);
  if (side === null) return null;
  return (side === 'home' ? match.home_player_id : match.away_player_id) ?? null;
}
