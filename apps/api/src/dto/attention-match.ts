import type { AttentionMatchDto } from '@courtside/shared/schemas/needs-attention';
import type { listDisputedMatches } from '../db/queries/needs-attention';
import { entryNameOf } from './entry-names';
import { toSetScoreDto } from './matches';

type AttentionRow = Pick<
  Awaited<ReturnType<typeof listDisputedMatches>>[number],
  | 'matchId'
  | 'leagueId'
  | 'leagueName'
  | 'divisionName'
  | 'home'
  | 'homePartner'
  | 'away'
  | 'awayPartner'
  | 'since'
  | 'status'
  | 'scoringFormat'
  | 'disputeReason'
  | 'scoreConfirmation'
>;
type SetRow = Parameters<typeof toSetScoreDto>[0];

/**
 * A score waiting on somebody, as the admin dashboard's Needs attention and a league's season view both show it:
 * the two sides by their entry names (pairs in doubles), since when it waits, and its sets.
 */
export const toAttentionMatchDto = (row: AttentionRow, sets: ReadonlyMap<number, SetRow[]>): AttentionMatchDto => ({
  match_id: row.matchId,
  league_id: row.leagueId,
  league_name: row.leagueName,
  division_name: row.divisionName,
  home_name: entryNameOf(row.home, row.homePartner),
  away_name: entryNameOf(row.away, row.awayPartner),
  since: row.since?.toISOString() ?? null,
  status: row.status,
  set_scores: (sets.get(row.matchId) ?? []).map(toSetScoreDto),
  scoring_format: row.scoringFormat,
  // The latest dispute's reason stays in the match's history after a new score is entered: shown only while
  // the score is disputed.
  dispute_reason: row.scoreConfirmation === 'disputed' ? row.disputeReason : null,
});
