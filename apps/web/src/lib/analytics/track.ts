import { analyticsEventProblem } from '@courtside/shared/analytics/check-event';
import type { AnalyticsEventInput, AnalyticsMetadata } from '@courtside/shared/schemas/analytics';
import type { AnalyticsEventType } from '@courtside/shared/schemas/analytics-limits';
import { PAGE_URL_MAX_LENGTH } from '@courtside/shared/schemas/page-url-limit';
import { AnalyticsQueue } from './analytics-queue';

export interface TrackedEvent {
  event_type: AnalyticsEventType;
  tag: string;
  metadata?: AnalyticsMetadata;
  /** The pathname the event belongs to; by default the address bar's (never its query string). */
  page?: string;
}

/**
 * Collection is off until install() (main.tsx) turns it on. Component tests render the app without it, so
 * their fake servers never see analytics requests they did not ask for, and counted calls stay exact.
 */
let queue: AnalyticsQueue | null = null;

/**
 * Records one event for the next flush. Never throws and never shows anything: a lost event is nobody's
 * problem, a broken page would be.
 */
export function track(event: TrackedEvent): void {
  if (!queue) return;
  try {
    const checked: AnalyticsEventInput = {
      event_type: event.event_type,
      tag: event.tag,
      page: (event.page ?? window.location.pathname).slice(0, PAGE_URL_MAX_LENGTH),
      timestamp: new Date().toISOString(),
    };
    if (event.metadata !== undefined) checked.metadata = { ...event.metadata };
    // Checked here, one event at a time, because the server refuses a whole batch for one bad event (a
    // mistyped data-analytics tag), and a refused batch is dropped. The zod-free check of the schema's
    // bounds keeps zod off every first page load (issue 10); the server still parses each batch.
    const problem = analyticsEventProblem({ ...checked, page: checked.page ?? '', timestamp: checked.timestamp ?? '' });
    if (problem) {
      console.warn(`Analytics event "${event.tag}" not recorded: ${problem}`);
      return;
    }
    queue.add(checked);
  } catch (error) {
    console.warn('Analytics event not recorded', error);
  }
}

export function startCollecting(created: AnalyticsQueue = new AnalyticsQueue()): void {
  queue?.stop();
  queue = created;
}

/** Turns collection off and forgets whatever was waiting (used between tests). */
export function stopCollecting(): void {
  queue?.stop();
  queue = null;
}

export function isCollecting(): boolean {
  return queue !== null;
}

/** Sends everything pending now, as on the 5-second timer. */
export function flushAnalytics(): Promise<void> {
  return queue ? queue.flush() : Promise.resolve();
}

export function flushAnalyticsOnPageExit(): void {
  queue?.flushOnPageExit();
}
