import { describe, expect, it } from 'vitest';
import { activityTime } from './recent-activity';

describe('activityTime', () => {
  const now = new Date('2026-05-20T15:00:00.000Z');
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('is relative within the day and yesterday, a short date before that', () => {
    expect(activityTime(before(20_000), now)).toBe('Just now');
    expect(activityTime(before(7 * 60_000), now)).toBe('7 min ago');
    expect(activityTime(before(3 * 3_600_000), now)).toBe('3 h ago');
    // Before midnight is yesterday even when fewer than 24 hours have passed.
    expect(activityTime('2026-05-19T23:30:00.000Z', now)).toBe('Yesterday');
    expect(activityTime('2026-05-19T01:00:00.000Z', now)).toBe('Yesterday');
    expect(activityTime('2026-05-18T23:59:00.000Z', now)).toBe('May 18');
    expect(activityTime('2025-12-30T12:00:00.000Z', now)).toBe('Dec 30, 2025');
  });

  it('reads a time from a clock a little ahead as just now, and leaves an unreadable one as it came', () => {
    expect(activityTime(new Date(now.getTime() + 5_000).toISOString(), now)).toBe('Just now');
    expect(activityTime('not a time', now)).toBe('not a time');
  });
});
