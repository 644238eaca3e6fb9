import { afterEach, describe, expect, it } from 'vitest';
import { formatMatchTime } from './match-display';

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

describe('formatMatchTime', () => {
  it("shows the time in the viewer's zone, on both sides of a daylight-saving change", () => {
    // Node applies a new TZ to Date at once; New York moves from UTC-5 to UTC-4 on 2026-03-08.
    process.env.TZ = 'America/New_York';
    expect(formatMatchTime('2026-03-07T23:00:00.000Z')).toBe('Saturday, Mar 7, 2026 at 6:00 PM');
    expect(formatMatchTime('2026-03-09T22:00:00.000Z')).toBe('Monday, Mar 9, 2026 at 6:00 PM');
  });

  it('says the date is still to be set when there is none', () => {
    expect(formatMatchTime(null)).toBe('Date to be set');
    expect(formatMatchTime('not a time')).toBe('Date to be set');
  });
});
