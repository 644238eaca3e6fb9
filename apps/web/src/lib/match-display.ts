import dayjs from 'dayjs';
import { sideOfPlayer } from '@courtside/shared/tennis/match-winner';
import { describeScore } from '@courtside/shared/tennis/score-display';
import type { MatchResultInput, Side } from '@courtside/shared/tennis/types';

/**
 * How every league page writes a match's time, people and place, so the league home, the match pages and
 * /scheduled-matches read alike.
 */

/** league-play section 2: an opponent with no name is shown as 'Opponent'. */
export const UNNAMED_OPPONENT = 'Opponent';
/** league-play section 2: a scheduled match without a place reads 'TBD'. */
export const NO_LOCATION = 'TBD';
export const NO_MATCH_TIME = 'Date to be set';

/** A match's time in the viewer's own zone, e.g. 'Wednesday, Mar 5, 2025 at 3:30 PM'. */
export function formatMatchTime(value: string | null | undefined): string {
  const time = value ? dayjs(value) : null;
  return time?.isValid() ? time.format('dddd, MMM D, YYYY [at] h:mm A') : NO_MATCH_TIME;
}

/** A proposal's time in the viewer's own zone, as the proposals page shows it: 'Wednesday, Mar 5 at 3:30 PM'. */
export function formatProposalTime(value: string | null | undefined): string {
  const time = value ? dayjs(value) : null;
  return time?.isValid() ? time.format('dddd, MMM D [at] h:mm A') : NO_MATCH_TIME;
}

export function personName(firstName: string, lastName: string, fallback = UNNAMED_OPPONENT): string {
  const name = `${firstName.trim()} ${lastName.trim()}`.trim();
  return name === '' ? fallback : name;
}

export function locationLabel(match: { location_name: string | null; location?: { name: string } | null }): string {
  return match.location_name ?? match.location?.name ?? NO_LOCATION;
}

/** What a page knows of a scored match: the fields the result is read from and the players' names. */
export interface ScoredMatch extends MatchResultInput {
  home_first_name: string;
  home_last_name: string;
  away_first_name: string;
  away_last_name: string;
}

/**
 * A completed match's score as every page prints it (ADR 072): the winner first, their games first, the viewer
 * called You, e.g. 'You beat Bob Jones 6-4, 7-5', 'Bob Jones beat you 6-4, 3-6, match tiebreak 10-8'.
 */
export function scoreSentence(match: ScoredMatch, viewerPlayerId?: number | null, unnamed = 'Player'): string {
  const mine = sideOfPlayer(match, viewerPlayerId);
  const name = (side: Side) =>
    side === mine
      ? 'You'
      : side === 'home'
        ? personName(match.home_first_name, match.home_last_name, unnamed)
        : personName(match.away_first_name, match.away_last_name, unnamed);
  return describeScore(match, { home: name('home'), away: name('away') });
}
