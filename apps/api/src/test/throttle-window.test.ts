import { afterEach, describe, expect, it, vi } from 'vitest';
import { pinClockInsideThrottleWindow } from './throttle-window';

afterEach(() => {
  vi.useRealTimers();
});

describe('pinClockInsideThrottleWindow', () => {
  it('puts the clock half a window from either end of the current window, and leaves it running', async () => {
    const windowMs = 15 * 60_000;
    const before = Date.now();
    pinClockInsideThrottleWindow(15);
    const pinned = Date.now();
    expect(Math.floor(pinned / windowMs)).toBe(Math.floor(before / windowMs));
    expect(Math.abs((pinned % windowMs) - windowMs / 2)).toBeLessThan(1_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(Date.now()).toBeGreaterThan(pinned);
  });
});
