import type { LeagueStatus } from '@courtside/shared/league/league-status';
import type { StoredMatchStatus } from '@courtside/shared/schemas/matches';
import { getMatchWinnerSide } from '@courtside/shared/tennis/match-winner';
import { getResultLabel, isMatchOutcome } from '@courtside/shared/tennis/match-status';
import { formatScore } from '@courtside/shared/tennis/score-display';
import { isEmptySet } from '@courtside/shared/tennis/set-rules';
import type { SetScore, Side } from '@courtside/shared/tennis/types';
import type { Calendar, CalendarEvent } from './icalendar';

/** A recreational best-of-three (ADR 029). */
export const MATCH_DURATION_MINUTES = 90;
export const FEED_NAME = 'Courtside matches';
const PRODUCT_ID = '-//Courtside//Courtside matches//EN';
/** Calendar apps are asked to fetch again hourly; Google keeps its own, slower pace whatever we say. */
const REFRESH_MINUTES = 60;

interface Person {
  userId: number;
  firstName: string;
  lastName: string;
}

/** A match of the feed's owner as the feed reads it. */
export interface FeedMatch {
  id: number;
  status: StoredMatchStatus;
  matchDatetime: Date;
  homePlayerId: number;
  awayPlayerId: number;
  submittedByPlayerId: number | null;
  home: Person;
  away: Person;
  leagueName: string;
  leagueStatus: LeagueStatus;
  divisionName: string;
  locationName: string | null;
  locationAddress: string | null;
  sets: SetScore[];
  /** How many times the match has been scheduled (the first time and every reschedule). */
  scheduleChanges: number;
}

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/** The owner's calendar: every match, told from the side of the owner's player. */
export function matchCalendar(ownerUserId: number, feedMatches: readonly FeedMatch[]): Calendar {
  return {
    name: FEED_NAME,
    productId: PRODUCT_ID,
    refreshMinutes: REFRESH_MINUTES,
    events: feedMatches.map((match) => matchEvent(ownerUserId, match)),
  };
}

export function matchEvent(ownerUserId: number, match: FeedMatch): CalendarEvent {
  const side: Side = match.home.userId === ownerUserId ? 'home' : 'away';
  const [me, opponent] = side === 'home' ? [match.home, match.away] : [match.away, match.home];
  const played = isMatchOutcome(match.status);
  // A league canceled before the match was played will not see it played.
  const canceled = !played && match.leagueStatus === 'canceled';
  const description = [
    `League: ${match.leagueName}`,
    `Division: ${match.divisionName}`,
    ...(played ? [`Result: ${describeResult(match, side)}`] : []),
    ...(canceled ? ['The league has been canceled.'] : []),
  ];
  return {
    uid: `match-${match.id}@courtside`,
    // The first scheduling is revision 0; each reschedule, and a cancellation, is a new revision.
    sequence: Math.max(0, match.scheduleChanges - 1) + (canceled ? 1 : 0),
    start: match.matchDatetime,
    durationMinutes: MATCH_DURATION_MINUTES,
    summary: `Tennis: ${fullName(me) || 'Player'} vs ${fullName(opponent) || 'Opponent'}`,
    location: [match.locationName, match.locationAddress].filter((part) => part && part.trim()).join(', ') || null,
    description: description.join('\n'),
    status: canceled ? 'CANCELLED' : 'CONFIRMED',
  };
}

/** 'Won 6-4, 6-3', 'Lost 4-6, 2-3 (You retired)', from the owner's side. */
function describeResult(match: FeedMatch, side: Side): string {
  const input = {
    status: match.status,
    home_player_id: match.homePlayerId,
    away_player_id: match.awayPlayerId,
    submitted_by_player_id: match.submittedByPlayerId,
    set_scores: match.sets,
  };
  const winner = getMatchWinnerSide(input);
  const ownPlayerId = side === 'home' ? match.homePlayerId : match.awayPlayerId;
  const label = getResultLabel(input, ownPlayerId);
  const hasScore = match.sets.some((set) => !isEmptySet(set.home_games, set.away_games));
  const parts = [
    winner === null ? null : winner === side ? 'Won' : 'Lost',
    hasScore || winner === null ? formatScore(match.sets, side) : null,
    label && label !== 'Completed' ? `(${label})` : null,
  ];
  return parts.filter((part) => part !== null).join(' ');
}
