import { compareIds } from '../ids';
import type { StandingRow } from './standing-row';

type Row = Pick<
  StandingRow,
  'player_id' | 'player' | 'wins' | 'losses' | 'sets_won' | 'sets_lost' | 'games_won' | 'games_lost'
>;

/**
 * Higher won/(won+lost) first, compared exactly by cross-multiplication so that two ratios which round to
 * the same shown percentage still order by their true value. Nothing played counts as 0.
 */
function byRatioDescending(aWon: number, aLost: number, bWon: number, bLost: number): number {
  return bWon * (aWon + aLost || 1) - aWon * (bWon + bLost || 1);
}

// Made on first use, not when the module loads: a page that imports the standings rules without sorting (the
// browser's standings page shows the server's order) then never builds a collator, the first use of the browser's
// ICU data and tens of milliseconds of a phone's main thread (issue 10).
let collator: Intl.Collator | undefined;
function nameCollator(): Intl.Collator {
  collator ??= new Intl.Collator('en', { sensitivity: 'base' });
  return collator;
}

/** The deterministic tail shared by both orders: game %, then last name, first name, then player id. */
function compareRemainingTies(a: Row, b: Row): number {
  return (
    byRatioDescending(a.games_won, a.games_lost, b.games_won, b.games_lost) ||
    nameCollator().compare(a.player.last_name ?? '', b.player.last_name ?? '') ||
    nameCollator().compare(a.player.first_name ?? '', b.player.first_name ?? '') ||
    compareIds(a.player_id, b.player_id)
  );
}

/** Overall order (league-play section 9): win %, wins, set %, fewer losses; then ADR 011's tail. */
export function compareOverallStandings(a: Row, b: Row): number {
  return (
    byRatioDescending(a.wins, a.losses, b.wins, b.losses) ||
    b.wins - a.wins ||
    byRatioDescending(a.sets_won, a.sets_lost, b.sets_won, b.sets_lost) ||
    a.losses - b.losses ||
    compareRemainingTies(a, b)
  );
}

/** Division order (league-play section 9): win %, wins, fewer losses; then set % and ADR 011's tail. */
export function compareDivisionStandings(a: Row, b: Row): number {
  return (
    byRatioDescending(a.wins, a.losses, b.wins, b.losses) ||
    b.wins - a.wins ||
    a.losses - b.losses ||
    byRatioDescending(a.sets_won, a.sets_lost, b.sets_won, b.sets_lost) ||
    compareRemainingTies(a, b)
  );
}
