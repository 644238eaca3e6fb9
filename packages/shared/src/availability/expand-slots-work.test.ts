import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expandSlot, lastOccurrenceEnd } from './expand-slots';
import * as zoneOffsets from './zone-offsets';

// The work of placing a rule in a window is the occurrences in the window, not those since the rule began
// (ADR 059): counted here as local-to-UTC conversions, one per occurrence placed, so nothing is timed.
vi.mock('./zone-offsets', async (importOriginal) => {
  const original = await importOriginal<typeof zoneOffsets>();
  return { ...original, wallClockToUtc: vi.fn(original.wallClockToUtc) };
});
const conversions = vi.mocked(zoneOffsets.wallClockToUtc);
beforeEach(() => {
  conversions.mockClear();
});

const aWeekIn2027 = { start: Date.UTC(2027, 4, 3), end: Date.UTC(2027, 4, 10) };
const since2000 = (rule: string) => ({
  start_time: '2000-01-04T18:00:00Z',
  end_time: '2000-01-04T19:00:00Z',
  is_recurring: true,
  recurrence_rule: rule,
  time_zone: 'America/New_York',
});

describe('expanding a rule begun long ago', () => {
  it.each([
    ['a daily rule with COUNT', 'FREQ=DAILY;COUNT=40000', 7],
    ['a daily rule on weekdays with COUNT', 'FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR;COUNT=40000', 5],
    ['a weekly rule with COUNT', 'FREQ=WEEKLY;BYDAY=TU,TH;COUNT=4000', 2],
    ['a daily rule with UNTIL', 'FREQ=DAILY;UNTIL=20991231', 7],
  ])('%s converts only the week’s occurrences and a few around them', (_name, rule, inWeek) => {
    expect(expandSlot(since2000(rule), aWeekIn2027)).toHaveLength(inWeek);
    expect(conversions.mock.calls.length).toBeLessThanOrEqual(inWeek + 4);
  });

  it('finds the end of a long COUNT without walking to it', () => {
    expect(lastOccurrenceEnd(since2000('FREQ=DAILY;COUNT=40000'))).not.toBeNull();
    expect(conversions.mock.calls.length).toBeLessThanOrEqual(2);
  });
});
