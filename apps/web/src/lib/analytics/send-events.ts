import type { AnalyticsEventInput } from '@courtside/shared/schemas/analytics';
// Only the base path: apiRequest itself is for the user's own actions, whose failures the screens report.
import { API_BASE } from '@/lib/api-client';

export const ANALYTICS_POST_URL = `${API_BASE}/analytics/post`;

/** What to do with a batch after trying to send it. */
export type SendOutcome = 'sent' | 'retry' | 'drop';

/**
 * POSTs one batch (at most ANALYTICS_BATCH_MAX events). Never rejects: analytics must not surface as a
 * failure anywhere. `keepalive` lets the request outlive the page when it is sent as the tab goes away.
 */
export async function postEvents(
  events: readonly AnalyticsEventInput[],
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetch(ANALYTICS_POST_URL, {
      method: 'POST',
      // The session cookie names the user; the server never reads the user from the body.
      credentials: 'same-origin',
      // application/json is also what the CSRF guard requires of a POST.
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(events),
      keepalive,
    });
  } catch {
    // Offline, or the request was cut off: the same events may well succeed later.
    return 'retry';
  }
  // Read the short answer even though nothing uses it: the browser keeps a request whose body is never read
  // open until the response is garbage-collected, and page-load tools (Lighthouse) wait on it until they time out.
  await response.text().catch(() => undefined);
  if (response.ok) return 'sent';
  // A server in trouble or a throttle will let them in later; any other refusal would refuse them again.
  if (response.status >= 500 || response.status === 429) return 'retry';
  console.warn(`Analytics events dropped: the server refused them with status ${response.status}.`);
  return 'drop';
}

/**
 * Hands one batch to the browser to deliver after the page is gone. Returns false when the browser cannot or
 * will not take it (no sendBeacon, over its size quota, or a browser that refuses a JSON Blob), so that the
 * caller can use a keepalive fetch instead. The Blob's type makes the request application/json, so the CSRF
 * guard needs no exception for beacons (ADR 033).
 */
export function beaconEvents(events: readonly AnalyticsEventInput[]): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  try {
    return navigator.sendBeacon(ANALYTICS_POST_URL, new Blob([JSON.stringify(events)], { type: 'application/json' }));
  } catch {
    return false;
  }
}
