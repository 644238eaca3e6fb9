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
