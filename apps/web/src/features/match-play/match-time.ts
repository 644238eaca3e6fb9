import dayjs from 'dayjs';

/** A moment in the form a datetime-local input holds it, in the viewer's zone: '2026-03-05T15:30'. */
export function toLocalInputValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = dayjs(iso);
  return time.isValid() ? time.format('YYYY-MM-DDTHH:mm') : '';
}

/**
 * A datetime-local value (a wall-clock time without a zone) as the instant it means here, in ISO form with
 * its offset, which is what the API stores; null when the value is empty or not a time.
 */
export function localInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}
