import { useMemo, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatDay, parseDay } from '@courtside/shared/availability/index';
import type { AvailabilitySlotDto, OpponentSlotDto } from '@courtside/shared/schemas/availability';
import type { MatchDto } from '@courtside/shared/schemas/matches';
import type { ProposalDto } from '@courtside/shared/schemas/match-proposals';
import type { AvailabilityTarget } from './availability-form';
import { AvailabilityModal, MatchDetailModal, OpponentsPopup, ProposalModal } from './calendar-dialogs';
import { CalendarGrid } from './calendar-grid';
import { CalendarLegend } from './calendar-legend';
import { buildCalendarWeek, type CalendarCard, type CalendarCell, type CellOpponent } from './calendar-model';
import { formatDayLabel, formatWeekRange } from './calendar-time';
import type { ShownWeek } from './use-calendar-week';
import { DayNavigation, WeekNavigation } from './week-navigation';

/** Below 768 px the grid shows one day at a time (league-play section 9). */
const WIDE_QUERY = '(min-width: 48em)';
export const EMPTY_WEEK_MESSAGE = 'Nothing on your calendar this week. Choose a time to add your availability.';

type Dialog =
  | { kind: 'opponents'; cell: CalendarCell }
  | { kind: 'availability'; target: AvailabilityTarget }
  | { kind: 'proposal'; proposal: ProposalDto }
  | { kind: 'match'; match: MatchDto };

export interface CalendarViewProps {
  shown: ShownWeek;
  zone: string;
  leagueId: number;
  divisionId: number | null | undefined;
  myPlayerId: number | null;
  userSlots: readonly AvailabilitySlotDto[];
  opponentSlots: readonly OpponentSlotDto[];
  opponentNames: ReadonlyMap<number, string>;
  proposals: readonly ProposalDto[];
  matches: readonly MatchDto[];
  onPropose: (opponent: CellOpponent, cell: CalendarCell) => void;
}

const shiftDay = (date: string, days: number) => {
  const day = parseDay(date);
  return day === null ? date : formatDay(day + days);
};

/** Calendar View: week navigation, legend, the grid and what clicking its cells and cards opens. */
export function CalendarView(props: CalendarViewProps) {
  const { shown, zone, myPlayerId, proposals, matches } = props;
  const isWide = useMediaQuery(WIDE_QUERY, true, { getInitialValueInEffect: false });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [chosenDay, setChosenDay] = useState<string | null>(null);

  // The phone's day: the one chosen while it is in the shown week, else today when it is, else the first day.
  const phoneDay =
    chosenDay !== null && shown.days.includes(chosenDay)
      ? chosenDay
      : shown.days.includes(shown.today)
        ? shown.today
        : (shown.days[0] ?? shown.today);
  const columns = isWide ? shown.days.map((_, index) => index) : [Math.max(0, shown.days.indexOf(phoneDay))];

  const stepDay = (direction: -1 | 1) => {
    const next = shiftDay(phoneDay, direction);
    setChosenDay(next);
    if (!shown.days.includes(next)) shown.showWeekOf(next);
  };

  const openCell = (cell: CalendarCell) => {
    if (cell.opponents.length > 0) setDialog({ kind: 'opponents', cell });
    else if (cell.own)
      setDialog({ kind: 'availability', target: { mode: 'edit', date: cell.date, slot: cell.own.slot } });
    else setDialog({ kind: 'availability', target: { mode: 'create', date: cell.date, start: cell.start } });
  };

  const openCard = (card: CalendarCard) =>
    setDialog(
      card.kind === 'proposal' ? { kind: 'proposal', proposal: card.proposal } : { kind: 'match', match: card.match },
    );

  const close = () => setDialog(null);
  const weekLabel = formatWeekRange(shown.days);

  return (
    <Stack>
      <WeekNavigation
        label={`Week of ${weekLabel}`}
        onPrevious={shown.previousWeek}
        onNext={shown.nextWeek}
        onToday={() => {
          setChosenDay(shown.today);
          shown.showWeekOf(shown.today);
        }}
      />
      <CalendarLegend />
      <WeekGrid
        {...props}
        isWide={isWide}
        phoneDay={phoneDay}
        columns={columns}
        label={isWide ? `Week of ${weekLabel}` : formatDayLabel(phoneDay)}
        onStepDay={stepDay}
        onCell={openCell}
        onCard={openCard}
      />

      <OpponentsPopup
        cell={dialog?.kind === 'opponents' ? dialog.cell : null}
        myPlayerId={myPlayerId}
        proposals={proposals}
        matches={matches}
        onPropose={(opponent, cell) => {
          close();
          props.onPropose(opponent, cell);
        }}
        onEditMine={(cell) =>
          cell.own &&
          setDialog({ kind: 'availability', target: { mode: 'edit', date: cell.date, slot: cell.own.slot } })
        }
        onAddMine={(cell) =>
          setDialog({ kind: 'availability', target: { mode: 'create', date: cell.date, start: cell.start } })
        }
        onClose={close}
      />
      <AvailabilityModal
        target={dialog?.kind === 'availability' ? dialog.target : null}
        zone={zone}
        leagueId={props.leagueId}
        divisionId={props.divisionId}
        onClose={close}
      />
      <ProposalModal proposal={dialog?.kind === 'proposal' ? dialog.proposal : null} zone={zone} onClose={close} />
      <MatchDetailModal
        match={dialog?.kind === 'match' ? dialog.match : null}
        myPlayerId={myPlayerId}
        zone={zone}
        onClose={close}
      />
    </Stack>
  );
}

type WeekInput =
  'shown' | 'zone' | 'myPlayerId' | 'userSlots' | 'opponentSlots' | 'opponentNames' | 'proposals' | 'matches';

interface WeekGridProps extends Pick<CalendarViewProps, WeekInput> {
  isWide: boolean;
  phoneDay: string;
  columns: readonly number[];
  label: string;
  onStepDay: (direction: -1 | 1) => void;
  onCell: (cell: CalendarCell) => void;
  onCard: (card: CalendarCard) => void;
}

/** The shown week's grid, with the phone's day navigation above it, or a word when the week is empty. */
function WeekGrid({ shown, zone, myPlayerId, isWide, phoneDay, columns, label, ...props }: WeekGridProps) {
  const week = useMemo(
    () =>
      buildCalendarWeek({
        days: shown.days,
        zone,
        userSlots: props.userSlots,
        opponentSlots: props.opponentSlots,
        opponentNames: props.opponentNames,
        proposals: props.proposals,
        matches: props.matches,
        myPlayerId,
      }),
    [
      shown.days,
      zone,
      props.userSlots,
      props.opponentSlots,
      props.opponentNames,
      props.proposals,
      props.matches,
      myPlayerId,
    ],
  );
  return (
    <>
      {week.isEmpty ? <Text c="dimmed">{EMPTY_WEEK_MESSAGE}</Text> : null}
      {isWide ? null : (
        <DayNavigation
          label={formatDayLabel(phoneDay)}
          onPrevious={() => props.onStepDay(-1)}
          onNext={() => props.onStepDay(1)}
        />
      )}
      <CalendarGrid
        week={week}
        columns={columns}
        today={shown.today}
        zone={zone}
        label={label}
        onCell={props.onCell}
        onCard={props.onCard}
        onSwipe={isWide ? undefined : props.onStepDay}
      />
    </>
  );
}
