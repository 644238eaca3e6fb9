import dayjs from 'dayjs';
import { localDateOf } from '@courtside/shared/availability/index';
import type { OverlapChoice } from '@/lib/availability-queries';

/** The navigation state the division page's Find Times sends (league-play section 2: a target opponent). */
export interface TargetOpponent {
  opponentId: number;
  opponentName: string;
}

/** The target opponent from navigation state, or null when the state is not one. */
export function readTargetOpponent(state: unknown): TargetOpponent | null {
  if (typeof state !== 'object' || state === null) return null;
  const { opponentId, opponentName } = state as Record<string, unknown>;
  if (typeof opponentId !== 'number' || !Number.isInteger(opponentId)) return null;
  return {
    opponentId,
    opponentName: typeof opponentName === 'string' && opponentName.trim() ? opponentName : 'Opponent',
  };
}

/** Only the overlaps the opponent is free in, each listing only them. */
export function onlyWithOpponent(choices: readonly OverlapChoice[], opponentId: number): OverlapChoice[] {
  return choices.flatMap((choice) => {
    const opponents = choice.opponents.filter((opponent) => opponent.id === opponentId);
    return opponents.length > 0 ? [{ ...choice, opponents }] : [];
  });
}

export interface OverlapDayGroup {
  /** 'yyyy-MM-dd' in the viewer's zone. */
  date: string;
  overlaps: OverlapChoice[];
}

/** Overlaps grouped by the date they start on in the viewer's zone, in time order (ADR 014). */
export function groupByDay(choices: readonly OverlapChoice[], zone: string): OverlapDayGroup[] {
  const days: OverlapDayGroup[] = [];
  const sorted = [...choices].sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time));
  for (const choice of sorted) {
    const date = localDateOf(Date.parse(choice.start_time), zone);
    const last = days[days.length - 1];
    if (last?.date === date) last.overlaps.push(choice);
    else days.push({ date, overlaps: [choice] });
  }
  return days;
}

/** A day heading: 'Tuesday, Jun 4, 2030'. */
export const dayLabel = (date: string) => dayjs(date).format('dddd, MMM D, YYYY');

/** '6:00 PM – 8:00 PM', with the end's day when the overlap runs past midnight. */
export function slotTimes(choice: { start_time: string; end_time: string }): string {
  const start = dayjs(choice.start_time);
  const end = dayjs(choice.end_time);
  return `${start.format('h:mm A')} – ${end.format(start.isSame(end, 'day') ? 'h:mm A' : 'ddd h:mm A')}`;
}

/** '2 hours', '1 hour 30 minutes', '45 minutes'. */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  const parts = [];
  if (hours > 0) parts.push(`${hours} ${hours === 1 ? 'hour' : 'hours'}`);
  if (rest > 0 || hours === 0) parts.push(`${rest} ${rest === 1 ? 'minute' : 'minutes'}`);
  return parts.join(' ');
}
