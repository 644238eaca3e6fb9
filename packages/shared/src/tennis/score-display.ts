import { isMatchOutcome } from './match-status';
import { getMatchWinnerSide, getRetiringSide } from './match-winner';
import { SCORE_MESSAGES, formatGames } from './score-messages';
import { formatRules, isMatchTiebreakSet } from './scoring-formats';
import { isEmptySet } from './set-rules';
import { otherSide } from './types';
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

/**
 * The names a score sentence uses for each side. A page passes 'You' for the viewer's own side; it reads
 * 'you' where it is not the first word ('Ann Lee beat you 6-2').
 */
export type SideNames = Record<Side, string>;

const VIEWER = 'You';
const midSentence = (name: string) => (name === VIEWER ? 'you' : name);

/**
 * A completed match's score as every page and email prints it (ADR 072): the winner, the loser, then the
 * sets with the winner's games first, e.g. 'Ana Ace beat Ben Baseline 6-4, 3-6, match tiebreak 10-8',
 * 'You beat Ben Baseline 6-4, 2-1 (Ben Baseline retired)', 'Ann Lee beat you (you retired)'. So a win never
 * reads like a loss, whoever looks. A match with no score yet reads 'No score recorded'; stored data with no
 * winner to be found (level on sets) reads 'Ana Ace vs Ben Baseline 6-4, 4-6', home first as the names are.
 */
export function describeScore(match: MatchResultInput, names: SideNames): string {
  if (!isMatchOutcome(match.status)) return SCORE_MESSAGES.noScoreRecorded;
  const sets = match.set_scores ?? [];
  const hasSets = sets.some((set) => set && !isEmptySet(set.home_games, set.away_games));
  const winner = getMatchWinnerSide(match);
  const first = winner ?? 'home';
  const score = hasSets ? ` ${formatScore(sets, first, match.scoring_format)}` : '';
  if (winner === null) return `${names.home} vs ${midSentence(names.away)}${score}`;
  const retired = match.status === 'normal' ? null : getRetiringSide(match);
  const retirement = retired === null ? '' : ` (${midSentence(names[retired])} retired)`;
  return `${names[winner]} beat ${midSentence(names[otherSide(winner)])}${score}${retirement}`;
}
