import { useRef, useState, type CSSProperties, type KeyboardEvent, type TouchEvent } from 'react';
import { calendarRows } from '@courtside/shared/availability/index';
import type { CalendarCard, CalendarCell, CalendarWeek } from './calendar-model';
import { cellKind } from './calendar-model';
import { formatClock, formatDayLabel, formatMonthDay, formatWeekday, wallTimeOf } from './calendar-time';
import { KIND_LOOKS } from './calendar-kinds';
import { cardLabel, cellLabel } from './cell-labels';
import { nextPosition, type GridPosition } from './grid-keys';
import classes from './weekly-calendar.module.css';

const ROWS = calendarRows();
/** A swipe must travel this far sideways, and further sideways than down, to change the day. */
const SWIPE_PX = 60;

export interface CalendarGridProps {
  week: CalendarWeek;
  /** Day indexes shown as columns: all seven, or the one day of the phone layout. */
  columns: readonly number[];
  today: string;
  zone: string;
  label: string;
  onCell: (cell: CalendarCell) => void;
  onCard: (card: CalendarCard) => void;
  /** A sideways swipe: -1 for the previous day, 1 for the next. */
  onSwipe?: (direction: -1 | 1) => void;
}

/**
 * The week as an ARIA grid: one tab stop, arrow keys between cells, Enter or Space to open a cell. The
 * proposal and match cards lie over it as ordinary buttons after the grid in the tab order.
 */
export function CalendarGrid({ week, columns, today, zone, label, onCell, onCard, onSwipe }: CalendarGridProps) {
  const [active, setActive] = useState<GridPosition>(() => ({
    row: 0,
    col: Math.max(
      0,
      columns.findIndex((day) => week.cellsOf(day)[0]?.date === today),
    ),
  }));
  const cellRefs = useRef(new Map<string, HTMLDivElement>());
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const current = { row: Math.min(active.row, ROWS.length - 1), col: Math.min(active.col, columns.length - 1) };

  const cardsAt = (day: number, row: number) => week.cards.filter((card) => card.dayIndex === day && card.row === row);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).getAttribute('role') !== 'gridcell') return;
    if (event.key === 'Enter' || event.key === ' ') {
      const cell = week.cellsOf(columns[current.col] ?? -1)[current.row];
      if (cell) {
        event.preventDefault();
        onCell(cell);
      }
      return;
    }
    const next = nextPosition(current, event.key, {
      rows: ROWS.length,
      cols: columns.length,
      ctrl: event.ctrlKey || event.metaKey,
    });
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    cellRefs.current.get(`${next.row}:${next.col}`)?.focus();
  };

  const handleTouchEnd = (event: TouchEvent<HTMLDivElement>) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch || !onSwipe) return;
    const dx = touch.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(touch.clientY - start.y)) onSwipe(dx < 0 ? 1 : -1);
  };

  const shownCards = week.cards.filter((card) => columns.includes(card.dayIndex));
  const single = columns.length === 1;

  return (
    <div
      className={classes.board}
      style={{ '--cols': columns.length } as CSSProperties}
      onTouchStart={(event) => {
        const touch = event.touches[0];
        touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
      }}
      onTouchEnd={handleTouchEnd}
    >
      <div
        role="grid"
        aria-label={label}
        aria-rowcount={ROWS.length + 1}
        aria-colcount={columns.length + 1}
        className={classes.grid}
        onKeyDown={handleKeyDown}
      >
        <div role="row" className={`${classes.row} ${classes.headerRow}`}>
          <div role="columnheader" className={classes.columnHeader}>
            Time
          </div>
          {columns.map((day) => {
            const date = week.cellsOf(day)[0]?.date ?? '';
            return (
              <div
                key={date}
                role="columnheader"
                className={`${classes.columnHeader} ${date === today ? classes.todayHeader : ''}`}
                aria-current={date === today ? 'date' : undefined}
              >
                {single ? (
                  <span>{formatDayLabel(date)}</span>
                ) : (
                  <>
                    <span>{formatWeekday(date)}</span> <span>{formatMonthDay(date)}</span>
                  </>
                )}
              </div>
            );
          })}
        </div>
        {ROWS.map((row, rowIndex) => (
          <div
            role="row"
            key={row.start}
            className={`${classes.row} ${row.start.endsWith(':00') ? classes.hourRow : ''}`}
          >
            <div role="rowheader" className={classes.rowHeader}>
              {formatClock(row.start)}
            </div>
            {columns.map((day, col) => {
              const cell = week.cellsOf(day)[rowIndex];
              if (!cell) return null;
              const kind = cellKind(cell);
              const look = kind === 'empty' ? null : KIND_LOOKS[kind];
              const isActive = current.row === rowIndex && current.col === col;
              return (
                <div
                  key={cell.date}
                  ref={(element) => {
                    const key = `${rowIndex}:${col}`;
                    if (element) cellRefs.current.set(key, element);
                    else cellRefs.current.delete(key);
                  }}
                  role="gridcell"
                  tabIndex={isActive ? 0 : -1}
                  aria-label={cellLabel(cell, cardsAt(day, rowIndex))}
                  data-kind={kind}
                  className={`${classes.cell} ${look?.className ?? ''}`}
                  onClick={() => {
                    setActive({ row: rowIndex, col });
                    onCell(cell);
                  }}
                  onFocus={() => {
                    if (!isActive) setActive({ row: rowIndex, col });
                  }}
                >
                  {look ? <look.Icon size={14} aria-hidden="true" /> : null}
                  {cell.opponents.length > 0 ? <span aria-hidden="true">{cell.opponents.length}</span> : null}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      {shownCards.map((card) => {
        const look = KIND_LOOKS[card.kind];
        return (
          <button
            key={card.key}
            type="button"
            className={`${classes.card} ${look.className}`}
            data-kind={card.kind}
            aria-label={cardLabel(card, zone)}
            style={
              {
                '--card-row': card.row,
                '--card-span': card.span,
                '--card-col': columns.indexOf(card.dayIndex),
                '--card-lane': card.lane,
                '--card-lanes': card.lanes,
              } as CSSProperties
            }
            onClick={() => onCard(card)}
          >
            <span className={classes.cardKind}>
              <look.Icon size={12} aria-hidden="true" />
              {look.short}
            </span>
            <span className={classes.cardText}>{card.opponentName}</span>
            <span className={classes.cardText}>{formatClock(wallTimeOf(card.at, zone)?.minutes ?? 0)}</span>
          </button>
        );
      })}
    </div>
  );
}
