import { z } from 'zod';
import { LINK_REFUSALS } from './account-recovery-messages';
import { errorResponse, isoDateTime } from './common';
import { email, newPassword } from './users';

// Forgot password, reset password and confirmed email changes (issue 35 item 5, ADR 069).

/** The secret of a mailed link: 32 random bytes in base64url, 43 characters; anything longer is not one. */
const linkToken = z
  .string()
  .trim()
  .min(1, { error: 'The link is missing its token.' })
  .max(100, { error: 'This link is not valid.' });

/** POST auth/forgotPassword */
export const forgotPasswordRequest = z.object({ email });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequest>;
export const forgotPasswordResponse = z.object({ success: z.literal(true), message: z.string() });
export type ForgotPasswordResponse = z.output<typeof forgotPasswordResponse>;

/** POST auth/resetPassword */
export const resetPasswordRequest = z.object({ token: linkToken, password: newPassword });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;
export const resetPasswordResponse = z.object({ success: z.literal(true), message: z.string() });
export type ResetPasswordResponse = z.output<typeof resetPasswordResponse>;

/** POST auth/confirmEmail */
export const confirmEmailRequest = z.object({ token: linkToken });
export type ConfirmEmailRequest = z.input<typeof confirmEmailRequest>;
export const confirmEmailResponse = z.object({ success: z.literal(true), message: z.string(), email: z.string() });
export type ConfirmEmailResponse = z.output<typeof confirmEmailResponse>;

/** GET users/emailChange: the change waiting for confirmation, if any. */
export const pendingEmailChangeResponse = z.object({
  pending: z.object({ new_email: z.string(), expires_at: isoDateTime }).nullable(),
});
export type PendingEmailChangeResponse = z.output<typeof pendingEmailChangeResponse>;

/** A link that no longer works: the message, and why, so the page can offer to ask for a new one. */
export const linkRefusalResponse = errorResponse.extend({ reason: z.enum(LINK_REFUSALS).optional() });
export type LinkRefusalResponse = z.output<typeof linkRefusalResponse>;
