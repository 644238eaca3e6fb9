import type { PlayerLeagueRecordDto } from '@courtside/shared/schemas/player-records';
import { computeStandingRows } from '@courtside/shared/tennis/standings/index';
import type { listMatchesOfEntries, listPlacedEntriesOfUser } from '../db/queries/player-records';
import { toSetScoreDto } from './matches';

type EntryRow = Awaited<ReturnType<typeof listPlacedEntriesOfUser>>[number];
type MatchRow = Awaited<ReturnType<typeof listMatchesOfEntries>>[number];

/**
 * Each placed entry's record, tallied by the standings' own rules (computeStandingRows) from its division's
 * matches, so the profile and the standings page never disagree about a result.
 */
export function toPlayerLeagueRecords(
  entries: readonly EntryRow[],
  matches: readonly MatchRow[],
): PlayerLeagueRecordDto[] {
  return entries.map((entry) => {
    const own = matches
      .filter((match) => match.divisionId === entry.divisionId)
      .map((match) => ({
        status: match.status,
        home_player_id: match.homePlayerId,
        away_player_id: match.awayPlayerId,
        submitted_by_player_id: match.submittedByPlayerId,
        set_scores: match.sets.map(toSetScoreDto),
        scoring_format: match.scoringFormat,
      }));
    const [row] = computeStandingRows([{ id: entry.entryPlayerId }], own);
    return {
      league_id: entry.leagueId,
      league_name: entry.leagueName,
      league_type: entry.leagueType,
      division_name: entry.divisionName,
      partner: entry.partner
        ? { player_id: entry.partner.id, first_name: entry.partner.firstName, last_name: entry.partner.lastName }
        : null,
      played: row?.matches_played ?? 0,
      wins: row?.wins ?? 0,
      losses: row?.losses ?? 0,
    };
  });
}
