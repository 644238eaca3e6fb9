import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/client';
import { findSigningSecret, insertSigningSecretIfAbsent } from '../db/queries/signing-key';

/**
 * Signed links (ADR 066): what an email link may do without a session, such as one-click unsubscribe or a
 * one-tap answer. A token is `<claims>.<signature>`, both base64url: the claims are JSON naming the purpose,
 * the expiry (seconds since the epoch) and what the purpose needs; the signature is HMAC-SHA256 of the claims'
 * text under the server's key. The signature makes a token unforgeable and unalterable; whatever must hold only
 * once (a single-use answer) is recorded by the feature that acts on it.
 */
export interface TokenClaims {
  /** What the token may do, e.g. 'unsubscribe' or 'answer-proposal': a token of one purpose opens no other. */
  purpose: string;
  /** Seconds since the epoch after which the token is refused. */
  exp: number;
  [claim: string]: unknown;
}

export type TokenCheck<C extends TokenClaims> =
  | { ok: true; claims: C }
  | { ok: false; reason: 'invalid' | 'expired' };

// The key never changes once stored, so each process may keep what it read for as long as it runs.
const known = new WeakMap<Database, Promise<Buffer>>();

/** The server's signing key: the stored one, or on first use a new one stored for good. */
export function signingKey(db: Database): Promise<Buffer> {
  let key = known.get(db);
  if (!key) {
    key = readOrMakeSigningKey(db);
    known.set(db, key);
    // A database that could not be reached is asked again next time, not remembered as a failure.
    key.catch(() => known.delete(db));
  }
  return key;
}

async function readOrMakeSigningKey(db: Database): Promise<Buffer> {
  let secret = await findSigningSecret(db);
  if (!secret) {
    await insertSigningSecretIfAbsent(db, randomBytes(32).toString('hex'));
    secret = await findSigningSecret(db);
  }
  if (!secret) throw new Error('the signing key was stored but cannot be read back');
  return Buffer.from(secret, 'hex');
}

export function signToken(key: Buffer, claims: TokenClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${signature(key, body).toString('base64url')}`;
}

/**
 * The token's claims when its signature is the server's, its purpose is `purpose` and it has not expired at
 * `now`; otherwise why not. A token that does not parse is as invalid as a forged one.
 */
export function verifyToken<C extends TokenClaims>(
  key: Buffer,
  token: string,
  purpose: string,
  now: Date = new Date(),
): TokenCheck<C> {
  const [body, signed, ...rest] = token.split('.');
  if (!body || !signed || rest.length > 0) return { ok: false, reason: 'invalid' };
  const expected = signature(key, body);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!isClaims(claims) || claims.purpose !== purpose) return { ok: false, reason: 'invalid' };
  if (claims.exp * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, claims: claims as C };
}

function signature(key: Buffer, body: string): Buffer {
  return createHmac('sha256', key).update(body).digest();
}

function isClaims(value: unknown): value is TokenClaims {
  if (typeof value !== 'object' || value === null) return false;
  const { purpose, exp } = value as Record<string, unknown>;
  return typeof purpose === 'string' && typeof exp === 'number' && Number.isFinite(exp);
}
