import { describe, expect, it } from 'vitest';
import type { UserRow } from '../db/queries/users';
import { SessionCache } from './session-cache';

const userOf = (id: number, userType: UserRow['userType'] = 'player'): UserRow =>
  ({ id, email: `u${id}@example.test`, userType }) as UserRow;
const farFuture = new Date(Date.UTC(2999, 0, 1));

function cacheAt(start: number, ttlMs = 5_000) {
  const clock = { now: start };
  return { clock, cache: new SessionCache(ttlMs, null, () => clock.now) };
}

describe('SessionCache', () => {
  it('answers from memory until its time limit, then asks again', () => {
    const { clock, cache } = cacheAt(1_000);
    cache.remember('a', userOf(1), farFuture, cache.version());
    expect(cache.get('a')?.id).toBe(1);
    clock.now += 4_999;
    expect(cache.get('a')?.id).toBe(1);
    clock.now += 1;
    expect(cache.get('a')).toBeUndefined();
  });

  it('never outlives the session itself', () => {
    const { clock, cache } = cacheAt(1_000);
    cache.remember('a', userOf(1), new Date(2_000), cache.version());
    clock.now = 2_000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops one token when its session ends, leaving the account other sessions', () => {
    const { cache } = cacheAt(0);
    cache.remember('a', userOf(1), farFuture, cache.version());
    cache.remember('b', userOf(1), farFuture, cache.version());
    cache.forgetToken('a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.id).toBe(1);
  });

  it("drops every session of a changed account and no one else's", () => {
    const { cache } = cacheAt(0);
    cache.remember('a', userOf(1), farFuture, cache.version());
    cache.remember('b', userOf(1), farFuture, cache.version());
    cache.remember('c', userOf(2), farFuture, cache.version());
    cache.forgetUser(1);
    expect([cache.get('a'), cache.get('b'), cache.get('c')?.id]).toEqual([undefined, undefined, 2]);
  });

  it('does not store a lookup that a change overtook (read before the change, answered after it)', () => {
    const { cache } = cacheAt(0);
    const before = cache.version();
    // The change commits and is announced while the lookup's answer is still on its way.
    cache.forgetUser(1);
    cache.remember('a', userOf(1), farFuture, before);
    expect(cache.get('a')).toBeUndefined();
    cache.remember('a', userOf(1, 'admin'), farFuture, cache.version());
    expect(cache.get('a')?.userType).toBe('admin');
  });

  it('stores nothing when turned off', () => {
    const { cache } = cacheAt(0, 0);
    cache.remember('a', userOf(1), farFuture, cache.version());
    expect(cache.get('a')).toBeUndefined();
  });

  it('hands out a frozen copy, so no request can change what the next one sees', () => {
    const { cache } = cacheAt(0);
    const user = userOf(1);
    cache.remember('a', user, farFuture, cache.version());
    const cached = cache.get('a')!;
    expect(Object.isFrozen(cached)).toBe(true);
    expect(cached).not.toBe(user);
    expect(cached).toEqual(user);
  });

  it('keeps at most 10,000 sessions, dropping the oldest first', () => {
    const { cache } = cacheAt(0);
    for (let i = 0; i <= 10_000; i++) cache.remember(`t${i}`, userOf(i), farFuture, cache.version());
    expect(cache.size).toBe(10_000);
    expect(cache.get('t0')).toBeUndefined();
    expect(cache.get('t1')?.id).toBe(1);
    expect(cache.get('t10000')?.id).toBe(10_000);
  });
});

describe('SessionCache with other processes (PostgreSQL, ADR 043)', () => {
  /** Stands in for DatabaseHandle.sessionChanges: moved by notifications, incomplete while not listening. */
  function sharedCache() {
    const shared = { value: 0, complete: true };
    return { shared, cache: new SessionCache(5_000, shared, () => 0) };
  }

  it('keeps sessions while no change to sessions or users is notified', () => {
    const { cache } = sharedCache();
    cache.remember('a', userOf(1), farFuture, cache.version());
    expect(cache.get('a')?.id).toBe(1);
    expect(cache.get('a')?.id).toBe(1);
  });

  it('drops every session when such a change is notified, since the notification does not say whose', () => {
    const { shared, cache } = sharedCache();
    cache.remember('a', userOf(1), farFuture, cache.version());
    cache.remember('b', userOf(2), farFuture, cache.version());
    shared.value++;
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, undefined]);
    cache.remember('a', userOf(1), farFuture, cache.version());
    expect(cache.get('a')?.id).toBe(1);
  });

  it('does not store a lookup that a notified change overtook', () => {
    const { shared, cache } = sharedCache();
    const before = cache.version();
    shared.value++;
    cache.remember('a', userOf(1), farFuture, before);
    expect(cache.get('a')).toBeUndefined();
  });

  it('serves and keeps nothing while not listening, nor anything read before listening again', () => {
    const { shared, cache } = sharedCache();
    cache.remember('a', userOf(1), farFuture, cache.version());
    // WriteGeneration.setComplete bumps as well as changing the state.
    Object.assign(shared, { value: shared.value + 1, complete: false });
    expect(cache.get('a')).toBeUndefined();
    const whileDeaf = cache.version();
    cache.remember('a', userOf(1), farFuture, whileDeaf);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);

    Object.assign(shared, { value: shared.value + 1, complete: true });
    cache.remember('a', userOf(1), farFuture, whileDeaf);
    expect(cache.get('a')).toBeUndefined();
    cache.remember('a', userOf(1), farFuture, cache.version());
    expect(cache.get('a')?.id).toBe(1);
  });
});
