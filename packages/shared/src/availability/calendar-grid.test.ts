import { describe, expect, it } from 'vitest';
import {
  availabilityEndOptions,
  availabilityStartOptions,
  calendarRows,
  calendarTimeSlots,
  hourlyTimeOptions,
  shiftWeek,
  startOfWeek,
  weekDates,
} from './calendar-grid';

describe('calendar grid', () => {
  it('marks every half hour from 06:00 to 22:00', () => {
    const slots = calendarTimeSlots();
    expect(slots).toHaveLength(33);
    expect(slots.slice(0, 3)).toEqual(['06:00', '06:30', '07:00']);
    expect(slots.slice(-2)).toEqual(['21:30', '22:00']);
  });

  it('has 32 half-hour rows ending at 22:00', () => {
    const rows = calendarRows();
    expect(rows).toHaveLength(32);
    expect(rows[0]).toEqual({ start: '06:00', end: '06:30' });
    expect(rows[31]).toEqual({ start: '21:30', end: '22:00' });
  });

  it('offers the hourly options 06:00 to 22:00', () => {
    expect(hourlyTimeOptions()).toEqual([
      '06:00',
      '07:00',
      '08:00',
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
      '19:00',
      '20:00',
      '21:00',
      '22:00',
    ]);
  });

  it('leaves the last mark out of the start choices and the first out of the end choices', () => {
    const starts = availabilityStartOptions();
    const ends = availabilityEndOptions();
    expect(starts).toHaveLength(32);
    expect(ends).toHaveLength(32);
    expect(starts[0]).toBe('06:00');
    expect(starts).not.toContain('22:00');
    expect(ends[0]).toBe('06:30');
    expect(ends).not.toContain('06:00');
    expect(ends[ends.length - 1]).toBe('22:00');
  });
});

describe('weeks', () => {
  it('lists the 7 dates of a week, across a month end', () => {
    expect(weekDates('2026-02-26')).toEqual([
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
    ]);
    expect(weekDates('not a date')).toBeNull();
  });

  it.each([
    ['2026-03-11', 6, '2026-03-08'],
    ['2026-03-08', 6, '2026-03-08'],
    ['2026-03-11', 0, '2026-03-09'],
    ['2026-03-08', 0, '2026-03-02'],
    ['2026-01-01', 6, '2025-12-28'],
  ])('the week holding %s, starting on weekday %i, starts %s', (date, weekStartsOn, expected) => {
    expect(startOfWeek(date, weekStartsOn)).toBe(expected);
  });

  it('starts weeks on Sunday unless told', () => {
    expect(startOfWeek('2026-03-11')).toBe('2026-03-08');
    expect(startOfWeek('soon')).toBeNull();
  });

  it('moves by whole weeks for Previous and Next', () => {
    expect(shiftWeek('2026-12-27', 1)).toBe('2027-01-03');
    expect(shiftWeek('2026-03-08', -1)).toBe('2026-03-01');
    expect(shiftWeek('2026-03-08', 0.5)).toBeNull();
    expect(shiftWeek('x', 1)).toBeNull();
  });
});
