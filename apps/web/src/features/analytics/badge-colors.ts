import type { MantineColor } from '@mantine/core';
import type { TagCategory } from '@courtside/shared/analytics/tags';
import type { HealthCheckDto, AnalyticsHealthResponse } from '@courtside/shared/schemas/analytics';

/**
 * Badge colours from the spec's thresholds (accounts-and-admin section 9): a query under 100 ms is success,
 * under 500 ms a warning, anything slower danger; the whole health check counts as success under 200 ms.
 */
export type ToneColor = 'green' | 'orange' | 'red';

export const FAST_QUERY_MS = 100;
export const SLOW_QUERY_MS = 500;
export const FAST_HEALTH_CHECK_MS = 200;

export function performanceBadgeColor(ms: number): ToneColor {
  if (ms < FAST_QUERY_MS) return 'green';
  return ms < SLOW_QUERY_MS ? 'orange' : 'red';
}

export function healthCheckBadgeColor(ms: number): ToneColor {
  if (ms < FAST_HEALTH_CHECK_MS) return 'green';
  return ms < SLOW_QUERY_MS ? 'orange' : 'red';
}

/** Words for what the colour says, so that a screen reader hears it too (WCAG 1.4.1). */
export const SPEED_WORDS: Record<ToneColor, string> = { green: 'fast', orange: 'slow', red: 'very slow' };

export const HEALTH_STATUS_DISPLAY: Record<AnalyticsHealthResponse['status'], { label: string; color: ToneColor }> = {
  healthy: { label: 'Healthy', color: 'green' },
  degraded: { label: 'Degraded', color: 'orange' },
  unhealthy: { label: 'Unhealthy', color: 'red' },
};

export const CHECK_STATUS_DISPLAY: Record<HealthCheckDto['status'], { label: string; color: ToneColor }> = {
  ok: { label: 'OK', color: 'green' },
  warning: { label: 'Warning', color: 'orange' },
  error: { label: 'Error', color: 'red' },
};

/**
 * One colour per tag category for its light badge. No yellow, orange, green or teal: their light badges' text is
 * under the 4.5:1 contrast axe asks for in the light scheme (yellow about 2.6:1, orange 3.6:1, green 3.8:1).
 */
export const CATEGORY_BADGE_COLOR: Record<TagCategory, MantineColor> = {
  navigation: 'blue',
  league: 'court',
  match: 'grape',
  admin: 'violet',
  user: 'indigo',
  error: 'red',
  other: 'gray',
};
