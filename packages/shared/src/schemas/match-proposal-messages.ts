/**
 * The proposal messages without zod, so that browser code showing a toast (the league home, the calendar, the
 * overlaps page) does not load zod with its page (issue 10). `schemas/match-proposals.ts` re-exports them.
 */

/** The proposal toasts of league-play section 8. */
export const PROPOSAL_MESSAGES = {
  sent: 'Match proposal sent successfully!',
  acceptedScheduled: 'Match proposal accepted! Match has been scheduled.',
  accepted: 'Match proposal accepted!',
  declined: 'Match proposal declined.',
  rejected: 'Match proposal rejected',
  canceled: 'Match proposal canceled',
  sendFailed: 'Failed to send match proposal',
  selectLeagueFirst: 'Please select a league first',
} as const;
