import { z } from 'zod';
import { EMAIL_ACTIONS } from './email-action-messages';

export * from './email-action-messages';

/** A one-tap token, as the link carries it; its signature and claims are checked by the server. */
const token = z.string().min(1).max(2_000, { error: 'is too long' });

/** GET email-actions/preview?token=: what the link would do. */
export const emailActionPreviewQuery = z.object({ token });

/** POST email-actions/perform: do it, once. */
export const emailActionPerformRequest = z.object({ token });

/**
 * What a one-tap link does, as the page shows it before and after the tap. `summary` is one sentence
 * ("Accept Ana Ace's proposal: Tue, Dec 3, 6:00 PM at Riverside Courts"); `app_path` is where the same thing
 * lives in the app (the proposals, the match's score).
 */
export const emailActionDto = z.object({
  action: z.enum(EMAIL_ACTIONS),
  summary: z.string(),
  app_path: z.string(),
});
export type EmailActionDto = z.infer<typeof emailActionDto>;

export const emailActionPreviewResponse = z.object({ success: z.literal(true), preview: emailActionDto });
export type EmailActionPreviewResponse = z.infer<typeof emailActionPreviewResponse>;

export const emailActionPerformResponse = z.object({ success: z.literal(true), done: emailActionDto });
export type EmailActionPerformResponse = z.infer<typeof emailActionPerformResponse>;
