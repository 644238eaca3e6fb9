import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PLAYERS_PER_USER } from '@courtside/shared/schemas/players';
import { userDto } from '@courtside/shared/schemas/users';
import { findInviteCodeById } from '../db/queries/invite-codes';
import { findPlayerById, insertPlayer, listPlayersOfUser } from '../db/queries/players';
import { findUserById } from '../db/queries/users';
import { sessions } from '../db/schema';
import { UNAUTHORIZED_MESSAGE, expectContract, expectError } from '../test/assertions';
import {
  TEST_PASSWORD,
  createInviteCode,
  createTestApp,
  createUser,
  injectAs,
  sessionCookieOf,
  signedInUser,
  uniqueEmail,
  type TestApp,
} from '../test/test-app';

// Every one-winner change (ADR 024), asked for by 20 callers at the same moment: exactly one hears that it
// won, every other hears the clear 4xx of the state it lost to, and the database shows the change made once.
// On PGlite the requests queue on one connection; on PostgreSQL (TEST_DATABASE_URL) they really overlap.

const CALLERS = 20;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Caller = { cookie: string };
const call = (caller: Caller, options: Parameters<typeof injectAs>[2]) => injectAs(t.app, caller.cookie, options);
const makeAdmin = (caller: Caller, userId: number) =>
  call(caller, { method: 'PUT', url: '/api/1.0/users/update', payload: { id: userId, user_type: 'admin' } });
const removeUser = (caller: Caller, userId: number) =>
  call(caller, { method: 'DELETE', url: `/api/1.0/users/remove?user_id=${userId}` });

/** Fires all requests before awaiting any, so they reach the server together. */
const together = (count: number, request: (index: number) => Promise<LightMyRequestResponse>) =>
  Promise.all(Array.from({ length: count }, (_, index) => request(index)));

/** Exactly one response has the winning status; every other is exactly `{ error: message }` with its status. */
function expectOneWinner(responses: LightMyRequestResponse[], won: number, lostStatus: number, lostMessage: string) {
  const winners = responses.filter((r) => r.statusCode === won);
  expect(winners, responses.map((r) => `${r.statusCode} ${r.body}`).join('\n')).toHaveLength(1);
  for (const loser of responses.filter((r) => r.statusCode !== won)) expectError(loser, lostStatus, lostMessage);
  return winners[0]!;
}

describe('users: Make Admin', () => {
  it('20 concurrent promotions of one player: one 200 saying admin, 19 times 409, stored as admin', async () => {
    const admins = await Promise.all(Array.from({ length: 4 }, () => signedInUser(t.app, 'admin')));
    const target = await createUser(t.app);
    const responses = await together(CALLERS, (i) => makeAdmin(admins[i % admins.length]!, target.user.id));

    const winner = expectOneWinner(responses, 200, 409, 'This user is already an admin.');
    expect(expectContract(winner, 200, userDto)).toMatchObject({ id: target.user.id, user_type: 'admin' });
    expect(await findUserById(t.app.db, target.user.id)).toMatchObject({
      userType: 'admin',
      disabledOrDeleted: false,
    });
  });

  it('a promotion racing a deletion of the same player: never a deleted admin, never a stale answer', async () => {
    const admins = await Promise.all(Array.from({ length: 2 }, () => signedInUser(t.app, 'admin')));
    const target = await createUser(t.app);
    const responses = await together(CALLERS, (i) =>
      i % 2 === 0 ? makeAdmin(admins[0]!, target.user.id) : removeUser(admins[1]!, target.user.id),
    );
    const promotions = responses.filter((_, i) => i % 2 === 0);
    const removals = responses.filter((_, i) => i % 2 === 1);
    const stored = await findUserById(t.app.db, target.user.id);

    // Deletions of a plain player or a fresh admin are both allowed, so exactly one deletion wins.
    expectOneWinner(removals, 200, 404, 'User not found.');
    expect(stored?.disabledOrDeleted).toBe(true);
    const promoted = promotions.filter((r) => r.statusCode === 200);
    expect(promoted.length).toBeLessThanOrEqual(1);
    for (const response of promoted) expect(expectContract(response, 200, userDto).user_type).toBe('admin');
    for (const response of promotions.filter((r) => r.statusCode !== 200)) {
      expect([409, 404], response.body).toContain(response.statusCode);
    }
    expect(stored?.userType).toBe(promoted.length === 1 ? 'admin' : 'player');
  });
});

describe('users: remove', () => {
  it('20 concurrent deletions of one user: one 200, 19 times 404, deleted once and signed out', async () => {
    const admins = await Promise.all(Array.from({ length: 4 }, () => signedInUser(t.app, 'admin')));
    const target = await signedInUser(t.app);
    const responses = await together(CALLERS, (i) => removeUser(admins[i % admins.length]!, target.user.id));

    expectOneWinner(responses, 200, 404, 'User not found.');
    expect((await findUserById(t.app.db, target.user.id))?.disabledOrDeleted).toBe(true);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, target.user.id))).toEqual([]);
    for (const admin of admins) expect((await findUserById(t.app.db, admin.user.id))?.disabledOrDeleted).toBe(false);
  });

  it('10 pairs of admins deleting each other at once (20 callers): in each pair exactly one is deleted', async () => {
    const pairs = await Promise.all(
      Array.from({ length: CALLERS / 2 }, async () => [
        await signedInUser(t.app, 'admin'),
        await signedInUser(t.app, 'admin'),
      ]),
    );
    const responses = await together(CALLERS, (i) => {
      const [a, b] = pairs[Math.floor(i / 2)]!;
      return i % 2 === 0 ? removeUser(a!, b!.user.id) : removeUser(b!, a!.user.id);
    });

    for (const [index, [a, b]] of pairs.entries()) {
      const pairResponses = responses.slice(index * 2, index * 2 + 2);
      // The loser was deleted first, so they are signed out by the time their own deletion is judged.
      expectOneWinner(pairResponses, 200, 401, UNAUTHORIZED_MESSAGE);
      const deleted = await Promise.all(
        [a!, b!].map(async (admin) => (await findUserById(t.app.db, admin.user.id))?.disabledOrDeleted),
      );
      expect(deleted.filter(Boolean)).toHaveLength(1);
      // The winner is the one whose request succeeded, and they are the one still standing.
      const winnerIndex = pairResponses.findIndex((r) => r.statusCode === 200);
      expect(deleted[winnerIndex]).toBe(false);
    }
  });

  it('a ring of 20 admins each deleting the next at once never removes the last admin standing', async () => {
    // A database of its own, without an owner: only the guard keeps someone in charge.
    const ring = await createTestApp();
    try {
      const admins: Awaited<ReturnType<typeof signedInUser>>[] = [];
      for (let i = 0; i < CALLERS; i++) admins.push(await signedInUser(ring.app, 'admin'));
      const responses = await together(CALLERS, (i) =>
        injectAs(ring.app, admins[i]!.cookie, {
          method: 'DELETE',
          url: `/api/1.0/users/remove?user_id=${admins[(i + 1) % CALLERS]!.user.id}`,
        }),
      );
      const states = await Promise.all(admins.map((admin) => findUserById(ring.app.db, admin.user.id)));
      const survivors = states.filter((state) => state && !state.disabledOrDeleted);
      const successes = responses.filter((r) => r.statusCode === 200);

      expect(survivors.length).toBeGreaterThanOrEqual(1);
      expect(successes).toHaveLength(CALLERS - survivors.length);
      for (const [i, response] of responses.entries()) {
        if (response.statusCode === 200) {
          expect(states[(i + 1) % CALLERS]?.disabledOrDeleted).toBe(true);
        } else {
          // Either the caller was deleted first (401) or their target was, by its own neighbour (404).
          expect([401, 404], response.body).toContain(response.statusCode);
        }
      }
    } finally {
      await ring.close();
    }
  });
});

describe('invite codes', () => {
  it('20 concurrent disables of one code: one 200, 19 times 409, disabled', async () => {
    const admin = await signedInUser(t.app, 'admin');
    const code = await createInviteCode(t.app, { maxUses: 5 });
    const responses = await together(CALLERS, () =>
      call(admin, { method: 'PUT', url: '/api/1.0/invite-codes/disable', payload: { id: code.id } }),
    );
    expectOneWinner(responses, 200, 409, 'This invite code is already disabled.');
    expect((await findInviteCodeById(t.app.db, code.id))?.disabled).toBe(true);
  });

  it('20 concurrent deletions of one code: one 200, 19 times 404, gone', async () => {
    const admin = await signedInUser(t.app, 'admin');
    const code = await createInviteCode(t.app);
    const responses = await together(CALLERS, () =>
      call(admin, { method: 'DELETE', url: `/api/1.0/invite-codes/delete?id=${code.id}` }),
    );
    expectOneWinner(responses, 200, 404, 'Invite code not found.');
    expect(await findInviteCodeById(t.app.db, code.id)).toBeUndefined();
  });
});

describe('players', () => {
  it('20 concurrent deletions of one extra player: one 200, 19 times 404, gone', async () => {
    const owner = await signedInUser(t.app);
    const extra = await insertPlayer(t.app.db, {
      userId: owner.user.id,
      primaryPlayer: false,
      firstName: 'Junior',
      lastName: 'Tester',
    });
    const responses = await together(CALLERS, () =>
      call(owner, { method: 'DELETE', url: `/api/1.0/players/delete?player_id=${extra.id}` }),
    );
    expectOneWinner(responses, 200, 404, 'Player not found.');
    expect(await findPlayerById(t.app.db, extra.id)).toBeUndefined();
    expect(await findPlayerById(t.app.db, owner.player.id)).toEqual(owner.player);
  });

  it(`20 concurrent extra-player creations stop at ${MAX_PLAYERS_PER_USER} players in all`, async () => {
    const user = await signedInUser(t.app);
    const admin = await signedInUser(t.app, 'admin');
    const responses = await together(CALLERS, (i) =>
      call(i % 2 === 0 ? user : admin, {
        method: 'POST',
        url: '/api/1.0/players/create',
        payload: { user_id: user.user.id, primary_player: false, first_name: `Kid ${i}` },
      }),
    );
    const created = responses.filter((r) => r.statusCode === 201);
    expect(created).toHaveLength(MAX_PLAYERS_PER_USER - 1);
    for (const refused of responses.filter((r) => r.statusCode !== 201)) {
      expectError(refused, 409, 'A user can have at most 4 players: their own profile and 3 others.');
    }
    expect(await listPlayersOfUser(t.app.db, user.user.id)).toHaveLength(MAX_PLAYERS_PER_USER);
  });

  it('20 concurrent primary-player creations by a newcomer without one: one 201, 19 times 409', async () => {
    const code = await createInviteCode(t.app);
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/1.0/users/create',
      payload: { email: uniqueEmail('newcomer'), password: TEST_PASSWORD, invite_code: code.code },
    });
    const newcomer = { cookie: sessionCookieOf(signUp) };
    const userId = (signUp.json() as { id: number }).id;
    const responses = await together(CALLERS, () =>
      call(newcomer, {
        method: 'POST',
        url: '/api/1.0/players/create',
        payload: { user_id: userId, primary_player: true },
      }),
    );
    expectOneWinner(responses, 201, 409, 'This user already has a primary player.');
    const stored = await listPlayersOfUser(t.app.db, userId);
    expect(stored.map((p) => p.primaryPlayer)).toEqual([true]);
  });
});
