import { describe, expect, it } from 'vitest';
import { localDateOf, localDateTimeToUtcIso, utcFormDateTime } from './local-date';

describe('localDateOf', () => {
  it('reads the date in the zone', () => {
    const lateEvening = Date.UTC(2026, 0, 11, 2); // 21:00 on 10 January in New York
    expect(localDateOf(lateEvening, 'America/New_York')).toBe('2026-01-10');
    expect(localDateOf(lateEvening, 'UTC')).toBe('2026-01-11');
    expect(localDateOf(lateEvening, 'Asia/Tokyo')).toBe('2026-01-11');
  });
});

describe('localDateTimeToUtcIso', () => {
  it.each([
    ['winter', '2026-01-13', '18:00', '2026-01-13T23:00:00.000Z'],
    ['summer', '2026-07-14', '18:00', '2026-07-14T22:00:00.000Z'],
    ['a time skipped by the clocks', '2026-03-08', '02:30', '2026-03-08T07:30:00.000Z'],
  ])('New York %s', (_name, date, time, expected) => {
    expect(localDateTimeToUtcIso(date, time, 'America/New_York')).toBe(expected);
  });

  it('refuses dates and times that are not real', () => {
    expect(localDateTimeToUtcIso('2026-02-30', '18:00', 'UTC')).toBeNull();
    expect(localDateTimeToUtcIso('2026-03-10', '25:00', 'UTC')).toBeNull();
  });
});

describe('utcFormDateTime', () => {
  it("writes the add form's UTC form", () => {
    expect(utcFormDateTime('2026-03-10', '18:00')).toBe('2026-03-10T18:00:00Z');
    expect(utcFormDateTime('2026-03-10', '6pm')).toBeNull();
  });
});
