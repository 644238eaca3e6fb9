import dayjs from 'dayjs';

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
