import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  analyticsEventsResponse,
  analyticsHealthResponse,
  analyticsMetricsResponse,
  analyticsPerformanceResponse,
  clubMetricsResponse,
} from '@courtside/shared/schemas/analytics';
import { type Answer, api } from '@/lib/api-client';
import { dateRangeFor, type RangeDays } from './date-range';

/** accounts-and-admin section 9: metrics limit 15, 100 events fetched, health refreshed every 120000 ms. */
export const METRICS_LIMIT = 15;
export const EVENTS_LIMIT = 100;
export const HEALTH_REFRESH_INTERVAL_MS = 120_000;

export const analyticsKeys = {
  metrics: (days: RangeDays) => ['analytics', 'metrics', days] as const,
  club: (days: RangeDays) => ['analytics', 'club', days] as const,
  events: ['analytics', 'events', EVENTS_LIMIT] as const,
  health: ['analytics', 'health'] as const,
  performance: ['analytics', 'performance'] as const,
};

export function useAnalyticsMetrics(days: RangeDays) {
  return useQuery({
    queryKey: analyticsKeys.metrics(days),
    // The dates are worked out when the request leaves, not at render: a page left open past midnight (UTC)
    // asks for the new day on its next fetch.
    queryFn: ({ signal }) =>
      api.get<Answer<typeof analyticsMetricsResponse>>('analytics/metrics', {
        query: { ...dateRangeFor(days, new Date()), limit: METRICS_LIMIT },
        signal,
      }),
    // Another range keeps the current figures on screen until its own arrive, instead of a blank page.
    placeholderData: keepPreviousData,
  });
}

/** The club figures: the server counts the days in the club's zone, ending today there (ADR 073). */
export function useClubMetrics(days: RangeDays) {
  return useQuery({
    queryKey: analyticsKeys.club(days),
    queryFn: ({ signal }) => api.get<Answer<typeof clubMetricsResponse>>('analytics/club', { query: { days }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAnalyticsEvents() {
  return useQuery({
    queryKey: analyticsKeys.events,
    queryFn: ({ signal }) =>
      api.get<Answer<typeof analyticsEventsResponse>>('analytics/events', { query: { limit: EVENTS_LIMIT }, signal }),
  });
}

export function useAnalyticsHealth() {
  return useQuery({
    queryKey: analyticsKeys.health,
    queryFn: ({ signal }) => api.get<Answer<typeof analyticsHealthResponse>>('analytics/health', { signal }),
    refetchInterval: HEALTH_REFRESH_INTERVAL_MS,
  });
}

export function useAnalyticsPerformance() {
  return useQuery({
    queryKey: analyticsKeys.performance,
    queryFn: ({ signal }) => api.get<Answer<typeof analyticsPerformanceResponse>>('analytics/performance', { signal }),
  });
}
