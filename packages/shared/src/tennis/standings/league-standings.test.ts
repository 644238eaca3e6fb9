import { describe, expect, it } from 'vitest';
import { divisionRankMessage, findDivisionRank } from './division-rank';
import { buildLeagueStandings } from './league-standings';
import { computeLeagueStatistics } from './league-statistics';

const players = [
  { id: 1, first_name: 'Ann', last_name: 'Ash', division_id: 10 },
  { id: 2, first_name: 'Bob', last_name: 'Birch', division_id: 10 },
  { id: 3, first_name: 'Cat', last_name: 'Cedar', division_id: 20 },
  { id: 4, first_name: 'Dan', last_name: 'Dale', division_id: 20 },
];
const matches = [
  {
    status: 'normal',
    home_player_id: 2,
    away_player_id: 1,
    submitted_by_player_id: 2,
    set_scores: [
      { set_number: 1, home_games: 6, away_games: 1 },
      { set_number: 2, home_games: 6, away_games: 1 },
    ],
  },
  { status: 'opponent_retired', home_player_id: 3, away_player_id: 4, submitted_by_player_id: 3, set_scores: [] },
  { status: 'scheduled', home_player_id: 1, away_player_id: 2 },
  { status: 'scheduled', home_player_id: 3, away_player_id: 4 },
  { status: 'proposed', home_player_id: 1, away_player_id: 4 },
];
const divisions = [
  { id: 10, name: 'Gold' },
  { id: 20, name: 'Silver' },
];

describe('buildLeagueStandings', () => {
  const standings = buildLeagueStandings({ allPlayers: players, allMatches: matches, divisions, currentPlayerId: 1 });

  it('ranks overall and by division from one response', () => {
    // 2 and 3 are level to fewer losses; 3's retirement win counts 12-0 in games against 2's 12-2.
    expect(standings.overall.map((r) => r.player_id)).toEqual([3, 2, 1, 4]);
    expect(standings.by_division.map((d) => [d.division_name, d.rows.map((r) => r.player_id)])).toEqual([
      ['Gold', [2, 1]],
      ['Silver', [3, 4]],
    ]);
  });

  it("finds the current player's rank in their division", () => {
    expect(standings.current_player_rank).toBe(2);
    expect(divisionRankMessage(standings.current_player_rank!)).toBe('You are ranked #2 in your division');
  });

  it('fills the statistics tiles', () => {
    expect(standings.statistics).toEqual({
      total_players: 4,
      completed_matches: 2,
      scheduled_matches: 2,
      divisions: 2,
    });
  });

  it('has no rank for a player outside every division', () => {
    const outsider = buildLeagueStandings({
      allPlayers: [...players, { id: 5, first_name: 'Eve', last_name: 'Elm', division_id: null }],
      allMatches: matches,
      divisions,
      currentPlayerId: 5,
    });
    expect(outsider.current_player_rank).toBeNull();
  });
});

describe('findDivisionRank', () => {
  it('accepts ids as text and answers null for strangers', () => {
    const { by_division } = buildLeagueStandings({ allPlayers: players, allMatches: matches, divisions });
    expect(findDivisionRank(by_division, '4')).toBe(2);
    expect(findDivisionRank(by_division, 99)).toBeNull();
    expect(findDivisionRank(by_division, null)).toBeNull();
  });
});

describe('computeLeagueStatistics', () => {
  it('counts players once each', () => {
    expect(
      computeLeagueStatistics({ players: [{ id: 1 }, { id: '1' }, { id: 2 }], matches: [], divisions: [] }),
    ).toEqual({ total_players: 2, completed_matches: 0, scheduled_matches: 0, divisions: 0 });
  });
});
