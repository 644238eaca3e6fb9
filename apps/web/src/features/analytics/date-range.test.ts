import { describe, expect, it } from 'vitest';
import { dateRangeFor, isRangeDays, rangeLabel, weeksTouched } from './date-range';

describe('dateRangeFor', () => {
  it('ends today and spans n days, both ends included', () => {
    expect(dateRangeFor(7, new Date('2025-03-10T12:00:00Z'))).toEqual({
      start_date: '2025-03-04',
      end_date: '2025-03-10',
    });
    expect(dateRangeFor(1, new Date('2025-03-10T12:00:00Z'))).toEqual({
      start_date: '2025-03-10',
      end_date: '2025-03-10',
    });
  });

  it('counts UTC days, whatever the hour', () => {
    expect(dateRangeFor(7, new Date('2025-03-10T00:00:00Z')).end_date).toBe('2025-03-10');
    expect(dateRangeFor(7, new Date('2025-03-10T23:59:59.999Z')).end_date).toBe('2025-03-10');
    // 20:00 in New York on the 9th is already the 10th in UTC.
    expect(dateRangeFor(7, new Date('2025-03-09T20:00:00-04:00')).end_date).toBe('2025-03-10');
  });

  it('crosses months, leap days and years', () => {
    expect(dateRangeFor(30, new Date('2025-03-10T08:00:00Z')).start_date).toBe('2025-02-09');
    expect(dateRangeFor(7, new Date('2024-03-02T08:00:00Z')).start_date).toBe('2024-02-25');
    expect(dateRangeFor(7, new Date('2024-03-01T08:00:00Z')).start_date).toBe('2024-02-24');
    expect(dateRangeFor(90, new Date('2025-01-15T08:00:00Z'))).toEqual({
      start_date: '2024-10-18',
      end_date: '2025-01-15',
    });
  });
});

describe('ranges', () => {
  it('offers 7, 30 and 90 days only, labelled as the spec says', () => {
    expect([7, 30, 90].every(isRangeDays)).toBe(true);
    expect([0, 14, 31, 365].some(isRangeDays)).toBe(false);
    expect(rangeLabel(30)).toBe('Last 30 days');
  });
});

describe('weeksTouched', () => {
  it('counts the Monday-first weeks a range touches, as the club table lists them', () => {
    // 2026-11-23 is a Monday, 2026-11-29 a Sunday.
    expect(weeksTouched({ start_date: '2026-11-23', end_date: '2026-11-29' })).toBe(1);
    expect(weeksTouched({ start_date: '2026-11-23', end_date: '2026-11-30' })).toBe(2);
    expect(weeksTouched({ start_date: '2026-11-22', end_date: '2026-11-23' })).toBe(2);
    expect(weeksTouched({ start_date: '2026-10-31', end_date: '2026-11-29' })).toBe(5);
    expect(weeksTouched({ start_date: '2026-11-29', end_date: '2026-11-29' })).toBe(1);
  });
});
