/** Whatever counts the database's committed changes (db/write-generation.ts). */
export interface ChangeCounter {
  readonly value: number;
}

interface Entry {
  body: string;
  /** Milliseconds since the epoch. */
  until: number;
}

/**
 * A few seconds: every change empties the cache anyway, so the limit is there for answers that depend on the
 * clock (overlaps start from now; a league's status follows its dates), which may be this much behind it.
 */
export const ANSWER_CACHE_MS = 3_000;
/** Bounds the memory: at about 20 KiB for the largest answers, some 40 MB at worst; the oldest go first. */
const MAX_ENTRIES = 2_000;

/**
 * Whole answers of the hot league reads as they were sent (JSON text), by viewer and request (ADR 039, "Whole
 * answers on PGlite"). Exact because `changes` grows after every change committed to the database: a caller
 * takes `version()` before its first read and hands it to `remember`, which keeps the answer only if nothing
 * was committed since; and every entry dies with the version it was kept under.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  /** The change count the entries were kept under. */
  private entriesVersion: number;

  constructor(
    private readonly changes: ChangeCounter,
    private readonly ttlMs: number = ANSWER_CACHE_MS,
    // Read through Date each time, so a test's fake clock (and its jumps over days) ages the entries too.
    private readonly now: () => number = () => Date.now(),
  ) {
    this.entriesVersion = changes.value;
  }

  version(): number {
    return this.changes.value;
  }

  get(key: string): string | undefined {
    this.dropIfChanged();
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() >= entry.until) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.body;
  }

  remember(key: string, body: string, versionBeforeRead: number) {
    this.dropIfChanged();
    if (this.ttlMs <= 0 || versionBeforeRead !== this.entriesVersion) return;
    // Re-inserted last, so the Map's insertion order stays oldest first.
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { body, until: this.now() + this.ttlMs });
  }

  get size(): number {
    this.dropIfChanged();
    return this.entries.size;
  }

  private dropIfChanged() {
    if (this.entriesVersion === this.changes.value) return;
    this.entries.clear();
    this.entriesVersion = this.changes.value;
  }
}
