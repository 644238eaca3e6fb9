import { LEAGUE_INVITE_MESSAGES, type LeagueInvitePreviewDto } from '@courtside/shared/schemas/league-invites';

/** The server's words for these refusals (routes/registrations.ts), so the page and a refused join agree. */
export const LEAGUE_NOT_OPEN_MESSAGE = 'This league is not open for registration.';
export const LEAGUE_FULL_MESSAGE = 'This league is full.';

/** Places left in the league, or null when it has no limit. */
export function placesLeft(league: LeagueInvitePreviewDto['league']): number | null {
  if (league.max_registrations === null) return null;
  return Math.max(0, league.max_registrations - league.registration_count);
}

/**
 * Why the link cannot take this person into the league now, or null when it can. Someone already in the
 * league hears that first (the page links them to it); then the link's own state (a revoked link says so even
 * when the league is full); then the league's.
 */
export function joinRefusal(preview: LeagueInvitePreviewDto): string | null {
  if (preview.viewer_is_member === true) return LEAGUE_INVITE_MESSAGES.alreadyMember;
  if (preview.link_state === 'revoked') return LEAGUE_INVITE_MESSAGES.revoked;
  if (preview.link_state === 'used_up') return LEAGUE_INVITE_MESSAGES.usedUp;
  if (preview.league.league_status !== 'registration_open') return LEAGUE_NOT_OPEN_MESSAGE;
  if (placesLeft(preview.league) === 0) return LEAGUE_FULL_MESSAGE;
  return null;
}
