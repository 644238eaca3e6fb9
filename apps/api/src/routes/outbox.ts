import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@courtside/shared/schemas/common';
import {
  OUTBOX_PAGE_SIZE,
  outboxGetRequest,
  outboxListRequest,
  outboxListResponse,
  outboxMessageResponse,
} from '@courtside/shared/schemas/outbox';
import { findOutboxMessage, listOutbox } from '../db/queries/outbox';
import { toOutboxMessageDto } from '../dto/outbox';
import { notFound } from '../lib/errors';
import { redactSignedLinks } from '../lib/signed-link-redaction';
import { requireAdmin } from '../lib/session';

// The owner's and admins' view of the outbox (issue 35, ADR 064): what was sent, what waits, what failed and why;
// with no SMTP server configured, what would have been sent. Messages carry players' addresses: admins only, and
// their links that act without a session are hidden (ADR 070).

const tags = ['outbox'];
export const OUTBOX_MESSAGE_NOT_FOUND = 'Message not found.';

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/list',
    {
      schema: {
        tags,
        querystring: outboxListRequest,
        response: { 200: outboxListResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => {
      await requireAdmin(request);
      const { page } = request.query;
      const { rows, total } = await listOutbox(app.db, {
        limit: OUTBOX_PAGE_SIZE,
        offset: (page - 1) * OUTBOX_PAGE_SIZE,
      });
      return {
        success: true as const,
        messages: rows.map(toOutboxMessageDto),
        page,
        page_size: OUTBOX_PAGE_SIZE,
        total,
      };
    },
  );

  app.get(
    '/get',
    {
      schema: {
        tags,
        querystring: outboxGetRequest,
        response: {
          200: outboxMessageResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      await requireAdmin(request);
      const row = await findOutboxMessage(app.db, request.query.id);
      if (!row) throw notFound(OUTBOX_MESSAGE_NOT_FOUND);
      // The bodies as sent, less the links that act as the player (one-tap answers): an admin reads, never answers.
      const [text, html] = [redactSignedLinks(row.text), redactSignedLinks(row.html)];
      return { success: true as const, message: { ...toOutboxMessageDto(row), text, html } };
    },
  );
};
