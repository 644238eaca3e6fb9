/**
 * The demo's doubles (issue 37 item 6, ADR 078), as plain data and pure functions of `today`, as demo-season.ts
 * is: a mixed doubles league under way, eight pairs of one man and one woman (even indexes of demoPlayers() are
 * Mens, odd ones Ladies) in two divisions, half played; and the pairs of the Doubles league still open for
 * registration. db/queries/demo-doubles.ts writes them through the functions the API calls.
 */
import { localDateTimeToUtcIso } from '@courtside/shared/availability/local-date';
import type { SetScore } from '@courtside/shared/tennis/types';
import { DEMO_EVERY_STATE_PLAYER, DEMO_TIME_ZONE } from './demo-season';

export const DEMO_MIXED_LEAGUE_NAME = 'Riverside Mixed Doubles';
/** The Doubles league open for registration in demo-club.ts: its players pair up there. */
export const DEMO_OPEN_DOUBLES_LEAGUE_NAME = 'Shelbyville Fall Social';

/** A pair by indexes into demoPlayers(): the anchor (who entered the pair) and the partner. */
export interface DemoPair {
  anchor: number;
  partner: number;
}

/**
 * Two divisions of four pairs. The README's James (DEMO_EVERY_STATE_PLAYER) anchors the first pair, so his login
 * shows a doubles league too: a result his pair won, a score for his pair to confirm and a proposal from a pair.
 * The players also play the club's singles, as a club's members do.
 */
export const DEMO_MIXED_DIVISIONS: {
  divisionName: string;
  rankLevel: number;
  pairs: DemoPair[];
  /** What happens to the division's matches that are not James's, in the order they were made. */
  steps: DemoDoublesStep[];
}[] = [
  {
    divisionName: 'Mixed A',
    rankLevel: 3.5,
    pairs: [
      { anchor: DEMO_EVERY_STATE_PLAYER, partner: 5 },
      { anchor: 2, partner: 7 },
      { anchor: 4, partner: 1 },
      { anchor: 6, partner: 3 },
    ],
    steps: ['confirmed', 'confirmed', 'scheduled'],
  },
  {
    divisionName: 'Mixed B',
    rankLevel: 3.0,
    pairs: [
      { anchor: 8, partner: 11 },
      { anchor: 10, partner: 9 },
      { anchor: 12, partner: 15 },
      { anchor: 14, partner: 13 },
    ],
    steps: ['confirmed', 'confirmed', 'confirmed', 'scheduled', 'open', 'open'],
  },
];

/**
 * What happens to a round-robin match: James plays a confirmed win, a score waiting for his pair's confirmation,
 * and a time proposed to his pair; each division has matches confirmed and one booked ahead (its `steps`). Half of
 * the twelve are played and confirmed.
 */
export type DemoDoublesStep = 'confirmed' | 'awaiting_confirmation' | 'proposed' | 'scheduled' | 'open';
export const DEMO_JAMES_STEPS: DemoDoublesStep[] = ['confirmed', 'awaiting_confirmation', 'proposed'];

/**
 * The open Doubles league's entries: three complete pairs, one invitation its invitee (registered alone) has not
 * answered, and one player on their own, looking for a partner. Indexes into demoPlayers(), all registered there.
 */
export const DEMO_OPEN_DOUBLES = {
  complete: [
    { anchor: 12, partner: 13 },
    { anchor: 14, partner: 15 },
    { anchor: 16, partner: 17 },
  ] satisfies DemoPair[],
  invited: { anchor: 18, partner: 19 } satisfies DemoPair,
  lookingForPartner: 20,
};

/** `today` plus `days`, both as YYYY-MM-DD (UTC calendar days). */
function shift(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** `time` on the club's clock `days` from today, as a UTC instant. */
export function clubTime(today: string, days: number, time: string): string {
  const iso = localDateTimeToUtcIso(shift(today, days), time, DEMO_TIME_ZONE);
  if (iso === null) throw new Error(`no ${time} on ${shift(today, days)}`);
  return iso;
}

export function demoMixedLeague(today: string) {
  return {
    name: DEMO_MIXED_LEAGUE_NAME,
    leagueType: 'Mixed' as const,
    ageCategory: 'Adult' as const,
    season: `Fall ${today.slice(0, 4)}`,
    rules: 'Mixed doubles, one man and one woman a side; best of three sets. Either partner can book or enter a score.',
    entryFee: 30,
    gender: 'coed' as const,
    minPlayersPerDivision: 4,
    maxPlayersPerDivision: 8,
    // Places are pairs (ADR 078); room for every registered player, whichever way registrations are counted.
    maxRegistrations: 16,
    registrationStart: shift(today, -50),
    registrationEnd: shift(today, -35),
    playStart: shift(today, -28),
    playEnd: shift(today, 42),
    publicVisible: true,
    bannerUrl: null,
  };
}

/** The k-th result: the home pair wins two of three, in two sets. */
export function doublesScore(k: number): SetScore[] {
  const [a, b] = [6, 2 + (k % 3)];
  const homeWins = k % 3 !== 2;
  const set = (n: number) =>
    homeWins ? { set_number: n, home_games: a, away_games: b } : { set_number: n, home_games: b, away_games: a };
  return [set(1), set(2)];
}

/**
 * When each player of the league is usually free, weekly on the club's clock from the coming week to the end of
 * play: everyone on Tuesday evenings and Saturday mornings; the partners of the odd pairs only from 19:00 on
 * Tuesdays, so a pair's time is narrower than its anchor's, and a doubles overlap is when all four are free.
 */
export function demoDoublesAvailability(today: string) {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  // Days to the next such weekday, today excluded: the slots start in the coming week.
  const untilNext = (day: number) => (day - weekday + 7) % 7 || 7;
  const until = shift(today, 42).replaceAll('-', '');
  const weekly = (days: number, from: string, to: string, byDay: string) => ({
    start: clubTime(today, days, from),
    end: clubTime(today, days, to),
    rule: `FREQ=WEEKLY;BYDAY=${byDay};UNTIL=${until}T235959Z`,
  });
  return DEMO_MIXED_DIVISIONS.flatMap((division) =>
    division.pairs.flatMap((pair, index) => [
      {
        player: pair.anchor,
        slots: [weekly(untilNext(2), '18:00', '21:00', 'TU'), weekly(untilNext(6), '09:00', '12:00', 'SA')],
      },
      {
        player: pair.partner,
        slots: [
          weekly(untilNext(2), index % 2 === 1 ? '19:00' : '18:00', '21:00', 'TU'),
          weekly(untilNext(6), '09:00', '12:00', 'SA'),
        ],
      },
    ]),
  );
}
