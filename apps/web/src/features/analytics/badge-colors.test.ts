import { describe, expect, it } from 'vitest';
import { TAG_CATEGORIES } from '@courtside/shared/analytics/tags';
import { CATEGORY_BADGE_COLOR, healthCheckBadgeColor, performanceBadgeColor } from './badge-colors';

describe('performanceBadgeColor', () => {
  it('is success under 100 ms, a warning under 500 ms and danger from 500 ms', () => {
    expect(performanceBadgeColor(0)).toBe('green');
    expect(performanceBadgeColor(99.9)).toBe('green');
    expect(performanceBadgeColor(100)).toBe('orange');
    expect(performanceBadgeColor(499.9)).toBe('orange');
    expect(performanceBadgeColor(500)).toBe('red');
    expect(performanceBadgeColor(12_000)).toBe('red');
  });
});

describe('healthCheckBadgeColor', () => {
  it('is success under 200 ms, then splits warning and danger at 500 ms', () => {
    expect(healthCheckBadgeColor(0)).toBe('green');
    expect(healthCheckBadgeColor(150)).toBe('green');
    expect(healthCheckBadgeColor(199.9)).toBe('green');
    expect(healthCheckBadgeColor(200)).toBe('orange');
    expect(healthCheckBadgeColor(499.9)).toBe('orange');
    expect(healthCheckBadgeColor(500)).toBe('red');
  });
});

describe('CATEGORY_BADGE_COLOR', () => {
  it('avoids the light badge colours whose text fails contrast', () => {
    for (const category of TAG_CATEGORIES) {
      expect(['yellow', 'orange', 'green', 'teal', 'lime']).not.toContain(CATEGORY_BADGE_COLOR[category]);
    }
  });
});
