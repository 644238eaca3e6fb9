import type { ResponseEncoding } from './response-encoding';

/** Whatever counts the database's committed changes (db/write-generation.ts). */
export interface ChangeCounter {
  readonly value: number;
  /**
   * False while changes may be made that the counter does not see (on PostgreSQL: while this process is not
   * listening for other processes' notifications, ADR 043). Nothing is served or kept meanwhile.
   */
  readonly complete: boolean;
}

/** Compresses an answer's text (lib/response-encoding.ts); handed in so that tests can count the calls. */
export type AnswerEncoder = (text: string, encoding: ResponseEncoding) => Promise<Buffer>;

/** One kept answer: its JSON text, and its bytes in each encoding a request has asked for so far. */
export interface CachedAnswer {
  readonly text: string;
  /** The text's length in UTF-8, as sent uncompressed (and as the compression threshold measures it). */
  readonly textBytes: number;
}

interface Entry extends CachedAnswer {
  key: string;
  encoded: Map<ResponseEncoding, Promise<Buffer>>;
  /** textBytes plus every encoding's bytes once they are known: what the entry holds in memory. */
  bytes: number;
  /** Milliseconds since the epoch. */
  until: number;
}

/**
 * A few seconds: every change empties the cache anyway, so the limit is there for answers that depend on the
 * clock (overlaps start from now; a league's status follows its dates), which may be this much behind it.
 */
export const ANSWER_CACHE_MS = 3_000;
/** Bounds the bookkeeping when answers are small; the oldest go first. */
const MAX_ENTRIES = 2_000;
/**
 * Bounds the memory, texts and compressed bytes together: the hot answers are 4 to 31 KiB of text plus a
 * tenth of that compressed, so 2,000 of them fit; a league's whole standings (MBs) leave room for others.
 */
export const MAX_BYTES = 64 * 1024 * 1024;
/** Larger answers are not kept: one would push out hundreds of others. */
const MAX_ENTRY_BYTES = MAX_BYTES / 8;

/**
 * Whole answers of the hot league reads as they were sent (JSON text, and compressed bytes per encoding), by
 * viewer and request (ADR 039, "Whole answers on PGlite"; ADR 043 for PostgreSQL). Exact because `changes`
 * grows after every change committed to the database: a caller takes `version()` before its first read and
 * hands it to `remember`, which keeps the answer only if nothing was committed since; and every entry dies with
 * the version it was kept under.
 *
 * Compressed bytes are made once per entry and encoding, when a request first needs them (ADR 039, "Compressed
 * bytes"): the miss that keeps an answer compresses it for its own encoding here instead of in the compression
 * plugin, so nothing is compressed twice, and encodings nobody asks for (gzip, when every browser sends br)
 * cost nothing.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private totalBytes = 0;
  /** The change count the entries were kept under. */
  private entriesVersion: number;

  constructor(
    private readonly changes: ChangeCounter,
    private readonly encode: AnswerEncoder,
    private readonly ttlMs: number = ANSWER_CACHE_MS,
    // Read through Date each time, so a test's fake clock (and its jumps over days) ages the entries too.
    private readonly now: () => number = () => Date.now(),
  ) {
    this.entriesVersion = changes.value;
  }

  version(): number {
    return this.changes.value;
  }

  /** Whether an answer read now could be kept: false while changes may go unseen (ADR 043). */
  get keeping(): boolean {
    return this.ttlMs > 0 && this.changes.complete;
  }

  get(key: string): CachedAnswer | undefined {
    this.dropIfChanged();
    if (!this.changes.complete) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() >= entry.until) {
      this.drop(entry);
      return undefined;
    }
    return entry;
  }

  /** Keeps the answer if nothing changed since `versionBeforeRead` was taken; returns it as kept, or undefined. */
  remember(key: string, text: string, versionBeforeRead: number): CachedAnswer | undefined {
    this.dropIfChanged();
    if (this.ttlMs <= 0 || !this.changes.complete || versionBeforeRead !== this.entriesVersion) return undefined;
    const entry = this.newEntry(key, text);
    if (entry.textBytes > MAX_ENTRY_BYTES) return undefined;
    // Re-inserted last, so the Map's insertion order stays oldest first.
    const previous = this.entries.get(key);
    if (previous) this.drop(previous);
    this.entries.set(key, entry);
    this.totalBytes += entry.textBytes;
    this.evictOverBounds();
    return entry;
  }

  /**
   * An answer that was not kept, as `encoded` takes it: for the requests that waited for it to be read
   * (lib/in-flight-answers.ts), which share its compressed bytes as they would a kept answer's.
   */
  unkept(key: string, text: string): CachedAnswer {
    return this.newEntry(key, text);
  }

  private newEntry(key: string, text: string): Entry {
    const textBytes = Buffer.byteLength(text);
    return { key, text, textBytes, encoded: new Map(), bytes: textBytes, until: this.now() + this.ttlMs };
  }

  /**
   * The answer's bytes in `encoding`, compressed on the first call for that encoding and shared by every later
   * one (requests that ask at the same moment wait for the same compression). Works on an answer that has
   * meanwhile left the cache (or was never kept, `unkept`) too: the request that holds it was answered from it,
   * and still needs its bytes.
   */
  encoded(answer: CachedAnswer, encoding: ResponseEncoding): Promise<Buffer> {
    const entry = answer as Entry;
    const known = entry.encoded.get(encoding);
    if (known) return known;
    const bytes = this.encode(entry.text, encoding);
    entry.encoded.set(encoding, bytes);
    bytes.then(
      (buffer) => this.grow(entry, buffer.length),
      // A failed compression is not kept: the next request tries again.
      () => entry.encoded.delete(encoding),
    );
    return bytes;
  }

  get size(): number {
    this.dropIfChanged();
    return this.entries.size;
  }

  /** Texts and compressed bytes held now. */
  get bytes(): number {
    this.dropIfChanged();
    return this.totalBytes;
  }

  /** Counts an entry's new compressed bytes, if it is still kept (one dropped meanwhile is no longer counted). */
  private grow(entry: Entry, bytes: number) {
    entry.bytes += bytes;
    if (this.entries.get(entry.key) !== entry) return;
    this.totalBytes += bytes;
    this.evictOverBounds();
  }

  private evictOverBounds() {
    while (this.entries.size > MAX_ENTRIES || this.totalBytes > MAX_BYTES) {
      const oldest = this.entries.values().next().value;
      if (!oldest) return;
      this.drop(oldest);
    }
  }

  private drop(entry: Entry) {
    this.entries.delete(entry.key);
    this.totalBytes -= entry.bytes;
  }

  private dropIfChanged() {
    if (this.entriesVersion === this.changes.value) return;
    this.entries.clear();
    this.totalBytes = 0;
    this.entriesVersion = this.changes.value;
  }
}
