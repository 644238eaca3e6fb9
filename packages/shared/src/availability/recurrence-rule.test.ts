import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, daysFromCivil } from './civil-date';
import { WEEKDAYS, formatRecurrenceRule, parseRecurrenceRule } from './recurrence-rule';
import type { RecurrenceRule } from './recurrence-rule';

const weekly: RecurrenceRule = { freq: 'WEEKLY', interval: 1, byDay: [], count: null, until: null, weekStart: 0 };

describe('parseRecurrenceRule: accepted rules', () => {
  it.each<[string, RecurrenceRule]>([
    ['FREQ=WEEKLY', weekly],
    ['RRULE:FREQ=WEEKLY', weekly],
    ['freq=weekly;', weekly],
    ['FREQ=DAILY;INTERVAL=3', { ...weekly, freq: 'DAILY', interval: 3 }],
    ['FREQ=WEEKLY;BYDAY=TU,TH,TU', { ...weekly, byDay: [1, 3] }],
    ['FREQ=WEEKLY;COUNT=10', { ...weekly, count: 10 }],
    ['FREQ=WEEKLY;WKST=SU', { ...weekly, weekStart: 6 }],
    ['FREQ=WEEKLY;UNTIL=20261231', { ...weekly, until: { kind: 'date', day: daysFromCivil(2026, 12, 31) } }],
    [
      'FREQ=WEEKLY;UNTIL=20261231T235959Z',
      { ...weekly, until: { kind: 'utc', at: Date.UTC(2026, 11, 31, 23, 59, 59) } },
    ],
    [
      'FREQ=WEEKLY;UNTIL=20261231T180000',
      { ...weekly, until: { kind: 'local', wall: daysFromCivil(2026, 12, 31) * DAY_MS + 18 * 3_600_000 } },
    ],
  ])('%s', (text, rule) => {
    expect(parseRecurrenceRule(text)).toEqual({ ok: true, rule });
  });
});

describe('parseRecurrenceRule: refused rules', () => {
  it.each([
    ['', 'Recurrence rule is required.'],
    ['   ', 'Recurrence rule is required.'],
    ['INTERVAL=2', 'Recurrence rule must have FREQ=DAILY or FREQ=WEEKLY.'],
    ['FREQ=MONTHLY', 'Recurrence rule must have FREQ=DAILY or FREQ=WEEKLY.'],
    ['FREQ=WEEKLY;BYMONTH=3', 'Unsupported recurrence rule part: BYMONTH'],
    ['FREQ=WEEKLY;FREQ=DAILY', 'Recurrence rule part given twice: FREQ'],
    ['FREQ=WEEKLY;COUNT', 'Malformed recurrence rule part: COUNT'],
    ['FREQ=WEEKLY;INTERVAL=0', 'INTERVAL must be a positive whole number.'],
    ['FREQ=WEEKLY;INTERVAL=-1', 'INTERVAL must be a positive whole number.'],
    ['FREQ=WEEKLY;COUNT=1.5', 'COUNT must be a positive whole number.'],
    [
      'FREQ=WEEKLY;UNTIL=20260230',
      'UNTIL must be a date (YYYYMMDD) or a date-time (YYYYMMDDTHHMMSS, optionally ending in Z).',
    ],
    [
      'FREQ=WEEKLY;UNTIL=2026-12-31',
      'UNTIL must be a date (YYYYMMDD) or a date-time (YYYYMMDDTHHMMSS, optionally ending in Z).',
    ],
    ['FREQ=WEEKLY;COUNT=3;UNTIL=20261231', 'A recurrence rule cannot have both COUNT and UNTIL.'],
    ['FREQ=WEEKLY;BYDAY=1MO', 'BYDAY must list weekdays (MO,TU,WE,TH,FR,SA,SU): 1MO'],
    ['FREQ=WEEKLY;WKST=XX', 'WKST must be a weekday: XX'],
  ])('%s: %s', (text, error) => {
    expect(parseRecurrenceRule(text)).toEqual({ ok: false, error });
  });

  it('refuses what is not text', () => {
    expect(parseRecurrenceRule(null)).toEqual({ ok: false, error: 'Recurrence rule is required.' });
    expect(parseRecurrenceRule(7)).toEqual({ ok: false, error: 'Recurrence rule is required.' });
  });
});

describe('formatRecurrenceRule', () => {
  const ruleArbitrary: fc.Arbitrary<RecurrenceRule> = fc.record({
    freq: fc.constantFrom('DAILY', 'WEEKLY'),
    interval: fc.integer({ min: 1, max: 52 }),
    byDay: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 7 }),
    count: fc.option(fc.integer({ min: 1, max: 500 })),
    until: fc.constant(null),
    weekStart: fc.integer({ min: 0, max: 6 }),
  });
  const untilArbitrary = fc.oneof(
    fc.integer({ min: 0, max: 20000 }).map((day) => ({ kind: 'date' as const, day })),
    fc.integer({ min: 0, max: 1_700_000_000 }).map((s) => ({ kind: 'utc' as const, at: s * 1000 })),
    fc.integer({ min: 0, max: 1_700_000_000 }).map((s) => ({ kind: 'local' as const, wall: s * 1000 })),
  );

  it('writes a rule that reads back the same', () => {
    fc.assert(
      fc.property(ruleArbitrary, fc.option(untilArbitrary), (rule, until) => {
        const full = until === null ? rule : { ...rule, count: null, until };
        expect(parseRecurrenceRule(formatRecurrenceRule(full))).toEqual({ ok: true, rule: full });
      }),
    );
  });

  it('writes weekdays by code', () => {
    expect(formatRecurrenceRule({ ...weekly, byDay: [1, 3], interval: 2 })).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH');
    expect(WEEKDAYS).toEqual(['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU']);
  });
});
