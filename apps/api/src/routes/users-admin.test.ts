import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successResponse } from '@courtside/shared/schemas/common';
import { userDto, usersListResponse } from '@courtside/shared/schemas/users';
import { findUserByEmail } from '../db/queries/users';
import {
  NOT_ADMIN_MESSAGE,
  UNAUTHORIZED_MESSAGE,
  expectContract,
  expectError,
  expectNoSecrets,
} from '../test/assertions';
import { linkMailedTo } from '../test/account-links';
import {
  TEST_PASSWORD,
  createTestApp,
  createUser,
  injectAs,
  signIn,
  signedInUser,
  type TestApp,
} from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Caller = Awaited<ReturnType<typeof signedInUser>>;

const update = (caller: Caller | undefined, payload: Record<string, unknown>) =>
  injectAs(t.app, caller?.cookie, { method: 'PUT', url: '/api/1.0/users/update', payload });
const me = (cookie: string) => injectAs(t.app, cookie, { method: 'GET', url: '/api/1.0/users/me' });
const storedUser = async (email: string) => findUserByEmail(t.app.db, email);
const canSignIn = async (email: string, password: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/1.0/users/verify', payload: { email, password } })).statusCode ===
  200;

describe('PUT users/update', () => {
  it('lets a user change their own names and email (the email once the new address confirms it)', async () => {
    const player = await signedInUser(t.app);
    const newEmail = `renamed-${player.user.id}@example.test`;
    const response = await update(player, {
      id: player.user.id,
      firstname: ' Sam ',
      lastname: 'Lee',
      email: newEmail.toUpperCase(),
      current_password: TEST_PASSWORD,
    });
    const body = expectContract(response, 200, userDto);
    expectNoSecrets(response);
    // Since ADR 069 the email waits for the new address's confirmation; the names change at once.
    expect(body).toMatchObject({
      id: player.user.id,
      firstname: 'Sam',
      lastname: 'Lee',
      email: player.email,
      user_type: 'player',
    });
    expect(expectContract(await me(player.cookie), 200, userDto)).toEqual(body);
    const link = await linkMailedTo(t.app, newEmail);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/1.0/auth/confirmEmail', payload: { token: link.token } }))
        .statusCode,
    ).toBe(200);
    expect(expectContract(await me(player.cookie), 200, userDto)).toEqual({ ...body, email: newEmail });
    expect(await canSignIn(newEmail, TEST_PASSWORD)).toBe(true);
    expect(await canSignIn(player.email, TEST_PASSWORD)).toBe(false);
  });

  it('changes names alone without the current password', async () => {
    const player = await signedInUser(t.app);
    const response = await update(player, { id: player.user.id, firstname: 'Noor', lastname: 'Haddad' });
    expect(expectContract(response, 200, userDto)).toMatchObject({ firstname: 'Noor', lastname: 'Haddad' });
  });

  it.each([
    [{}, 'Missing required parameters: current_password'],
    [{ current_password: '' }, 'Missing required parameters: current_password'],
    [{ current_password: 'not my password' }, 'Current password is incorrect.'],
  ])('refuses an email change with %j as the password, and changes nothing', async (password, message) => {
    const player = await signedInUser(t.app);
    const response = await update(player, {
      id: player.user.id,
      firstname: 'Changed',
      email: `moved-${player.user.id}@example.test`,
      ...password,
    });
    expectError(response, 400, message);
    expect(await storedUser(player.email)).toMatchObject({ id: player.user.id, firstname: null });
    expect(await canSignIn(player.email, TEST_PASSWORD)).toBe(true);
  });

  it('keeps the email when it is re-sent unchanged (in another case)', async () => {
    const player = await signedInUser(t.app);
    const response = await update(player, { id: player.user.id, email: player.email.toUpperCase(), firstname: 'Kim' });
    expect(expectContract(response, 200, userDto)).toMatchObject({ email: player.email, firstname: 'Kim' });
  });

  it("refuses an email that is another account's, ignoring case, and changes nothing", async () => {
    const player = await signedInUser(t.app);
    const other = await createUser(t.app);
    const response = await update(player, {
      id: player.user.id,
      email: other.email.toUpperCase(),
      firstname: 'Changed',
      current_password: TEST_PASSWORD,
    });
    expectError(response, 409, 'An account with this email already exists.');
    expect(await storedUser(player.email)).toMatchObject({ id: player.user.id, firstname: null });
  });

  it.each(['player', 'admin', 'owner'] as const)("refuses to let a %s edit someone else's profile", async (type) => {
    const caller = await signedInUser(t.app, type);
    const victim = await createUser(t.app, { firstname: 'Victim' });
    const response = await update(caller, {
      id: victim.user.id,
      firstname: 'Hacked',
      email: `taken-over-${victim.user.id}@example.test`,
    });
    expectError(response, 403, 'You can only edit your own profile.');
    expect(await storedUser(victim.email)).toMatchObject({ id: victim.user.id, firstname: 'Victim' });
  });

  it("does not hand a player someone else's account details through an empty update", async () => {
    const caller = await signedInUser(t.app);
    const other = await createUser(t.app);
    const response = await update(caller, { id: other.user.id });
    expectError(response, 403, 'You can only edit your own profile.');
    expect(response.body).not.toContain(other.email);
  });

  it.each(['admin', 'owner'] as const)('lets an %s make a player an admin', async (type) => {
    const caller = await signedInUser(t.app, type);
    const target = await signedInUser(t.app);
    const response = await update(caller, { id: target.user.id, user_type: 'admin' });
    expect(expectContract(response, 200, userDto)).toMatchObject({
      id: target.user.id,
      user_type: 'admin',
      email: target.email,
    });
    // The promotion takes effect on the target's existing session at once.
    expect(expectContract(await me(target.cookie), 200, userDto).user_type).toBe('admin');
    expect((await injectAs(t.app, target.cookie, { method: 'GET', url: '/api/1.0/users/all' })).statusCode).toBe(200);
  });

  it.each([
    ['admin', 'admin'],
    ['admin', 'owner'],
    ['owner', 'admin'],
    ['owner', 'owner'],
  ] as const)(
    'refuses when an %s tries to make an %s an admin (409, the state says no), and changes nothing',
    async (callerType, targetType) => {
      const caller = await signedInUser(t.app, callerType);
      const target = await createUser(t.app, { userType: targetType });
      expectError(
        await update(caller, { id: target.user.id, user_type: 'admin' }),
        409,
        'This user is already an admin.',
      );
      expect((await storedUser(target.email))?.userType).toBe(targetType);
    },
  );

  it('refuses Make Admin from a player, for someone else or themselves', async () => {
    const caller = await signedInUser(t.app);
    const target = await createUser(t.app);
    expectError(await update(caller, { id: target.user.id, user_type: 'admin' }), 403, NOT_ADMIN_MESSAGE);
    expectError(
      await update(caller, { id: caller.user.id, user_type: 'admin', firstname: 'Boss' }),
      403,
      NOT_ADMIN_MESSAGE,
    );
    expect((await storedUser(target.email))?.userType).toBe('player');
    expect(await storedUser(caller.email)).toMatchObject({ userType: 'player', firstname: null });
  });

  it.each([
    [{ user_type: 'owner' }, "user_type can only be changed to 'admin'"],
    [{ user_type: 'player' }, "user_type can only be changed to 'admin'"],
    [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
    [{ firstname: 'n'.repeat(101) }, 'Names must be at most 100 characters.'],
    [{ firstname: 'Eve\u202Egnp' }, 'First name cannot contain invisible or direction-changing characters.'],
    [{ lastname: 'Ad\u200Bmin' }, 'Last name cannot contain invisible or direction-changing characters.'],
    [{ firstname: 'Two\nLines' }, 'First name cannot contain invisible or direction-changing characters.'],
    [{ email: 'ad\u2066min@example.test' }, 'Email cannot contain invisible or direction-changing characters.'],
  ])('refuses %j with a 400 and changes nothing', async (changes, message) => {
    const caller = await signedInUser(t.app, 'owner');
    const target = await createUser(t.app);
    expectError(await update(caller, { id: target.user.id, ...changes }), 400, message);
    expectError(await update(caller, { id: caller.user.id, ...changes }), 400, message);
    expect(await storedUser(target.email)).toMatchObject({ userType: 'player', firstname: null, lastname: null });
    expect(await storedUser(caller.email)).toMatchObject({ userType: 'owner', firstname: null, lastname: null });
  });

  it('refuses a missing or malformed id', async () => {
    const caller = await signedInUser(t.app, 'admin');
    expectError(await update(caller, { user_type: 'admin' }), 400, 'Missing required parameters: id');
    expectError(await update(caller, { id: 'abc', user_type: 'admin' }), 400, 'id must be a number');
    expectError(await update(caller, { id: -3, user_type: 'admin' }), 400, 'id must be a positive number');
  });

  it('answers 404 for an unknown or deleted user', async () => {
    const caller = await signedInUser(t.app, 'admin');
    expectError(await update(caller, { id: 999_999, user_type: 'admin' }), 404, 'User not found.');
    const deleted = await createUser(t.app);
    await injectAs(t.app, caller.cookie, { method: 'DELETE', url: `/api/1.0/users/remove?user_id=${deleted.user.id}` });
    expectError(await update(caller, { id: deleted.user.id, user_type: 'admin' }), 404, 'User not found.');
    expect((await storedUser(deleted.email))?.userType).toBe('player');
  });

  it('refuses anonymous callers', async () => {
    const target = await createUser(t.app);
    expectError(await update(undefined, { id: target.user.id, user_type: 'admin' }), 401, UNAUTHORIZED_MESSAGE);
    expect((await storedUser(target.email))?.userType).toBe('player');
  });
});

describe('GET users/all', () => {
  it.each(['admin', 'owner'] as const)('lists active users to an %s, hiding deleted ones', async (type) => {
    const caller = await signedInUser(t.app, type);
    const kept = await createUser(t.app);
    const removed = await createUser(t.app);
    await injectAs(t.app, caller.cookie, { method: 'DELETE', url: `/api/1.0/users/remove?user_id=${removed.user.id}` });

    const response = await injectAs(t.app, caller.cookie, { method: 'GET', url: '/api/1.0/users/all' });
    const list = expectContract(response, 200, usersListResponse);
    expectNoSecrets(response);
    const ids = list.map((u) => u.id);
    expect(ids).toEqual(expect.arrayContaining([caller.user.id, kept.user.id]));
    expect(ids).not.toContain(removed.user.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(list.find((u) => u.id === kept.user.id)).toMatchObject({
      email: kept.email,
      user_type: 'player',
      verified: false,
    });
  });

  it('refuses a player and an anonymous caller', async () => {
    const player = await signedInUser(t.app);
    expectError(await player.request({ method: 'GET', url: '/api/1.0/users/all' }), 403, NOT_ADMIN_MESSAGE);
    expectError(await t.app.inject({ method: 'GET', url: '/api/1.0/users/all' }), 401, UNAUTHORIZED_MESSAGE);
  });
});

describe('DELETE users/remove', () => {
  const remove = (caller: Caller | undefined, userId: number | string) =>
    injectAs(t.app, caller?.cookie, { method: 'DELETE', url: `/api/1.0/users/remove?user_id=${userId}` });

  it.each(['admin', 'owner'] as const)(
    'lets an %s soft-delete a user: hidden, signed out, unable to sign in',
    async (type) => {
      const caller = await signedInUser(t.app, type);
      const target = await signedInUser(t.app);
      expect(expectContract(await remove(caller, target.user.id), 200, successResponse)).toEqual({ success: true });

      expect(await storedUser(target.email)).toMatchObject({ id: target.user.id, disabledOrDeleted: true });
      expectError(await me(target.cookie), 401, UNAUTHORIZED_MESSAGE);
      expect(await canSignIn(target.email, TEST_PASSWORD)).toBe(false);
      expectError(await remove(caller, target.user.id), 404, 'User not found.');
    },
  );

  it('lets an admin delete another admin', async () => {
    const caller = await signedInUser(t.app, 'admin');
    const target = await createUser(t.app, { userType: 'admin' });
    expect((await remove(caller, target.user.id)).statusCode).toBe(200);
  });

  it.each(['admin', 'owner'] as const)('never deletes an owner, even for an %s', async (type) => {
    const caller = await signedInUser(t.app, type);
    const owner = await signedInUser(t.app, 'owner');
    expectError(await remove(caller, owner.user.id), 403, 'Owner accounts cannot be deleted.');
    expectError(await remove(owner, owner.user.id), 403, 'Owner accounts cannot be deleted.');
    expect((await storedUser(owner.email))?.disabledOrDeleted).toBe(false);
    expect((await me(owner.cookie)).statusCode).toBe(200);
  });

  it('refuses an admin deleting themselves', async () => {
    const caller = await signedInUser(t.app, 'admin');
    expectError(await remove(caller, caller.user.id), 400, 'You cannot delete your own account.');
    expect((await me(caller.cookie)).statusCode).toBe(200);
  });

  it('refuses a player and an anonymous caller, and changes nothing', async () => {
    const player = await signedInUser(t.app);
    const target = await createUser(t.app);
    expectError(await remove(player, target.user.id), 403, NOT_ADMIN_MESSAGE);
    expectError(await remove(player, player.user.id), 403, NOT_ADMIN_MESSAGE);
    expectError(await remove(undefined, target.user.id), 401, UNAUTHORIZED_MESSAGE);
    expect((await storedUser(target.email))?.disabledOrDeleted).toBe(false);
    expect((await storedUser(player.email))?.disabledOrDeleted).toBe(false);
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    const caller = await signedInUser(t.app, 'admin');
    expectError(await remove(caller, 999_999), 404, 'User not found.');
    expectError(await remove(caller, 'abc'), 400, 'user_id must be a number');
    expectError(
      await injectAs(t.app, caller.cookie, { method: 'DELETE', url: '/api/1.0/users/remove' }),
      400,
      'Missing required parameters: user_id',
    );
  });
});

describe('PUT users/changePassword', () => {
  const changePassword = (caller: Caller | undefined, payload: Record<string, unknown>) =>
    injectAs(t.app, caller?.cookie, { method: 'PUT', url: '/api/1.0/users/changePassword', payload });

  it('changes the password: the new one signs in and the old one does not', async () => {
    const caller = await signedInUser(t.app);
    const response = await changePassword(caller, {
      current_password: TEST_PASSWORD,
      new_password: 'a brand new secret',
    });
    expect(expectContract(response, 200, successResponse)).toEqual({ success: true });
    expect(await canSignIn(caller.email, 'a brand new secret')).toBe(true);
    expect(await canSignIn(caller.email, TEST_PASSWORD)).toBe(false);
    // The session that made the change stays signed in.
    expect((await me(caller.cookie)).statusCode).toBe(200);
  });

  it('ends the other sessions of the account, which may belong to whoever knew the old password', async () => {
    const caller = await signedInUser(t.app);
    const elsewhere = await signIn(t.app, caller.email);
    expect((await me(elsewhere)).statusCode).toBe(200);
    await changePassword(caller, { current_password: TEST_PASSWORD, new_password: 'a brand new secret' });
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(caller.cookie)).statusCode).toBe(200);
  });

  it.each([
    [
      { current_password: 'not my password', new_password: 'a brand new secret' },
      400,
      'Current password is incorrect.',
    ],
    [{ current_password: TEST_PASSWORD, new_password: 'short' }, 400, 'Password must be at least 8 characters.'],
    [{ current_password: '', new_password: 'a brand new secret' }, 400, 'Please fill out all password fields.'],
    [{ new_password: 'a brand new secret' }, 400, 'Missing required parameters: current_password'],
    [{}, 400, 'Missing required parameters: current_password, new_password'],
  ])('refuses %j and keeps the old password', async (payload, status, message) => {
    const caller = await signedInUser(t.app);
    expectError(await changePassword(caller, payload), status, message);
    expect(await canSignIn(caller.email, TEST_PASSWORD)).toBe(true);
  });

  it('refuses an anonymous caller', async () => {
    expectError(
      await changePassword(undefined, { current_password: TEST_PASSWORD, new_password: 'a brand new secret' }),
      401,
      UNAUTHORIZED_MESSAGE,
    );
  });
});

describe('PUT users/setPassword', () => {
  const setPassword = (caller: Caller | undefined, payload: Record<string, unknown>) =>
    injectAs(t.app, caller?.cookie, { method: 'PUT', url: '/api/1.0/users/setPassword', payload });

  it("lets an owner set a temporary password, ending the target's sessions", async () => {
    const owner = await signedInUser(t.app, 'owner');
    const target = await signedInUser(t.app);
    const temporary = 'Tmp7!kPq9#xZ';
    expect(
      expectContract(
        await setPassword(owner, { user_id: target.user.id, new_password: temporary }),
        200,
        successResponse,
      ),
    ).toEqual({
      success: true,
    });
    expectError(await me(target.cookie), 401, UNAUTHORIZED_MESSAGE);
    expect(await canSignIn(target.email, temporary)).toBe(true);
    expect(await canSignIn(target.email, TEST_PASSWORD)).toBe(false);
    expect((await me(owner.cookie)).statusCode).toBe(200);
  });

  it('refuses an owner resetting their own password, which needs the current one, and changes nothing', async () => {
    const owner = await signedInUser(t.app, 'owner');
    const elsewhere = await signIn(t.app, owner.email);
    expectError(
      await setPassword(owner, { user_id: owner.user.id, new_password: 'owner new secret' }),
      400,
      'Use Change Password to change your own password.',
    );
    expect(await canSignIn(owner.email, TEST_PASSWORD)).toBe(true);
    expect(await canSignIn(owner.email, 'owner new secret')).toBe(false);
    expect((await me(owner.cookie)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(200);
  });

  it("lets an owner reset an admin's password, ending that admin's sessions", async () => {
    const owner = await signedInUser(t.app, 'owner');
    const admin = await signedInUser(t.app, 'admin');
    expect((await setPassword(owner, { user_id: admin.user.id, new_password: 'Tmp7!kPq9#xZ' })).statusCode).toBe(200);
    expectError(await me(admin.cookie), 401, UNAUTHORIZED_MESSAGE);
    expect(await canSignIn(admin.email, 'Tmp7!kPq9#xZ')).toBe(true);
  });

  it('refuses an admin, a player and an anonymous caller, and changes nothing', async () => {
    const admin = await signedInUser(t.app, 'admin');
    const player = await signedInUser(t.app);
    const target = await signedInUser(t.app);
    const payload = { user_id: target.user.id, new_password: 'Tmp7!kPq9#xZ' };
    expectError(await setPassword(admin, payload), 403, 'Only owners can reset passwords.');
    expectError(await setPassword(player, payload), 403, NOT_ADMIN_MESSAGE);
    expectError(await setPassword(undefined, payload), 401, UNAUTHORIZED_MESSAGE);
    expect(await canSignIn(target.email, TEST_PASSWORD)).toBe(true);
    expect((await me(target.cookie)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown or deleted user', async () => {
    const owner = await signedInUser(t.app, 'owner');
    expectError(await setPassword(owner, { user_id: 999_999, new_password: 'Tmp7!kPq9#xZ' }), 404, 'User not found.');
    const deleted = await createUser(t.app);
    await injectAs(t.app, owner.cookie, { method: 'DELETE', url: `/api/1.0/users/remove?user_id=${deleted.user.id}` });
    expectError(
      await setPassword(owner, { user_id: deleted.user.id, new_password: 'Tmp7!kPq9#xZ' }),
      404,
      'User not found.',
    );
  });

  it.each([
    [{ user_id: 1, new_password: 'short' }, 'Password must be at least 8 characters.'],
    [{ new_password: 'long enough' }, 'Missing required parameters: user_id'],
    [{ user_id: 1 }, 'Missing required parameters: new_password'],
  ])('refuses %j with a 400', async (payload, message) => {
    const owner = await signedInUser(t.app, 'owner');
    expectError(await setPassword(owner, payload), 400, message);
  });
});
