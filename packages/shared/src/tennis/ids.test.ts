import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareIds, idKey, sameId } from './ids';

describe('sameId', () => {
  it.each([
    [7, 7, true],
    [7, '7', true],
    ['abc', 'abc', true],
    [7, 8, false],
    ['07', 7, false],
    [null, null, false],
    [undefined, 7, false],
  ])('%s and %s: %s', (a, b, expected) => {
    expect(sameId(a, b)).toBe(expected);
  });
});

describe('idKey', () => {
  const id = fc.oneof(
    fc.integer(),
    fc.integer().map(String),
    fc.double(),
    fc.double().map(String),
    fc.string(),
    fc.constantFrom(-0, '-0', '0', '007', 1e15, '1000000000000000', 2 ** 53, '1e3', 1000),
  );

  it('gives equal keys exactly when sameId says the ids are the same', () => {
    fc.assert(
      fc.property(id, id, (a, b) => {
        expect(idKey(a) === idKey(b)).toBe(sameId(a, b));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('compareIds', () => {
  it('orders numbers, then strings', () => {
    expect([3, 'b', 1, 'a', 2].sort(compareIds)).toEqual([1, 2, 3, 'a', 'b']);
  });
});
