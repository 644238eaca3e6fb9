import { SCORE_MESSAGES, formatGames } from './score-messages';
import { isEmptySet } from './set-rules';
import type { SetScore, Side } from './types';

/**
 * The score as text, e.g. '6-4, 3-6, 7-5', from the home side unless the away perspective is asked for.
 * Sets at 0-0 are left out; with none left it reads 'No score recorded'.
 */
export function formatScore(sets: readonly SetScore[] | null | undefined, perspective: Side = 'home'): string {
  if (!Array.isArray(sets)) return SCORE_MESSAGES.noScoreRecorded;
  const shown = (sets as readonly SetScore[])
    .filter((set) => set && !isEmptySet(set.home_games, set.away_games))
    .map((set, position) => ({ set, order: Number.isFinite(set.set_number) ? set.set_number : position }))
    .sort((a, b) => a.order - b.order)
    .map(({ set }) => {
      const [mine, theirs] =
        perspective === 'home' ? [set.home_games, set.away_games] : [set.away_games, set.home_games];
      return `${formatGames(mine)}-${formatGames(theirs)}`;
    });
  return shown.length === 0 ? SCORE_MESSAGES.noScoreRecorded : shown.join(', ');
}
