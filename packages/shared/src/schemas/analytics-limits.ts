/**
 * The analytics contract's bounds without zod, so browser code that only needs a number (the queue's batch
 * size, the error tracker's clipping) does not pull zod into the first page load (issue 10).
 * `schemas/analytics.ts` builds its schemas from these and re-exports them.
 */

/** The four kinds of event (accounts-and-admin section 3). */
export const ANALYTICS_EVENT_TYPES = ['click', 'custom', 'page_view', 'error'] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

/** Bounds that keep one request cheap to store: a client flushes far fewer events than this at a time. */
export const ANALYTICS_BATCH_MAX = 100;
export const ANALYTICS_TAG_MAX_LENGTH = 100;
export const ANALYTICS_METADATA_MAX_KEYS = 20;
export const ANALYTICS_METADATA_KEY_MAX_LENGTH = 50;
export const ANALYTICS_METADATA_VALUE_MAX_LENGTH = 500;

export const ANALYTICS_TAG_PATTERN = /^[A-Za-z0-9_.:/-]+$/;
