import { describe, expect, it } from 'vitest';
import { ageOn, todayUtc } from './age';

describe('ageOn', () => {
  it.each([
    ['2000-01-01', '2026-11-20', 26],
    ['2000-11-20', '2026-11-20', 26],
    ['2000-11-21', '2026-11-20', 25],
    ['2000-12-01', '2026-11-20', 25],
    ['2004-02-29', '2025-02-28', 20],
    ['2004-02-29', '2025-03-01', 21],
    ['2026-11-20', '2026-11-20', 0],
  ])('born %s is %i on %s', (birthdate, today, age) => {
    expect(ageOn(birthdate, today)).toBe(age);
  });

  it('reads today in UTC', () => {
    expect(todayUtc(new Date('2026-11-20T23:30:00-05:00'))).toBe('2026-11-21');
  });
});
