import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id, successResponse } from '@courtside/shared/schemas/common';
import {
  CALENDAR_TOKEN_PATTERN,
  calendarFeedCreatedDto,
  calendarFeedStatusDto,
} from '@courtside/shared/schemas/calendar-feed';
import {
  deleteCalendarFeed,
  findCalendarFeedOfUser,
  findCalendarFeedOwner,
  listCalendarFeedMatches,
  replaceCalendarFeed,
} from '../db/queries/calendar-feeds';
import { writeCalendar } from '../lib/icalendar';
import { matchCalendar } from '../lib/match-calendar-events';
import { notFound } from '../lib/errors';
import { requireUser } from '../lib/session';

// The private calendar address (ADR 029). Calendar apps fetch it without cookies, so the secret in the
// address is the credential; only its SHA-256 is stored.

const tags = ['calendar'];
/** A calendar app may keep a copy for a few minutes; nobody on the way (a shared cache) may. */
const FEED_CACHE_CONTROL = 'private, max-age=300';
const NOT_FOUND_TEXT = 'Calendar not found.\n';
export const MATCH_NOT_IN_CALENDAR = 'This match is not one of yours with a date and time.';

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** The site's address as the user reaches it: the configured public origin, else how this request came. */
function siteOrigin(request: FastifyRequest): string {
  return request.server.settings.publicOrigin ?? `${request.protocol}://${request.host}`;
}

/** Identical for an unknown, a malformed and a revoked secret, so secrets cannot be probed. */
function feedNotFound(reply: FastifyReply) {
  return reply.status(404).type('text/plain; charset=utf-8').send(NOT_FOUND_TEXT);
}

export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/feed', { schema: { tags, response: { 200: calendarFeedStatusDto } } }, async (request) => {
    const user = await requireUser(request);
    const feed = await findCalendarFeedOfUser(app.db, user.id);
    return { active: feed !== undefined, created_at: feed ? feed.createdAt.toISOString() : null };
  });

  app.post('/feed', { schema: { tags, response: { 201: calendarFeedCreatedDto } } }, async (request, reply) => {
    const user = await requireUser(request);
    const secret = randomBytes(32).toString('base64url');
    const feed = await replaceCalendarFeed(app.db, user.id, hashSecret(secret));
    // The plugin's prefix is this area's path (/api/1.0/calendar), wherever app.ts mounts it.
    const url = `${siteOrigin(request)}${app.prefix}/${secret}.ics`;
    return reply.status(201).send({
      active: true as const,
      created_at: feed.createdAt.toISOString(),
      url,
      webcal_url: url.replace(/^https?:/, 'webcal:'),
    });
  });

  app.delete('/feed', { schema: { tags, response: { 200: successResponse } } }, async (request) => {
    const user = await requireUser(request);
    await deleteCalendarFeed(app.db, user.id);
    return { success: true as const };
  });

  app.get(
    '/match.ics',
    {
      schema: {
        tags,
        querystring: z.object({ match_id: id }),
        description:
          'Add to calendar: one match of the signed-in user that has a time, as an iCalendar file to open in a ' +
          'calendar app; the same entry the private feed gives it.',
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const [match] = await listCalendarFeedMatches(app.db, user.id, { matchId: request.query.match_id });
      // Someone else's match, or one without a time, is no entry of this user's.
      if (!match) throw notFound(MATCH_NOT_IN_CALENDAR);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="courtside-match-${match.id}.ics"`)
        .send(writeCalendar(matchCalendar(user.id, [match]), new Date()));
    },
  );

  app.get(
    '/:secret.ics',
    {
      schema: {
        tags,
        // Any text: a malformed secret gets the same 404 as an unknown one, not a 400 that tells them apart.
        params: z.object({ secret: z.string() }),
        description:
          'The private iCalendar (RFC 5545) feed of the user whose secret this is; no session is needed. ' +
          'Answers text/calendar, or a plain-text 404 for an unknown or revoked secret.',
      },
      // Runs after the app-wide hook that marks every API answer no-store (ADR 022): this answer may be
      // kept briefly by the one calendar app that holds the address.
      onSend: async (_request, reply, payload) => {
        if (reply.statusCode === 200) reply.header('Cache-Control', FEED_CACHE_CONTROL);
        return payload;
      },
    },
    async (request, reply) => {
      const { secret } = request.params;
      if (!CALENDAR_TOKEN_PATTERN.test(secret)) return feedNotFound(reply);
      const ownerId = await findCalendarFeedOwner(app.db, hashSecret(secret));
      if (ownerId === undefined) return feedNotFound(reply);
      const feedMatches = await listCalendarFeedMatches(app.db, ownerId);
      const body = writeCalendar(matchCalendar(ownerId, feedMatches), new Date());
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', 'inline; filename="courtside-matches.ics"')
        .header('X-Robots-Tag', 'noindex')
        .send(body);
    },
  );
};
