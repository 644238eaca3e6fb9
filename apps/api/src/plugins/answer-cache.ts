import type { FastifyInstance } from 'fastify';
import type { AnswerCache } from '../lib/answer-cache';
import { currentUser } from '../lib/session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Keep this GET route's answers in the answer cache (ADR 039): only reads whose answer is all in the database. */
    answerCache?: boolean;
  }
  interface FastifyRequest {
    /** Set on a miss of a cached route: where to keep the answer, and the change count before it was read. */
    answerCacheSlot: { key: string; version: number } | undefined;
  }
}

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * Answers the routes that opt in (`config: { answerCache: true }`) from the answer cache when it holds this
 * viewer's answer to this very request, and keeps their successful answers otherwise. Only signed-in viewers:
 * the session is still checked on every request (the session cache), and a request without a valid one goes
 * on to the handler, which refuses it. Errors are never kept. `cache` null (PostgreSQL) installs nothing.
 *
 * Install before compression: the answer is kept as the serializer wrote it (onSend hooks run in the order they
 * were added, and the compression plugin adds its own to each route), and compressed afresh per request as the
 * client accepts.
 */
export function installAnswerCache(app: FastifyInstance, cache: AnswerCache | null) {
  if (!cache) return;
  app.decorateRequest('answerCacheSlot', undefined);

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' || request.routeOptions.config.answerCache !== true) return;
    // Taken first: the viewer's account is part of what the answer was computed from.
    const version = cache.version();
    const viewer = await currentUser(request);
    if (!viewer) return;
    // The whole URL: path and query string as sent, so every parameter is part of the key.
    const key = `${viewer.id} ${request.url}`;
    const body = cache.get(key);
    if (body === undefined) {
      request.answerCacheSlot = { key, version };
      return;
    }
    // A string with a JSON content type is sent as it is: no handler, no database, no serializer.
    reply.header('content-type', JSON_CONTENT_TYPE);
    return reply.send(body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const slot = request.answerCacheSlot;
    if (slot && reply.statusCode === 200 && typeof payload === 'string')
      cache.remember(slot.key, payload, slot.version);
    return payload;
  });
}
