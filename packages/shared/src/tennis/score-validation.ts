import { isMatchOutcome, isRetirementOutcome } from './match-status';
import { scoreMessagesFor, setProblemMessage } from './score-messages';
import { DEFAULT_SCORING_FORMAT, formatRules, isMatchTiebreakSet, type ScoringFormat } from './scoring-formats';
import { classifySetOfFormat, isEmptySet } from './set-rules';
import type { MatchOutcome, SetScore, Side } from './types';
import { readField, readListEntries } from './untrusted-input';

export interface ScoreValidation {
  /** True when there are no errors. */
  valid: boolean;
  errors: string[];
  /** The submitted outcome when it is one of the known ones. */
  outcome: MatchOutcome | null;
  /** When valid: the sets that count, in submitted order, renumbered 1..n. Empty otherwise. */
  sets: SetScore[];
  /** Finished sets won by each side among the sets that count. */
  sets_won: Record<Side, number>;
}

/**
 * Checks a score submission `{ sets, status }` against league-play section 5 and ADR 010, under the league's
 * scoring format (ADR 071; best of three when none is given). Accepts any value at all and never throws:
 * garbage yields errors, not exceptions. The one validator of the server, the form and the demo seed.
 *
 * Only sets with a game on either side count; 'Set N' is a set's position among those. A retirement may
 * have fewer than 2 sets (even none) and may leave its last set unfinished, but must come before either
 * player has won 2 sets.
 */
export function validateScore(submission: unknown, format: ScoringFormat = DEFAULT_SCORING_FORMAT): ScoreValidation {
  const rules = formatRules(format);
  const { maxSets, setsToWin } = rules;
  const messages = scoreMessagesFor(rules.format);
  const errors: string[] = [];
  const setsWon: Record<Side, number> = { home: 0, away: 0 };

  const status = readField(submission, 'status');
  const outcome = isMatchOutcome(status) ? status : null;
  if (outcome === null) errors.push(messages.invalidOutcome);
  const retired = isRetirementOutcome(outcome);

  // One past the maximum is enough to know there are too many sets.
  const counted = readListEntries(readField(submission, 'sets'), maxSets + 1, (entry) =>
    isEmptySet(readField(entry, 'home_games'), readField(entry, 'away_games')),
  );
  if (counted === null) {
    errors.push(messages.setsNotAList);
    return { valid: false, errors, outcome, sets: [], sets_won: setsWon };
  }

  if (counted.length > maxSets) errors.push(messages.tooManySets);
  if (!retired && counted.length < setsToWin) errors.push(messages.tooFewSets);

  const considered = counted.slice(0, maxSets).map((entry) => ({
    home: readField(entry, 'home_games'),
    away: readField(entry, 'away_games'),
  }));
  const winners: (Side | null)[] = [];
  let setProblems = 0;
  considered.forEach(({ home, away }, index) => {
    const result = classifySetOfFormat(home, away, rules, index);
    if (result.kind === 'complete') {
      setsWon[result.winner]++;
      winners.push(result.winner);
      return;
    }
    winners.push(null);
    const isLast = index === considered.length - 1;
    if (result.kind === 'in_progress' && retired && isLast) return;
    setProblems++;
    const kind = isMatchTiebreakSet(rules, index) ? 'match_tiebreak' : rules.set;
    errors.push(setProblemMessage(index + 1, result.problem, home, away, kind));
  });

  // A set played after one player had already won the match cannot have happened (issue 36; the spec's words,
  // which it gives as a warning, now refuse the score: ADR 010).
  const setAfterWin = playedAfterMatchWon(winners, setsToWin);
  if (setAfterWin) errors.push(messages.thirdSetNotNeeded);

  // Match-level rules read only sound sets; with a bad set the per-set message is the one to act on.
  const countIsSound = counted.length <= maxSets && (retired || counted.length >= setsToWin);
  if (setProblems === 0 && countIsSound && outcome !== null && !setAfterWin) {
    const leader = Math.max(setsWon.home, setsWon.away);
    if (retired && leader >= setsToWin) errors.push(messages.retiredAfterMatchWon);
    if (!retired && leader < setsToWin) errors.push(messages.mustWinTwoSets);
  }

  const valid = errors.length === 0;
  const sets = valid
    ? considered.map(({ home, away }, index) => ({
        set_number: index + 1,
        home_games: home as number,
        away_games: away as number,
      }))
    : [];
  return { valid, errors, outcome, sets, sets_won: setsWon };
}

/** Whether any set comes after one side had won the sets that win the match. */
function playedAfterMatchWon(winners: readonly (Side | null)[], setsToWin: number): boolean {
  const won: Record<Side, number> = { home: 0, away: 0 };
  for (const [index, winner] of winners.entries()) {
    if (index > 0 && Math.max(won.home, won.away) >= setsToWin) return true;
    if (winner) won[winner]++;
  }
  return false;
}
