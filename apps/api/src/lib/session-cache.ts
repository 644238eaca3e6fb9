import type { users } from '../db/schema';
import type { ChangeCounter } from './answer-cache';

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
 * entries it affects at once.
 *
 * On PostgreSQL, shared by several server processes, `sharedChanges` counts the changes any process commits to
 * the tables a session is looked up in (sessions, users), as their notifications arrive (ADR 043, "The session
 * cache too"): when it moves, every entry goes, since a notification says which table changed but not which
 * session; while it is incomplete (this process is not listening), nothing is served or kept. Without it (PGlite)
 * there is no other process, and this one's own invalidations cover every change.
 *
 * A lookup that an invalidation overtook must not be stored: it may hold the row as it was before the change.
 * So a caller takes `version()` before reading the database and hands it to `remember`, which stores only
 * when no invalidation happened in between, this process's own or notified.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  /** The shared count the entries were kept under. */
  private sharedSeen: number | undefined;

  constructor(
    private readonly ttlMs: number,
    private readonly sharedChanges: ChangeCounter | null = null,
    private readonly now: () => number = Date.now,
  ) {
    this.sharedSeen = sharedChanges?.value;
  }

  get(tokenHash: string): SessionUser | undefined {
    if (this.sharedChanges && !this.catchUp()) return undefined;
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (this.now() >= entry.until) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.user;
  }

  version(): number {
    if (this.sharedChanges) this.catchUp();
    return this.generation;
  }

  remember(tokenHash: string, user: SessionUser, sessionExpiresAt: Date, versionBeforeRead: number) {
    if (this.sharedChanges && !this.catchUp()) return;
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

  /**
   * Drops every entry if the shared count moved since they were kept, which also makes every lookup under way
   * unable to store its answer (it may have read before the notified change was committed). Says whether the
   * shared count is complete: if not, nothing may be served or kept.
   */
  private catchUp(): boolean {
    const shared = this.sharedChanges!;
    if (shared.value !== this.sharedSeen) {
      this.sharedSeen = shared.value;
      this.forgetAll();
    }
    return shared.complete;
  }

  get size(): number {
    return this.entries.size;
  }
}
