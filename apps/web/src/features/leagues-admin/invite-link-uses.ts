import type { LeagueInviteLinkDto } from '@courtside/shared/schemas/league-invites';

/** "3 of 10 used" for a link with a limit, "3 used" without one. */
export function inviteLinkUses(link: Pick<LeagueInviteLinkDto, 'use_count' | 'max_uses'>): string {
  return link.max_uses === null ? `${link.use_count} used` : `${link.use_count} of ${link.max_uses} used`;
}

/** The address a friend follows: this site's own origin before the server's path. */
export function inviteLinkUrl(
  link: Pick<LeagueInviteLinkDto, 'path'>,
  origin: string = window.location.origin,
): string {
  return `${origin}${link.path}`;
}
