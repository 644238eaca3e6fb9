import type { LeagueStatus } from '@courtside/shared/league/league-status';
import type { StoredMatchStatus } from '@courtside/shared/schemas/matches';
import { isMatchOutcome } from '@courtside/shared/tennis/match-status';
import { describeScore } from '@courtside/shared/tennis/score-display';
import type { ScoringFormat } from '@courtside/shared/tennis/scoring-formats';
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
  /** In a doubles league each side is a pair named by its anchor (ADR 078); null or absent in singles. */
  homePartner?: Person | null;
  awayPartner?: Person | null;
  leagueName: string;
  leagueStatus: LeagueStatus;
  divisionName: string;
  locationName: string | null;
  locationAddress: string | null;
  sets: SetScore[];
  /** The league's format; absent reads as best of three. */
  scoringFormat?: ScoringFormat;
  /** How many times the match has been scheduled (the first time and every reschedule). */
  scheduleChanges: number;
}

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();
/** "Ann Lee", or "Ann Lee & Bo Park" for a doubles pair. */
const sideName = (person: Person, partner: Person | null | undefined) =>
  partner ? [fullName(person), fullName(partner)].filter(Boolean).join(' & ') : fullName(person);

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
  // The owner may be either player of their pair.
  const side: Side = match.home.userId === ownerUserId || match.homePartner?.userId === ownerUserId ? 'home' : 'away';
  const homeName = sideName(match.home, match.homePartner);
  const awayName = sideName(match.away, match.awayPartner);
  const [me, opponent] = side === 'home' ? [homeName, awayName] : [awayName, homeName];
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
    summary: `Tennis: ${me || 'Player'} vs ${opponent || 'Opponent'}`,
    location: [match.locationName, match.locationAddress].filter((part) => part && part.trim()).join(', ') || null,
    description: description.join('\n'),
    status: canceled ? 'CANCELLED' : 'CONFIRMED',
  };
}

/** 'You beat Bob Jones 6-4, 6-3', 'Bob Jones beat you 6-2, 3-2 (you retired)': as every page reads it (ADR 072). */
function describeResult(match: FeedMatch, side: Side): string {
  const name = (person: Person, partner: Person | null | undefined, own: boolean) =>
    own ? 'You' : sideName(person, partner) || 'Opponent';
  return describeScore(
    {
      status: match.status,
      home_player_id: match.homePlayerId,
      away_player_id: match.awayPlayerId,
      submitted_by_player_id: match.submittedByPlayerId,
      set_scores: match.sets,
      scoring_format: match.scoringFormat,
    },
    {
      home: name(match.home, match.homePartner, side === 'home'),
      away: name(match.away, match.awayPartner, side === 'away'),
    },
  );
}
