import { idKey } from '../ids';
import { getMatchState } from '../match-status';
import { retiringSideOf } from '../match-winner';
import { formatRules, isMatchTiebreakSet } from '../scoring-formats';
import { classifySetOfFormat } from '../set-rules';
import type { MatchResultInput, SetScore, Side } from '../types';

/** What one completed match adds to its two players' standings. */
export interface MatchTally {
  winner: Side;
  sets: Record<Side, number>;
  games: Record<Side, number>;
}

/** A reusable, flat tally: standings fill one per call instead of allocating 100k objects. */
export interface TallyScratch {
  /** The players' idKey values, for looking up their totals. */
  homeKey: number | string;
  awayKey: number | string;
  homeWon: boolean;
  homeSets: number;
  awaySets: number;
  homeGames: number;
  awayGames: number;
}

export function newTallyScratch(): TallyScratch {
  return { homeKey: 0, awayKey: 0, homeWon: false, homeSets: 0, awaySets: 0, homeGames: 0, awayGames: 0 };
}

const NO_SETS: readonly SetScore[] = [];

/**
 * Fills `out` with a match's standings contribution and returns true, or returns false when the match
 * does not count: not completed, a participant missing, a player against themself, or no winner to be
 * found (a tie in sets or an unknown retiring side, which only unvalidated data can hold).
 *
 * Rules (ADR 012): finished sets go to their winner and unfinished ones add their games; a set that is
 * not a tennis score at all adds nothing. A normal match is won on sets. A retirement is counted as if the
 * winner had played the match out: an unfinished last set is completed for the winner (to 6 when the
 * loser has 4 or fewer games, else to 7), then 6-0 sets are added until the winner has 2 sets. With no
 * sets recorded that is the spec's 2-0 in sets and 12-0 in games.
 *
 * Formats (ADR 071): sets are judged and completed under the league's set rules (8 games for a pro set, 4 for
 * Fast4), and a match tiebreak counts as a set won and one game to its winner, not its points.
 */
export function tallyMatchInto(match: MatchResultInput, out: TallyScratch): boolean {
  // Each field is read once: rows from different sources differ in shape, and repeated reads of a
  // polymorphic object are what this loop over 100k matches would spend its time on.
  const status = match.status;
  if (getMatchState(status) !== 'completed') return false;
  const home = match.home_player_id;
  const away = match.away_player_id;
  if (home === null || home === undefined || away === null || away === undefined) return false;
  const homeKey = idKey(home);
  const awayKey = idKey(away);
  if (homeKey === awayKey) return false;

  let retirementWinner: Side | null = null;
  if (status !== 'normal') {
    const retiringSide = retiringSideOf(status, home, away, match.submitted_by_player_id);
    if (retiringSide === null) return false;
    retirementWinner = retiringSide === 'home' ? 'away' : 'home';
  }

  const setScores = match.set_scores;
  const sets = Array.isArray(setScores) ? (setScores as readonly SetScore[]) : NO_SETS;
  let lastRecorded = -1;
  for (let index = sets.length - 1; index >= 0; index--) {
    const set = sets[index];
    if (set && (set.home_games !== 0 || set.away_games !== 0)) {
      lastRecorded = index;
      break;
    }
  }

  const rules = formatRules(match.scoring_format);
  const { gamesToWin, tiebreakAt } = rules.set;
  let homeSets = 0;
  let awaySets = 0;
  let homeGames = 0;
  let awayGames = 0;
  // The place among the sets with a game: what the validator calls Set N, and what makes a match tiebreak.
  let position = -1;
  for (let index = 0; index <= lastRecorded; index++) {
    const set = sets[index];
    if (!set) continue;
    let h = set.home_games;
    let a = set.away_games;
    if (h === 0 && a === 0) continue;
    position++;
    const tiebreak = isMatchTiebreakSet(rules, position);
    const result = classifySetOfFormat(h, a, rules, position);
    if (result.kind === 'problem') continue;
    let setWinner: Side | null = result.kind === 'complete' ? result.winner : null;
    if (setWinner === null && retirementWinner !== null && index === lastRecorded) {
      setWinner = retirementWinner;
      // Completed for the winner: to gamesToWin when the loser is 2 behind, else through the tiebreak.
      if (setWinner === 'home') h = a <= gamesToWin - 2 ? gamesToWin : tiebreakAt + 1;
      else a = h <= gamesToWin - 2 ? gamesToWin : tiebreakAt + 1;
    }
    if (setWinner === 'home') homeSets++;
    else if (setWinner === 'away') awaySets++;
    if (tiebreak) {
      // Its points are not games; an unfinished one adds nothing to either side's games.
      if (setWinner === 'home') homeGames += 1;
      else if (setWinner === 'away') awayGames += 1;
      continue;
    }
    homeGames += h;
    awayGames += a;
  }

  let homeWon: boolean;
  if (retirementWinner === null) {
    if (homeSets === awaySets) return false;
    homeWon = homeSets > awaySets;
  } else {
    homeWon = retirementWinner === 'home';
    // Sets added for the winner are 6-0 sets (8-0 in a pro set, 4-0 in Fast4), or a match tiebreak's 1-0.
    for (let added = position + 1; (homeWon ? homeSets : awaySets) < rules.setsToWin; added++) {
      const games = isMatchTiebreakSet(rules, added) ? 1 : gamesToWin;
      if (homeWon) {
        homeSets++;
        homeGames += games;
      } else {
        awaySets++;
        awayGames += games;
      }
    }
  }

  out.homeKey = homeKey;
  out.awayKey = awayKey;
  out.homeWon = homeWon;
  out.homeSets = homeSets;
  out.awaySets = awaySets;
  out.homeGames = homeGames;
  out.awayGames = awayGames;
  return true;
}

/** The standings contribution of a match, or null when it does not count (see tallyMatchInto). */
export function tallyMatch(match: MatchResultInput): MatchTally | null {
  const scratch = newTallyScratch();
  if (!tallyMatchInto(match, scratch)) return null;
  return {
    winner: scratch.homeWon ? 'home' : 'away',
    sets: { home: scratch.homeSets, away: scratch.awaySets },
    games: { home: scratch.homeGames, away: scratch.awayGames },
  };
}
