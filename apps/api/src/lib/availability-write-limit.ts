import type { FastifyReply, FastifyRequest } from 'fastify';
import { deleteAttemptCountsOfKeyBefore, reserveAttempt } from '../db/queries/sign-in-throttle';
import { AppError } from './errors';

/**
 * How many availability writes (post, update, delete; a bulk post is one) an account may make in a fixed window,
 * counted in the database so every server process shares the count (ADR 059).
 */
export interface AvailabilityWriteLimit {
  windowMinutes: number;
  writesPerUser: number;
}

/**
 * A player filling in a season by hand (a click or two a slot in the calendar, a few weekly rules, some
 * corrections) makes a few dozen writes in ten minutes; 60 leaves room, and holds a script to six a minute.
 */
export const AVAILABILITY_WRITE_LIMIT_DEFAULTS: AvailabilityWriteLimit = { windowMinutes: 10, writesPerUser: 60 };

export function availabilityWriteMessage(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many availability changes in a short time. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/**
 * Counts one availability write of this account, or refuses it with 429, Retry-After (seconds to the window's
 * end) and a message saying when to come back, before any other work is done. A refused write is not counted.
 * The account's first write in a new window sweeps its own earlier windows.
 */
export async function reserveAvailabilityWrite(request: FastifyRequest, reply: FastifyReply, userId: number) {
  const { db } = request.server;
  const limit = { ...AVAILABILITY_WRITE_LIMIT_DEFAULTS, ...request.server.settings.availabilityWriteLimit };
  const windowMs = limit.windowMinutes * 60_000;
  const now = new Date();
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const key = `availability-write:user:${userId}`;
  const writes = await reserveAttempt(db, { key, windowStart }, limit.writesPerUser, now);
  if (writes === null) {
    const retryAfterSeconds = Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000);
    reply.header('retry-after', String(retryAfterSeconds));
    throw new AppError(429, availabilityWriteMessage(retryAfterSeconds));
  }
  if (writes === 1) await deleteAttemptCountsOfKeyBefore(db, key, windowStart);
}
