import dayjs from 'dayjs';

/** A short calendar date such as "Mar 5, 2025", or the fallback when the value is missing or unreadable. */
export function formatDate(value: string | null | undefined, fallback = 'N/A'): string {
  if (!value) return fallback;
  const date = dayjs(value);
  return date.isValid() ? date.format('MMM D, YYYY') : fallback;
}

/** "March 2025": the profile's "Member since" line. */
export function formatMonthYear(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = dayjs(value);
  return date.isValid() ? date.format('MMMM YYYY') : null;
}

/**
 * A moment on the reader's clock: "Mar 5, 2025, 2:30 PM", or to the second ("Mar 5, 2025, 2:30:07 PM") where
 * many things share a minute. An unreadable value is shown as it came.
 */
export function formatDateTime(value: string, { seconds = false }: { seconds?: boolean } = {}): string {
  const time = dayjs(value);
  return time.isValid() ? time.format(seconds ? 'MMM D, YYYY, h:mm:ss A' : 'MMM D, YYYY, h:mm A') : value;
}
