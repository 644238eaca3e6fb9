import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../db/queries/users';
import { createInviteCode, createTestApp, uniqueEmail, type TestApp } from '../test/test-app';
import { testPasswordHash } from '../test/test-password-hash';
import { hashPassword, verifyPassword } from './passwords';

// The tests' own accounts carry cheap hashes (test/test-password-hash.ts); this file holds what the server stores
// to the production cost, both from hashPassword and from an account made through the API.

/** argon2id at the OWASP baseline: 19 MiB, 2 passes, 1 lane, a 16-byte salt and a 32-byte hash. */
const PRODUCTION_HASH = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('password hashes', () => {
  it('are argon2id at the OWASP baseline: 19 MiB, 2 passes, 1 lane, a salt of their own', async () => {
    const [first, second] = await Promise.all([hashPassword('s3cret words'), hashPassword('s3cret words')]);
    expect(first).toMatch(PRODUCTION_HASH);
    expect(second).not.toBe(first);
    await expect(verifyPassword(first, 's3cret words')).resolves.toBe(true);
    await expect(verifyPassword(first, 's3cret word')).resolves.toBe(false);
  });

  it('stored for an account made through sign-up are at the production cost', async () => {
    const code = await createInviteCode(t.app);
    const email = uniqueEmail('hash');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/1.0/users/create',
      payload: { email, password: 'a sign-up secret', invite_code: code.code },
    });
    expect(created.statusCode).toBe(201);
    const stored = (await findUserByEmail(t.app.db, email))?.passwordHash;
    expect(stored).toMatch(PRODUCTION_HASH);
    await expect(verifyPassword(stored, 'a sign-up secret')).resolves.toBe(true);
  });

  it('match nothing for an unknown account or a hash that cannot be read', async () => {
    await expect(verifyPassword(undefined, 'decoy password that matches nothing')).resolves.toBe(false);
    await expect(verifyPassword('not a hash', 'anything')).resolves.toBe(false);
  });

  it('made cheaply for tests are checked by the same verifyPassword, and are not the production cost', async () => {
    const cheap = await testPasswordHash('correct horse battery');
    expect(cheap).toMatch(/^\$argon2id\$/);
    expect(cheap).not.toMatch(PRODUCTION_HASH);
    await expect(verifyPassword(cheap, 'correct horse battery')).resolves.toBe(true);
    await expect(verifyPassword(cheap, 'correct horse')).resolves.toBe(false);
  });
});
