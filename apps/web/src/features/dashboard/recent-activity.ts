import dayjs from 'dayjs';
import { isReachableFromMyLeagues } from '@courtside/shared/league/league-status';
import type { RecentActivityItem, RecentActivityKind } from '@courtside/shared/schemas/recent-activity';
import { describeScore } from '@courtside/shared/tennis/score-display';
import { otherSide, type Side } from '@courtside/shared/tennis/types';
import { UNNAMED_OPPONENT, formatProposalTime } from '@/lib/match-display';
import { paths } from '@/lib/paths';

// How Recent Activity words each entry (issue 34, ADR 063): the viewer is "you", everyone else is named.

/** The short tag before each entry, which says what kind of news it is. */
export const ACTIVITY_LABELS: Record<RecentActivityKind, string> = {
  result_entered: 'Result',
  result_confirmed: 'Confirmed',
  result_disputed: 'Disputed',
  dispute_resolved: 'Ruling',
  match_scheduled: 'Scheduled',
  match_rescheduled: 'Moved',
  placed_in_division: 'Placed',
  player_joined: 'New player',
  league_status: 'League',
};

function sideName(item: RecentActivityItem, side: Side, capital: boolean): string {
  if (item.my_side === side) return capital ? 'You' : 'you';
  return (side === 'home' ? item.home_name : item.away_name) ?? UNNAMED_OPPONENT;
}

/** 'You beat Bob Jones 6-4, 6-3', 'Ann Lee beat you 6-2 (you retired)': as every page reads it (ADR 072). */
function resultText(item: RecentActivityItem): string {
  return describeScore(item, { home: sideName(item, 'home', true), away: sideName(item, 'away', true) });
}

const LEAGUE_STEPS: Record<string, (league: string) => string> = {
  registration_open: (league) => `Registration opened for ${league}`,
  registration_closed: (league) => `Registration closed for ${league}`,
  pending_start: (league) => `Divisions published for ${league}: play starts soon`,
  active: (league) => `${league} has started: your matches are ready`,
  in_progress: (league) => `${league} is under way`,
  playoffs: (league) => `${league} is in its playoffs`,
  completed: (league) => `${league} has finished`,
  canceled: (league) => `${league} was canceled`,
};

/** What the entry says. */
export function activityText(item: RecentActivityItem): string {
  const division = item.division_name ?? 'your division';
  switch (item.kind) {
    case 'result_entered':
    case 'result_confirmed':
    case 'result_disputed':
    case 'dispute_resolved':
      return resultText(item);
    case 'match_scheduled':
    case 'match_rescheduled': {
      const when = formatProposalTime(item.match_datetime);
      return item.my_side === null
        ? `${sideName(item, 'home', true)} vs ${sideName(item, 'away', false)}: ${when}`
        : `Your match with ${sideName(item, otherSide(item.my_side), false)}: ${when}`;
    }
    case 'placed_in_division':
      return `You were placed in ${division}`;
    case 'player_joined':
      return `${item.player_name ?? 'A new player'} joined ${division}`;
    case 'league_status': {
      const step = item.league_status === null ? undefined : LEAGUE_STEPS[item.league_status];
      return step ? step(item.league_name) : `${item.league_name} has moved on`;
    }
  }
}

/** Where it can be seen: the match, the division's page, or the league (its standings once finished). */
export function activityLink(item: RecentActivityItem): string {
  if (item.match_id !== null) return paths.matchScore(item.league_id, item.match_id);
  if (item.kind === 'placed_in_division' || item.kind === 'player_joined') return paths.leagueDivision(item.league_id);
  if (item.league_status === 'completed') return paths.leagueStandings(item.league_id);
  // A league before play has no home to open yet: My Leagues lists it with its status.
  return isReachableFromMyLeagues(item.league_status) ? paths.leagueHome(item.league_id) : paths.myLeagues;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** 'Just now', '5 min ago', '3 h ago', 'Yesterday', then a short date ('Mar 5', or 'Mar 5, 2025' in another year). */
export function activityTime(at: string, now: Date = new Date()): string {
  const time = dayjs(at);
  if (!time.isValid()) return at;
  const ago = now.getTime() - time.valueOf();
  if (ago < MINUTE) return 'Just now';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} min ago`;
  const today = dayjs(now).startOf('day');
  if (ago < 24 * HOUR && !time.isBefore(today)) return `${Math.floor(ago / HOUR)} h ago`;
  if (!time.isBefore(today.subtract(1, 'day'))) return 'Yesterday';
  return time.format(time.year() === today.year() ? 'MMM D' : 'MMM D, YYYY');
}
