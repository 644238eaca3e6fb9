import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache';

/** A change counter the test moves by hand, as the database's write generation moves after a commit. */
function counter() {
  return {
    value: 0,
    bump() {
      this.value++;
    },
  };
}

describe('AnswerCache', () => {
  it('gives back a kept answer by its key only', () => {
    const cache = new AnswerCache(counter(), 3_000);
    cache.remember('1 /a', 'A', cache.version());
    expect(cache.get('1 /a')).toBe('A');
    expect(cache.get('2 /a')).toBeUndefined();
    expect(cache.get('1 /a?x=1')).toBeUndefined();
  });

  it('drops every answer once a change is committed', () => {
    const changes = counter();
    const cache = new AnswerCache(changes, 3_000);
    cache.remember('1 /a', 'A', cache.version());
    cache.remember('2 /b', 'B', cache.version());
    changes.bump();
    expect(cache.get('1 /a')).toBeUndefined();
    expect(cache.get('2 /b')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('refuses an answer read before a change that committed while it was being read', () => {
    const changes = counter();
    const cache = new AnswerCache(changes, 3_000);
    const before = cache.version();
    // The read runs; a write commits meanwhile; the read then offers what it found.
    changes.bump();
    cache.remember('1 /a', 'old', before);
    expect(cache.get('1 /a')).toBeUndefined();
    // A read that starts after the change is kept.
    const after = cache.version();
    cache.remember('1 /a', 'new', after);
    expect(cache.get('1 /a')).toBe('new');
  });

  it('drops an answer kept just before the bump of a change it did not see', () => {
    const changes = counter();
    const cache = new AnswerCache(changes, 3_000);
    // Read and kept while a write was under way, before its commit was counted.
    cache.remember('1 /a', 'old', cache.version());
    changes.bump();
    expect(cache.get('1 /a')).toBeUndefined();
  });

  it('forgets answers after its time limit, and keeps none when the limit is 0', () => {
    let now = 1_000;
    const cache = new AnswerCache(counter(), 3_000, () => now);
    cache.remember('1 /a', 'A', cache.version());
    now += 2_999;
    expect(cache.get('1 /a')).toBe('A');
    now += 1;
    expect(cache.get('1 /a')).toBeUndefined();

    const off = new AnswerCache(counter(), 0);
    off.remember('1 /a', 'A', off.version());
    expect(off.get('1 /a')).toBeUndefined();
  });

  it('keeps at most 2,000 answers, dropping the oldest first', () => {
    const cache = new AnswerCache(counter(), 3_000);
    for (let index = 0; index < 2_001; index++) cache.remember(`1 /${index}`, String(index), cache.version());
    expect(cache.size).toBe(2_000);
    expect(cache.get('1 /0')).toBeUndefined();
    expect(cache.get('1 /1')).toBe('1');
    expect(cache.get('1 /2000')).toBe('2000');
  });
});
