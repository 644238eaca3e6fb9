import {
  CALENDAR_CARD_ROWS,
  CALENDAR_FIRST_HOUR,
  CALENDAR_ROW_MINUTES,
  calendarRows,
  expandSlot,
  parseDay,
  formatDay,
  parseInstant,
  proposalsForCalendar,
} from '@courtside/shared/availability/index';
import type { AvailabilitySlotDto, OpponentSlotDto } from '@courtside/shared/schemas/availability';
import type { MatchDto } from '@courtside/shared/schemas/matches';
import type { ProposalDto } from '@courtside/shared/schemas/match-proposals';
import { getMatchState, isRetirementOutcome } from '@courtside/shared/tennis/match-status';
import { sideOfPlayer } from '@courtside/shared/tennis/match-winner';
import { matchSideName, proposalOtherSideName } from '@/lib/match-display';
import { instantOf, wallTimeOf } from './calendar-time';

/** One occurrence of one of my slots; a recurring slot has many, all editing the same slot. */
export interface OwnOccurrence {
  slot: AvailabilitySlotDto;
  start: number;
  end: number;
}

export interface CellOpponent {
  playerId: number;
  name: string;
  /** The opponent's free time that covers this cell (an occurrence of one of their slots). */
  start: number;
  end: number;
}

/** One half-hour of one day. */
export interface CalendarCell {
  date: string;
  dayIndex: number;
  row: number;
  /** 'HH:mm' in the viewer's zone. */
  start: string;
  end: string;
  startUtc: number;
  endUtc: number;
  own: OwnOccurrence | null;
  opponents: CellOpponent[];
}

export type CellKind = 'own' | 'opponent' | 'overlap' | 'empty';

export function cellKind(cell: CalendarCell): CellKind {
  if (cell.own && cell.opponents.length > 0) return 'overlap';
  if (cell.own) return 'own';
  return cell.opponents.length > 0 ? 'opponent' : 'empty';
}

export type CardKind = 'proposal' | 'scheduled' | 'completed' | 'retired';

interface CardPlacement {
  key: string;
  dayIndex: number;
  /** First grid row (0 = 6:00) and how many rows it covers; side-by-side lanes when cards meet. */
  row: number;
  span: number;
  lane: number;
  lanes: number;
  at: number;
  opponentName: string;
}

export type CalendarCard =
  | (CardPlacement & { kind: 'proposal'; proposal: ProposalDto })
  | (CardPlacement & { kind: Exclude<CardKind, 'proposal'>; match: MatchDto });

export interface CalendarWeekInput {
  days: readonly string[];
  zone: string;
  userSlots: readonly AvailabilitySlotDto[];
  opponentSlots: readonly OpponentSlotDto[];
  /** Names of the opponents whose free time counts: the unplayed ones, by player id. */
  opponentNames: ReadonlyMap<number, string>;
  proposals: readonly ProposalDto[];
  /** The division's matches; only the viewer's own are shown. */
  matches: readonly MatchDto[];
  myPlayerId: number | null;
}

export interface CalendarWeek {
  /**
   * The 32 half-hour cells of one day of the week (0 to 6), worked out when first asked for: a phone shows one
   * day at a time, and its first render need not place the other six (issue 10).
   */
  cellsOf: (dayIndex: number) => CalendarCell[];
  cards: CalendarCard[];
  /** No cards, and nothing of mine or of my opponents' between the grid's first and last rows on any day. */
  isEmpty: boolean;
}

const ROWS = calendarRows();
const GRID_START_MINUTES = CALENDAR_FIRST_HOUR * 60;

const overlaps = (a: { start: number; end: number }, start: number, end: number) => a.start < end && a.end > start;

/** The week's grid and cards, everything placed in the viewer's zone. */
export function buildCalendarWeek(input: CalendarWeekInput): CalendarWeek {
  const { days, zone } = input;
  const window = weekWindow(days, zone);
  const own: OwnOccurrence[] = window
    ? input.userSlots.flatMap((slot) => expandSlot(slot, window).map((interval) => ({ slot, ...interval })))
    : [];
  const theirs: CellOpponent[] = window
    ? input.opponentSlots.flatMap((slot) => {
        const name = input.opponentNames.get(slot.opponent_player_id);
        if (name === undefined) return [];
        return expandSlot(slot, window).map((interval) => ({ playerId: slot.opponent_player_id, name, ...interval }));
      })
    : [];

  const dayCells = (date: string, dayIndex: number) =>
    ROWS.map((row, rowIndex): CalendarCell => {
      const startUtc = instantOf(date, row.start, zone) ?? Number.NaN;
      const endUtc = instantOf(date, row.end, zone) ?? Number.NaN;
      const opponents: CellOpponent[] = [];
      for (const free of theirs) {
        if (overlaps(free, startUtc, endUtc) && !opponents.some((o) => o.playerId === free.playerId)) {
          opponents.push(free);
        }
      }
      return {
        date,
        dayIndex,
        row: rowIndex,
        start: row.start,
        end: row.end,
        startUtc,
        endUtc,
        own: own.find((occurrence) => overlaps(occurrence, startUtc, endUtc)) ?? null,
        opponents: opponents.sort(byName),
      };
    });
  const cellsByDay = new Map<number, CalendarCell[]>();
  const cellsOf = (dayIndex: number) => {
    const date = days[dayIndex];
    if (date === undefined) return [];
    let cells = cellsByDay.get(dayIndex);
    if (cells === undefined) {
      cells = dayCells(date, dayIndex);
      cellsByDay.set(dayIndex, cells);
    }
    return cells;
  };

  const cards = layOutLanes(weekCards(input));
  // The cells of a day run without a gap from its first row's start to its last row's end.
  const gridHours = days.map((date) => ({
    start: instantOf(date, ROWS[0]?.start ?? '', zone) ?? Number.NaN,
    end: instantOf(date, ROWS[ROWS.length - 1]?.end ?? '', zone) ?? Number.NaN,
  }));
  const shown = (occurrence: { start: number; end: number }) =>
    gridHours.some((hours) => overlaps(occurrence, hours.start, hours.end));
  const isEmpty = cards.length === 0 && !own.some(shown) && !theirs.some(shown);

  return { cellsOf, cards, isEmpty };
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

function weekWindow(days: readonly string[], zone: string): { start: number; end: number } | null {
  const first = days[0];
  const lastDay = parseDay(days[days.length - 1]);
  if (first === undefined || lastDay === null) return null;
  const start = instantOf(first, '00:00', zone);
  const end = instantOf(formatDay(lastDay + 1), '00:00', zone);
  return start === null || end === null ? null : { start, end };
}

// Omits from each member in turn, so a card stays a proposal card or a match card.
type WithoutLanes<Card> = Card extends CalendarCard ? Omit<Card, 'lane' | 'lanes'> : never;
type UnplacedCard = WithoutLanes<CalendarCard>;

function placement(at: string | null, input: CalendarWeekInput) {
  if (at === null) return null;
  const utc = parseInstant(at);
  const wall = utc === null ? null : wallTimeOf(utc, input.zone);
  if (utc === null || wall === null) return null;
  const dayIndex = input.days.indexOf(wall.date);
  if (dayIndex < 0) return null;
  // Cards outside 6:00-22:00 sit at the grid's edge; their own text still gives the real time.
  const row = Math.min(
    ROWS.length - 1,
    Math.max(0, Math.floor((wall.minutes - GRID_START_MINUTES) / CALENDAR_ROW_MINUTES)),
  );
  return { at: utc, dayIndex, row, span: Math.min(CALENDAR_CARD_ROWS, ROWS.length - row) };
}

export function matchCardKind(match: MatchDto): Exclude<CardKind, 'proposal'> | null {
  const state = getMatchState(match.status);
  if (state === 'scheduled') return 'scheduled';
  if (state !== 'completed') return null;
  return isRetirementOutcome(match.status) ? 'retired' : 'completed';
}

/** The other player's name in one of my matches. */
export function matchOpponentName(match: MatchDto, myPlayerId: number | null): string {
  return matchSideName(match, sideOfPlayer(match, myPlayerId) === 'away' ? 'home' : 'away');
}

/** The other person of a proposal, from the viewer's side. */
export function proposalOpponentName(proposal: ProposalDto): string {
  return proposalOtherSideName(proposal);
}

function weekCards(input: CalendarWeekInput): UnplacedCard[] {
  const myMatches = input.matches.filter((match) => sideOfPlayer(match, input.myPlayerId) !== null);
  const cards: UnplacedCard[] = [];
  for (const proposal of proposalsForCalendar(input.proposals, myMatches)) {
    const place = placement(proposal.proposed_time, input);
    if (place) {
      cards.push({
        ...place,
        key: `proposal-${proposal.id}`,
        kind: 'proposal',
        proposal,
        opponentName: proposalOpponentName(proposal),
      });
    }
  }
  for (const match of myMatches) {
    const kind = matchCardKind(match);
    const place = kind ? placement(match.match_datetime, input) : null;
    if (kind && place) {
      cards.push({
        ...place,
        key: `match-${match.id}`,
        kind,
        match,
        opponentName: matchOpponentName(match, input.myPlayerId),
      });
    }
  }
  return cards;
}

/**
 * Cards that share rows on a day go side by side: each takes the first free lane, and every card of a group
 * that touches one another is as narrow as that group's lane count.
 */
function layOutLanes(cards: UnplacedCard[]): CalendarCard[] {
  const sorted = [...cards].sort((a, b) => a.dayIndex - b.dayIndex || a.row - b.row || a.at - b.at);
  const placed: CalendarCard[] = [];
  let group: CalendarCard[] = [];
  let laneEnds: number[] = [];
  let groupDay = -1;
  let groupEnd = -1;
  const closeGroup = () => {
    for (const card of group) card.lanes = laneEnds.length;
    group = [];
    laneEnds = [];
  };
  for (const unplaced of sorted) {
    if (unplaced.dayIndex !== groupDay || unplaced.row >= groupEnd) closeGroup();
    groupDay = unplaced.dayIndex;
    let lane = laneEnds.findIndex((end) => end <= unplaced.row);
    if (lane < 0) lane = laneEnds.length;
    laneEnds[lane] = unplaced.row + unplaced.span;
    groupEnd = Math.max(group.length === 0 ? 0 : groupEnd, unplaced.row + unplaced.span);
    const card = { ...unplaced, lane, lanes: 1 } as CalendarCard;
    group.push(card);
    placed.push(card);
  }
  closeGroup();
  return placed;
}
