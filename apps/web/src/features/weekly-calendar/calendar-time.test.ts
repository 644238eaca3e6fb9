import { DAY_MS, formatDay } from '@courtside/shared/availability/index';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatClock, formatDayLabel, formatMonthDay, formatWeekday, formatWeekRange } from './calendar-time';

// The calendar writes its day and month names itself instead of building Intl formatters while the page loads;
// these hold them to what Intl's English formatting says for the same dates.
const intlDayLabel = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'short',
  day: 'numeric',
});
const intlWeekday = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short' });
const intlMonthDay = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });

// 1900-01-01 to 2199-12-31, as day numbers since the epoch.
const anyDay = fc.integer({ min: -25_567, max: 84_005 });

describe('calendar day and month names', () => {
  it('match Intl en-US for any date', () => {
    fc.assert(
      fc.property(anyDay, (day) => {
        const date = formatDay(day);
        expect(formatDayLabel(date)).toBe(intlDayLabel.format(day * DAY_MS));
        expect(formatWeekday(date)).toBe(intlWeekday.format(day * DAY_MS));
        expect(formatMonthDay(date)).toBe(intlMonthDay.format(day * DAY_MS));
      }),
    );
  });

  it('writes known dates as the page shows them', () => {
    expect(formatDayLabel('2026-11-24')).toBe('Tuesday, Nov 24');
    expect(formatWeekday('2026-11-29')).toBe('Sun');
    expect(formatMonthDay('2030-06-02')).toBe('Jun 2');
    expect(formatWeekRange(['2030-12-30', '2031-01-05'])).toBe('Dec 30, 2030 – Jan 5, 2031');
  });

  it('gives back what is not a date unchanged', () => {
    expect(formatDayLabel('not a date')).toBe('not a date');
    expect(formatWeekday('2026-02-30')).toBe('2026-02-30');
    expect(formatMonthDay('')).toBe('');
  });
});

describe('calendar clock times', () => {
  afterEach(() => vi.restoreAllMocks());
  const readerSpeaks = (language: string) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue([language]);

  it('writes times on the reader’s clock: 12-hour in the United States, 24-hour in Britain', () => {
    readerSpeaks('en-US');
    expect([formatClock(18 * 60 + 30), formatClock('09:00'), formatClock(0)]).toEqual([
      '6:30 PM',
      '9:00 AM',
      '12:00 AM',
    ]);
    readerSpeaks('en-GB');
    expect([formatClock(18 * 60 + 30), formatClock('09:00'), formatClock(0)]).toEqual(['18:30', '09:00', '00:00']);
  });

  it('writes nothing for a time that is not one', () => {
    expect(formatClock('25:00')).toBe('');
  });
});
