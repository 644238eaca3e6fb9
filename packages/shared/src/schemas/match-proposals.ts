import { z } from 'zod';
import { REQUIRED_MARKER, id, isoDateTime } from './common';
import { partnerField } from './pairs';

/**
 * Stored proposal states. The spec also names rejected (a decline), deleted and scheduled (an accepted one,
 * in older clients); they are never stored, and the calendar's hiding rule still knows them.
 */
export const PROPOSAL_STATUSES = ['pending', 'accepted', 'declined', 'canceled'] as const;
export const proposalStatus = z.enum(PROPOSAL_STATUSES);
export type ProposalStatus = z.infer<typeof proposalStatus>;

/** The only two answers (league-play section 5), with its message word for word. */
export const PROPOSAL_RESPONSES = ['accepted', 'declined'] as const;
export const INVALID_RESPONSE_MESSAGE = 'Response must be either "accepted" or "declined"';

// Kept in a module without zod, for browser code that only shows a toast (match-proposal-messages.ts).
export { PROPOSAL_MESSAGES } from './match-proposal-messages';

/** POST match-proposals/post. */
export const createProposalRequest = z.object({
  opponent_player_id: id,
  proposed_time: isoDateTime,
  league_id: id,
  division_id: id.nullable().optional(),
  location_id: id.nullable().optional(),
});
export type CreateProposalRequest = z.input<typeof createProposalRequest>;

export const proposalListQuery = z.object({ league_id: id.optional(), division_id: id.optional() });
export const proposalIdBody = z.object({ proposal_id: id });
export const proposalIdQuery = z.object({ proposal_id: id });

/** PUT match-proposals/respond: the response is checked here so its message is the spec's. */
export const respondToProposalRequest = z.object({
  proposal_id: id,
  response: z.unknown().superRefine((value, context) => {
    if (value === undefined || value === null) context.addIssue({ code: 'custom', message: REQUIRED_MARKER });
    else if (!(PROPOSAL_RESPONSES as readonly unknown[]).includes(value)) {
      context.addIssue({ code: 'custom', message: INVALID_RESPONSE_MESSAGE });
    }
  }),
});
export type RespondToProposalRequest = { proposal_id: number; response: (typeof PROPOSAL_RESPONSES)[number] };

/** The Match proposal entity of league-play section 3. proposer_id and opponent_id are user ids. */
export const proposalDto = z.object({
  id: z.number().int(),
  status: proposalStatus,
  proposer_name: z.string(),
  proposer_first_name: z.string(),
  proposer_last_name: z.string(),
  proposer_id: z.number().int(),
  proposer_player_id: z.number().int(),
  opponent_id: z.number().int(),
  opponent_name: z.string(),
  opponent_player_id: z.number().int(),
  /** In a doubles league the proposal goes from one pair to the other (ADR 078): the anchors' partners. */
  proposer_partner: partnerField,
  opponent_partner: partnerField,
  proposed_time: isoDateTime,
  location_id: z.number().int().nullable(),
  location_name: z.string().nullable(),
  is_sent_by_user: z.boolean(),
  league_id: z.number().int(),
  division_id: z.number().int(),
  match_id: z.number().int(),
  created_at: isoDateTime,
  responded_at: isoDateTime.nullable(),
});
export type ProposalDto = z.infer<typeof proposalDto>;
export const proposalsListResponse = z.array(proposalDto);
