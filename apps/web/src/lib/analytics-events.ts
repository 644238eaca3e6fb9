/**
 * The client-side analytics events the screens record (accounts-and-admin section 7: "Client-side events sent
 * in this area include league_joined"). The analytics module does not exist yet: each event has one named
 * function here, called from the one place where the event happens, so wiring analytics means filling in
 * these bodies and nothing else. Until then they deliberately do nothing.
 */

/** The analytics tag of a successful league registration. */
export const LEAGUE_JOINED_EVENT = 'league_joined';

/**
 * A player registered for a league (the Register page, after the API confirmed it). Recording must never
 * throw or delay the page: a lost analytics event is not the player's problem.
 */
export function recordLeagueJoined(leagueId: number): void {
  // Not wired yet: the analytics issue sends LEAGUE_JOINED_EVENT with the league's id from here.
  void leagueId;
}

/** The analytics tags of the match pages (league-play section 7). */
export const MATCH_SCORE_SUBMITTED_EVENT = 'match_score_submitted';
export const MATCH_SCHEDULED_EVENT = 'match_scheduled';

/** A score was accepted by the API (Match Score Entry). Same rules as recordLeagueJoined. */
export function recordMatchScoreSubmitted(matchId: number): void {
  // Not wired yet: the analytics issue sends MATCH_SCORE_SUBMITTED_EVENT with the match's id from here.
  void matchId;
}

/** A match was scheduled or rescheduled (Schedule or Reschedule Match). Same rules as recordLeagueJoined. */
export function recordMatchScheduled(matchId: number): void {
  // Not wired yet: the analytics issue sends MATCH_SCHEDULED_EVENT with the match's id from here.
  void matchId;
}
