import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AnswerCache, MAX_BYTES } from './answer-cache';
import { compressAnswer, type ResponseEncoding } from './response-encoding';

/** A change counter the test moves by hand, as the database's write generation moves after a commit. */
function counter() {
  return {
    value: 0,
    complete: true,
    bump() {
      this.value++;
    },
  };
}

/** A stand-in for compression that counts its calls; its "bytes" are the encoding's name and the text. */
function fakeEncoder() {
  const calls: string[] = [];
  const encode = (text: string, encoding: ResponseEncoding) => {
    calls.push(`${encoding} ${text}`);
    return Promise.resolve(Buffer.from(`${encoding}:${text}`));
  };
  return { calls, encode };
}

const cacheWith = (changes = counter(), ttlMs = 3_000, now?: () => number) =>
  new AnswerCache(changes, fakeEncoder().encode, ttlMs, now);

describe('AnswerCache', () => {
  it('gives back a kept answer by its key only', () => {
    const cache = cacheWith();
    cache.remember('1 /a', 'A', cache.version());
    expect(cache.get('1 /a')?.text).toBe('A');
    expect(cache.get('2 /a')).toBeUndefined();
    expect(cache.get('1 /a?x=1')).toBeUndefined();
  });

  it('drops every answer once a change is committed', () => {
    const changes = counter();
    const cache = cacheWith(changes);
    cache.remember('1 /a', 'A', cache.version());
    cache.remember('2 /b', 'B', cache.version());
    changes.bump();
    expect(cache.get('1 /a')).toBeUndefined();
    expect(cache.get('2 /b')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('refuses an answer read before a change that committed while it was being read', () => {
    const changes = counter();
    const cache = cacheWith(changes);
    const before = cache.version();
    // The read runs; a write commits meanwhile; the read then offers what it found.
    changes.bump();
    expect(cache.remember('1 /a', 'old', before)).toBeUndefined();
    expect(cache.get('1 /a')).toBeUndefined();
    // A read that starts after the change is kept.
    const after = cache.version();
    cache.remember('1 /a', 'new', after);
    expect(cache.get('1 /a')?.text).toBe('new');
  });

  it('drops an answer kept just before the bump of a change it did not see', () => {
    const changes = counter();
    const cache = cacheWith(changes);
    // Read and kept while a write was under way, before its commit was counted.
    cache.remember('1 /a', 'old', cache.version());
    changes.bump();
    expect(cache.get('1 /a')).toBeUndefined();
  });

  it('serves and keeps nothing while the counter may miss changes', () => {
    const changes = counter();
    const cache = cacheWith(changes);
    cache.remember('1 /a', 'A', cache.version());
    changes.complete = false;
    expect(cache.get('1 /a')).toBeUndefined();
    expect(cache.remember('1 /b', 'B', cache.version())).toBeUndefined();
    changes.complete = true;
    cache.remember('1 /b', 'B', cache.version());
    expect(cache.get('1 /b')?.text).toBe('B');
  });

  it('forgets answers after its time limit, and keeps none when the limit is 0', () => {
    let now = 1_000;
    const cache = cacheWith(counter(), 3_000, () => now);
    cache.remember('1 /a', 'A', cache.version());
    now += 2_999;
    expect(cache.get('1 /a')?.text).toBe('A');
    now += 1;
    expect(cache.get('1 /a')).toBeUndefined();

    const off = cacheWith(counter(), 0);
    off.remember('1 /a', 'A', off.version());
    expect(off.get('1 /a')).toBeUndefined();
  });

  it('keeps at most 2,000 answers, dropping the oldest first', () => {
    const cache = cacheWith();
    for (let index = 0; index < 2_001; index++) cache.remember(`1 /${index}`, String(index), cache.version());
    expect(cache.size).toBe(2_000);
    expect(cache.get('1 /0')).toBeUndefined();
    expect(cache.get('1 /1')?.text).toBe('1');
    expect(cache.get('1 /2000')?.text).toBe('2000');
  });

  it('compresses an answer once per encoding, only when asked, and shares the bytes', async () => {
    const { calls, encode } = fakeEncoder();
    const cache = new AnswerCache(counter(), encode);
    const kept = cache.remember('1 /a', 'A', cache.version())!;
    expect(calls).toEqual([]);
    const [first, second] = await Promise.all([cache.encoded(kept, 'br'), cache.encoded(kept, 'br')]);
    expect(first).toBe(second);
    expect(await cache.encoded(cache.get('1 /a')!, 'br')).toBe(first);
    expect(calls).toEqual(['br A']);
    expect((await cache.encoded(kept, 'gzip')).toString()).toBe('gzip:A');
    expect(calls).toEqual(['br A', 'gzip A']);
  });

  it('counts compressed bytes in its memory bound, dropping the oldest answers to stay within it', async () => {
    const cache = cacheWith();
    // Three answers of a quarter of the bound each, every one also compressed (its fake bytes as large again).
    const text = 'x'.repeat(MAX_BYTES / 8 - 8);
    for (const key of ['1 /a', '1 /b', '1 /c']) {
      const kept = cache.remember(key, text, cache.version())!;
      await cache.encoded(kept, 'br');
    }
    expect(cache.bytes).toBeLessThanOrEqual(MAX_BYTES);
    expect(cache.size).toBe(3);
    const kept = cache.remember('1 /d', text, cache.version())!;
    await cache.encoded(kept, 'br');
    await cache.encoded(kept, 'gzip');
    expect(cache.bytes).toBeLessThanOrEqual(MAX_BYTES);
    expect(cache.get('1 /a')).toBeUndefined();
    expect(cache.get('1 /d')?.text).toBe(text);
    // Bytes of an answer dropped meanwhile are not counted.
    const changes = counter();
    const other = cacheWith(changes);
    const gone = other.remember('1 /a', 'A', other.version())!;
    changes.bump();
    await other.encoded(gone, 'br');
    expect(other.bytes).toBe(0);
  });

  it('does not keep an answer larger than an eighth of its memory bound', () => {
    const cache = cacheWith();
    expect(cache.remember('1 /a', 'x'.repeat(MAX_BYTES / 8 + 1), cache.version())).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('compresses an answer it did not keep once for all who hold it, and neither keeps nor counts it', async () => {
    const { calls, encode } = fakeEncoder();
    const cache = new AnswerCache(counter(), encode);
    const unkept = cache.unkept('1 /a', 'A');
    const [first, second] = await Promise.all([cache.encoded(unkept, 'br'), cache.encoded(unkept, 'br')]);
    expect(first).toBe(second);
    expect(first.toString()).toBe('br:A');
    expect(calls).toEqual(['br A']);
    expect(cache.get('1 /a')).toBeUndefined();
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });

  it('compresses with the real encoders into bytes that decode to the text', async () => {
    const text = JSON.stringify({ rows: Array.from({ length: 200 }, (_, index) => ({ index, name: 'Pat' })) });
    expect(gunzipSync(await compressAnswer(text, 'gzip')).toString()).toBe(text);
    expect(brotliDecompressSync(await compressAnswer(text, 'br')).toString()).toBe(text);
  });
});
