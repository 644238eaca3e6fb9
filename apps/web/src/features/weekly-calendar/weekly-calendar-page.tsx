import { useMemo, useState } from 'react';
import { Stack, Tabs, Text } from '@mantine/core';
import { IconCalendarWeek, IconList } from '@tabler/icons-react';
import { ProposeMatchModal, type ProposeTarget } from '@/components/propose-match-modal';
import { ErrorAlert } from '@/components/error-alert';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { LoadFailure } from '@/components/load-failure';
import { useLeagueAvailability } from '@/lib/availability-queries';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';
import { useLeague, useMyDivision } from '@/lib/league-queries';
import { entryLabel } from '@/lib/match-display';
import { useProposals } from '@/lib/proposal-queries';
import { useLoadErrorToast } from '@/lib/use-load-error-toast';
import type { MatchDto } from '@courtside/shared/schemas/matches';
import type { ProposalDto } from '@courtside/shared/schemas/match-proposals';
import { AvailabilityListView } from './availability-list-view';
import { CalendarView } from './calendar-view';
import type { CalendarCell, CellOpponent } from './calendar-model';
import { instantOf } from './calendar-time';
import { buildOpponentLists, type ListSlot, type OpponentList } from './list-view-model';
import { SeeWhosFreeStep } from './see-whos-free-step';
import { useCalendarWeek } from './use-calendar-week';
import { useLeagueIdParam } from '@/lib/use-league-id-param';

export const PAGE_TITLE = 'Weekly Calendar';
/** league-play section 8, word for word. */
export const LOAD_FAILED_MESSAGE = 'Failed to load availability data';
export const LEAGUE_DATA_FAILED_MESSAGE = 'Unable to load league data.';
export const LEAGUE_NOT_FOUND_MESSAGE = 'League not found.';
/** How far ahead the List View looks when the league's end of play is not known. */
const LIST_HORIZON_MS = 12 * 7 * 86_400_000;

const failedToast = () => LOAD_FAILED_MESSAGE;

type View = 'calendar' | 'list';
const VIEWS = [
  { value: 'calendar', label: 'Calendar View', icon: <IconCalendarWeek size={16} aria-hidden="true" /> },
  { value: 'list', label: 'List View', icon: <IconList size={16} aria-hidden="true" /> },
] as const;
const isView = (value: string | null): value is View => VIEWS.some((view) => view.value === value);

/**
 * The league and division line while the division loads, blank: kept so that what is below it (the loader) does
 * not move down when the names arrive.
 */
const NAMES_TO_COME = <span aria-hidden="true">{'\u00a0'}</span>;

/** /leagues/{leagueId}/schedule and /availability: the weekly calendar (league-play section 2). */
export function WeeklyCalendarPage() {
  const leagueId = useLeagueIdParam();
  if (leagueId === null) {
    return (
      <>
        <PageHeader title={PAGE_TITLE} />
        <Text>{LEAGUE_NOT_FOUND_MESSAGE}</Text>
      </>
    );
  }
  return <WeeklyCalendar key={leagueId} leagueId={leagueId} />;
}

function WeeklyCalendar({ leagueId }: { leagueId: number }) {
  // Read once: every time on the page is placed in this zone, and the page says which it is. Named by a worker,
  // whose use of Intl also readies it for the conversions this page makes on the main thread (ADR 053).
  const zone = useViewerTimeZone();
  const availability = useLeagueAvailability(leagueId);
  const division = useMyDivision(leagueId);
  // The calendar below reads these too, and they need only the league's id: asked for now, beside the
  // availability the page waits for, they arrive with it instead of in a second round trip after it.
  useProposals(leagueId);
  useLeague(leagueId);
  const blocking = availability.data === undefined ? availability.error : null;
  useLoadErrorToast(blocking, availability.errorUpdatedAt, failedToast);

  const names = division.data
    ? [division.data.league_name, division.data.division_name].filter(Boolean).join(' · ')
    : undefined;
  const description = names ?? (division.isPending ? NAMES_TO_COME : undefined);
  const header = (
    <>
      <PageHeader title={PAGE_TITLE} description={description} />
      <SeeWhosFreeStep leagueId={leagueId} />
    </>
  );

  if (blocking) {
    return (
      <>
        {header}
        <LoadFailure title={LOAD_FAILED_MESSAGE} query={availability}>
          {blocking.message}
        </LoadFailure>
      </>
    );
  }
  if (!availability.data || zone === null) {
    return (
      <>
        {header}
        <PageLoader label="Loading availability..." />
      </>
    );
  }
  return (
    <>
      {header}
      <WeeklyCalendarContent leagueId={leagueId} zone={zone} data={availability.data.data} />
    </>
  );
}

type AvailabilityData = NonNullable<ReturnType<typeof useLeagueAvailability>['data']>['data'];

function WeeklyCalendarContent({ leagueId, zone, data }: { leagueId: number; zone: string; data: AvailabilityData }) {
  const shown = useCalendarWeek(zone);
  const division = useMyDivision(leagueId);
  const proposals = useProposals(leagueId);
  const league = useLeague(leagueId);
  const [now] = useState(() => Date.now());
  const [proposeTarget, setProposeTarget] = useState<ProposeTarget | null>(null);
  const [view, setView] = useState<View>('calendar');

  const myPlayerId = division.data?.player_id ?? null;
  const matches = division.data?.matches ?? NO_MATCHES;
  const proposalList = proposals.data ?? NO_PROPOSALS;
  const opponentNames = useMemo(
    () => new Map(data.unplayedOpponents.map((player) => [player.id, entryLabel(player, player.partner)])),
    [data.unplayedOpponents],
  );

  const proposeFromCell = (opponent: CellOpponent, cell: CalendarCell) => {
    // The match would start at the chosen half-hour and fit in the time both are free.
    const start = Math.max(cell.startUtc, opponent.start, cell.own?.start ?? -Infinity);
    const end = Math.min(opponent.end, cell.own?.end ?? Infinity);
    setProposeTarget({
      opponent: { id: opponent.playerId, name: opponent.name },
      slot: { start_time: new Date(start).toISOString(), end_time: new Date(Math.max(end, start)).toISOString() },
    });
  };
  const proposeFromList = (list: OpponentList, slot: ListSlot) =>
    setProposeTarget({
      opponent: { id: list.opponent.id, name: list.name },
      slot: { start_time: slot.start_time, end_time: slot.end_time },
    });

  const sideFailure = [division, proposals].find((query) => query.data === undefined && query.error);

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        Times are shown in your time zone ({zone}).
      </Text>
      {sideFailure?.error ? (
        <ErrorAlert title={LEAGUE_DATA_FAILED_MESSAGE}>{sideFailure.error.message}</ErrorAlert>
      ) : null}
      {/* Only the chosen view is drawn (keepMounted off): a view not shown costs nothing to build. */}
      <Tabs value={view} onChange={(value) => isView(value) && setView(value)} keepMounted={false}>
        <Tabs.List>
          {VIEWS.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value} leftSection={tab.icon}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="calendar" pt="md">
          <CalendarView
            shown={shown}
            zone={zone}
            leagueId={leagueId}
            divisionId={division.data ? division.data.division_id : undefined}
            myPlayerId={myPlayerId}
            userSlots={data.userAvailability}
            opponentSlots={data.opponentAvailability}
            opponentNames={opponentNames}
            proposals={proposalList}
            matches={matches}
            onPropose={proposeFromCell}
          />
        </Tabs.Panel>
        <Tabs.Panel value="list" pt="md">
          <OpponentListsPanel
            data={data}
            proposals={proposalList}
            matches={matches}
            myPlayerId={myPlayerId}
            now={now}
            playEnd={league.data?.play_end}
            zone={zone}
            onPropose={proposeFromList}
          />
        </Tabs.Panel>
      </Tabs>
      <ProposeMatchModal
        target={proposeTarget}
        leagueId={leagueId}
        divisionId={division.data?.division_id ?? null}
        onClose={() => setProposeTarget(null)}
      />
    </Stack>
  );
}

/**
 * The List View's content. Its lists expand every opponent's availability until the end of play, a fifth of the
 * page's first render on a phone: computed here, they are computed only when the tab is opened (a panel not
 * chosen is not drawn), not for the calendar that shows first.
 */
function OpponentListsPanel({
  data,
  proposals,
  matches,
  myPlayerId,
  now,
  playEnd,
  zone,
  onPropose,
}: {
  data: AvailabilityData;
  proposals: readonly ProposalDto[];
  matches: readonly MatchDto[];
  myPlayerId: number | null;
  now: number;
  playEnd: string | undefined;
  zone: string;
  onPropose: (list: OpponentList, slot: ListSlot) => void;
}) {
  const lists = useMemo(() => {
    const endOfPlay = playEnd ? instantOf(playEnd, '23:59', zone) : null;
    return buildOpponentLists({
      unplayed: data.unplayedOpponents,
      opponentSlots: data.opponentAvailability,
      userSlots: data.userAvailability,
      proposals,
      matches,
      myPlayerId,
      now,
      until: endOfPlay ?? now + LIST_HORIZON_MS,
      zone,
    });
  }, [data, proposals, matches, myPlayerId, now, playEnd, zone]);
  return <AvailabilityListView lists={lists} zone={zone} onPropose={onPropose} />;
}

const NO_MATCHES: never[] = [];
const NO_PROPOSALS: never[] = [];
