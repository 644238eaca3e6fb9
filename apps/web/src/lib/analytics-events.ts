import { track } from './analytics/track';

/**
 * The product's named analytics events (accounts-and-admin section 7: "Client-side events sent in this area
 * include league_joined"; league-play section 7). Each has one function here, called from the one place where
 * the event happens, so that a screen never spells a tag itself. They are 'custom' events and keep the spec's
 * names as tags, which are not urgent: they go out with the next flush (within 5 seconds, or as the page is
 * left). Like every analytics call they do nothing until the analytics module is installed (main.tsx).
 */

/** The analytics tag of a successful league registration. */
export const LEAGUE_JOINED_EVENT = 'league_joined';

/**
 * A player registered for a league (the Register page, after the API confirmed it). Recording must never
 * throw or delay the page: a lost analytics event is not the player's problem.
 */
export function recordLeagueJoined(leagueId: number): void {
  track({ event_type: 'custom', tag: LEAGUE_JOINED_EVENT, metadata: { league_id: leagueId } });
}

/** The analytics tags of the match pages (league-play section 7). */
export const MATCH_SCORE_SUBMITTED_EVENT = 'match_score_submitted';
export const MATCH_SCHEDULED_EVENT = 'match_scheduled';

/** A score was accepted by the API (Match Score Entry). Same rules as recordLeagueJoined. */
export function recordMatchScoreSubmitted(matchId: number): void {
  track({ event_type: 'custom', tag: MATCH_SCORE_SUBMITTED_EVENT, metadata: { match_id: matchId } });
}

/** A match was scheduled or rescheduled (Schedule or Reschedule Match). Same rules as recordLeagueJoined. */
export function recordMatchScheduled(matchId: number): void {
  track({ event_type: 'custom', tag: MATCH_SCHEDULED_EVENT, metadata: { match_id: matchId } });
}
