import { z } from 'zod';
import { id, isoDateTime } from './common';
import { LEAGUE_TYPES, leagueStatus } from './leagues';

/**
 * Invite links of a private league (issue 38): the organizer shares /leagues/join/{token}; whoever follows it
 * joins the league, and someone without an account signs up through it, the link standing in for the club's
 * invite code.
 */

export const LEAGUE_INVITE_MAX_USES_LIMIT = 500;

export const LEAGUE_INVITE_MESSAGES = {
  invalid: 'This invite link is not valid. Check that you copied all of it.',
  revoked: 'This invite link has been turned off by the organizer. Ask them for a new one.',
  usedUp: 'This invite link has been used as many times as the organizer allowed. Ask them for a new one.',
  alreadyMember: 'You are already in this league.',
  notPrivate: 'Invite links are for private leagues. Players join a public league from Register.',
} as const;

/** A link's token: 22 characters of base64url (16 random bytes); the schema accepts a little either side. */
const token = z
  .string({ error: 'An invite link token is required.' })
  .trim()
  .min(10, { error: LEAGUE_INVITE_MESSAGES.invalid })
  .max(100, { error: LEAGUE_INVITE_MESSAGES.invalid });

export const leagueInviteLinkDto = z.object({
  id: z.number().int(),
  league_id: z.number().int(),
  token: z.string(),
  /** The page a person follows: /leagues/join/{token}; the client puts its own origin in front. */
  path: z.string(),
  max_uses: z.number().int().nullable(),
  use_count: z.number().int(),
  revoked_at: isoDateTime.nullable(),
  created_at: isoDateTime,
});
export type LeagueInviteLinkDto = z.infer<typeof leagueInviteLinkDto>;
export const leagueInviteLinksResponse = z.array(leagueInviteLinkDto);

export const createLeagueInviteLinkRequest = z.object({
  league_id: id,
  /** Null or absent: no limit. */
  max_uses: z
    .number({ error: 'Uses must be a number.' })
    .int({ error: 'Uses must be a whole number.' })
    .min(1, { error: 'Uses must be at least 1.' })
    .max(LEAGUE_INVITE_MAX_USES_LIMIT, { error: `Uses must be at most ${LEAGUE_INVITE_MAX_USES_LIMIT}.` })
    .nullish()
    .transform((value) => value ?? null),
});
export type CreateLeagueInviteLinkRequest = z.input<typeof createLeagueInviteLinkRequest>;

export const revokeLeagueInviteLinkRequest = z.object({ id });
export const leagueInviteTokenQuery = z.object({ token });
export const joinLeagueRequest = z.object({ token });
export type JoinLeagueRequest = z.input<typeof joinLeagueRequest>;

/** What the join page shows before anyone acts; answered to visitors too, since the token is the invitation. */
export const leagueInvitePreviewDto = z.object({
  league: z.object({
    id: z.number().int(),
    name: z.string(),
    season: z.string(),
    league_type: z.enum(LEAGUE_TYPES),
    league_status: leagueStatus,
    organizer_name: z.string().nullable(),
    registration_count: z.number().int(),
    max_registrations: z.number().int().nullable(),
  }),
  /** Whether the link itself still works; the league's own state (open, full) is judged from `league`. */
  link_state: z.enum(['usable', 'revoked', 'used_up']),
  /** Null for a visitor; for a signed-in user, whether their primary player is already in the league. */
  viewer_is_member: z.boolean().nullable(),
});
export type LeagueInvitePreviewDto = z.infer<typeof leagueInvitePreviewDto>;

export const joinLeagueResponse = z.object({ league_id: z.number().int(), player_id: z.number().int() });
export type JoinLeagueResponse = z.infer<typeof joinLeagueResponse>;
