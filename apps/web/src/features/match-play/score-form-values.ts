import type { SetScoreDto } from '@courtside/shared/schemas/matches';
import {
  MAX_GAMES,
  clampGames,
  formatRules,
  maxEntryFor,
  type ScoringFormat,
  type SetScore,
} from '@courtside/shared/tennis/index';

/**
 * The counters of the form: one [home, away] pair per set, as many rows as the format has sets (one for a pro
 * set). A match tiebreak's row holds its points.
 */
export type GamesGrid = readonly (readonly [number, number])[];

/** The score form's values: the counters and the outcome, which the request calls status. */
export interface ScoreFormValues {
  grid: GamesGrid;
  status: string;
}

export interface OutcomeOption {
  value: string;
  label: string;
}

/** What a player submits (league-play section 2): the words are theirs, "I" and "opponent". */
export const PLAYER_OUTCOMES: readonly OutcomeOption[] = [
  { value: 'normal', label: 'Completed normally' },
  { value: 'opponent_retired', label: 'Opponent retired' },
  { value: 'i_retired', label: 'I retired' },
];

/** An admin who did not play the match names the side that retired (ADR 028). */
export function adminOutcomes(homeName: string, awayName: string): OutcomeOption[] {
  return [
    { value: 'normal', label: 'Completed normally' },
    { value: 'home_retired', label: `${homeName} retired` },
    { value: 'away_retired', label: `${awayName} retired` },
  ];
}

export function emptyGrid(format?: ScoringFormat): GamesGrid {
  return Array.from({ length: formatRules(format).maxSets }, () => [0, 0] as const);
}

/** The most a counter of the row at `setIndex` holds under the format: games, or a match tiebreak's points. */
export function maxForRow(format: ScoringFormat | undefined, setIndex: number): number {
  return maxEntryFor(formatRules(format), setIndex);
}

/** A stored score in the counters, in set order; the counters' own limits apply (ADR 012: clamp only here). */
export function gridFromSets(sets: readonly SetScoreDto[], format?: ScoringFormat): GamesGrid {
  const ordered = [...sets].sort((a, b) => a.set_number - b.set_number);
  return emptyGrid(format).map((empty, index) => {
    const set = ordered[index];
    const max = maxForRow(format, index);
    return set ? ([clampGames(set.home_games, max), clampGames(set.away_games, max)] as const) : empty;
  });
}

/** Every row as a set; the validator skips the 0-0 rows and renumbers the rest. */
export function setsFromGrid(grid: GamesGrid): SetScore[] {
  return grid.map(([home, away], index) => ({ set_number: index + 1, home_games: home, away_games: away }));
}

/** The submission the form's values stand for, before the validator leaves out the sets not played. */
export function scoreRequestOf(values: ScoreFormValues): { sets: SetScore[]; status: string } {
  return { sets: setsFromGrid(values.grid), status: values.status };
}

export function withGames(
  grid: GamesGrid,
  setIndex: number,
  sideIndex: 0 | 1,
  games: number,
  max: number = MAX_GAMES,
): GamesGrid {
  return grid.map((row, index) => {
    if (index !== setIndex) return row;
    const next: [number, number] = [row[0], row[1]];
    next[sideIndex] = clampGames(games, max);
    return next;
  });
}

/**
 * The counter's value after typing, within 0..max. A game count is one digit, so a digit typed beside the
 * old one replaces it ('6' then '4' is 4, not 64, wherever the caret was); anything else is read as a number
 * and clamped ('9' is 7, an emptied field is 0). A match tiebreak's points take two digits ('1' then '0' is 10).
 */
export function typedGames(previous: number, text: string, max: number = MAX_GAMES): number {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return 0;
  if (max > 9) return clampGames(Number(digits.slice(-String(max).length - 1)), max);
  const old = String(previous);
  const at = digits.length === old.length + 1 ? digits.indexOf(old) : -1;
  if (at !== -1) {
    const typed = digits.slice(0, at) + digits.slice(at + old.length);
    return clampGames(Number(typed), max);
  }
  return clampGames(Number(digits), max);
}
