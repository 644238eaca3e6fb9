import { isMatchOutcome } from './match-status';
import { getMatchWinnerSide, getRetiringSide } from './match-winner';
import { SCORE_MESSAGES, formatGames } from './score-messages';
import { formatRules, isMatchTiebreakSet } from './scoring-formats';
import { isEmptySet } from './set-rules';
import type { MatchResultInput, SetScore, Side } from './types';

/**
 * The sets as text, e.g. '6-4, 3-6, 7-5', with `perspective`'s games first in every set (home unless told).
 * A match tiebreak reads 'match tiebreak 10-8' (ADR 072). Sets at 0-0 are left out; with none left it reads
 * 'No score recorded'. Pages print scores through describeScore, which decides the perspective.
 */
export function formatScore(
  sets: readonly SetScore[] | null | undefined,
  perspective: Side = 'home',
  format?: unknown,
): string {
  if (!Array.isArray(sets)) return SCORE_MESSAGES.noScoreRecorded;
  const rules = formatRules(format);
  const shown = (sets as readonly SetScore[])
    .filter((set) => set && !isEmptySet(set.home_games, set.away_games))
    .map((set, position) => ({ set, order: Number.isFinite(set.set_number) ? set.set_number : position }))
    .sort((a, b) => a.order - b.order)
    .map(({ set }, position) => {
      const [mine, theirs] =
        perspective === 'home' ? [set.home_games, set.away_games] : [set.away_games, set.home_games];
      const games = `${formatGames(mine)}-${formatGames(theirs)}`;
      return isMatchTiebreakSet(rules, position) ? `match tiebreak ${games}` : games;
    });
  return shown.length === 0 ? SCORE_MESSAGES.noScoreRecorded : shown.join(', ');
}

/** The names a score sentence uses for each side; a page passes 'You' for the viewer's own side. */
export type SideNames = Record<Side, string>;

/**
 * A completed match's score as every page and email prints it (ADR 072): the winner named, then the sets with
 * the winner's games first, e.g. 'Ana Ace won 6-4, 3-6, match tiebreak 10-8', 'You won 6-4, 2-1 (Ben Baseline
 * retired)', 'Ana Ace won (Ben Baseline retired)'. So a win never reads like a loss, whoever looks.
 * A match with no score yet reads 'No score recorded'; stored data with no winner to be found (level on sets)
 * reads from the home side and says so.
 */
export function describeScore(match: MatchResultInput, names: SideNames): string {
  if (!isMatchOutcome(match.status)) return SCORE_MESSAGES.noScoreRecorded;
  const sets = match.set_scores ?? [];
  const hasSets = sets.some((set) => set && !isEmptySet(set.home_games, set.away_games));
  const winner = getMatchWinnerSide(match);
  if (winner === null) {
    return hasSets
      ? `${formatScore(sets, 'home', match.scoring_format)} (${names.home}'s games first)`
      : SCORE_MESSAGES.noScoreRecorded;
  }
  const retired = match.status === 'normal' ? null : getRetiringSide(match);
  const retirement = retired === null ? '' : ` (${names[retired]} retired)`;
  const score = hasSets ? ` ${formatScore(sets, winner, match.scoring_format)}` : '';
  return `${names[winner]} won${score}${retirement}`;
}
