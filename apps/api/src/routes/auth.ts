import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@courtside/shared/schemas/common';
import {
  confirmEmailRequest,
  confirmEmailResponse,
  forgotPasswordRequest,
  forgotPasswordResponse,
  resetPasswordRequest,
  linkRefusalResponse,
  resetPasswordResponse,
} from '@courtside/shared/schemas/account-recovery';
import {
  EMAIL_CHANGE_CONFIRMED_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  LINK_REFUSAL_MESSAGES,
  RESET_DONE_MESSAGE,
  RESET_LINK_HOURS,
  RESET_LINK_SENT_MESSAGE,
  type LinkRefusal,
} from '@courtside/shared/schemas/account-recovery-messages';
import { confirmEmailWithToken, requestPasswordReset, resetPasswordWithToken } from '../db/queries/account-tokens';
import { AppError, conflict, isUniqueViolation } from '../lib/errors';
import { hashPassword } from '../lib/passwords';
import { authRateLimit, reservePasswordResetRequest } from '../lib/rate-limit';
import { accountChanged, endSession } from '../lib/session';

// Forgot password, reset password and email confirmation (issue 35 item 5, ADR 069). The links' secrets are made
// by the outbox worker as it mails them (mail/account-email.ts); here they are only ever compared as digests.

/**
 * The least time an answer to "Forgot password?" takes. Queueing a link costs one small transaction that an
 * unknown email does not, a few milliseconds: every answer waits out this floor, so the time tells nothing either.
 */
export const FORGOT_PASSWORD_ANSWER_MS = 250;

const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');

/** A link that no longer works: 400 with the reason's message, and the reason for the page to act on. */
const linkRefused = (reason: LinkRefusal) => new AppError(400, LINK_REFUSAL_MESSAGES[reason], { reason });

const tags = ['auth'];
/** A refused link says why in `reason`; a malformed body has only the message. */
const linkErrors = { 400: linkRefusalResponse };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/forgotPassword',
    {
      config: authRateLimit(app),
      schema: {
        tags,
        body: forgotPasswordRequest,
        response: { 200: forgotPasswordResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const started = Date.now();
      const { email } = request.body;
      // Counted whether or not the email has an account, so the limit reveals nothing either.
      await reservePasswordResetRequest(request, reply, email);
      await requestPasswordReset(app.db, email, RESET_LINK_HOURS);
      await sleep(Math.max(0, started + FORGOT_PASSWORD_ANSWER_MS - Date.now()));
      return { success: true as const, message: RESET_LINK_SENT_MESSAGE };
    },
  );

  app.post(
    '/resetPassword',
    {
      config: authRateLimit(app),
      schema: { tags, body: resetPasswordRequest, response: { 200: resetPasswordResponse, ...linkErrors } },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      const result = await resetPasswordWithToken(app.db, tokenDigest(token), await hashPassword(password));
      if (!result.ok) throw linkRefused(result.reason);
      // Every session of the account is gone, this browser's too if it had one: the new password signs in afresh.
      accountChanged(app, result.userId);
      await endSession(request, reply);
      return { success: true as const, message: RESET_DONE_MESSAGE };
    },
  );

  app.post(
    '/confirmEmail',
    {
      config: authRateLimit(app),
      schema: {
        tags,
        body: confirmEmailRequest,
        response: { 200: confirmEmailResponse, ...linkErrors, 409: errorResponse },
      },
    },
    async (request) => {
      const result = await confirmEmailWithToken(app.db, tokenDigest(request.body.token)).catch((error: unknown) => {
        // Someone took the address while the link waited: nothing changed, the link included.
        if (isUniqueViolation(error, 'users_email_unique')) throw conflict(EMAIL_TAKEN_MESSAGE);
        throw error;
      });
      if (!result.ok) throw linkRefused(result.reason);
      accountChanged(app, result.userId);
      return { success: true as const, message: EMAIL_CHANGE_CONFIRMED_MESSAGE, email: result.email };
    },
  );
};
