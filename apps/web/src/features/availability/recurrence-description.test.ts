import { describe, expect, it } from 'vitest';
import { describeRecurrence } from './recurrence-description';

const slot = (rule: string | null, zone = 'UTC', start = '2026-03-03T18:00:00.000Z') => ({
  recurrence_rule: rule,
  start_time: start,
  time_zone: zone,
});

describe('describeRecurrence', () => {
  it('names the weekdays in week order and the last date', () => {
    expect(describeRecurrence(slot('FREQ=WEEKLY;BYDAY=TH,TU;UNTIL=20261231'))).toBe(
      'Every week on Tuesday and Thursday until Dec 31, 2026',
    );
    expect(describeRecurrence(slot('FREQ=WEEKLY;BYDAY=MO,WE,FR'))).toBe('Every week on Monday, Wednesday and Friday');
  });

  it("takes the start's weekday in the owner's zone when the rule names none", () => {
    // 02:00 UTC on a Wednesday is still Tuesday evening in New York.
    expect(describeRecurrence(slot('FREQ=WEEKLY', 'America/New_York', '2026-03-04T02:00:00.000Z'))).toBe(
      'Every week on Tuesday',
    );
  });

  it('reads intervals, daily rules, counts and an UNTIL instant in the owner zone', () => {
    expect(describeRecurrence(slot('FREQ=WEEKLY;INTERVAL=2;BYDAY=SA;COUNT=4'))).toBe(
      'Every 2 weeks on Saturday 4 times',
    );
    expect(describeRecurrence(slot('FREQ=DAILY;COUNT=1'))).toBe('Every day once');
    expect(describeRecurrence(slot('FREQ=DAILY;UNTIL=20261101T030000Z', 'America/New_York'))).toBe(
      'Every day until Oct 31, 2026',
    );
  });

  it('shows a rule it cannot read as written, and nothing without a rule', () => {
    expect(describeRecurrence(slot('FREQ=MONTHLY'))).toBe('FREQ=MONTHLY');
    expect(describeRecurrence(slot(null))).toBeNull();
  });
});
