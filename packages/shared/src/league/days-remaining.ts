import { DAY_MS, floorDiv } from '../availability/civil-date';
import { parseInstant } from '../availability/instant';
import type { Instant } from '../availability/instant';

/**
 * Whole days from today to the league's play_end, counted between UTC calendar dates and floored at 0
 * (league-play section 9, ADR 016): on the last day of play it is 0, the day before 1. A date-only play_end
 * ('2026-06-30') is that UTC date. Null when play_end is missing or unreadable, so the page can say so.
 */
export function daysRemaining(playEnd: Instant | null | undefined, now: Instant): number | null {
  if (playEnd === null || playEnd === undefined) return null;
  const end = parseInstant(playEnd);
  const today = parseInstant(now);
  if (end === null || today === null) return null;
  return Math.max(0, floorDiv(end, DAY_MS) - floorDiv(today, DAY_MS));
}
