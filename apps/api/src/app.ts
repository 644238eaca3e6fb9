import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import { ANSWER_CACHE_MS, AnswerCache, type ChangeCounter } from './lib/answer-cache';
import type { AvailabilityWriteLimit } from './lib/availability-write-limit';
import type { AuthThrottleLimits } from './lib/rate-limit';
import { compressAnswer } from './lib/response-encoding';
import type { SessionUser } from './lib/session';
import { SESSION_CACHE_MS, SessionCache } from './lib/session-cache';
import { installAnalyticsRetention } from './plugins/analytics-retention';
import { installAnswerCache } from './plugins/answer-cache';
import { answerClientError } from './plugins/client-errors';
import { installCompression } from './plugins/compression';
import { installCsrfProtection } from './plugins/csrf';
import { installErrorHandler } from './plugins/error-handler';
import { installTransportHeaders } from './plugins/transport-headers';
import { installWebApp } from './plugins/web-app';
import { installWellFormedTextCheck } from './plugins/well-formed-text';
import { analyticsRoutes } from './routes/analytics';
import { availabilityRoutes } from './routes/availability';
import { authRoutes } from './routes/auth';
import { calendarFeedRoutes } from './routes/calendar-feed';
import { needsAttentionRoutes } from './routes/needs-attention';
import { seasonRoutes } from './routes/season';
import { notificationRoutes } from './routes/notifications';
import { emailActionRoutes } from './routes/email-actions';
import { outboxRoutes } from './routes/outbox';
import { healthRoutes } from './routes/health';
import { inviteCodeRoutes } from './routes/invite-codes';
import { divisionRoutes } from './routes/divisions';
import { feedbackRoutes } from './routes/feedback';
import { leagueRoutes } from './routes/leagues';
import { locationRoutes } from './routes/locations';
import { matchProposalRoutes } from './routes/match-proposals';
import { matchRoutes } from './routes/matches';
import { playerRoutes } from './routes/players';
import { privateLeagueRoutes } from './routes/private-leagues';
import { leagueInviteRoutes } from './routes/league-invites';
import { recentActivityRoutes } from './routes/recent-activity';
import { pushRoutes } from './routes/push';
import { regionRoutes } from './routes/regions';
import { registrationRoutes } from './routes/registrations';
import { pairRoutes } from './routes/pairs';
import { unsubscribeRoutes } from './routes/unsubscribe';
import { userRoutes } from './routes/users';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    settings: AppSettings;
    sessionCache: SessionCache;
    /** null when off (AppSettings: no change counter, or answerCacheMs 0). */
    answerCache: AnswerCache | null;
  }
  interface FastifyRequest {
    /** undefined until looked up; null when nobody is signed in. */
    sessionUser: SessionUser | null | undefined;
  }
}

export interface AppSettings {
  /** Sign-in and sign-up requests allowed per client address per minute in this process: a flood guard. */
  authRateLimitPerMinute: number;
  /** The fair limits on failed sign-ins and sign-ups, shared by all processes (ADR 036); defaults when omitted. */
  authThrottle?: Partial<AuthThrottleLimits>;
  /** Availability writes per account per window, shared by all processes (ADR 059); defaults when omitted. */
  availabilityWriteLimit?: Partial<AvailabilityWriteLimit>;
  /** The built web app to serve beside the API; omitted in API-only runs such as tests. */
  webDistDir?: string;
  /** Addresses or CIDR ranges of our reverse proxies, whose X-Forwarded-* headers are believed; false: none. */
  trustProxy: false | string[];
  /** The origin state changes must come from when a proxy rewrites Host; otherwise Origin is checked against Host. */
  publicOrigin?: string;
  /** Serve the OpenAPI document and its viewer at /api/docs. */
  apiDocs: boolean;
  logLevel: string;
  /** Analytics events older than this many days are pruned (ADR 033); 180 when not set. */
  analyticsRetentionDays?: number;
  /** The IANA zone whose days and weeks the club figures count in (ADR 073); UTC when not set. */
  clubTimeZone?: string;
  /** How long a session's user is kept in memory (ADR 039); 5 s when not set, 0 turns the cache off. */
  sessionCacheMs?: number;
  /**
   * PostgreSQL: every process's committed changes to the tables a session is looked up in
   * (`DatabaseHandle.sessionChanges`, ADR 043). Given, the session cache is emptied when it moves and keeps
   * nothing while it is incomplete; omitted (PGlite), only this process's own changes drop cached sessions.
   */
  sessionChanges?: ChangeCounter | null;
  /**
   * The database's count of committed changes (`DatabaseHandle.writeGeneration`): given, it turns the answer
   * cache on (ADR 039; on PostgreSQL it also counts other processes' changes, ADR 043); omitted keeps it off.
   */
  writeGeneration?: ChangeCounter | null;
  /** How long the answer cache keeps an answer; 3 s when not set, 0 turns it off. */
  answerCacheMs?: number;
}

export const API_PREFIX = '/api/1.0';

export async function buildApp(db: Database, settings: AppSettings): Promise<FastifyInstance> {
  const app = Fastify({
    logger: settings.logLevel === 'silent' ? false : { level: settings.logLevel },
    trustProxy: settings.trustProxy,
    bodyLimit: 256 * 1024,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('settings', settings);
  app.decorate(
    'sessionCache',
    new SessionCache(settings.sessionCacheMs ?? SESSION_CACHE_MS, settings.sessionChanges ?? null),
  );
  app.decorateRequest('sessionUser', undefined);
  const answerCacheMs = settings.answerCacheMs ?? ANSWER_CACHE_MS;
  const answerCache =
    settings.writeGeneration && answerCacheMs > 0
      ? new AnswerCache(settings.writeGeneration, compressAnswer, answerCacheMs)
      : null;
  app.decorate('answerCache', answerCache);
  installErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Helmet would send it on every answer; installTransportHeaders sends it only over https.
    strictTransportSecurity: false,
  });
  installTransportHeaders(app);
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  installCsrfProtection(app, { publicOrigin: settings.publicOrigin });
  installWellFormedTextCheck(app);

  // Before compression, so that it keeps answers as serialized (plugins/answer-cache.ts).
  installAnswerCache(app, answerCache);
  await installCompression(app);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Courtside API', version: '1.0.0', description: 'Tennis league management.' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'courtside_session' } } },
    },
    transform: jsonSchemaTransform,
  });
  if (settings.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(userRoutes, { prefix: `${API_PREFIX}/users` });
  await app.register(authRoutes, { prefix: `${API_PREFIX}/auth` });
  await app.register(playerRoutes, { prefix: `${API_PREFIX}/players` });
  await app.register(inviteCodeRoutes, { prefix: `${API_PREFIX}/invite-codes` });
  await app.register(leagueRoutes, { prefix: `${API_PREFIX}/leagues` });
  await app.register(recentActivityRoutes, { prefix: `${API_PREFIX}/leagues` });
  await app.register(privateLeagueRoutes, { prefix: `${API_PREFIX}/leagues` });
  await app.register(leagueInviteRoutes, { prefix: `${API_PREFIX}/league-invites` });
  await app.register(divisionRoutes, { prefix: `${API_PREFIX}/divisions` });
  await app.register(registrationRoutes, { prefix: `${API_PREFIX}/registrations` });
  await app.register(pairRoutes, { prefix: `${API_PREFIX}/pairs` });
  await app.register(regionRoutes, { prefix: `${API_PREFIX}/regions` });
  await app.register(locationRoutes, { prefix: `${API_PREFIX}/locations` });
  await app.register(availabilityRoutes, { prefix: `${API_PREFIX}/availability` });
  await app.register(matchRoutes, { prefix: `${API_PREFIX}/matches` });
  await app.register(matchProposalRoutes, { prefix: `${API_PREFIX}/match-proposals` });
  await app.register(calendarFeedRoutes, { prefix: `${API_PREFIX}/calendar` });
  await app.register(feedbackRoutes, { prefix: `${API_PREFIX}/feedback` });
  await app.register(analyticsRoutes, { prefix: `${API_PREFIX}/analytics` });
  await app.register(needsAttentionRoutes, { prefix: `${API_PREFIX}/admin` });
  await app.register(seasonRoutes, { prefix: `${API_PREFIX}/admin` });
  await app.register(notificationRoutes, { prefix: `${API_PREFIX}/notifications` });
  await app.register(unsubscribeRoutes, { prefix: `${API_PREFIX}/notifications` });
  await app.register(outboxRoutes, { prefix: `${API_PREFIX}/outbox` });
  await app.register(pushRoutes, { prefix: `${API_PREFIX}/push` });
  await app.register(emailActionRoutes, { prefix: `${API_PREFIX}/email-actions` });
  installAnalyticsRetention(app);

  await installWebApp(app, settings.webDistDir);
  return app;
}
