import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clipIntervals, intersectIntervals, normalizeIntervals } from './intervals';
import type { Interval } from './types';

const iv = (start: number, end: number): Interval => ({ start, end });
// The brute-force property checks 150 points per run: far below this, but a loaded machine needs the headroom.
const PROPERTY_TIMEOUT_MS = 30_000;

describe('normalizeIntervals', () => {
  it.each<[string, Interval[], Interval[]]>([
    ['nothing', [], []],
    ['sorts', [iv(5, 6), iv(1, 2)], [iv(1, 2), iv(5, 6)]],
    ['joins overlapping', [iv(1, 4), iv(3, 6)], [iv(1, 6)]],
    ['joins touching', [iv(1, 3), iv(3, 6)], [iv(1, 6)]],
    ['swallows contained', [iv(1, 10), iv(2, 3)], [iv(1, 10)]],
    ['drops empty and reversed', [iv(4, 4), iv(6, 5), iv(1, 2)], [iv(1, 2)]],
  ])('%s', (_name, input, expected) => {
    expect(normalizeIntervals(input)).toEqual(expected);
  });

  it('does not change its input', () => {
    const input = [iv(3, 6), iv(1, 4)];
    normalizeIntervals(input);
    expect(input).toEqual([iv(3, 6), iv(1, 4)]);
  });
});

describe('intersectIntervals', () => {
  it.each<[string, Interval[], Interval[], Interval[]]>([
    ['partial overlap', [iv(18, 20)], [iv(19, 21)], [iv(19, 20)]],
    ['containment', [iv(10, 20)], [iv(12, 14), iv(16, 18)], [iv(12, 14), iv(16, 18)]],
    ['touching only', [iv(1, 3)], [iv(3, 5)], []],
    ['disjoint', [iv(1, 2)], [iv(5, 6)], []],
    ['one side empty', [], [iv(1, 2)], []],
    ['unsorted overlapping input', [iv(5, 9), iv(1, 6)], [iv(4, 7)], [iv(4, 7)]],
    ['many against one', [iv(1, 2), iv(3, 4), iv(5, 6)], [iv(0, 10)], [iv(1, 2), iv(3, 4), iv(5, 6)]],
  ])('%s', (_name, a, b, expected) => {
    expect(intersectIntervals(a, b)).toEqual(expected);
  });

  const intervalList = fc.array(
    fc
      .tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 12 }))
      .map(([start, length]) => iv(start, start + length)),
    { maxLength: 12 },
  );

  it('is commutative', () => {
    fc.assert(
      fc.property(intervalList, intervalList, (a, b) => {
        expect(intersectIntervals(a, b)).toEqual(intersectIntervals(b, a));
      }),
      { numRuns: 1000 },
    );
  });

  it(
    'covers exactly the points both lists cover, as sorted, disjoint intervals',
    () => {
      const covers = (list: Interval[], point: number) => list.some((i) => i.start <= point && point < i.end);
      fc.assert(
        fc.property(intervalList, intervalList, (a, b) => {
          const shared = intersectIntervals(a, b);
          for (let point = 0; point <= 75; point += 0.5) {
            expect(covers(shared, point)).toBe(covers(a, point) && covers(b, point));
          }
          expect(normalizeIntervals(shared)).toEqual(shared);
        }),
        { numRuns: 300 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('clipIntervals', () => {
  it('keeps the parts inside the window', () => {
    expect(clipIntervals([iv(0, 5), iv(8, 12), iv(20, 30)], iv(3, 10))).toEqual([iv(3, 5), iv(8, 10)]);
  });
});
