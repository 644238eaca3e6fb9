import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { availabilityListResponse, createAvailabilityResponse } from '@courtside/shared/schemas/availability';
import { availabilitySlots, authAttemptCounts } from '../db/schema';
import { availabilityWriteMessage } from '../lib/availability-write-limit';
import { expectContract, expectError } from '../test/assertions';
import { startLeague, useAppWithAdmin } from '../test/league-fixtures';
import { TEST_PASSWORD, areaCaller } from '../test/test-app';

// The per-account limit on availability writes (ADR 059), with a small limit so it is reached in a few requests.
// That the count is shared by server processes is in availability-write-limit.pg.test.ts.

const WRITES = 3;
const t = useAppWithAdmin({ settings: { availabilityWriteLimit: { writesPerUser: WRITES, windowMinutes: 10 } } });
const call = areaCaller(() => t.app, 'availability');
afterEach(() => {
  vi.useRealTimers();
});

const YEAR = new Date().getUTCFullYear() + 1;
const evening = (leagueId: number, day: number) => ({
  start_time: `${YEAR}-03-${String(day).padStart(2, '0')}T18:00:00Z`,
  end_time: `${YEAR}-03-${String(day).padStart(2, '0')}T19:00:00Z`,
  league_id: leagueId,
});

async function twoPlayers() {
  const { league, members } = await startLeague(t.app, t.admin.cookie, { league: { play_end: `${YEAR}-12-31` } });
  return { leagueId: league.id, me: members[0]!, you: members[1]! };
}

function expectTooMany(response: LightMyRequestResponse) {
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(600);
  expectError(response, 429, availabilityWriteMessage(retryAfter));
}

const storedOf = (userId: number) =>
  t.app.db.select().from(availabilitySlots).where(eq(availabilitySlots.userId, userId));

describe('availability writes per account', () => {
  it('counts posts, updates and deletes alike, then answers 429 with Retry-After and changes nothing', async () => {
    const { leagueId, me } = await twoPlayers();
    const [slot] = expectContract(
      await call(me, 'POST', 'post', evening(leagueId, 2)),
      201,
      createAvailabilityResponse,
    ).availabilities;
    expect((await call(me, 'PUT', 'update', { id: slot!.id, ...evening(leagueId, 3) })).statusCode).toBe(200);
    // A refused write counts too: every request is work for the server.
    expect((await call(me, 'DELETE', 'delete?id=2000000000')).statusCode).toBe(404);

    const before = await storedOf(me.user.id);
    expectTooMany(await call(me, 'POST', 'post', evening(leagueId, 4)));
    expectTooMany(await call(me, 'PUT', 'update', { id: slot!.id, ...evening(leagueId, 5) }));
    expectTooMany(await call(me, 'DELETE', `delete?id=${slot!.id}`));
    expect(await storedOf(me.user.id)).toEqual(before);
  });

  it('leaves other accounts and every read alone', async () => {
    const { leagueId, me, you } = await twoPlayers();
    for (let i = 0; i < WRITES; i++) await call(me, 'POST', 'post', evening(leagueId, 10 + i));
    expectTooMany(await call(me, 'POST', 'post', evening(leagueId, 20)));
    expectContract(await call(you, 'POST', 'post', evening(leagueId, 20)), 201, createAvailabilityResponse);
    expectContract(await call(me, 'GET', `get?league_id=${leagueId}`), 200, availabilityListResponse);
    expect((await call(me, 'GET', `overlaps?league_id=${leagueId}`)).statusCode).toBe(200);
  });

  it('counts a bulk request as one write', async () => {
    const { leagueId, me } = await twoPlayers();
    for (let i = 0; i < WRITES; i++) {
      const slots = [evening(leagueId, 2 + 2 * i), evening(leagueId, 3 + 2 * i)];
      expect(expectContract(await call(me, 'POST', 'post', { slots }), 201, createAvailabilityResponse).created).toBe(
        2,
      );
    }
    expectTooMany(await call(me, 'POST', 'post', { slots: [evening(leagueId, 20)] }));
  });
});

describe('the window', () => {
  it('ends: Retry-After says when, writes go through again then, and the ended window is swept', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${YEAR - 1}-11-23T10:05:00Z`));
    const { leagueId, me } = await twoPlayers();
    for (let i = 0; i < WRITES; i++) await call(me, 'POST', 'post', evening(leagueId, 2 + i));
    const refused = await call(me, 'POST', 'post', evening(leagueId, 9));
    expect(refused.headers['retry-after']).toBe('300');
    expectError(refused, 429, 'Too many availability changes in a short time. Please try again in 5 minutes.');

    vi.setSystemTime(new Date(`${YEAR - 1}-11-23T10:10:00Z`));
    expectContract(await call(me, 'POST', 'post', evening(leagueId, 9)), 201, createAvailabilityResponse);
    const windows = await t.app.db
      .select({ windowStart: authAttemptCounts.windowStart, attempts: authAttemptCounts.attempts })
      .from(authAttemptCounts)
      .where(eq(authAttemptCounts.key, `availability-write:user:${me.user.id}`));
    expect(windows).toEqual([{ windowStart: new Date(`${YEAR - 1}-11-23T10:10:00Z`), attempts: 1 }]);
  });

  it('is not reset by a sign-in, whose sweep of ended sign-in windows keeps to its own keys', async () => {
    // 10:16: the availability window began at 10:10, the sign-in window (15 minutes) at 10:15.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${YEAR - 1}-11-23T10:16:00Z`));
    const { leagueId, me } = await twoPlayers();
    for (let i = 0; i < WRITES; i++) await call(me, 'POST', 'post', evening(leagueId, 2 + i));
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/1.0/users/verify',
      payload: { email: me.email, password: TEST_PASSWORD },
    });
    expect(signedIn.statusCode).toBe(200);
    expectTooMany(await call(me, 'POST', 'post', evening(leagueId, 9)));
    const [kept] = await t.app.db
      .select()
      .from(authAttemptCounts)
      .where(
        and(
          eq(authAttemptCounts.key, `availability-write:user:${me.user.id}`),
          eq(authAttemptCounts.windowStart, new Date(`${YEAR - 1}-11-23T10:10:00Z`)),
        ),
      );
    expect(kept?.attempts).toBe(WRITES);
  });
});
