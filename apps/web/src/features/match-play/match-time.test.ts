import { afterEach, describe, expect, it } from 'vitest';
import { formatMatchTime } from '@/lib/match-display';
import { localInputToIso, toLocalInputValue } from './match-time';

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

describe('match times between the datetime-local input and the API', () => {
  it('reads and writes UTC when the viewer is in UTC', () => {
    expect(toLocalInputValue('2026-03-05T15:30:00.000Z')).toBe('2026-03-05T15:30');
    expect(localInputToIso('2026-03-05T15:30')).toBe('2026-03-05T15:30:00.000Z');
    expect(formatMatchTime('2026-03-05T15:30:00.000Z')).toBe('Thursday, Mar 5, 2026 at 3:30 PM');
  });

  it("uses the viewer's zone on both sides of a daylight-saving change", () => {
    // Node applies a new TZ to Date at once; New York moves from UTC-5 to UTC-4 on 2026-03-08.
    process.env.TZ = 'America/New_York';
    expect(localInputToIso('2026-03-07T18:00')).toBe('2026-03-07T23:00:00.000Z');
    expect(localInputToIso('2026-03-09T18:00')).toBe('2026-03-09T22:00:00.000Z');
    expect(toLocalInputValue('2026-03-09T22:00:00+00:00')).toBe('2026-03-09T18:00');
    expect(toLocalInputValue('2026-03-07T23:00:00.000Z')).toBe('2026-03-07T18:00');
  });

  it('gives nothing for an empty or unreadable value', () => {
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('2026-13-45T99:99')).toBeNull();
    expect(localInputToIso('tomorrow')).toBeNull();
    expect(toLocalInputValue(null)).toBe('');
    expect(toLocalInputValue('not a time')).toBe('');
  });
});
