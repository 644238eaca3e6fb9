import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successResponse } from '@courtside/shared/schemas/common';
import { createInviteCodeResponse, inviteCodesListResponse } from '@courtside/shared/schemas/invite-codes';
import { createUserResponse } from '@courtside/shared/schemas/users';
import { findInviteCodeByCode, findInviteCodeById, listInviteCodesWithUses } from '../db/queries/invite-codes';
import { NOT_ADMIN_MESSAGE, UNAUTHORIZED_MESSAGE, expectContract, expectError } from '../test/assertions';
import {
  TEST_PASSWORD,
  createInviteCode,
  createTestApp,
  injectAs,
  signedInUser,
  uniqueEmail,
  type TestApp,
} from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Caller = Awaited<ReturnType<typeof signedInUser>>;

const create = (caller: Caller | undefined, payload: Record<string, unknown>) =>
  injectAs(t.app, caller?.cookie, { method: 'POST', url: '/api/1.0/invite-codes/create', payload });
const list = (caller: Caller | undefined) =>
  injectAs(t.app, caller?.cookie, { method: 'GET', url: '/api/1.0/invite-codes/all' });
const disable = (caller: Caller | undefined, id: number | string) =>
  injectAs(t.app, caller?.cookie, { method: 'PUT', url: '/api/1.0/invite-codes/disable', payload: { id } });
const remove = (caller: Caller | undefined, id: number | string) =>
  injectAs(t.app, caller?.cookie, { method: 'DELETE', url: `/api/1.0/invite-codes/delete?id=${id}` });
const signUp = (code: string, email = uniqueEmail('invitee')) =>
  t.app.inject({
    method: 'POST',
    url: '/api/1.0/users/create',
    payload: { email, password: TEST_PASSWORD, invite_code: code },
  });
const codeCount = async () => (await listInviteCodesWithUses(t.app.db)).length;
const inOneWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

describe('POST invite-codes/create', () => {
  it('creates a custom code with its expiry and max uses', async () => {
    const admin = await signedInUser(t.app, 'admin');
    const expires = inOneWeek();
    const response = await create(admin, { code: 'SPRING-2025', expires_at: expires, max_uses: 20 });
    const body = expectContract(response, 201, createInviteCodeResponse);
    expect(body.code).toBe('SPRING-2025');
    expect(await findInviteCodeById(t.app.db, body.id)).toMatchObject({
      code: 'SPRING-2025',
      maxUses: 20,
      useCount: 0,
      disabled: false,
      grantsOwner: false,
      createdBy: admin.user.id,
      expiresAt: new Date(expires),
    });
  });

  it('generates a code when none is given, with one use by default and no expiry', async () => {
    const owner = await signedInUser(t.app, 'owner');
    for (const payload of [{}, { code: '' }, { code: null, expires_at: null }]) {
      const body = expectContract(await create(owner, payload), 201, createInviteCodeResponse);
      // No look-alike characters (0/O, 1/I/L): codes are read aloud and typed from paper.
      expect(body.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$/);
      expect(await findInviteCodeById(t.app.db, body.id)).toMatchObject({
        maxUses: 1,
        expiresAt: null,
        disabled: false,
      });
    }
  });

  it('makes a code that admits sign-ups up to its max uses', async () => {
    const admin = await signedInUser(t.app, 'admin');
    const { code } = expectContract(await create(admin, { max_uses: 2 }), 201, createInviteCodeResponse);
    expect((await signUp(code)).statusCode).toBe(201);
    expect((await signUp(code)).statusCode).toBe(201);
    expectError(await signUp(code), 400, 'This invite code has already been used.');
  });

  it('refuses a custom code that already exists, and creates nothing', async () => {
    const admin = await signedInUser(t.app, 'admin');
    await createInviteCode(t.app, { code: 'TAKEN-CODE' });
    const before = await codeCount();
    expectError(await create(admin, { code: 'TAKEN-CODE' }), 409, 'An invite code with this code already exists.');
    expectError(await create(admin, { code: '  TAKEN-CODE ' }), 409, 'An invite code with this code already exists.');
    expect(await codeCount()).toBe(before);
  });

  it.each([
    [{ max_uses: 0 }, 'Max uses must be at least 1.'],
    [{ max_uses: -4 }, 'Max uses must be at least 1.'],
    [{ max_uses: 1.5 }, 'Max uses must be a whole number.'],
    [{ max_uses: 100_001 }, 'Max uses must be at most 100000.'],
    [{ max_uses: '5' }, 'max_uses must be a number'],
    [{ code: 'abc' }, 'A custom code must be at least 4 characters.'],
    [{ code: 'c'.repeat(65) }, 'A custom code must be at most 64 characters.'],
    [{ code: 'has space' }, 'A custom code may contain only letters, digits, - and _.'],
    [{ expires_at: 'next week' }, 'expires_at must be an ISO date-time'],
    [{ expires_at: '2020-01-01T00:00:00Z' }, 'The expiry date must be in the future.'],
  ])('refuses %j with a 400 and creates nothing', async (payload, message) => {
    const admin = await signedInUser(t.app, 'admin');
    const before = await codeCount();
    expectError(await create(admin, payload), 400, message);
    expect(await codeCount()).toBe(before);
  });

  it('refuses a player and an anonymous caller, and creates nothing', async () => {
    const player = await signedInUser(t.app);
    expectError(await create(player, { code: 'PLAYER-MADE' }), 403, NOT_ADMIN_MESSAGE);
    expectError(await create(undefined, { code: 'ANON-MADE' }), 401, UNAUTHORIZED_MESSAGE);
    expect(await findInviteCodeByCode(t.app.db, 'PLAYER-MADE')).toBeUndefined();
    expect(await findInviteCodeByCode(t.app.db, 'ANON-MADE')).toBeUndefined();
  });
});

describe('GET invite-codes/all', () => {
  it.each(['admin', 'owner'] as const)('lists every code to an %s, with who used it', async (type) => {
    const caller = await signedInUser(t.app, type);
    const expires = inOneWeek();
    const { id, code } = expectContract(
      await create(caller, { code: `USED-BY-${type}`, max_uses: 3, expires_at: expires }),
      201,
      createInviteCodeResponse,
    );
    const firstEmail = uniqueEmail('first');
    const secondEmail = uniqueEmail('second');
    const first = expectContract(await signUp(code, firstEmail), 201, createUserResponse);
    const second = expectContract(await signUp(code, secondEmail), 201, createUserResponse);

    const codes = expectContract(await list(caller), 200, inviteCodesListResponse);
    const entry = codes.find((c) => c.id === id);
    expect(entry).toMatchObject({ code, max_uses: 3, disabled: false, expires_at: new Date(expires).toISOString() });
    expect(entry?.used_by.map((use) => ({ user_id: use.user_id, email: use.email }))).toEqual([
      { user_id: first.id, email: firstEmail },
      { user_id: second.id, email: secondEmail },
    ]);
    const unused = codes.find((c) => c.used_by.length === 0);
    expect(unused?.used_by).toEqual([]);
    expect(codes.map((c) => c.id)).toEqual([...codes.map((c) => c.id)].sort((a, b) => a - b));
  });

  it('refuses a player and an anonymous caller', async () => {
    const player = await signedInUser(t.app);
    expectError(await list(player), 403, NOT_ADMIN_MESSAGE);
    expectError(await list(undefined), 401, UNAUTHORIZED_MESSAGE);
  });
});

describe('PUT invite-codes/disable', () => {
  it('disables a code for good: it then refuses sign-up, and stays disabled', async () => {
    const admin = await signedInUser(t.app, 'admin');
    const code = await createInviteCode(t.app, { maxUses: 5 });
    expect(expectContract(await disable(admin, code.id), 200, successResponse)).toEqual({ success: true });

    const email = uniqueEmail('late');
    expectError(await signUp(code.code, email), 400, 'This invite code has been disabled.');
    expect((await findInviteCodeById(t.app.db, code.id))?.useCount).toBe(0);

    // One way and once: disabling again is refused, and nothing in the body can turn it back on.
    expectError(await disable(admin, code.id), 409, 'This invite code is already disabled.');
    const sneaky = await injectAs(t.app, admin.cookie, {
      method: 'PUT',
      url: '/api/1.0/invite-codes/disable',
      payload: { id: code.id, disabled: false },
    });
    expectError(sneaky, 409, 'This invite code is already disabled.');
    expect((await findInviteCodeById(t.app.db, code.id))?.disabled).toBe(true);
    const listed = expectContract(await list(admin), 200, inviteCodesListResponse).find((c) => c.id === code.id);
    expect(listed?.disabled).toBe(true);
  });

  it('answers 404 for an unknown code and 400 for a malformed id', async () => {
    const admin = await signedInUser(t.app, 'admin');
    expectError(await disable(admin, 999_999), 404, 'Invite code not found.');
    expectError(await disable(admin, 'abc'), 400, 'id must be a number');
  });

  it('refuses a player and an anonymous caller, and changes nothing', async () => {
    const player = await signedInUser(t.app);
    const code = await createInviteCode(t.app);
    expectError(await disable(player, code.id), 403, NOT_ADMIN_MESSAGE);
    expectError(await disable(undefined, code.id), 401, UNAUTHORIZED_MESSAGE);
    expect((await findInviteCodeById(t.app.db, code.id))?.disabled).toBe(false);
  });
});

describe('DELETE invite-codes/delete', () => {
  it('deletes a code, even one that was used, and leaves its users alone', async () => {
    const owner = await signedInUser(t.app, 'owner');
    const code = await createInviteCode(t.app, { maxUses: 2 });
    const email = uniqueEmail('kept');
    expect((await signUp(code.code, email)).statusCode).toBe(201);

    expect(expectContract(await remove(owner, code.id), 200, successResponse)).toEqual({ success: true });
    expect(await findInviteCodeById(t.app.db, code.id)).toBeUndefined();
    expectError(await signUp(code.code), 400, 'This invite code is not valid.');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/1.0/users/verify',
      payload: { email, password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    expectError(await remove(owner, code.id), 404, 'Invite code not found.');
  });

  it('answers 404 for an unknown code and 400 for a malformed id', async () => {
    const admin = await signedInUser(t.app, 'admin');
    expectError(await remove(admin, 999_999), 404, 'Invite code not found.');
    expectError(await remove(admin, 'abc'), 400, 'id must be a number');
  });

  it('refuses a player and an anonymous caller, and deletes nothing', async () => {
    const player = await signedInUser(t.app);
    const code = await createInviteCode(t.app);
    expectError(await remove(player, code.id), 403, NOT_ADMIN_MESSAGE);
    expectError(await remove(undefined, code.id), 401, UNAUTHORIZED_MESSAGE);
    expect(await findInviteCodeById(t.app.db, code.id)).toBeDefined();
  });
});
