import { z } from 'zod';
import { calendarDate, id, isoDateTime } from './common';
import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_EVENT_TYPES,
  ANALYTICS_METADATA_KEY_MAX_LENGTH,
  ANALYTICS_METADATA_MAX_KEYS,
  ANALYTICS_METADATA_VALUE_MAX_LENGTH,
  ANALYTICS_TAG_MAX_LENGTH,
  ANALYTICS_TAG_PATTERN,
} from './analytics-limits';
import { PAGE_URL_MAX_LENGTH } from './page-url-limit';

// The bounds live in a zod-free module for the browser's first load; servers keep importing them from here.
export * from './analytics-limits';

export const analyticsTag = z
  .string()
  .min(1, { error: 'tag must not be empty' })
  .max(ANALYTICS_TAG_MAX_LENGTH, { error: `tag must be at most ${ANALYTICS_TAG_MAX_LENGTH} characters` })
  .regex(ANALYTICS_TAG_PATTERN, { error: 'tag may contain only letters, digits and . _ - : /' });

/** Small, flat facts about an event (a league id, an error's message): never a nested document. */
const metadata = z
  .record(
    z.string().max(ANALYTICS_METADATA_KEY_MAX_LENGTH, {
      error: `metadata keys must be at most ${ANALYTICS_METADATA_KEY_MAX_LENGTH} characters`,
    }),
    z.union([
      z.string().max(ANALYTICS_METADATA_VALUE_MAX_LENGTH, {
        error: `metadata values must be at most ${ANALYTICS_METADATA_VALUE_MAX_LENGTH} characters`,
      }),
      z.number().finite(),
      z.boolean(),
      z.null(),
    ]),
    { error: 'metadata must be an object of strings, numbers, true/false or null' },
  )
  .refine((value) => Object.keys(value).length <= ANALYTICS_METADATA_MAX_KEYS, {
    error: `metadata may have at most ${ANALYTICS_METADATA_MAX_KEYS} keys`,
  });
export type AnalyticsMetadata = z.infer<typeof metadata>;

/**
 * One event as the browser sends it. The user is never taken from the body: the server reads it from the
 * session, so an anonymous visitor's events are stored without one and nobody can write in another's name.
 */
export const analyticsEventInput = z.object({
  event_type: z.enum(ANALYTICS_EVENT_TYPES, { error: 'event_type must be click, custom, page_view or error' }),
  tag: analyticsTag,
  page: z
    .string()
    .max(PAGE_URL_MAX_LENGTH, { error: `page must be at most ${PAGE_URL_MAX_LENGTH} characters` })
    .default(''),
  /** When it happened on the visitor's clock; the server keeps it only within the hour before it arrived. */
  timestamp: isoDateTime.optional(),
  metadata: metadata.optional(),
});
export type AnalyticsEventInput = z.input<typeof analyticsEventInput>;

/** POST analytics/post (league-play section 6): an array of events. */
export const postAnalyticsRequest = z
  .array(analyticsEventInput, { error: 'The body must be an array of events.' })
  .min(1, { error: 'Send at least one event.' })
  .max(ANALYTICS_BATCH_MAX, { error: `Send at most ${ANALYTICS_BATCH_MAX} events at a time.` });

export const postAnalyticsResponse = z.object({
  received: z.number().int(),
  /** The signed-in user the events were stored for; null for an anonymous visitor. */
  user_id: z.number().int().nullable(),
});
export type PostAnalyticsResponse = z.infer<typeof postAnalyticsResponse>;

/** The longest range the metrics answer: a year and a day, so "the same day last year" fits. */
export const ANALYTICS_MAX_RANGE_DAYS = 366;
export const ANALYTICS_METRICS_LIMIT_DEFAULT = 15;

/** GET analytics/metrics?start_date&end_date&limit: whole UTC days, both ends included. */
export const analyticsMetricsQuery = z
  .object({
    start_date: calendarDate.optional(),
    end_date: calendarDate.optional(),
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int({ error: 'limit must be a whole number' })
      .min(1, { error: 'limit must be at least 1' })
      .max(100, { error: 'limit must be at most 100' })
      .default(ANALYTICS_METRICS_LIMIT_DEFAULT),
  })
  .refine((query) => !query.start_date || !query.end_date || query.start_date <= query.end_date, {
    error: 'start_date must not be after end_date.',
  });
export type AnalyticsMetricsQuery = z.input<typeof analyticsMetricsQuery>;

export const dailyActiveUsersDto = z.object({ date: z.string(), daily_active_users: z.number().int() });
export const topFeatureDto = z.object({
  tag: z.string(),
  unique_users: z.number().int(),
  usage_count: z.number().int(),
});
export type TopFeatureDto = z.infer<typeof topFeatureDto>;

/**
 * The spec's metrics (total_events, total_days, daily_active_users, top_features) plus the two totals its
 * cards show: distinct signed-in users over the whole range and the number of distinct tags used.
 */
export const analyticsMetricsResponse = z.object({
  start_date: z.string(),
  end_date: z.string(),
  total_events: z.number().int(),
  total_days: z.number().int(),
  total_active_users: z.number().int(),
  active_features: z.number().int(),
  /** Every day of the range, oldest first, days without activity as 0. */
  daily_active_users: z.array(dailyActiveUsersDto),
  /** Most used first, at most `limit`. */
  top_features: z.array(topFeatureDto),
});
export type AnalyticsMetricsResponse = z.infer<typeof analyticsMetricsResponse>;

export const ANALYTICS_EVENTS_LIMIT_DEFAULT = 100;
export const ANALYTICS_EVENTS_LIMIT_MAX = 500;

/** GET analytics/events?limit&tag&user_id: the newest events first. */
export const analyticsEventsQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(ANALYTICS_EVENTS_LIMIT_MAX, { error: `limit must be at most ${ANALYTICS_EVENTS_LIMIT_MAX}` })
    .default(ANALYTICS_EVENTS_LIMIT_DEFAULT),
  tag: analyticsTag.optional(),
  user_id: id.optional(),
});
export type AnalyticsEventsQuery = z.input<typeof analyticsEventsQuery>;

export const analyticsEventDto = z.object({
  id: z.number().int(),
  event_type: z.enum(ANALYTICS_EVENT_TYPES),
  tag: z.string(),
  page: z.string(),
  user_id: z.number().int().nullable(),
  /** The user's email for the admin's reading; null for anonymous visitors and removed users. */
  user_email: z.string().nullable(),
  timestamp: z.string(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
});
export type AnalyticsEventDto = z.infer<typeof analyticsEventDto>;
export const analyticsEventsResponse = z.array(analyticsEventDto);

export const HEALTH_STATUSES = ['healthy', 'degraded', 'unhealthy'] as const;
export const CHECK_STATUSES = ['ok', 'warning', 'error'] as const;

/** One check of GET analytics/health: each with status, message, query_time_ms and, for the store, total_events. */
export const healthCheckDto = z.object({
  name: z.string(),
  status: z.enum(CHECK_STATUSES),
  message: z.string(),
  query_time_ms: z.number(),
  total_events: z.number().int().optional(),
});
export type HealthCheckDto = z.infer<typeof healthCheckDto>;

export const analyticsHealthResponse = z.object({
  status: z.enum(HEALTH_STATUSES),
  checks: z.array(healthCheckDto),
  performance: z.object({ health_check_time_ms: z.number() }),
  timestamp: z.string(),
});
export type AnalyticsHealthResponse = z.infer<typeof analyticsHealthResponse>;

/** One timed query the dashboard reads from, as GET analytics/performance measured it just now. */
export const performanceMetricDto = z.object({
  name: z.string(),
  query_time_ms: z.number(),
  rows: z.number().int(),
});
export type PerformanceMetricDto = z.infer<typeof performanceMetricDto>;

export const analyticsPerformanceResponse = z.object({
  performance_metrics: z.array(performanceMetricDto),
  total_events: z.number().int(),
});
export type AnalyticsPerformanceResponse = z.infer<typeof analyticsPerformanceResponse>;

/**
 * GET analytics/club?days or ?start_date&end_date: how the club plays, in days of the club's time zone (ADR 073).
 * Without dates, the `days` (30 unless told) that end today there.
 */
export const clubMetricsQuery = z
  .object({
    start_date: calendarDate.optional(),
    end_date: calendarDate.optional(),
    days: z.coerce
      .number({ error: 'days must be a number' })
      .int({ error: 'days must be a whole number' })
      .min(1, { error: 'days must be at least 1' })
      .max(ANALYTICS_MAX_RANGE_DAYS, { error: `days must be at most ${ANALYTICS_MAX_RANGE_DAYS}` })
      .default(30),
  })
  .refine((query) => !query.start_date || !query.end_date || query.start_date <= query.end_date, {
    error: 'start_date must not be after end_date.',
  });
export type ClubMetricsQuery = z.input<typeof clubMetricsQuery>;

export const clubWeekDto = z.object({
  /** The Monday the week starts on, in the club's zone. */
  week_start: z.string(),
  active_players: z.number().int(),
});

export const clubMetricsResponse = z.object({
  start_date: z.string(),
  end_date: z.string(),
  /** The IANA zone whose days and weeks these are. */
  time_zone: z.string(),
  /** Every week the range touches, oldest first: players who proposed, answered, added availability or scored. */
  active_players_by_week: z.array(clubWeekDto),
  /** Proposals sent in the range, and how many of those were accepted. */
  proposals_sent: z.number().int(),
  proposals_accepted: z.number().int(),
  /** accepted / sent, 0 to 1; null without proposals. */
  acceptance_rate: z.number().nullable(),
  /** Proposals sent in the range that were accepted or declined, and the median wait for that answer. */
  answered_proposals: z.number().int(),
  median_hours_to_answer: z.number().nullable(),
  /** Placed players whose first match was played in the range, and the median days from placement to it. */
  first_matches: z.number().int(),
  median_days_to_first_match: z.number().nullable(),
});
export type ClubMetricsResponse = z.infer<typeof clubMetricsResponse>;
