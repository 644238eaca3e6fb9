import type { CalendarCard, CalendarCell } from './calendar-model';
import { formatClock, formatDayLabel, formatInstant } from './calendar-time';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What a card is, in words: 'proposal from Bob Jones', 'scheduled match with Dan Ng'. */
export function cardSummary(card: CalendarCard): string {
  if (card.kind === 'proposal') {
    return `proposal ${card.proposal.is_sent_by_user ? 'to' : 'from'} ${card.opponentName}`;
  }
  return `${card.kind} match with ${card.opponentName}`;
}

/** A card button's name: 'Proposal from Bob Jones, Tuesday, Nov 24, 6:30 PM'. */
export function cardLabel(card: CalendarCard, zone: string): string {
  const summary = cardSummary(card);
  return `${summary.charAt(0).toUpperCase()}${summary.slice(1)}, ${formatInstant(card.at, zone)}`;
}

/**
 * A cell's accessible name: its day and time, then what is in it, e.g.
 * 'Tuesday, Nov 24, 6:30 PM, your availability, 2 opponents available'.
 */
export function cellLabel(cell: CalendarCell, cardsStartingHere: readonly CalendarCard[]): string {
  const parts = [formatDayLabel(cell.date), formatClock(cell.start)];
  if (cell.own) parts.push('your availability');
  if (cell.opponents.length > 0) parts.push(`${count(cell.opponents.length, 'opponent', 'opponents')} available`);
  if (!cell.own && cell.opponents.length === 0) parts.push('no availability');
  for (const card of cardsStartingHere) parts.push(cardSummary(card));
  return parts.join(', ');
}
