/**
 * Half a season of the demo league that is under way, as plain data: which match was played when, how it
 * ended, who entered and answered its score, which are arranged for the next two weeks and which are still
 * open. Pure functions of `today` and the fixtures, so every run gives the same season relative to today;
 * demo-seed.ts plays it through the same functions the API calls.
 */
import type { ScoringFormat } from '@courtside/shared/tennis/scoring-formats';
import { localDateTimeToUtcIso } from '@courtside/shared/availability/local-date';
import type { SetScore, Side } from '@courtside/shared/tennis/types';
import { demoLocations, demoPlayers } from './demo-club';
import { seededRandom } from '../lib/seeded-random';

/** The demo club plays in Springfield, Illinois: times are chosen on its clock. */
export const DEMO_TIME_ZONE = 'America/Chicago';

/**
 * Indexes into demoPlayers() of the players the README points newcomers to. The first one's league home holds
 * every state (played, scheduled, rescheduled, unscheduled, a score waiting for him to confirm); the second
 * one has disputed a score and has a match whose place is still to be decided.
 */
export const DEMO_EVERY_STATE_PLAYER = 0;
export const DEMO_DISPUTING_PLAYER = 1;

/** One round-robin match, by indexes into demoPlayers(). */
export interface DemoFixture {
  home: number;
  away: number;
}

export type DemoOutcome = 'normal' | 'home_retired' | 'away_retired';

/**
 * One change to a match, in the order it happened. `on` is when it happened (an ISO instant, for the audit
 * trail); `at` is the match's time. Player steps name the side whose player acts; resolve is the demo admin.
 * `location` indexes demoLocations, null for a place still to be decided.
 */
export type DemoStep =
  | { kind: 'schedule'; by: Side; at: string; location: number | null; on: string }
  | { kind: 'score'; by: Side; status: DemoOutcome; sets: SetScore[]; on: string }
  | { kind: 'confirm'; by: Side; on: string }
  | { kind: 'dispute'; by: Side; reason: string; on: string }
  | { kind: 'resolve'; status: DemoOutcome; sets: SetScore[]; on: string };

/** Share of each division's matches that is played, and that is arranged for the coming two weeks. */
const PLAYED_SHARE = 1 / 2;
const SCHEDULED_SHARE = 1 / 4;
const SCHEDULE_AHEAD_DAYS = 14;
/**
 * Played matches end two days before today and future ones start tomorrow, and every event stays within the
 * local day before yesterday: whatever the hour the seed runs, past is past and future is future in any zone.
 */
const LAST_PLAYED_DAY = -2;
const FIRST_FUTURE_DAY = 1;

const WEEKDAY_TIMES = ['18:00', '18:30', '19:00'];
const WEEKEND_TIMES = ['09:00', '10:30', '14:00', '16:00'];
/** Evenings need floodlights; weekend daytime can use any court. */
const LIT_LOCATIONS = demoLocations.flatMap((location, index) => (location.hasLights ? [index] : []));
const ALL_LOCATIONS = demoLocations.map((_, index) => index);
const RATINGS = demoPlayers().map((player) => player.rating);

export const DISPUTE_REASON = 'I won the first set 6-3 and the third 6-2; this score leaves out the third set.';
export const RESOLVED_DISPUTE_REASON = 'The second set went to a tiebreak: it finished 7-6, not 7-5.';

/** A match as planned, before its events are given times. Days count from today (negative = past). */
interface MatchPlan {
  day: number;
  time: string;
  location: number | null;
  /** Where a rescheduled match was first set. */
  firstSet?: { day: number; time: string; location: number | null };
  score?: { by: Side; status: DemoOutcome; sets: SetScore[] };
  answer?: 'confirm' | 'pending' | { dispute: string; ruling?: { status: DemoOutcome; sets: SetScore[] } };
  /** Position among the division's played or scheduled matches, to vary times and places. */
  k: number;
}

/**
 * The season: for each division and each of its fixtures (in the order given), the steps to play, oldest
 * first; no steps for a match nobody has arranged yet. `playStart` is the league's first day of play.
 */
export function planDemoSeason(input: {
  today: string;
  playStart: string;
  divisions: readonly (readonly DemoFixture[])[];
  /** The league's format (ADR 071): in a match tiebreak league a third set is a tiebreak to 10. */
  scoringFormat?: ScoringFormat;
}): DemoStep[][][] {
  const { today, playStart, divisions, scoringFormat } = input;
  const startDay = daysBetween(today, playStart);
  return divisions.map((fixtures, division) => {
    const plans = planDivision(fixtures, division, startDay, today);
    if (scoringFormat === 'match_tiebreak') plans.forEach((plan) => plan?.score && asMatchTiebreak(plan.score));
    return plans.map((plan) => (plan ? stepsOf(plan, today, startDay) : []));
  });
}

function planDivision(
  fixtures: readonly DemoFixture[],
  division: number,
  startDay: number,
  today: string,
): (MatchPlan | undefined)[] {
  const order = inRoundOrder(fixtures);
  const playedCount = Math.round(order.length * PLAYED_SHARE);
  const scheduledCount = Math.round(order.length * SCHEDULED_SHARE);
  const played = order.slice(0, playedCount);
  const scheduled = order.slice(playedCount, playedCount + scheduledCount);
  const random = seededRandom(1000 + division);
  const plans: (MatchPlan | undefined)[] = fixtures.map(() => undefined);

  // Spread over every day from the day after play started to the last played day.
  const firstDay = Math.min(startDay + 1, LAST_PLAYED_DAY);
  const playDays = LAST_PLAYED_DAY - firstDay + 1;
  played.forEach((index, k) => {
    const day = firstDay + Math.floor((k * playDays) / played.length);
    const score = generatedScore(fixtures[index]!, random);
    plans[index] = { ...slot(today, day, k), score, answer: 'confirm', k };
  });
  scheduled.forEach((index, k) => {
    const day = FIRST_FUTURE_DAY + Math.floor((k * SCHEDULE_AHEAD_DAYS) / scheduled.length);
    plans[index] = { ...slot(today, day, k), k };
  });

  const story = STORIES[division];
  story?.({ fixtures, plans, played, scheduled });
  return plans;
}

interface StoryInput {
  fixtures: readonly DemoFixture[];
  plans: (MatchPlan | undefined)[];
  /** Indexes into fixtures, in the order they are played or scheduled. */
  played: number[];
  scheduled: number[];
}

const involves = (fixture: DemoFixture, player: number) => fixture.home === player || fixture.away === player;
const sideOf = (fixture: DemoFixture, player: number): Side => (fixture.home === player ? 'home' : 'away');
const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** Sets written winner first, as people say them, turned into home and away games. */
function setsFor(winner: Side, winnerFirst: readonly (readonly [number, number])[]): SetScore[] {
  return winnerFirst.map(([w, l], index) => ({
    set_number: index + 1,
    home_games: winner === 'home' ? w : l,
    away_games: winner === 'home' ? l : w,
  }));
}

/**
 * What each division shows beyond ordinary results, so that every outcome and confirmation state is there
 * and the README's players see theirs: division 0 is theirs, 1 and 2 hold the rest.
 */
const STORIES: ((input: StoryInput) => void)[] = [
  ({ fixtures, plans, played, scheduled }) => {
    const me = DEMO_EVERY_STATE_PLAYER;
    const mine = played.filter((index) => involves(fixtures[index]!, me));
    const first = mine[0];
    if (first !== undefined) {
      // His first match went the distance: a third set decided 7-6.
      const mySide = sideOf(fixtures[first]!, me);
      plans[first]!.score = {
        by: mySide,
        status: 'normal',
        sets: setsFor(mySide, [
          [6, 4],
          [3, 6],
          [7, 6],
        ]),
      };
    }
    const last = mine.at(-1);
    if (last !== undefined && last !== first) {
      // His latest: the opponent entered the score and it waits for him.
      const opponent = other(sideOf(fixtures[last]!, me));
      plans[last]!.score!.by = opponent;
      plans[last]!.answer = 'pending';
    }
    const disputer = DEMO_DISPUTING_PLAYER;
    const disputed = played.filter((i) => involves(fixtures[i]!, disputer) && !involves(fixtures[i]!, me)).at(-1);
    if (disputed !== undefined) {
      const mySide = sideOf(fixtures[disputed]!, disputer);
      plans[disputed]!.score = {
        by: other(mySide),
        status: 'normal',
        sets: setsFor(other(mySide), [
          [6, 3],
          [6, 4],
        ]),
      };
      plans[disputed]!.answer = { dispute: DISPUTE_REASON };
    }
    const myNext = scheduled.find((index) => involves(fixtures[index]!, me));
    if (myNext !== undefined) {
      const plan = plans[myNext]!;
      const firstDay = plan.day - 2 >= FIRST_FUTURE_DAY ? plan.day - 2 : plan.day + 2;
      plan.firstSet = { day: firstDay, time: '18:30', location: LIT_LOCATIONS[0]! };
    }
    const placeOpen = scheduled.find((i) => involves(fixtures[i]!, disputer) && !involves(fixtures[i]!, me));
    if (placeOpen !== undefined) plans[placeOpen]!.location = null;
  },
  ({ plans, played }) => {
    // Mid-season, a wrong set score the admin put right.
    const ruled = played[Math.floor(played.length / 2)];
    if (ruled !== undefined) {
      plans[ruled]!.score = {
        by: 'home',
        status: 'normal',
        sets: setsFor('home', [
          [6, 4],
          [7, 5],
        ]),
      };
      plans[ruled]!.answer = {
        dispute: RESOLVED_DISPUTE_REASON,
        ruling: {
          status: 'normal',
          sets: setsFor('home', [
            [6, 4],
            [7, 6],
          ]),
        },
      };
    }
    // Hurt in the warm-up: the away player retired before a ball was struck.
    const walkover = played[Math.floor(played.length / 4)];
    if (walkover !== undefined && walkover !== ruled) {
      plans[walkover]!.score = { by: 'home', status: 'away_retired', sets: [] };
    }
  },
  ({ plans, played }) => {
    // The home player won the first set, then retired during the second.
    const retired = played[Math.floor(played.length / 3)];
    if (retired !== undefined) {
      const sets = [
        { set_number: 1, home_games: 6, away_games: 4 },
        { set_number: 2, home_games: 1, away_games: 3 },
      ];
      plans[retired]!.score = { by: 'away', status: 'home_retired', sets };
    }
    // The latest match of the division: entered last night, not confirmed yet.
    const latest = played.at(-1);
    if (latest !== undefined && latest !== retired) plans[latest]!.answer = 'pending';
  },
];

/** A time of day and a court that suit the day: weekday evenings under lights, weekends any time. */
function slot(today: string, day: number, k: number) {
  const weekend = [0, 6].includes(new Date(`${shift(today, day)}T00:00:00Z`).getUTCDay());
  const times = weekend ? WEEKEND_TIMES : WEEKDAY_TIMES;
  const courts = weekend ? ALL_LOCATIONS : LIT_LOCATIONS;
  return { day, time: times[k % times.length]!, location: courts[k % courts.length]! };
}

/** The winning set scores and how often each comes up, winner first. */
const WINNING_SETS: readonly (readonly [number, number])[] = [
  [6, 1],
  [6, 2],
  [6, 2],
  [6, 3],
  [6, 3],
  [6, 4],
  [6, 4],
  [7, 5],
  [7, 6],
];

/**
 * An ordinary result: the better-rated player wins more often; about one match in three needs a third set.
 * The winner usually enters the score.
 */
function generatedScore(fixture: DemoFixture, random: () => number): NonNullable<MatchPlan['score']> {
  const gap = (RATINGS[fixture.home] ?? 3) - (RATINGS[fixture.away] ?? 3);
  const homeWins = random() < Math.min(0.8, Math.max(0.2, 0.5 + 0.3 * gap));
  const winner: Side = homeWins ? 'home' : 'away';
  const pick = () => WINNING_SETS[Math.floor(random() * WINNING_SETS.length)]!;
  const lost = pick();
  const winnerFirst = random() < 1 / 3 ? [pick(), [lost[1], lost[0]] as const, pick()] : [pick(), pick()];
  const by = random() < 0.7 ? winner : other(winner);
  return { by, status: 'normal', sets: setsFor(winner, winnerFirst) };
}

/** Tiebreak points for a decided third set, the closer the set the closer the tiebreak: 6-1 is 10-3, 7-6 is 10-8. */
const TIEBREAK_LOSER_POINTS: Record<number, number> = { 0: 2, 1: 3, 2: 4, 3: 5, 4: 6, 5: 7, 6: 8 };

/** A best-of-three result as a match tiebreak league plays it: the third set becomes a tiebreak to 10. */
function asMatchTiebreak(score: NonNullable<MatchPlan['score']>) {
  const third = score.sets[2];
  if (!third || score.status !== 'normal') return;
  const homeWon = third.home_games > third.away_games;
  const loserGames = Math.min(third.home_games, third.away_games);
  const points = TIEBREAK_LOSER_POINTS[loserGames] ?? 8;
  score.sets[2] = { ...third, home_games: homeWon ? 10 : points, away_games: homeWon ? points : 10 };
}

/** The events of one match, each at a plausible moment: arranged a few days ahead, scored that evening. */
function stepsOf(plan: MatchPlan, today: string, startDay: number): DemoStep[] {
  const { k } = plan;
  const at = instant(today, plan.day, plan.time);
  const scheduler: Side = k % 2 === 0 ? 'home' : 'away';
  const steps: DemoStep[] = [];
  if (!plan.score) {
    // Arranged in the last few days for the coming two weeks.
    const arrangedOn = LAST_PLAYED_DAY - (k % 4);
    if (plan.firstSet) {
      const first = plan.firstSet;
      steps.push({
        kind: 'schedule',
        by: scheduler,
        at: instant(today, first.day, first.time),
        location: first.location,
        on: instant(today, arrangedOn - 4, '19:45'),
      });
    }
    steps.push({
      kind: 'schedule',
      by: scheduler,
      at,
      location: plan.location,
      on: instant(today, arrangedOn, '20:30'),
    });
    return steps;
  }
  // Arranged two to four days ahead, but not before the league started.
  const arrangedOn = Math.max(plan.day - 2 - (k % 3), Math.min(startDay, plan.day - 1));
  steps.push({ kind: 'schedule', by: scheduler, at, location: plan.location, on: instant(today, arrangedOn, '12:15') });
  const { by, status, sets } = plan.score;
  steps.push({ kind: 'score', by, status, sets, on: new Date(Date.parse(at) + 150 * 60_000).toISOString() });
  const answer = plan.answer ?? 'confirm';
  const nextDay = plan.day + 1;
  if (answer === 'confirm') {
    steps.push({
      kind: 'confirm',
      by: other(by),
      on: instant(today, nextDay, `${String(8 + (k % 9)).padStart(2, '0')}:00`),
    });
  } else if (answer !== 'pending') {
    steps.push({ kind: 'dispute', by: other(by), reason: answer.dispute, on: instant(today, nextDay, '10:00') });
    if (answer.ruling) steps.push({ kind: 'resolve', ...answer.ruling, on: instant(today, nextDay + 1, '11:30') });
  }
  return steps;
}

/**
 * The fixtures in the order a season plays them: by round of the circle method (everyone plays at most
 * once a round), so the first half of the list is about half of each player's matches.
 */
function inRoundOrder(fixtures: readonly DemoFixture[]): number[] {
  const members = [...new Set(fixtures.flatMap((f) => [f.home, f.away]))].sort((a, b) => a - b);
  const seats: (number | null)[] = members.length % 2 === 0 ? [...members] : [...members, null];
  const turns = seats.length - 1;
  const rank = new Map<string, number>();
  const key = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);
  for (let round = 0; round < turns; round++) {
    const pairs: [number | null, number | null][] = [[seats[turns]!, seats[round]!]];
    for (let step = 1; step < seats.length / 2; step++) {
      pairs.push([seats[(round + step) % turns]!, seats[(round - step + turns) % turns]!]);
    }
    pairs.forEach(([a, b], position) => {
      if (a !== null && b !== null) rank.set(key(a, b), round * seats.length + position);
    });
  }
  const rankOf = (index: number) => rank.get(key(fixtures[index]!.home, fixtures[index]!.away)) ?? Infinity;
  return fixtures.map((_, index) => index).sort((a, b) => rankOf(a) - rankOf(b) || a - b);
}

/** `today` plus `days` as YYYY-MM-DD (UTC calendar days). */
function shift(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The UTC instant of a local time on the club's clock, `day` days from today. */
function instant(today: string, day: number, time: string): string {
  const iso = localDateTimeToUtcIso(shift(today, day), time, DEMO_TIME_ZONE);
  if (iso === null) throw new Error(`Not a time: ${shift(today, day)} ${time}`);
  return iso;
}
