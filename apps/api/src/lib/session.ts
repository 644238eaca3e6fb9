import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAdmin } from '@courtside/shared/league/permissions';
import {
  deleteExpiredSessions,
  deleteOtherSessionsOfUser,
  deleteSession,
  findSessionUser,
  insertSession,
} from '../db/queries/sessions';
import type { users } from '../db/schema';
import { NOT_ADMIN_MESSAGE, forbidden, unauthorized } from './errors';

export const SESSION_COOKIE = 'courtside_session';
/** "Remember me for 24 hours" (spec section 9). */
export const REMEMBERED_SESSION_MS = 24 * 60 * 60 * 1000;
/** A browser-session cookie has no expiry of its own, so the server bounds it (ADR 002). */
export const BROWSER_SESSION_MS = 12 * 60 * 60 * 1000;

export type SessionUser = typeof users.$inferSelect;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Signs a user in: a fresh token each time, so a token planted before sign-in is never promoted. */
export async function startSession(request: FastifyRequest, reply: FastifyReply, userId: number, persistent: boolean) {
  await endSession(request, reply);
  // Sign-in is where sessions are born, so it is where dead ones are swept (an indexed delete).
  await deleteExpiredSessions(request.server.db, new Date());
  const token = randomBytes(32).toString('base64url');
  const lifetime = persistent ? REMEMBERED_SESSION_MS : BROWSER_SESSION_MS;
  await insertSession(request.server.db, {
    tokenHash: hashToken(token),
    userId,
    persistent,
    expiresAt: new Date(Date.now() + lifetime),
  });
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    ...(persistent ? { maxAge: lifetime / 1000 } : {}),
  });
}

export async function endSession(request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[SESSION_COOKIE];
  if (token) {
    const tokenHash = hashToken(token);
    await deleteSession(request.server.db, tokenHash);
    // After the delete, so that a lookup running alongside cannot store the session again (SessionCache).
    request.server.sessionCache.forgetToken(tokenHash);
  }
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  request.sessionUser = null;
}

/** After a password change, only the browser that made it stays signed in. */
export async function endOtherSessions(request: FastifyRequest, userId: number) {
  const token = request.cookies[SESSION_COOKIE];
  await deleteOtherSessionsOfUser(request.server.db, userId, token ? hashToken(token) : '');
  request.server.sessionCache.forgetUser(userId);
}

/**
 * Call after any change to an account (profile, password, type, deletion) or to its sessions, once the change
 * is committed: the next request of each of its sessions reads the account afresh.
 */
export function accountChanged(app: FastifyInstance, userId: number) {
  app.sessionCache.forgetUser(userId);
}

/** The signed-in user, looked up once per request, and kept for a few seconds across requests (ADR 039). */
export async function currentUser(request: FastifyRequest): Promise<SessionUser | null> {
  if (request.sessionUser !== undefined) return request.sessionUser;
  const token = request.cookies[SESSION_COOKIE];
  request.sessionUser = token ? await lookUpSession(request.server, hashToken(token)) : null;
  return request.sessionUser;
}

async function lookUpSession(app: FastifyInstance, tokenHash: string): Promise<SessionUser | null> {
  const cache = app.sessionCache;
  const cached = cache.get(tokenHash);
  if (cached) return cached;
  const version = cache.version();
  const found = await findSessionUser(app.db, tokenHash, new Date());
  if (!found) return null;
  cache.remember(tokenHash, found.user, found.expiresAt, version);
  return found.user;
}

export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await currentUser(request);
  if (!user) throw unauthorized();
  return user;
}

export const isAdminUser = (user: SessionUser) => isAdmin({ user_type: user.userType });

export async function requireAdmin(request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!isAdminUser(user)) throw forbidden(NOT_ADMIN_MESSAGE);
  return user;
}
