import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@courtside/shared/schemas/common';
import {
  PAGE_URL_MAX_LENGTH,
  createFeedbackRequest,
  feedbackDto,
  feedbackListResponse,
} from '@courtside/shared/schemas/feedback';
import { insertFeedback, listFeedback } from '../db/queries/feedback';
import { toFeedbackDto } from '../dto/feedback';
import { AppError } from '../lib/errors';
import { currentUser, requireAdmin, requireUser } from '../lib/session';
import { isOwnOrigin } from '../plugins/csrf';

const tags = ['feedback'];
export const FEEDBACK_PER_MINUTE = 10;
export const FEEDBACK_TOO_FAST_MESSAGE = 'You are sending feedback too quickly. Please wait a minute and try again.';
/** Where feedback is filed when neither the body nor a same-site Referer says which page it is about. */
export const UNKNOWN_PAGE = '/';

/**
 * One person pasting the same message in a loop should not fill the admins' list, so sending is throttled per
 * account; a request without a session (refused anyway) counts against its address.
 */
const feedbackRateLimit = {
  rateLimit: {
    max: FEEDBACK_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: async (request: FastifyRequest) => {
      const user = await currentUser(request);
      return user ? `user:${user.id}` : `ip:${request.ip}`;
    },
    errorResponseBuilder: () => new AppError(429, FEEDBACK_TOO_FAST_MESSAGE),
  },
};

/**
 * "page_url defaults to the current address": a client that leaves it out is asked where it was through the
 * Referer, but only our own site's pages are believed, and only their path and query are kept.
 */
function pageFromReferer(request: FastifyRequest, publicOrigin: string | undefined): string {
  const referer = request.headers.referer;
  if (!referer) return UNKNOWN_PAGE;
  try {
    const url = new URL(referer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return UNKNOWN_PAGE;
    // The same test the CSRF guard applies to Origin: PUBLIC_ORIGIN when set, else the Host header.
    const ownSite = isOwnOrigin(url.origin, request.headers.host, publicOrigin);
    const page = `${url.pathname}${url.search}`;
    return ownSite && page.length <= PAGE_URL_MAX_LENGTH ? page : UNKNOWN_PAGE;
  } catch {
    return UNKNOWN_PAGE;
  }
}

export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/create',
    {
      config: feedbackRateLimit,
      schema: {
        tags,
        body: createFeedbackRequest,
        response: { 201: feedbackDto, 400: errorResponse, 401: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { message, page_url } = request.body;
      // The email is copied so the list still says who wrote it after the account changes or goes.
      const row = await insertFeedback(app.db, {
        userId: user.id,
        email: user.email,
        message,
        pageUrl: page_url || pageFromReferer(request, app.settings.publicOrigin),
      });
      return reply.status(201).send(toFeedbackDto(row));
    },
  );

  app.get(
    '/all',
    { schema: { tags, response: { 200: feedbackListResponse, 401: errorResponse, 403: errorResponse } } },
    async (request) => {
      await requireAdmin(request);
      return (await listFeedback(app.db)).map(toFeedbackDto);
    },
  );
};
