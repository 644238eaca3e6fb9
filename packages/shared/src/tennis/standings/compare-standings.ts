import { compareIds } from '../ids';
import type { StandingRow } from './standing-row';

type Row = Pick<
  StandingRow,
  'player_id' | 'player' | 'wins' | 'losses' | 'sets_won' | 'sets_lost' | 'games_won' | 'games_lost'
>;

/** What can put one player above another, in the words of league-play section 9 and ADR 011. */
export type OrderCriterion =
  | 'win_percentage'
  | 'wins'
  | 'fewer_losses'
  | 'set_percentage'
  | 'game_percentage'
  | 'last_name'
  | 'first_name'
  | 'player_id';

/** Which of the two orders a table follows. */
export type StandingsOrder = 'overall' | 'division';

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

type Compare = (a: Row, b: Row) => number;
const CRITERIA: Record<OrderCriterion, Compare> = {
  win_percentage: (a, b) => byRatioDescending(a.wins, a.losses, b.wins, b.losses),
  wins: (a, b) => b.wins - a.wins,
  fewer_losses: (a, b) => a.losses - b.losses,
  set_percentage: (a, b) => byRatioDescending(a.sets_won, a.sets_lost, b.sets_won, b.sets_lost),
  game_percentage: (a, b) => byRatioDescending(a.games_won, a.games_lost, b.games_won, b.games_lost),
  last_name: (a, b) => nameCollator().compare(a.player.last_name ?? '', b.player.last_name ?? ''),
  first_name: (a, b) => nameCollator().compare(a.player.first_name ?? '', b.player.first_name ?? ''),
  player_id: (a, b) => compareIds(a.player_id, b.player_id),
};

/**
 * The criteria of each order, first to last. Overall (league-play section 9): win %, wins, set %, fewer
 * losses; division: win %, wins, fewer losses, then set %. Both end with ADR 011's tail: game %, last name,
 * first name, player id.
 */
export const ORDER_CRITERIA: Record<StandingsOrder, readonly OrderCriterion[]> = {
  overall: [
    'win_percentage',
    'wins',
    'set_percentage',
    'fewer_losses',
    'game_percentage',
    'last_name',
    'first_name',
    'player_id',
  ],
  division: [
    'win_percentage',
    'wins',
    'fewer_losses',
    'set_percentage',
    'game_percentage',
    'last_name',
    'first_name',
    'player_id',
  ],
};
const COMPARES: Record<StandingsOrder, readonly Compare[]> = {
  overall: ORDER_CRITERIA.overall.map((criterion) => CRITERIA[criterion]),
  division: ORDER_CRITERIA.division.map((criterion) => CRITERIA[criterion]),
};

/**
 * The one decision both the sort and the explanation read: the first criterion on which a and b differ, as
 * its 1-based place in the order, negative when a goes first; 0 only for the same player. The sort uses its
 * sign and the explanation its place, so the order and the reason given for it cannot disagree.
 */
function decide(order: StandingsOrder, a: Row, b: Row): number {
  const compares = COMPARES[order];
  for (let index = 0; index < compares.length; index++) {
    const difference = compares[index]!(a, b);
    if (difference !== 0) return difference < 0 ? -(index + 1) : index + 1;
  }
  return 0;
}

/** Overall order (league-play section 9): win %, wins, set %, fewer losses; then ADR 011's tail. */
export function compareOverallStandings(a: Row, b: Row): number {
  return decide('overall', a, b);
}

/** Division order (league-play section 9): win %, wins, fewer losses; then set % and ADR 011's tail. */
export function compareDivisionStandings(a: Row, b: Row): number {
  return decide('division', a, b);
}

export interface OrderDecision {
  /** The criterion that puts `ahead` above `below`. */
  criterion: OrderCriterion;
  /** The criteria before it, on which the two are level. */
  level: OrderCriterion[];
}

/**
 * Why `ahead` sorts above `below` in `order`, from the same decision the sort makes; null when it does not
 * (the same player, or the two given the wrong way round).
 */
export function decideOrder(order: StandingsOrder, ahead: Row, below: Row): OrderDecision | null {
  const decision = decide(order, ahead, below);
  if (decision >= 0) return null;
  const place = -decision - 1;
  const criteria = ORDER_CRITERIA[order];
  return { criterion: criteria[place]!, level: criteria.slice(0, place) };
}
