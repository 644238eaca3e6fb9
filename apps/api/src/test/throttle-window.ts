import { vi } from 'vitest';
import { AUTH_THROTTLE_DEFAULTS } from '../lib/rate-limit';

/**
 * Moves the clock (`Date` only; it keeps running, and timers are real) to the middle of the current throttle
 * window, for a test that counts attempts. The limits count in fixed windows (ADR 036): a test whose requests
 * straddled a window's end would see its count start again, and a refusal it expects would not come. Half a
 * window each way is minutes, where a test takes seconds. Undo with `vi.useRealTimers()`.
 */
export function pinClockInsideThrottleWindow(windowMinutes = AUTH_THROTTLE_DEFAULTS.windowMinutes): void {
  const windowMs = windowMinutes * 60_000;
  const windowStart = Math.floor(Date.now() / windowMs) * windowMs;
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(windowStart + windowMs / 2);
}
