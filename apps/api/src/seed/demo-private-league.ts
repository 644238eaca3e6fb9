/**
 * The demo's private league (issue 38): six friends from the club who run their own Friday round robin, half
 * way through, organized by one of them. Plain data and pure functions of `today`, as demo-season.ts is.
 */
import { localDateTimeToUtcIso } from '@courtside/shared/availability/local-date';
import type { SetScore } from '@courtside/shared/tennis/types';
import { DEMO_TIME_ZONE } from './demo-season';

export const DEMO_PRIVATE_LEAGUE_NAME = 'Friday Friends';
/** Index into demoPlayers() of the friend who made the league and runs it: the guides sign in as her. */
export const DEMO_ORGANIZER_PLAYER = 23;
/** Indexes into demoPlayers(): the organizer first. None of them is a README player of the club's league. */
export const DEMO_FRIENDS = [DEMO_ORGANIZER_PLAYER, 22, 24, 25, 28, 29] as const;
/** Of the round robin's 15 matches: played with confirmed scores, then booked ahead, then one proposed. */
export const DEMO_FRIENDS_PLAYED = 7;
export const DEMO_FRIENDS_BOOKED = 3;

/** `today` plus `days`, both as YYYY-MM-DD (UTC calendar days). */
function shift(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Friday-evening-ish times on the club's clock, `days` from today. */
export function friendsMatchTime(today: string, days: number): string {
  const iso = localDateTimeToUtcIso(shift(today, days), '18:30', DEMO_TIME_ZONE);
  if (iso === null) throw new Error(`no 18:30 on ${shift(today, days)}`);
  return iso;
}

export function demoPrivateLeague(today: string) {
  return {
    name: DEMO_PRIVATE_LEAGUE_NAME,
    leagueType: 'Singles' as const,
    ageCategory: 'Adult' as const,
    season: `Fall ${today.slice(0, 4)}`,
    rules: 'One match a week between friends; the loser brings the balls next time.',
    entryFee: null,
    gender: 'coed' as const,
    regionId: null,
    minPlayersPerDivision: null,
    maxPlayersPerDivision: null,
    maxRegistrations: 8,
    registrationStart: shift(today, -45),
    registrationEnd: shift(today, -35),
    playStart: shift(today, -30),
    playEnd: shift(today, 40),
    bannerUrl: null,
  };
}

/** The k-th played match: every third one the away player wins, in two sets either way. */
export function friendsScore(k: number): { sets: SetScore[]; winner: 'home' | 'away' } {
  const [a, b] = [6, 1 + (k % 4)];
  const homeWins = k % 3 !== 2;
  const set = (n: number) =>
    homeWins ? { set_number: n, home_games: a, away_games: b } : { set_number: n, home_games: b, away_games: a };
  return { sets: [set(1), set(2)], winner: homeWins ? 'home' : 'away' };
}
