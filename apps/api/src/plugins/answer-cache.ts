import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AnswerCache, CachedAnswer } from '../lib/answer-cache';
import { InFlightAnswers, type SettleFlight } from '../lib/in-flight-answers';
import { encodingForAnswer, type ResponseEncoding } from '../lib/response-encoding';
import { currentUser } from '../lib/session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Keep this GET route's answers in the answer cache (ADR 039): only reads whose answer is all in the database. */
    answerCache?: boolean;
  }
  interface FastifyRequest {
    /**
     * Set on a miss of a cached route: where to keep the answer, the change count before it was read, and how to
     * hand it to the requests waiting for it (lib/in-flight-answers.ts).
     */
    answerCacheSlot: { key: string; version: number; settle: SettleFlight } | undefined;
  }
}

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** A viewer's answer to a request is kept under the whole URL as sent: path and query, every parameter counts. */
export const answerCacheKey = (viewerId: number, url: string) => `${viewerId} ${url}`;

/** The flight of a miss that nobody joins (changes may go unseen just now). */
const NO_WAITERS: SettleFlight = () => {};

/**
 * Answers the routes that opt in (`config: { answerCache: true }`) from the answer cache when it holds this
 * viewer's answer to this very request, and keeps their successful answers otherwise. Only signed-in viewers:
 * the session is still checked on every request (the session cache), and a request without a valid one goes
 * on to the handler, which refuses it. Errors are never kept. `cache` null (turned off) installs nothing.
 *
 * Install before compression: the answer is kept as the serializer wrote it (onSend hooks run in the order they
 * were added, and the compression plugin adds its own to each route). A kept answer is sent compressed as the
 * client accepts, by the plugin's own rule (lib/response-encoding.ts), from bytes compressed once per encoding;
 * an answer sent with its Content-Encoding set is passed through by the plugin untouched.
 *
 * Requests that miss the same key at the same moment (right after a change, all of them do) wait for the first
 * one's answer instead of each computing it (ADR 049). Returns those flights (for tests), or null when off.
 */
export function installAnswerCache(app: FastifyInstance, cache: AnswerCache | null): InFlightAnswers | null {
  if (!cache) return null;
  const inFlight = new InFlightAnswers();
  app.decorateRequest('answerCacheSlot', undefined);

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' || request.routeOptions.config.answerCache !== true) return;
    // Taken first: the viewer's account is part of what the answer was computed from.
    const version = cache.version();
    const viewer = await currentUser(request);
    if (!viewer) return;
    const key = answerCacheKey(viewer.id, request.url);
    let answer = cache.get(key);
    // Only while the change count sees every change: otherwise it cannot tell whether the first request's answer
    // is as fresh as this request needs (lib/in-flight-answers.ts, ADR 043).
    if (answer === undefined && cache.keeping) answer = await inFlight.join(key, version);
    if (answer === undefined) {
      const settle = cache.keeping ? inFlight.lead(key, version) : NO_WAITERS;
      request.answerCacheSlot = { key, version, settle };
      // Whatever ends this request (an error, a client gone before the answer) ends the wait of the others;
      // onSend has settled it with the answer by then when there is one.
      reply.raw.once('close', () => settle(undefined));
      return;
    }
    // No handler, no database, no serializer, and no compression but the first for each encoding.
    reply.header('content-type', JSON_CONTENT_TYPE);
    const encoding = encodingForAnswer(request.headers, answer.textBytes);
    // Uncompressed, the text goes on to the compression plugin, which leaves it as it is by the same rule.
    if (encoding === null) return reply.send(answer.text);
    return reply.send(await encodedAnswer(cache, answer, encoding, reply));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const slot = request.answerCacheSlot;
    if (!slot) return payload;
    if (reply.statusCode !== 200 || typeof payload !== 'string') {
      slot.settle(undefined);
      return payload;
    }
    const answer = cache.remember(slot.key, payload, slot.version);
    // Kept or not, it is the answer for the requests that waited for it (lib/in-flight-answers.ts).
    slot.settle(answer ?? cache.unkept(slot.key, payload));
    // Not kept (a change was committed while it was read, or changes may go unseen just now, ADR 043): the
    // plugin compresses it as any other answer.
    if (!answer) return payload;
    const encoding = encodingForAnswer(request.headers, answer.textBytes);
    return encoding === null ? payload : encodedAnswer(cache, answer, encoding, reply);
  });
  return inFlight;
}

/** The kept answer's bytes in `encoding`, with the headers @fastify/compress gives the answers it compresses. */
async function encodedAnswer(
  cache: AnswerCache,
  answer: CachedAnswer,
  encoding: ResponseEncoding,
  reply: FastifyReply,
) {
  const bytes = await cache.encoded(answer, encoding);
  addVaryAcceptEncoding(reply);
  reply.header('content-encoding', encoding);
  // As the plugin does when it knows the compressed size (Fastify would set the same for a Buffer anyway).
  reply.header('content-length', bytes.length);
  return bytes;
}

/** The plugin's Vary rule: add accept-encoding to whatever Vary already says, once. */
function addVaryAcceptEncoding(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  if (vary === undefined) {
    reply.header('vary', 'accept-encoding');
    return;
  }
  const values = (Array.isArray(vary) ? vary : [String(vary)]).map(String);
  if (!values.some((value) => value.includes('accept-encoding')))
    reply.header('vary', [...values, 'accept-encoding'].join(', '));
}
