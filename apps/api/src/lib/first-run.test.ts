import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUserResponse, userDto, verifyResponse } from '@courtside/shared/schemas/users';
import { disableInviteCode, findInviteCodeByCode, listInviteCodesWithUses } from '../db/queries/invite-codes';
import { listPlayersOfUser } from '../db/queries/players';
import { countUsers, findUserByEmail } from '../db/queries/users';
import { expectContract, expectError } from '../test/assertions';
import { TEST_PASSWORD, createTestApp, createUser, injectAs, sessionCookieOf, type TestApp } from '../test/test-app';
import { firstRunBannerText, runFirstRunSetup, type FirstRunBanner } from './first-run';

// Every case needs an empty database of its own.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const quietLog = () => ({ info: vi.fn(), warn: vi.fn() });
const SERVER_URL = 'http://localhost:3000';
/** Collects what would be printed, so tests print nothing. */
const bannerCollector = (): FirstRunBanner & { printed: string[] } => {
  const printed: string[] = [];
  return { url: SERVER_URL, printed, write: (text) => void printed.push(text) };
};
const signUp = (email: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/1.0/users/create',
    payload: { email, password: TEST_PASSWORD, invite_code: code },
  });

describe('runFirstRunSetup', () => {
  it('with owner credentials creates an owner who can sign in', async () => {
    const log = quietLog();
    const banner = bannerCollector();

    const outcome = await runFirstRunSetup(
      t.app.db,
      { email: ' Owner@Example.TEST ', password: 'owner password 1' },
      log,
      banner,
    );

    expect(outcome).toEqual({ kind: 'owner-created', email: 'owner@example.test' });
    expect(banner.printed).toEqual([]);
    expect(log.info).toHaveBeenCalledWith(expect.stringContaining('owner@example.test'));
    expect(log.info).not.toHaveBeenCalledWith(expect.stringContaining('owner password 1'));
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/1.0/users/verify',
      payload: { email: 'owner@example.test', password: 'owner password 1' },
    });
    expect(expectContract(signIn, 200, verifyResponse).user).toMatchObject({ user_type: 'owner', verified: true });
    const owner = await findUserByEmail(t.app.db, 'owner@example.test');
    const players = await listPlayersOfUser(t.app.db, owner!.id);
    expect(players.map((p) => p.primaryPlayer)).toEqual([true]);
    expect(await listInviteCodesWithUses(t.app.db)).toEqual([]);
  });

  it('without credentials issues one owner code, the same one again, and its first user becomes the owner', async () => {
    const log = quietLog();
    const banner = bannerCollector();

    const first = await runFirstRunSetup(t.app.db, {}, log, banner);
    if (first.kind !== 'owner-code') throw new Error(`expected an owner code, got ${first.kind}`);
    expect(first.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{12}$/);
    expect(log.warn).toHaveBeenCalledWith(
      `First run: no accounts yet. Sign up with invite code ${first.code} to become the owner.`,
    );
    expect(banner.printed).toEqual([firstRunBannerText(SERVER_URL, first.code)]);

    // A restart before anyone signed up shows the same code again.
    const secondBanner = bannerCollector();
    const second = await runFirstRunSetup(t.app.db, {}, quietLog(), secondBanner);
    expect(second).toEqual({ kind: 'owner-code', code: first.code });
    expect(secondBanner.printed).toEqual([firstRunBannerText(SERVER_URL, first.code)]);
    expect(await listInviteCodesWithUses(t.app.db)).toHaveLength(1);
    expect(await countUsers(t.app.db)).toBe(0);

    const response = await signUp('founder@example.test', first.code);
    expect(expectContract(response, 201, createUserResponse).user).toMatchObject({
      user_type: 'owner',
      verified: true,
    });
    const me = await injectAs(t.app, sessionCookieOf(response), { method: 'GET', url: '/api/1.0/users/me' });
    expect(expectContract(me, 200, userDto).user_type).toBe('owner');

    // The code had one use: nobody else becomes an owner with it.
    expectError(await signUp('second@example.test', first.code), 400, 'This invite code has already been used.');
    expect(await findUserByEmail(t.app.db, 'second@example.test')).toBeUndefined();
    // And from now on the database has users, so no new code is issued.
    expect(await runFirstRunSetup(t.app.db, {}, quietLog(), bannerCollector())).toEqual({ kind: 'not-first-run' });
  });

  it('issues a single owner code when two servers start on the empty database at once', async () => {
    const [first, second] = await Promise.all([
      runFirstRunSetup(t.app.db, {}, quietLog(), bannerCollector()),
      runFirstRunSetup(t.app.db, {}, quietLog(), bannerCollector()),
    ]);
    expect(first).toEqual(second);
    expect((await listInviteCodesWithUses(t.app.db)).filter((code) => code.grantsOwner)).toHaveLength(1);
  });

  it('ignores credentials with a missing half and issues a code instead', async () => {
    const outcome = await runFirstRunSetup(t.app.db, { email: 'half@example.test' }, quietLog(), bannerCollector());
    expect(outcome.kind).toBe('owner-code');
    expect(await countUsers(t.app.db)).toBe(0);
  });

  it('leaves a database that has users alone, with or without credentials', async () => {
    const existing = await createUser(t.app, { userType: 'player' });
    const log = quietLog();
    const banner = bannerCollector();

    expect(
      await runFirstRunSetup(t.app.db, { email: 'late-owner@example.test', password: 'owner password 1' }, log, banner),
    ).toEqual({
      kind: 'not-first-run',
    });
    expect(await runFirstRunSetup(t.app.db, {}, log, banner)).toEqual({ kind: 'not-first-run' });

    expect(await countUsers(t.app.db)).toBe(1);
    expect(await findUserByEmail(t.app.db, 'late-owner@example.test')).toBeUndefined();
    expect((await findUserByEmail(t.app.db, existing.email))?.userType).toBe('player');
    expect(await listInviteCodesWithUses(t.app.db)).toEqual([]);
    expect(log.info).not.toHaveBeenCalled();
    expect(log.warn).not.toHaveBeenCalled();
    expect(banner.printed).toEqual([]);
  });

  it('does not reissue an owner code that was disabled', async () => {
    const first = await runFirstRunSetup(t.app.db, {}, quietLog(), bannerCollector());
    if (first.kind !== 'owner-code') throw new Error(`expected an owner code, got ${first.kind}`);
    const row = await findInviteCodeByCode(t.app.db, first.code);
    await disableInviteCode(t.app.db, row!.id);

    const second = await runFirstRunSetup(t.app.db, {}, quietLog(), bannerCollector());
    if (second.kind !== 'owner-code') throw new Error(`expected an owner code, got ${second.kind}`);
    expect(second.code).not.toBe(first.code);
    expect((await signUp('after-disable@example.test', second.code)).statusCode).toBe(201);
  });
});

describe('firstRunBannerText', () => {
  it('frames the address, the button and the code in = lines a newcomer cannot miss', () => {
    expect(firstRunBannerText('http://localhost:3000', 'ABCDEFGH2345')).toBe(
      [
        '',
        '======================================================================',
        '  Courtside first run: there are no accounts yet.',
        '',
        '  Open http://localhost:3000 in a browser, choose Join Now',
        '  and sign up with invite code ABCDEFGH2345 to become the owner.',
        '',
        '  Until someone signs up with it, this code is shown at every start.',
        '======================================================================',
        '',
        '',
      ].join('\n'),
    );
  });

  it('widens the frame to the longest line', () => {
    const url = `http://courts.example.test:8080/${'x'.repeat(60)}`;
    const lines = firstRunBannerText(url, 'ABCDEFGH2345').split('\n');
    const rules = lines.filter((line) => /^=+$/.test(line));
    expect(rules).toHaveLength(2);
    expect(rules[0]!.length).toBe(Math.max(...lines.map((line) => (/^=+$/.test(line) ? 0 : line.length))) + 2);
  });
});
