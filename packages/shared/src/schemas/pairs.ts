import { z } from 'zod';
import { id, isoDateTime } from './common';
import { playerGender } from './players';
import { email } from './users';

// Doubles and Mixed leagues play as pairs (issue 37, ADR 078). A pair is keyed by its anchor: the player who
// invited the partner (or the first one an admin paired). Divisions, matches, proposals and standings name the
// anchor's player id for the whole pair, and carry the partner beside it, so a singles league reads as before.

/** 'invited' until the partner accepts; only a complete pair is placed in a division and plays. */
export const PAIR_STATUSES = ['invited', 'complete'] as const;
export const pairStatus = z.enum(PAIR_STATUSES);
export type PairStatus = z.infer<typeof pairStatus>;

/** One player of a pair, as league members see them: no contact details. */
export const pairMemberDto = z.object({
  player_id: z.number().int(),
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  gender: playerGender.nullable(),
  rating: z.number().nullable(),
});
export type PairMemberDto = z.infer<typeof pairMemberDto>;

/** The partner shown beside a pair's anchor on a match, proposal, standings row or overlap; null in singles. */
export const partnerDto = z.object({
  player_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
});
export type PartnerDto = z.infer<typeof partnerDto>;
/**
 * A partner field of a DTO: the server always sends it (null in singles); it is optional in the type only so a
 * singles reader built before pairs stays valid.
 */
export const partnerField = partnerDto.nullable().optional();

export const pairDto = z.object({
  id: z.number().int(),
  league_id: z.number().int(),
  league_name: z.string(),
  status: pairStatus,
  anchor: pairMemberDto,
  partner: pairMemberDto,
  /** The pair's published division in this league; null until placed. */
  division_id: z.number().int().nullable(),
  created_at: isoDateTime,
  completed_at: isoDateTime.nullable(),
});
export type PairDto = z.infer<typeof pairDto>;

/** POST pairs/invite: the signed-in player enters a doubles league with the partner named by email. */
export const invitePartnerRequest = z.object({ league_id: id, player_id: id, partner_email: email });
export type InvitePartnerRequest = z.input<typeof invitePartnerRequest>;

/** PUT pairs/accept, PUT pairs/decline, DELETE pairs/withdraw. */
export const pairIdBody = z.object({ pair_id: id });
export const pairIdQuery = z.object({ pair_id: id });

/** POST pairs/create: a league's manager pairs two registered players who have no partner. */
export const createPairRequest = z.object({ league_id: id, anchor_player_id: id, partner_player_id: id });
export type CreatePairRequest = z.input<typeof createPairRequest>;

/** PUT pairs/changePartner: a league's manager gives a pair another partner before the league starts. */
export const changePartnerRequest = z.object({ pair_id: id, partner_player_id: id });
export type ChangePartnerRequest = z.input<typeof changePartnerRequest>;

export const pairsListQuery = z.object({ league_id: id });

/**
 * GET pairs/list: a league's pairs, and its registered players who have no partner yet (whom a manager can
 * pair). Members and managers read it.
 */
export const pairsListResponse = z.object({
  pairs: z.array(pairDto),
  unpaired: z.array(pairMemberDto),
});
export type PairsListResponse = z.infer<typeof pairsListResponse>;

/** GET pairs/invitations: the signed-in user's pending invitations, received and sent, in any league. */
export const pairInvitationsResponse = z.object({
  received: z.array(pairDto),
  sent: z.array(pairDto),
});
export type PairInvitationsResponse = z.infer<typeof pairInvitationsResponse>;
