import { compareIds, idKey } from '../ids';
import type { Id } from '../ids';
import { retiringSideOf } from '../match-winner';
import { isEmptySet } from '../set-rules';
import type { MatchResultInput, SetScore } from '../types';
import { decideOrder } from './compare-standings';
import type { OrderDecision, StandingsOrder } from './compare-standings';
import { newTallyScratch, tallyMatchInto } from './match-tally';
import type { StandingRow } from './standing-row';

/** A counted match between two neighbours of a table, seen from the side of the one placed above. */
export interface Meeting {
  match_id: Id | null;
  match_datetime: string | null;
  /** Whether the player placed above won it. */
  won: boolean;
  /** Games of each recorded set, the upper player's first; sets at 0-0 left out. */
  sets: [number, number][];
  /** Which of the two retired, when the match ended that way. */
  retired: 'ahead' | 'below' | null;
}

/** Why a row sits above the next one: the deciding criterion, and the two players' meetings as context. */
export interface OrderReason extends OrderDecision {
  below_player_id: Id;
  /** Head-to-head is not a criterion (ADR 011); the meetings are shown beside the reason, never as it. */
  meetings: Meeting[];
}

/** The match fields a meeting reads, beside those that decide its result. */
export type MeetingInput = MatchResultInput & { id?: Id | null; match_datetime?: string | null };

const pairKey = (a: Id, b: Id) => {
  const [first, second] = [idKey(a), idKey(b)].sort(compareIds);
  return `${first}|${second}`;
};

/**
 * The counted matches of every pair of neighbours in the given tables, by pair, in one pass over the matches:
 * a table of thousands of rows has only thousands of neighbours, and most matches are between others.
 */
export function findNeighbourMeetings(
  tables: readonly (readonly Pick<StandingRow, 'player_id'>[])[],
  matches: readonly MeetingInput[],
): Map<string, MeetingInput[]> {
  const wanted = new Map<string, MeetingInput[]>();
  for (const rows of tables) {
    for (let index = 0; index + 1 < rows.length; index++) {
      wanted.set(pairKey(rows[index]!.player_id, rows[index + 1]!.player_id), []);
    }
  }
  const tally = newTallyScratch();
  for (const match of matches) {
    const { home_player_id: home, away_player_id: away } = match;
    if (home === null || home === undefined || away === null || away === undefined) continue;
    const found = wanted.get(pairKey(home, away));
    if (found && tallyMatchInto(match, tally)) found.push(match);
  }
  return wanted;
}

function toMeeting(match: MeetingInput, aheadId: Id): Meeting {
  const tally = newTallyScratch();
  tallyMatchInto(match, tally);
  const aheadIsHome = idKey(match.home_player_id!) === idKey(aheadId);
  const sets = (Array.isArray(match.set_scores) ? (match.set_scores as readonly SetScore[]) : [])
    .filter((set) => set && !isEmptySet(set.home_games, set.away_games))
    .sort((a, b) => a.set_number - b.set_number)
    .map((set): [number, number] =>
      aheadIsHome ? [set.home_games, set.away_games] : [set.away_games, set.home_games],
    );
  const retiring = retiringSideOf(
    match.status,
    match.home_player_id,
    match.away_player_id,
    match.submitted_by_player_id,
  );
  return {
    match_id: match.id ?? null,
    match_datetime: match.match_datetime ?? null,
    won: tally.homeWon === aheadIsHome,
    sets,
    retired: retiring === null ? null : (retiring === 'home') === aheadIsHome ? 'ahead' : 'below',
  };
}

/**
 * For each row of a sorted table, why it is above the next (null for the last row), decided by the same
 * comparison that sorted it.
 */
export function explainTableOrder(
  order: StandingsOrder,
  rows: readonly StandingRow[],
  meetings: ReadonlyMap<string, readonly MeetingInput[]>,
): (OrderReason | null)[] {
  return rows.map((row, index) => {
    const below = rows[index + 1];
    if (!below) return null;
    const decision = decideOrder(order, row, below);
    if (!decision) return null;
    const met = meetings.get(pairKey(row.player_id, below.player_id)) ?? [];
    return {
      ...decision,
      below_player_id: below.player_id,
      meetings: met.map((match) => toMeeting(match, row.player_id)),
    };
  });
}
