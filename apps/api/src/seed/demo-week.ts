/**
 * The coming week of the demo league that is under way, as plain data: when each player is usually free
 * (weekly slots on the club's clock until the last day of play), a few one-off slots that line up with the
 * README players' evenings and mornings, and the proposals they have sent and received about their open
 * matches. Pure functions of `today` and the league's state, so every run gives the same week relative to
 * today; demo-seed.ts writes it through the same functions the API calls.
 */
import { localDateTimeToUtcIso } from '@courtside/shared/availability/local-date';
import { demoLocations } from './demo-club';
import { DEMO_DISPUTING_PLAYER, DEMO_EVERY_STATE_PLAYER, DEMO_TIME_ZONE, type DemoFixture } from './demo-season';

/** A division's matches (by indexes into demoPlayers()), each with whether it still has no time. */
export interface DemoWeekFixture extends DemoFixture {
  unscheduled: boolean;
}

/** One availability slot of a player: a UTC interval, and for a weekly one its rule (RRULE text). */
export interface DemoWeekSlot {
  player: number;
  division: number;
  start: string;
  end: string;
  rule: string | null;
}

export type DemoProposalOutcome = 'pending' | 'accepted' | 'declined' | 'canceled';

/** One proposal: `fixture` indexes the division's fixtures; `location` indexes demoLocations. */
export interface DemoWeekProposal {
  division: number;
  fixture: number;
  from: number;
  to: number;
  at: string;
  location: number;
  outcome: DemoProposalOutcome;
  /**
   * Hours the proposal waited: until its answer or withdrawal, or, while pending, until now. Real players take
   * hours to answer, and the club's "median hours to an answer" should read like it.
   */
  waitedHours: number;
}

interface Weekly {
  days: readonly string[];
  start: string;
  end: string;
}

const EVENINGS = (days: string[]): Weekly => ({ days, start: '18:00', end: '20:00' });
const MORNINGS = (days: string[]): Weekly => ({ days, start: '09:00', end: '12:00' });
/** The habits players pick from: weekday evenings under lights, weekend mornings. */
const HABITS: readonly Weekly[] = [
  EVENINGS(['TU', 'TH']),
  EVENINGS(['MO', 'WE']),
  MORNINGS(['SA', 'SU']),
  EVENINGS(['WE', 'FR']),
  MORNINGS(['SA']),
];
/** The README players' own weeks, fixed so the README can say when they are free. */
const README_HABITS = new Map<number, readonly Weekly[]>([
  [DEMO_EVERY_STATE_PLAYER, [HABITS[0]!, HABITS[2]!]],
  [DEMO_DISPUTING_PLAYER, [HABITS[1]!, HABITS[4]!]],
]);
const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
/** Slots and proposals start tomorrow: whatever the hour the seed runs, they are ahead in any zone. */
const WEEK_DAYS = [1, 2, 3, 4, 5, 6, 7];
/** README opponents who get a one-off slot lined up with the README player's week. */
const LINED_UP = 3;
const LIT_LOCATION = Math.max(
  0,
  demoLocations.findIndex((location) => location.hasLights),
);

export function planDemoWeek(input: {
  today: string;
  playEnd: string;
  divisions: readonly (readonly DemoWeekFixture[])[];
}): { slots: DemoWeekSlot[]; proposals: DemoWeekProposal[] } {
  const { today, playEnd, divisions } = input;
  const until = playEnd.replaceAll('-', '');
  const slots: DemoWeekSlot[] = [];

  let position = 0;
  divisions.forEach((fixtures, division) => {
    for (const player of membersOf(fixtures)) {
      // Everyone has a habit; two players in three have a second one.
      const habits = README_HABITS.get(player) ?? [
        HABITS[position % HABITS.length]!,
        ...(position % 3 === 2 ? [] : [HABITS[(position + 2) % HABITS.length]!]),
      ];
      for (const habit of habits) slots.push(weeklySlot(today, until, player, division, habit));
      position++;
    }
  });

  // The README players' open opponents each free one evening or morning of theirs, half an hour later.
  const proposals: DemoWeekProposal[] = [];
  const openOf = (player: number, not?: number) =>
    divisions.flatMap((fixtures, division) =>
      fixtures.flatMap((fixture, index) => {
        if (!fixture.unscheduled || (fixture.home !== player && fixture.away !== player)) return [];
        const opponent = fixture.home === player ? fixture.away : fixture.home;
        return opponent === not ? [] : [{ division, fixture: index, opponent }];
      }),
    );
  const lineUp = (player: number, open: ReturnType<typeof openOf>) => {
    const times = occurrences(today, README_HABITS.get(player)!);
    return open.slice(0, LINED_UP).map((match, k) => {
      const time = times[k % times.length]!;
      const start = instant(today, time.day, plusHalfHour(time.habit.start));
      const end = instant(today, time.day, plusHalfHour(time.habit.end));
      slots.push({ player: match.opponent, division: match.division, start, end, rule: null });
      return { ...match, at: start, day: time.day, evening: time.habit.start === '18:00' };
    });
  };

  const his = lineUp(DEMO_EVERY_STATE_PLAYER, openOf(DEMO_EVERY_STATE_PLAYER));
  const first = his[0];
  if (first) {
    const me = DEMO_EVERY_STATE_PLAYER;
    const second = his[1] ?? first;
    const base = { division: first.division, fixture: first.fixture };
    // He offered a late evening first, which his opponent could not make; the opponent offered a time back.
    proposals.push({
      ...base,
      from: me,
      to: first.opponent,
      ...late(today, first.day),
      outcome: 'declined',
      waitedHours: 5,
    });
    proposals.push({
      ...base,
      from: first.opponent,
      to: me,
      at: first.at,
      location: court(first),
      outcome: 'pending',
      waitedHours: 3,
    });
    // To the next opponent he offered a weekend morning, withdrew it, and offered an evening they share.
    const withdrawn = occurrences(today, [HABITS[2]!])[0]!;
    const next = { division: second.division, fixture: second.fixture, from: me, to: second.opponent };
    proposals.push({
      ...next,
      at: instant(today, withdrawn.day, '09:00'),
      location: 0,
      outcome: 'canceled',
      waitedHours: 26,
    });
    proposals.push({ ...next, at: second.at, location: court(second), outcome: 'pending', waitedHours: 20 });
  }

  // Her first open match (not with him) was settled by an accepted proposal; a second waits for her answer.
  const hers = lineUp(DEMO_DISPUTING_PLAYER, openOf(DEMO_DISPUTING_PLAYER, DEMO_EVERY_STATE_PLAYER));
  const her = DEMO_DISPUTING_PLAYER;
  hers.slice(0, 2).forEach((match, k) => {
    const base = { division: match.division, fixture: match.fixture, at: match.at, location: court(match) };
    proposals.push(
      k === 0
        ? { ...base, from: her, to: match.opponent, outcome: 'accepted', waitedHours: 19 }
        : { ...base, from: match.opponent, to: her, outcome: 'pending', waitedHours: 6 },
    );
  });
  return { slots, proposals };
}

function membersOf(fixtures: readonly DemoFixture[]) {
  return [...new Set(fixtures.flatMap((fixture) => [fixture.home, fixture.away]))].sort((a, b) => a - b);
}

/** A weekly slot whose first occurrence is its first day in the coming week. */
function weeklySlot(today: string, until: string, player: number, division: number, habit: Weekly): DemoWeekSlot {
  const day = occurrences(today, [habit])[0]!.day;
  return {
    player,
    division,
    start: instant(today, day, habit.start),
    end: instant(today, day, habit.end),
    rule: `FREQ=WEEKLY;BYDAY=${habit.days.join(',')};UNTIL=${until}`,
  };
}

/** The days of the coming week a set of habits falls on, in order. */
function occurrences(today: string, habits: readonly Weekly[]) {
  return WEEK_DAYS.flatMap((day) =>
    habits.filter((habit) => habit.days.includes(weekdayOf(shift(today, day)))).map((habit) => ({ day, habit })),
  );
}

/** Evenings are played under lights; mornings at the first court. */
const court = (match: { evening: boolean }) => (match.evening ? LIT_LOCATION : 0);
const late = (today: string, day: number) => ({ at: instant(today, day, '20:30'), location: LIT_LOCATION });

function plusHalfHour(time: string) {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const total = hours * 60 + minutes + 30;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

function weekdayOf(date: string) {
  return WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
}

/** `today` plus `days` as YYYY-MM-DD (UTC calendar days). */
function shift(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The UTC instant of a local time on the club's clock, `day` days from today. */
function instant(today: string, day: number, time: string): string {
  const iso = localDateTimeToUtcIso(shift(today, day), time, DEMO_TIME_ZONE);
  if (iso === null) throw new Error(`Not a time: ${shift(today, day)} ${time}`);
  return iso;
}
