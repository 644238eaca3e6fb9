import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  deleteAttemptCountsBefore,
  releaseAttempt,
  reserveAttempt,
  type AttemptWindow,
} from '../db/queries/sign-in-throttle';
import { AppError } from './errors';

export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

/** Route config for the cheap first line against floods: per client address, per route, per process, per minute. */
export function authRateLimit(app: FastifyInstance) {
  return {
    rateLimit: {
      max: app.settings.authRateLimitPerMinute,
      timeWindow: '1 minute',
      errorResponseBuilder: () => new AppError(429, TOO_MANY_ATTEMPTS_MESSAGE),
    },
  };
}

/** The fair limits, counted in the database so every server process shares them (ADR 036). */
export interface AuthThrottleLimits {
  /** Length of the fixed windows the limits below count in. */
  windowMinutes: number;
  /** Failed sign-ins to one account (from any address) that lock its sign-in for the rest of the window. */
  failedSignInsPerAccount: number;
  /** Failed sign-ins from one address, to any accounts: generous for a club's shared Wi-Fi. */
  failedSignInsPerAddress: number;
  /** Email look-ups (users/exists) and failed sign-ups from one address. */
  signUpChecksPerAddress: number;
  /** One-tap email links (ADR 070) from one address whose token is not the server's: a guesser's tries. */
  failedLinkChecksPerAddress: number;
  /** Reset links asked for one email, from any address: a few tries, not a stream of mail to someone's inbox. */
  passwordResetsPerAccount: number;
  /** Reset links asked for from one address, to any emails. */
  passwordResetsPerAddress: number;
}

export const AUTH_THROTTLE_DEFAULTS: AuthThrottleLimits = {
  windowMinutes: 15,
  failedSignInsPerAccount: 5,
  failedSignInsPerAddress: 50,
  signUpChecksPerAddress: 60,
  failedLinkChecksPerAddress: 30,
  passwordResetsPerAccount: 3,
  passwordResetsPerAddress: 20,
};

export const authThrottleOf = (app: FastifyInstance): AuthThrottleLimits => ({
  ...AUTH_THROTTLE_DEFAULTS,
  ...app.settings.authThrottle,
});

export function retryMessage(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/**
 * What every key of these limits begins with ('sign-in:…', 'sign-up:…', 'sign-link:…', 'sign-in-help:…'): the
 * sweep of ended windows keeps to them.
 */
const SIGN_IN_AND_UP_KEY_PREFIX = 'sign-';

/** Only a digest of the email is kept: the table then holds no one's address, nor strangers' typos. */
const emailDigest = (email: string) => createHash('sha256').update(email).digest('hex');
const accountKey = (email: string) => `sign-in:account:${emailDigest(email)}`;

/** Attempts counted for one request, to be given back if the request turns out not to count. */
export interface ReservedAttempts {
  /** The attempt succeeded: it does not count, and ended windows are swept while we are here. */
  succeeded(): Promise<void>;
}

/**
 * Counts the attempt under every key, or refuses it (429 with Retry-After) when any key's window is full. This
 * runs before any password is checked, so a locked account cannot be probed, and it answers the same whether
 * the account exists or not. A refused attempt counts under no key: one member retrying a locked account does
 * not use up the address's allowance for the rest of the club.
 */
async function reserveAttempts(
  request: FastifyRequest,
  reply: FastifyReply,
  limits: { key: string; limit: number }[],
): Promise<ReservedAttempts> {
  const { db } = request.server;
  const windowMs = authThrottleOf(request.server).windowMinutes * 60_000;
  const now = new Date();
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const reserved: AttemptWindow[] = [];
  const releaseAll = () => Promise.all(reserved.map((window) => releaseAttempt(db, window, new Date())));
  for (const { key, limit } of limits) {
    const window = { key, windowStart };
    if (!(await reserveAttempt(db, window, limit, now))) {
      await releaseAll();
      const retryAfterSeconds = Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000);
      reply.header('retry-after', String(retryAfterSeconds));
      throw new AppError(429, retryMessage(retryAfterSeconds));
    }
    reserved.push(window);
  }
  return {
    async succeeded() {
      await releaseAll();
      await deleteAttemptCountsBefore(db, SIGN_IN_AND_UP_KEY_PREFIX, windowStart);
    },
  };
}

/** A sign-in: its account's and its address's failures. */
export function reserveSignInAttempt(request: FastifyRequest, reply: FastifyReply, email: string) {
  const limits = authThrottleOf(request.server);
  return reserveAttempts(request, reply, [
    { key: accountKey(email), limit: limits.failedSignInsPerAccount },
    { key: `sign-in:address:${request.ip}`, limit: limits.failedSignInsPerAddress },
  ]);
}

/** A sign-up or an email look-up: its address's allowance, shared by both. */
export function reserveSignUpCheck(request: FastifyRequest, reply: FastifyReply) {
  return reserveAttempts(request, reply, [
    { key: `sign-up:address:${request.ip}`, limit: authThrottleOf(request.server).signUpChecksPerAddress },
  ]);
}

/**
 * A one-tap link opened or used without a session (ADR 070): counted per address before the token is read, and
 * given back when the token turns out to be the server's (`succeeded`), so only forged or mangled tokens count.
 */
export function reserveLinkCheck(request: FastifyRequest, reply: FastifyReply) {
  return reserveAttempts(request, reply, [
    { key: `sign-link:address:${request.ip}`, limit: authThrottleOf(request.server).failedLinkChecksPerAddress },
  ]);
}

/**
 * A request for a reset link (ADR 069): every request counts, found account or not, so the limit tells nothing
 * about which emails have accounts, and it bounds how much mail anyone can have sent to one inbox.
 */
export function reservePasswordResetRequest(request: FastifyRequest, reply: FastifyReply, email: string) {
  const limits = authThrottleOf(request.server);
  return reserveAttempts(request, reply, [
    { key: `sign-in-help:account:${emailDigest(email)}`, limit: limits.passwordResetsPerAccount },
    { key: `sign-in-help:address:${request.ip}`, limit: limits.passwordResetsPerAddress },
  ]);
}
