import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  civilFromDays,
  daysFromCivil,
  daysInMonth,
  formatDay,
  formatTimeOfDay,
  parseDay,
  parseTimeOfDay,
  weekdayOfDay,
} from './civil-date';

function utcDate(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

describe('daysFromCivil and civilFromDays', () => {
  it('agree with the JavaScript calendar for any date in years 1..9999', () => {
    fc.assert(
      fc.property(fc.date({ min: utcDate(1, 1, 1), max: utcDate(9999, 12, 31), noInvalidDate: true }), (date) => {
        const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
        const days = daysFromCivil(year, month, day);
        expect(days).toBe(Math.floor(date.getTime() / DAY_MS));
        expect(civilFromDays(days)).toEqual({ year, month, day });
        // Monday 0 .. Sunday 6, where getUTCDay has Sunday 0.
        expect(weekdayOfDay(days)).toBe((date.getUTCDay() + 6) % 7);
      }),
      { numRuns: 2000 },
    );
  });

  it('puts the epoch at day 0, a Thursday', () => {
    expect(daysFromCivil(1970, 1, 1)).toBe(0);
    expect(weekdayOfDay(0)).toBe(3);
    expect(weekdayOfDay(-1)).toBe(2);
  });
});

describe('daysInMonth', () => {
  it.each([
    [2024, 2, 29],
    [2026, 2, 28],
    [1900, 2, 28],
    [2000, 2, 29],
    [2026, 4, 30],
    [2026, 12, 31],
  ])('%i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });
});

describe('parseDay and formatDay', () => {
  it.each([
    ['2026-03-10', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-3-10', false],
    ['10/03/2026', false],
    ['', false],
  ])('%s is a date: %s', (text, valid) => {
    const day = parseDay(text);
    expect(day !== null).toBe(valid);
    if (day !== null) expect(formatDay(day)).toBe(text);
  });

  it('refuses what is not text', () => {
    expect(parseDay(20260310)).toBeNull();
    expect(parseDay(null)).toBeNull();
  });
});

describe('parseTimeOfDay and formatTimeOfDay', () => {
  it.each([
    ['00:00', 0],
    ['06:30', 390],
    ['23:59', 1439],
    ['24:00', null],
    ['12:60', null],
    ['6:00', null],
    [null, null],
  ])('%s is %s minutes', (text, minutes) => {
    expect(parseTimeOfDay(text)).toBe(minutes);
  });

  it('writes hours and minutes with two digits', () => {
    expect(formatTimeOfDay(390)).toBe('06:30');
    expect(formatTimeOfDay(22 * 60)).toBe('22:00');
  });
});
