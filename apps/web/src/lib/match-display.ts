import dayjs from 'dayjs';
import { sideOfPlayer } from '@courtside/shared/tennis/match-winner';
import { describeScore } from '@courtside/shared/tennis/score-display';
import type { MatchResultInput, Side } from '@courtside/shared/tennis/types';
import { entryName } from '@courtside/shared/league/pairs';
import type { PartnerDto } from '@courtside/shared/schemas/pairs';

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

/**
 * One side of a match, proposal, standings row, roster entry or overlap: the player, or in a doubles league the
 * pair named by its anchor with the partner beside (ADR 078), e.g. 'Ann Lee & Bo Park'.
 */
export function entryLabel(
  anchor: { first_name: string; last_name: string },
  partner: PartnerDto | null | undefined,
  fallback = UNNAMED_OPPONENT,
): string {
  const alone = personName(anchor.first_name, anchor.last_name, fallback);
  if (!partner) return alone;
  const named = { first_name: anchor.first_name.trim(), last_name: anchor.last_name.trim() };
  return named.first_name && named.last_name ? entryName(named, partner) : withPartner(alone, partner);
}

/** A side already named in one string (a proposal's proposer_name), with its partner when it is a pair. */
export function withPartner(name: string, partner: PartnerDto | null | undefined): string {
  return partner ? `${name} & ${personName(partner.first_name, partner.last_name, '')}`.trim() : name;
}

/** The fields of a match that name its two sides. */
export interface MatchSides {
  home_first_name: string;
  home_last_name: string;
  away_first_name: string;
  away_last_name: string;
  home_partner?: PartnerDto | null;
  away_partner?: PartnerDto | null;
}

/** A match's side by name: the player, or the pair (ADR 078). */
export function matchSideName(match: MatchSides, side: Side, fallback = UNNAMED_OPPONENT): string {
  return side === 'home'
    ? entryLabel({ first_name: match.home_first_name, last_name: match.home_last_name }, match.home_partner, fallback)
    : entryLabel({ first_name: match.away_first_name, last_name: match.away_last_name }, match.away_partner, fallback);
}

export function locationLabel(match: { location_name: string | null; location?: { name: string } | null }): string {
  return match.location_name ?? match.location?.name ?? NO_LOCATION;
}

/** What a page knows of a scored match: the fields the result is read from and the players' names. */
export interface ScoredMatch extends MatchResultInput, MatchSides {}

/**
 * A completed match's score as every page prints it (ADR 072): the winner first, their games first, the viewer
 * called You, e.g. 'You beat Bob Jones 6-4, 7-5', 'Bob Jones beat you 6-4, 3-6, match tiebreak 10-8'.
 */
export function scoreSentence(match: ScoredMatch, viewerPlayerId?: number | null, unnamed = 'Player'): string {
  const mine = sideOfPlayer(match, viewerPlayerId);
  const name = (side: Side) => (side === mine ? 'You' : matchSideName(match, side, unnamed));
  return describeScore(match, { home: name('home'), away: name('away') });
}

/** The fields of a proposal that name its two sides. */
export interface ProposalSides {
  is_sent_by_user: boolean;
  proposer_name: string;
  opponent_name: string;
  proposer_partner?: PartnerDto | null;
  opponent_partner?: PartnerDto | null;
}

/** The proposer's side: the player, or the pair that sent it (ADR 078). */
export function proposerSideName(proposal: ProposalSides, fallback = UNNAMED_OPPONENT): string {
  return withPartner(proposal.proposer_name.trim() || fallback, proposal.proposer_partner);
}

/** The other side of a proposal, from the viewer's: the proposer of one I received, the opponent of one I sent. */
export function proposalOtherSideName(proposal: ProposalSides, fallback = UNNAMED_OPPONENT): string {
  return proposal.is_sent_by_user
    ? withPartner(proposal.opponent_name.trim() || fallback, proposal.opponent_partner)
    : proposerSideName(proposal, fallback);
}
