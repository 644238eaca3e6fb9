import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseInstant, toIsoString } from './instant';

describe('parseInstant', () => {
  it.each<[string, unknown, number | null]>([
    ['UTC ISO', '2026-03-10T18:00:00.000Z', Date.UTC(2026, 2, 10, 18)],
    ['without milliseconds', '2026-03-10T18:00:00Z', Date.UTC(2026, 2, 10, 18)],
    ['without seconds', '2026-03-10T18:00Z', Date.UTC(2026, 2, 10, 18)],
    ['with an offset', '2026-03-10T13:00:00-05:00', Date.UTC(2026, 2, 10, 18)],
    ['with a compact offset', '2026-03-10T19:30:00+0130', Date.UTC(2026, 2, 10, 18)],
    ['as PostgreSQL prints timestamptz', '2026-03-10 18:00:00+00', Date.UTC(2026, 2, 10, 18)],
    ['with microseconds', '2026-03-10T18:00:00.123456Z', Date.UTC(2026, 2, 10, 18, 0, 0, 123)],
    ['with no offset: UTC, whatever TZ says', '2026-03-10T18:00:00', Date.UTC(2026, 2, 10, 18)],
    ['a date alone: its UTC midnight', '2026-03-10', Date.UTC(2026, 2, 10)],
    ['lower-case t and z (RFC 3339 allows them)', '2026-03-10t18:00:00z', Date.UTC(2026, 2, 10, 18)],
    ['epoch ms', Date.UTC(2026, 2, 10, 18), Date.UTC(2026, 2, 10, 18)],
    ['a Date', new Date(Date.UTC(2026, 2, 10, 18)), Date.UTC(2026, 2, 10, 18)],
    ['an invalid Date', new Date(Number.NaN), null],
    ['30 February', '2026-02-30T10:00:00Z', null],
    ['hour 24', '2026-03-10T24:00:00Z', null],
    ['an offset beyond a day', '2026-03-10T18:00:00+25:00', null],
    ['words', 'tomorrow at six', null],
    ['empty text', '', null],
    ['NaN', Number.NaN, null],
    ['infinity', Number.POSITIVE_INFINITY, null],
    ['beyond the Date range', 9e15, null],
    ['an object', {}, null],
    ['null', null, null],
  ])('%s', (_name, input, expected) => {
    expect(parseInstant(input)).toBe(expected);
  });

  it('reads back every instant it writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1000, 0, 1), max: Date.UTC(9999, 11, 31) }), (ms) => {
        expect(parseInstant(toIsoString(ms))).toBe(ms);
      }),
      { numRuns: 1000 },
    );
  });
});
