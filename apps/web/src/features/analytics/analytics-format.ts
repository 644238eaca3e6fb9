import dayjs from 'dayjs';
import { formatDateTime } from '@/lib/format-date';

const count = new Intl.NumberFormat('en-US');

/** 12,345: every figure on the dashboard. */
export const formatCount = (value: number) => count.format(value);

/** A query time: a tenth of a millisecond where that still says something, whole milliseconds above 10. */
export function formatMs(ms: number): string {
  return `${ms < 10 ? ms.toFixed(1) : count.format(Math.round(ms))} ms`;
}

/** An event's moment in the viewer's zone, to the second: many events share a minute. */
export const formatEventTime = (value: string) => formatDateTime(value, { seconds: true });

/** A UTC day of the metrics ('2025-03-05') as 'Mar 5'; parsed as a plain date, so no zone can move it. */
export function formatDay(day: string, withYear = false): string {
  const date = dayjs(day);
  return date.isValid() ? date.format(withYear ? 'MMM D, YYYY' : 'MMM D') : day;
}

/** A check's name as the API writes it ('analytics_events') in words ('Analytics events'). */
export function humanizeName(name: string): string {
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
