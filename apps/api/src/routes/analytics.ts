import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyticsEventsQuery,
  analyticsEventsResponse,
  analyticsHealthResponse,
  analyticsMetricsQuery,
  analyticsMetricsResponse,
  analyticsPerformanceResponse,
  clubMetricsQuery,
  clubMetricsResponse,
  postAnalyticsRequest,
  postAnalyticsResponse,
} from '@courtside/shared/schemas/analytics';
import { errorResponse } from '@courtside/shared/schemas/common';
import { insertAnalyticsEvents, listRecentEvents } from '../db/queries/analytics';
import { countActiveUsers, dailyActiveUsers, tagTotals, topFeatures } from '../db/queries/analytics-metrics';
import { activePlayersByWeek, firstMatchFigures, proposalFigures } from '../db/queries/club-metrics';
import { toAnalyticsEventDto, toClubMetricsDto, toMetricsDto } from '../dto/analytics';
import { AppError, badRequest } from '../lib/errors';
import { currentUser, requireAdmin } from '../lib/session';
import { retentionDaysOf } from '../plugins/analytics-retention';
import { checkAnalyticsHealth, measureDashboardQueries } from './analytics-health';
import {
  NUL_TEXT_MESSAGE,
  TOO_MANY_EVENTS_MESSAGE,
  analyticsValidationError,
  hasNulCharacter,
  resolveClubRange,
  resolveMetricsRange,
} from './analytics-input';

const tags = ['analytics'];
const adminRefusals = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

/** Far above what one browser sends (a batch every 5 seconds, a few urgent ones between): ADR 033. */
export const ANALYTICS_POSTS_PER_MINUTE = 120;
/** The visitor's clock is believed only within the hour before the batch arrived (ADR 033). */
export const CLOCK_WINDOW_MS = 60 * 60 * 1000;

/**
 * Throttled per signed-in user, so a household behind one address is not throttled together, and per address
 * for visitors. The session lookup is the one the handler needs anyway: currentUser keeps it on the request.
 */
async function collectionKey(request: FastifyRequest) {
  const user = await currentUser(request);
  return user ? `analytics:user:${user.id}` : `analytics:ip:${request.ip}`;
}

function collectionRateLimit() {
  return {
    rateLimit: {
      max: ANALYTICS_POSTS_PER_MINUTE,
      timeWindow: '1 minute',
      keyGenerator: collectionKey,
      errorResponseBuilder: () => new AppError(429, TOO_MANY_EVENTS_MESSAGE),
    },
  };
}

/** A timestamp is kept within [received - 1 hour, received]; a missing one is the moment it arrived. */
export function clampToWindow(timestamp: string | undefined, received: Date): Date {
  const claimed = timestamp === undefined ? Number.NaN : Date.parse(timestamp);
  if (Number.isNaN(claimed)) return received;
  const earliest = received.getTime() - CLOCK_WINDOW_MS;
  return new Date(Math.min(received.getTime(), Math.max(earliest, claimed)));
}

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const formatErrors = { schemaErrorFormatter: analyticsValidationError };

  // Anyone may send events (visitors too): who sent them is read from the session, never from the body.
  app.post(
    '/post',
    {
      config: collectionRateLimit(),
      ...formatErrors,
      schema: {
        tags,
        body: postAnalyticsRequest,
        response: { 200: postAnalyticsResponse, 400: errorResponse, 415: errorResponse, 429: errorResponse },
      },
    },
    async (request) => {
      const user = await currentUser(request);
      const received = new Date();
      if (request.body.some(hasNulCharacter)) throw badRequest(NUL_TEXT_MESSAGE);
      await insertAnalyticsEvents(
        app.db,
        request.body.map((event) => ({
          eventType: event.event_type,
          tag: event.tag,
          page: event.page,
          userId: user?.id ?? null,
          occurredAt: clampToWindow(event.timestamp, received),
          metadata: event.metadata ?? null,
        })),
      );
      return { received: request.body.length, user_id: user?.id ?? null };
    },
  );

  app.get(
    '/metrics',
    {
      ...formatErrors,
      schema: {
        tags,
        querystring: analyticsMetricsQuery,
        response: { 200: analyticsMetricsResponse, ...adminRefusals },
      },
    },
    async (request) => {
      await requireAdmin(request);
      const range = resolveMetricsRange(request.query, new Date());
      const [totals, totalActiveUsers, daily, top] = await Promise.all([
        tagTotals(app.db, range),
        countActiveUsers(app.db, range),
        dailyActiveUsers(app.db, range),
        topFeatures(app.db, range, request.query.limit),
      ]);
      return toMetricsDto({ range, totals, totalActiveUsers, daily, top });
    },
  );

  // How the club plays, from the league's own records, in the club's days and weeks (issue 36, ADR 073).
  app.get(
    '/club',
    {
      ...formatErrors,
      schema: { tags, querystring: clubMetricsQuery, response: { 200: clubMetricsResponse, ...adminRefusals } },
    },
    async (request) => {
      await requireAdmin(request);
      const range = resolveClubRange(request.query, new Date(), app.settings.clubTimeZone ?? 'UTC');
      const [weeks, proposals, firstMatches] = await Promise.all([
        activePlayersByWeek(app.db, range),
        proposalFigures(app.db, range),
        firstMatchFigures(app.db, range),
      ]);
      return toClubMetricsDto({ range, weeks, proposals, firstMatches });
    },
  );

  app.get(
    '/events',
    {
      ...formatErrors,
      schema: { tags, querystring: analyticsEventsQuery, response: { 200: analyticsEventsResponse, ...adminRefusals } },
    },
    async (request) => {
      await requireAdmin(request);
      const { limit, tag, user_id } = request.query;
      return (await listRecentEvents(app.db, { limit, tag, userId: user_id })).map(toAnalyticsEventDto);
    },
  );

  app.get(
    '/health',
    { schema: { tags, response: { 200: analyticsHealthResponse, ...adminRefusals } } },
    async (request) => {
      await requireAdmin(request);
      return checkAnalyticsHealth(app.db, request.log, {
        now: new Date(),
        retentionDays: retentionDaysOf(app),
      });
    },
  );

  app.get(
    '/performance',
    { schema: { tags, response: { 200: analyticsPerformanceResponse, ...adminRefusals } } },
    async (request) => {
      await requireAdmin(request);
      return measureDashboardQueries(app.db, new Date());
    },
  );
};
