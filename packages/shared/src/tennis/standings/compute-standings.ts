import { compareIds, idKey } from '../ids';
import type { MatchResultInput } from '../types';
import { compareDivisionStandings, compareOverallStandings } from './compare-standings';
import { newTallyScratch, tallyMatchInto } from './match-tally';
import { percentage } from './standing-row';
import type { StandingRow, StandingsPlayer } from './standing-row';

type Totals = Omit<
  StandingRow,
  'player_id' | 'player' | 'win_percentage' | 'set_win_percentage' | 'game_win_percentage'
>;

function emptyTotals(): Totals {
  return { wins: 0, losses: 0, matches_played: 0, sets_won: 0, sets_lost: 0, games_won: 0, games_lost: 0 };
}

/**
 * One row per listed player (a repeated id keeps its first entry), in the order given. A match counts for
 * each of its players that is listed, so an unlisted opponent does not erase a listed player's result.
 * Runs in one pass over the matches.
 */
export function computeStandingRows<P extends StandingsPlayer>(
  players: readonly P[],
  matches: readonly MatchResultInput[],
): StandingRow<P>[] {
  const totalsById = new Map<number | string, Totals>();
  const listed: { player: P; totals: Totals }[] = [];
  for (const player of players) {
    const key = idKey(player.id);
    if (totalsById.has(key)) continue;
    const totals = emptyTotals();
    totalsById.set(key, totals);
    listed.push({ player, totals });
  }

  const tally = newTallyScratch();
  for (const match of matches) {
    if (!tallyMatchInto(match, tally)) continue;
    const home = totalsById.get(tally.homeKey);
    const away = totalsById.get(tally.awayKey);
    if (home) addSide(home, tally.homeWon, tally.homeSets, tally.awaySets, tally.homeGames, tally.awayGames);
    if (away) addSide(away, !tally.homeWon, tally.awaySets, tally.homeSets, tally.awayGames, tally.homeGames);
  }

  return listed.map(({ player, totals }) => ({
    player_id: player.id,
    player,
    ...totals,
    win_percentage: percentage(totals.wins, totals.losses),
    set_win_percentage: percentage(totals.sets_won, totals.sets_lost),
    game_win_percentage: percentage(totals.games_won, totals.games_lost),
  }));
}

function addSide(
  totals: Totals,
  won: boolean,
  setsWon: number,
  setsLost: number,
  gamesWon: number,
  gamesLost: number,
): void {
  totals.matches_played++;
  if (won) totals.wins++;
  else totals.losses++;
  totals.sets_won += setsWon;
  totals.sets_lost += setsLost;
  totals.games_won += gamesWon;
  totals.games_lost += gamesLost;
}

/** Every listed player ranked league-wide (overall order). */
export function computeOverallStandings<P extends StandingsPlayer>(
  players: readonly P[],
  matches: readonly MatchResultInput[],
): StandingRow<P>[] {
  return computeStandingRows(players, matches).sort(compareOverallStandings);
}

/** A division as listed by the league; either name field is read. */
export interface StandingsDivision {
  id: StandingsPlayer['id'];
  name?: string | null;
  division_name?: string | null;
}

export interface DivisionStandings<P extends StandingsPlayer = StandingsPlayer> {
  division_id: StandingsPlayer['id'] | null;
  division_name: string | null;
  rows: StandingRow<P>[];
}

/**
 * Rows grouped by the player's division_id, each group in division order. Groups follow the divisions list
 * (empty ones included), then divisions only players name, by id, then players without a division.
 */
export function groupStandingsByDivision<P extends StandingsPlayer>(
  rows: readonly StandingRow<P>[],
  divisions: readonly StandingsDivision[] = [],
): DivisionStandings<P>[] {
  const groups = new Map<number | string, DivisionStandings<P>>();
  const listed: DivisionStandings<P>[] = [];
  for (const division of divisions) {
    const key = idKey(division.id);
    if (groups.has(key)) continue;
    const group = {
      division_id: division.id,
      division_name: division.name ?? division.division_name ?? null,
      rows: [],
    };
    groups.set(key, group);
    listed.push(group);
  }
  const unlisted: DivisionStandings<P>[] = [];
  const unassigned: DivisionStandings<P> = { division_id: null, division_name: null, rows: [] };
  for (const row of rows) {
    const divisionId = row.player.division_id;
    if (divisionId === null || divisionId === undefined) {
      unassigned.rows.push(row);
      continue;
    }
    let group = groups.get(idKey(divisionId));
    if (!group) {
      group = { division_id: divisionId, division_name: null, rows: [] };
      groups.set(idKey(divisionId), group);
      unlisted.push(group);
    }
    group.division_name ??= row.player.division_name ?? null;
    group.rows.push(row);
  }
  unlisted.sort((a, b) => compareIds(a.division_id ?? '', b.division_id ?? ''));
  const ordered = [...listed, ...unlisted, ...(unassigned.rows.length > 0 ? [unassigned] : [])];
  for (const group of ordered) group.rows.sort(compareDivisionStandings);
  return ordered;
}

/** Division standings straight from players and matches. */
export function computeDivisionStandings<P extends StandingsPlayer>(
  players: readonly P[],
  matches: readonly MatchResultInput[],
  divisions: readonly StandingsDivision[] = [],
): DivisionStandings<P>[] {
  return groupStandingsByDivision(computeStandingRows(players, matches), divisions);
}
