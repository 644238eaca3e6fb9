import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSigningSecret, insertSigningSecretIfAbsent } from '../db/queries/signing-key';
import { signingKeys } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { signingKey, signToken, verifyToken } from './signed-token';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

const key = randomBytes(32);
const now = new Date('2026-11-29T12:00:00Z');
const inAnHour = now.getTime() / 1000 + 3600;

describe('the signing key', () => {
  it('is made on first use, stored, and the same key from then on', async () => {
    expect(await findSigningSecret(database.db)).toBeUndefined();

    const made = await signingKey(database.db);

    expect(made).toHaveLength(32);
    expect(await findSigningSecret(database.db)).toBe(made.toString('hex'));
    // A key made later (another process that lost the race) does not replace it.
    await insertSigningSecretIfAbsent(database.db, randomBytes(32).toString('hex'));
    expect(await findSigningSecret(database.db)).toBe(made.toString('hex'));
    expect(await database.db.select().from(signingKeys)).toHaveLength(1);
    await expect(database.db.insert(signingKeys).values({ id: 2, secret: 'ab' })).rejects.toThrow();
  });
});

describe('signed tokens', () => {
  it('give back their claims while unexpired and for their own purpose', () => {
    const token = signToken(key, { purpose: 'unsubscribe', exp: inAnHour, userId: 7, kind: 'proposal_received' });

    expect(verifyToken(key, token, 'unsubscribe', now)).toEqual({
      ok: true,
      claims: { purpose: 'unsubscribe', exp: inAnHour, userId: 7, kind: 'proposal_received' },
    });
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  });

  it('refuse another purpose, another key, an altered claim and an expired token', () => {
    const token = signToken(key, { purpose: 'unsubscribe', exp: inAnHour, userId: 7 });
    const [body, signed] = token.split('.') as [string, string];
    const altered = Buffer.from(JSON.stringify({ purpose: 'unsubscribe', exp: inAnHour, userId: 8 })).toString(
      'base64url',
    );

    expect(verifyToken(key, token, 'answer-proposal', now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyToken(randomBytes(32), token, 'unsubscribe', now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyToken(key, `${altered}.${signed}`, 'unsubscribe', now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyToken(key, `${body}.${signed.slice(1)}`, 'unsubscribe', now)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(verifyToken(key, token, 'unsubscribe', new Date(inAnHour * 1000))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuse what is not a token at all', () => {
    const unsignedClaims = (text: string) => {
      const body = Buffer.from(text).toString('base64url');
      return `${body}.${signToken(key, { purpose: 'x', exp: 0 }).split('.')[1]}`;
    };
    for (const junk of ['', 'abc', 'a.b.c', '.', 'abc.', unsignedClaims('not json')]) {
      expect(verifyToken(key, junk, 'unsubscribe', now)).toEqual({ ok: false, reason: 'invalid' });
    }
    // Correctly signed, but the claims lack what every token must have.
    const body = Buffer.from(JSON.stringify({ purpose: 'unsubscribe' })).toString('base64url');
    const forged = `${body}.${Buffer.from(
      createHmac('sha256', key).update(body).digest(),
    ).toString('base64url')}`;
    expect(verifyToken(key, forged, 'unsubscribe', now)).toEqual({ ok: false, reason: 'invalid' });
  });
});
