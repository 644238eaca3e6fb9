import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { ApiSession, createAdminAccount, createPlayerAccount, type Account } from './api';
import { createOpenLeague, setProfileDetails, startLeague, type CreatedLeague } from './league-setup';
import type { LeaguePages } from './pages';

/**
 * League play set up through the API (apps/api/src/routes/matches.ts and registrations.ts) for the specs
 * that then play it through the pages: players in a started league, their round-robin matches, and the
 * scores and times some of them already have.
 */

export interface LeaguePlayer extends Account {
  playerId: number;
  name: string;
  session: ApiSession;
}

/** What the match helpers need of a player: who they are and a signed-in session of theirs. */
export type Playing = Pick<LeaguePlayer, 'playerId' | 'name' | 'session'>;

/** A new player with a complete profile, ready to register, signed in through the API. */
export async function createLeaguePlayer(owner: ApiSession, first: string, last: string): Promise<LeaguePlayer> {
  const account = await createPlayerAccount(owner, { firstname: first, lastname: last });
  await setProfileDetails(owner.baseUrl, account, { first_name: first, last_name: last, rating: 3.5, gender: 'Mens' });
  const session = await ApiSession.signIn(owner.baseUrl, account);
  const players = await session.request<{ id: number; primary_player: boolean }[]>('GET', 'players/getMyPlayers');
  const primary = players.find((player) => player.primary_player);
  assert.ok(primary, `${account.email} has no primary player`);
  return { ...account, playerId: primary.id, name: `${first} ${last}`, session };
}

/** An active league of one division holding `players`, each registered by themselves as the register page does. */
export async function createStartedLeague(
  admin: ApiSession,
  name: string,
  players: readonly LeaguePlayer[],
): Promise<CreatedLeague> {
  const league = await createOpenLeague(admin, name);
  for (const player of players) {
    await player.session.request('POST', 'registrations/registerPlayer', {
      player_id: player.playerId,
      league_id: league.id,
    });
  }
  await startLeague(admin, league.id);
  return league;
}

/**
 * A fresh server's started league of two new players, set up by an admin the owner makes: for specs that only
 * need a player in a league under way to open its pages.
 */
export async function createTwoPlayerLeague(
  baseUrl: string,
  leagueName: string,
  names: readonly [first: readonly [string, string], second: readonly [string, string]],
): Promise<{ player: LeaguePlayer; opponent: LeaguePlayer; league: CreatedLeague; admin: Account }> {
  const owner = await ApiSession.signIn(baseUrl);
  const adminAccount = await createAdminAccount(owner);
  const admin = await ApiSession.signIn(baseUrl, adminAccount);
  const player = await createLeaguePlayer(owner, ...names[0]);
  const opponent = await createLeaguePlayer(owner, ...names[1]);
  const league = await createStartedLeague(admin, leagueName, [player, opponent]);
  return { player, opponent, league, admin: adminAccount };
}

export type Side = 'home' | 'away';

/** What the specs need of a match: its id and who plays on which side (the score pages read home first). */
export interface PlayedMatch {
  id: number;
  homePlayerId: number;
  homeName: string;
  awayName: string;
}

interface MatchRow {
  id: number;
  home_player_id: number;
  away_player_id: number;
  home_first_name: string;
  home_last_name: string;
  away_first_name: string;
  away_last_name: string;
}

/** The round-robin match of `player` against `opponent` in the league, as the player's division lists it. */
export async function matchBetween(player: Playing, opponent: Playing, leagueId: number) {
  const division = await player.session.request<{ matches: MatchRow[] }>(
    'GET',
    `divisions/getMyDivision?league_id=${leagueId}`,
  );
  const pair = new Set([player.playerId, opponent.playerId]);
  const match = division.matches.find((row) => pair.has(row.home_player_id) && pair.has(row.away_player_id));
  assert.ok(match, `no match between ${player.name} and ${opponent.name} in league ${leagueId}`);
  return {
    id: match.id,
    homePlayerId: match.home_player_id,
    homeName: `${match.home_first_name} ${match.home_last_name}`,
    awayName: `${match.away_first_name} ${match.away_last_name}`,
  } satisfies PlayedMatch;
}

export const sideOf = (match: PlayedMatch, player: Playing): Side =>
  match.homePlayerId === player.playerId ? 'home' : 'away';

/** Games of one set as [the player's, the opponent's]. */
export type GamesPair = readonly [number, number];

/** One player's sets as the API stores them, home games first. */
export function setsFromSide(match: PlayedMatch, player: Playing, sets: readonly GamesPair[]) {
  const home = sideOf(match, player) === 'home';
  return sets.map(([mine, theirs], index) => ({
    set_number: index + 1,
    home_games: home ? mine : theirs,
    away_games: home ? theirs : mine,
  }));
}

/** The score as the pages write it from one side, e.g. '6-4, 3-6, 7-6' (shared/tennis/score-display). */
export const scoreText = (sets: readonly GamesPair[], reversed = false) =>
  sets.map(([a, b]) => (reversed ? `${b}-${a}` : `${a}-${b}`)).join(', ');

/**
 * A result as every page writes it (ADR 072): the winner, the loser ('You' and 'you' for the viewer), then the
 * sets with the winner's games first, e.g. 'You beat Blake Baseline 6-4, 3-6, 7-6'.
 */
export const resultText = (winner: string, loser: string, winnerSets: readonly GamesPair[]) =>
  `${winner} beat ${loser === 'You' ? 'you' : loser} ${scoreText(winnerSets)}`;

/** A player enters a normal result through the API, their own games first in each set. */
export async function submitScore(player: Playing, match: PlayedMatch, sets: readonly GamesPair[]) {
  await player.session.request('POST', `matches/submitScores?matchId=${match.id}`, {
    sets: setsFromSide(match, player, sets),
    status: 'normal',
  });
}

/**
 * A started league for sweeps over its pages (support/pages.ts leaguePageStates): Lee has lost to Olive, who
 * entered the score, and is to play Parker next week at a club location. Made by the owner.
 */
export async function setUpLeaguePages(owner: ApiSession): Promise<{ leaguePlayer: LeaguePlayer; pages: LeaguePages }> {
  const lee = await createLeaguePlayer(owner, 'Lee', 'Leaguer');
  const olive = await createLeaguePlayer(owner, 'Olive', 'Opponent');
  const parker = await createLeaguePlayer(owner, 'Parker', 'Partner');
  const league = await createStartedLeague(owner, `Sweep League ${Date.now().toString(36)}`, [lee, olive, parker]);
  const location = await owner.request<{ id: number }>('POST', 'locations/post', {
    name: 'Sweep Park Courts',
    address: '1 Sweep Lane',
    has_lights: true,
  });
  const nextWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString();
  const played = await matchBetween(lee, olive, league.id);
  await olive.session.request('POST', 'matches/scheduleMatch', {
    match_id: played.id,
    match_datetime: new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString(),
    location_id: location.id,
  });
  await submitScore(olive, played, [
    [6, 2],
    [6, 3],
  ]);
  const scheduled = await matchBetween(lee, parker, league.id);
  await lee.session.request('POST', 'matches/scheduleMatch', {
    match_id: scheduled.id,
    match_datetime: nextWeek,
    location_id: location.id,
  });
  return {
    leaguePlayer: lee,
    pages: {
      leagueId: league.id,
      leagueName: league.name,
      playedMatchId: played.id,
      playedOpponent: olive.name,
      scheduledMatchId: scheduled.id,
      scheduledOpponent: parker.name,
    },
  };
}

// --- Match times ---

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export interface MatchTime {
  /** What a datetime-local input holds: '2026-12-05T18:30', a wall-clock time in the viewer's zone. */
  input: string;
  /** How the league pages show it (lib/match-display formatMatchTime): 'Saturday, Dec 5, 2026 at 6:30 PM'. */
  shown: string;
}

/**
 * A wall-clock time `days` from today. The pages show a time in the browser's zone, and the form reads the
 * input in the same zone, so the shown text follows from the typed one whatever the zone is.
 */
export function matchTime(days: number, hour: number, minute: number): MatchTime {
  const day = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const [y, m, d] = [day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()];
  const pad = (value: number) => String(value).padStart(2, '0');
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m, d)).getUTCDay()];
  const clock = `${hour % 12 === 0 ? 12 : hour % 12}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
  return {
    input: `${y}-${pad(m + 1)}-${pad(d)}T${pad(hour)}:${pad(minute)}`,
    shown: `${weekday}, ${MONTHS[m]} ${d}, ${y} at ${clock}`,
  };
}

/** The instant a wall-clock time means in the page's zone, as the schedule form sends it. */
export function instantInPage(page: Page, time: MatchTime): Promise<string> {
  return page.evaluate((input) => new Date(input).toISOString(), time.input);
}

// --- The pages ---

/** A match card of a league page's list (Scheduled matches, Past matches), by its title 'vs NAME'. */
export function matchCard(page: Page, listName: string, opponentName: string): Locator {
  return page
    .getByRole('list', { name: listName, exact: true })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `vs ${opponentName}`, exact: true }) });
}

/** One side's game counter of the score form, named like 'Set 1, Avery Ace games'. */
export const gameCounter = (scope: Page | Locator, set: number, playerName: string) =>
  scope.getByRole('textbox', { name: `Set ${set}, ${playerName} games`, exact: true });

export const counterButton = (scope: Page | Locator, change: 'Increase' | 'Decrease', set: number, name: string) =>
  scope.getByRole('button', { name: `${change} Set ${set}, ${name} games`, exact: true });

/** Types a game count into a counter as a person would: a tap selects the number, the digit replaces it. */
export async function typeGames(scope: Page | Locator, set: number, playerName: string, games: number) {
  const counter = gameCounter(scope, set, playerName);
  await counter.click();
  await counter.press(String(games));
  assert.equal(await counter.inputValue(), String(Math.min(games, 7)), `set ${set} of ${playerName}`);
}

/** Taps '+' or '−' until the counter shows `games`. */
export async function tapGames(scope: Page | Locator, set: number, playerName: string, games: number) {
  const counter = gameCounter(scope, set, playerName);
  const start = Number(await counter.inputValue());
  const button = counterButton(scope, start < games ? 'Increase' : 'Decrease', set, playerName);
  for (let taps = Math.abs(games - start); taps > 0; taps -= 1) await button.click();
  assert.equal(await counter.inputValue(), String(games), `set ${set} of ${playerName}`);
}

/**
 * The lines of a match's Change Log, oldest first, without their times, once it has at least `count` of them
 * (the log reloads after each change).
 */
export async function changeLogLines(page: Page, count: number): Promise<string[]> {
  const items = page.getByRole('region', { name: 'Change Log' }).getByRole('list').getByRole('listitem');
  await items.nth(count - 1).waitFor();
  // The first paragraph of an entry is what happened; the second is when.
  return items.evaluateAll((elements) => elements.map((item) => item.querySelector('p')?.textContent?.trim() ?? ''));
}
