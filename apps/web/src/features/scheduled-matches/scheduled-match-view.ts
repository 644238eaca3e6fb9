import type { MyMatchDto } from '@courtside/shared/schemas/matches';
import { getMatchState } from '@courtside/shared/tennis/match-status';
import { sideOfPlayer } from '@courtside/shared/tennis/match-winner';
import { matchSideName } from '@/lib/match-display';

export interface LeagueMatches {
  leagueId: number;
  leagueName: string;
  matches: MyMatchDto[];
}

export function opponentName(match: MyMatchDto): string {
  return matchSideName(match, sideOfPlayer(match, match.my_player_id) === 'home' ? 'away' : 'home');
}

const timeOf = (match: MyMatchDto) => (match.match_datetime === null ? Infinity : Date.parse(match.match_datetime));

/**
 * My scheduled matches by league: the soonest first within a league, and the league with the soonest match
 * first. A match without a time goes last.
 */
export function scheduledByLeague(matches: readonly MyMatchDto[]): LeagueMatches[] {
  const soonestFirst = matches
    .filter((match) => getMatchState(match.status) === 'scheduled')
    .sort((a, b) => timeOf(a) - timeOf(b) || a.id - b.id);
  const groups = new Map<number, LeagueMatches>();
  for (const match of soonestFirst) {
    const group = groups.get(match.league_id);
    if (group) group.matches.push(match);
    else groups.set(match.league_id, { leagueId: match.league_id, leagueName: match.league_name, matches: [match] });
  }
  return [...groups.values()];
}
