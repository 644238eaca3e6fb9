/**
 * The ways a league can score its matches (issue 36, ADR 071). Zod-free, so pages that may not import zod
 * values can read the labels and limits.
 */
export const SCORING_FORMATS = ['best_of_three', 'match_tiebreak', 'pro_set', 'fast4'] as const;
export type ScoringFormat = (typeof SCORING_FORMATS)[number];

/** What every league had before formats existed, and what a league gets when none is chosen. */
export const DEFAULT_SCORING_FORMAT: ScoringFormat = 'best_of_three';

/** How one ordinary set is won: first to `gamesToWin` by 2 games, or a tiebreak at `tiebreakAt` all. */
export interface SetRules {
  gamesToWin: number;
  tiebreakAt: number;
}

/** A match tiebreak: first to 10 points, won by 2. */
export const MATCH_TIEBREAK_POINTS = 10;
/** Points a match tiebreak entry may hold; far beyond any tiebreak really played, and what the database allows. */
export const MAX_TIEBREAK_POINTS = 99;

export interface FormatRules {
  format: ScoringFormat;
  maxSets: number;
  setsToWin: number;
  set: SetRules;
  /** The deciding set (the last one) is a match tiebreak, entered as its points. */
  decidingMatchTiebreak: boolean;
  /** Short name, for the league form and the league home. */
  label: string;
  /** One line on how a match is played, for the league form. */
  description: string;
  /** Shown above the score form, e.g. 'Third set: match tiebreak to 10'. */
  scoreFormNote: string;
}

const STANDARD_SET: SetRules = { gamesToWin: 6, tiebreakAt: 6 };

export const FORMAT_RULES: Record<ScoringFormat, FormatRules> = {
  best_of_three: {
    format: 'best_of_three',
    maxSets: 3,
    setsToWin: 2,
    set: STANDARD_SET,
    decidingMatchTiebreak: false,
    label: 'Best of three sets',
    description: 'Three full sets to 6 games, a tiebreak at 6-6.',
    scoreFormNote: 'Best of three sets: sets to 6 games, tiebreak at 6-6',
  },
  match_tiebreak: {
    format: 'match_tiebreak',
    maxSets: 3,
    setsToWin: 2,
    set: STANDARD_SET,
    decidingMatchTiebreak: true,
    label: 'Two sets and a match tiebreak',
    description: 'Two sets to 6 games; at one set all, a match tiebreak to 10 points, won by 2.',
    scoreFormNote: 'Third set: match tiebreak to 10 (enter its points, e.g. 10-8)',
  },
  pro_set: {
    format: 'pro_set',
    maxSets: 1,
    setsToWin: 1,
    set: { gamesToWin: 8, tiebreakAt: 8 },
    decidingMatchTiebreak: false,
    label: 'Pro set',
    description: 'One set to 8 games, a tiebreak at 8-8.',
    scoreFormNote: 'One pro set to 8 games, tiebreak at 8-8',
  },
  fast4: {
    format: 'fast4',
    maxSets: 3,
    setsToWin: 2,
    set: { gamesToWin: 4, tiebreakAt: 3 },
    decidingMatchTiebreak: false,
    label: 'Fast4',
    description: 'Best of three short sets to 4 games, a tiebreak at 3-3.',
    scoreFormNote: 'Fast4: sets to 4 games, tiebreak at 3-3',
  },
};

export function isScoringFormat(value: unknown): value is ScoringFormat {
  return (SCORING_FORMATS as readonly unknown[]).includes(value);
}

/** The rules of a format; anything unknown (an old row, a missing field) reads as the default. */
export function formatRules(format: unknown): FormatRules {
  return FORMAT_RULES[isScoringFormat(format) ? format : DEFAULT_SCORING_FORMAT];
}

/** The most games a player can have in a finished set: the tiebreak's winner at tiebreakAt + 1. */
export function maxGamesInSet(set: SetRules): number {
  return set.tiebreakAt + 1;
}

/** Whether the set at 0-based `position` among the sets that count is a match tiebreak in this format. */
export function isMatchTiebreakSet(rules: FormatRules, position: number): boolean {
  return rules.decidingMatchTiebreak && position === rules.maxSets - 1;
}

/** The most a counter may hold for the set at `position`: games, or points in a match tiebreak. */
export function maxEntryFor(rules: FormatRules, position: number): number {
  return isMatchTiebreakSet(rules, position) ? MAX_TIEBREAK_POINTS : maxGamesInSet(rules.set);
}
