import type { users } from '../db/schema';

type SessionUser = typeof users.$inferSelect;

interface Entry {
  user: SessionUser;
  /** Milliseconds since the epoch: the earlier of the cache's time limit and the session's own expiry. */
  until: number;
}

/** Five seconds: long enough to take nearly every read's session lookup off the database under load. */
export const SESSION_CACHE_MS = 5_000;
/** Bounds the memory a flood of distinct tokens can take; the oldest entries go first. */
const MAX_ENTRIES = 10_000;

/**
 * The signed-in user behind a session token's hash, kept for a few seconds (ADR 039) so that reads do not
 * each look the session up again. Every change this process makes to a session or an account drops the
 * entries it affects at once; a change made by another process (PostgreSQL shared by several servers) shows
 * after at most `ttlMs`.
 *
 * A lookup that an invalidation overtook must not be stored: it may hold the row as it was before the change.
 * So a caller takes `version()` before reading the database and hands it to `remember`, which stores only
 * when no invalidation happened in between.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(tokenHash: string): SessionUser | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (this.now() >= entry.until) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.user;
  }

  version(): number {
    return this.generation;
  }

  remember(tokenHash: string, user: SessionUser, sessionExpiresAt: Date, versionBeforeRead: number) {
    if (this.ttlMs <= 0 || versionBeforeRead !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) {
      // Maps iterate in insertion order, so the first key is the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const until = Math.min(this.now() + this.ttlMs, sessionExpiresAt.getTime());
    // Shared by every request of the session until it expires, so no handler may change it.
    this.entries.set(tokenHash, { user: Object.freeze({ ...user }), until });
  }

  /** A session ended (sign-out, a new sign-in in the same browser). */
  forgetToken(tokenHash: string) {
    this.generation++;
    this.entries.delete(tokenHash);
  }

  /** An account changed or lost sessions: every session of it is read afresh. */
  forgetUser(userId: number) {
    this.generation++;
    // A scan, since account changes are rare and the map is bounded; an index by user would cost every read.
    for (const [tokenHash, entry] of this.entries) {
      if (entry.user.id === userId) this.entries.delete(tokenHash);
    }
  }

  /** Out-of-band changes (tests writing rows directly, as another process would). */
  forgetAll() {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
