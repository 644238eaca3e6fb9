import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatSlotRange } from './availability-text';

afterEach(() => {
  vi.restoreAllMocks();
});

// Run with TZ=UTC, so the instants below are the wall-clock times shown.
describe('formatSlotRange', () => {
  it('writes the range on a 12-hour clock in en-US', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    expect(formatSlotRange('2026-03-03T18:00:00Z', '2026-03-03T20:30:00Z')).toBe(
      'Tuesday, Mar 3, 2026, 6:00 PM – 8:30 PM',
    );
  });

  it('writes the range on a 24-hour clock in en-GB, with the end day when it is another', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
    expect(formatSlotRange('2026-03-03T18:00:00Z', '2026-03-03T20:30:00Z')).toBe('Tuesday, Mar 3, 2026, 18:00 – 20:30');
    expect(formatSlotRange('2026-03-03T22:00:00Z', '2026-03-04T06:00:00Z')).toBe(
      'Tuesday, Mar 3, 2026, 22:00 – Wednesday, Mar 4, 2026, 06:00',
    );
  });
});
