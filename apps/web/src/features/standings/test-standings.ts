import {
  standingRowDto,
  standingsResponse,
  type OrderReasonDto,
  type StandingRowDto,
  type StandingsResponseDto,
} from '@courtside/shared/schemas/standings';

/** Test data for the standings page, checked against the API's own schema. */

export function makeRow(playerId: number, overrides: Partial<StandingRowDto> = {}): StandingRowDto {
  return standingRowDto.parse({
    player_id: playerId,
    wins: 0,
    losses: 0,
    matches_played: 0,
    sets_won: 0,
    sets_lost: 0,
    games_won: 0,
    games_lost: 0,
    win_percentage: 0,
    set_win_percentage: 0,
    game_win_percentage: 0,
    ahead_of_next: null,
    ...overrides,
  });
}

/** A reason decided on win percentage, with the two players' meetings. */
const onWinPercentage = (below: number, meetings: OrderReasonDto['meetings'] = []): OrderReasonDto => ({
  criterion: 'win_percentage',
  level: [],
  below_player_id: below,
  meetings,
});

/** Alice beat Bob 6-4 6-4 on 5 March (the disputed match 100). */
const aliceBeatBob = [
  {
    match_id: 100,
    match_datetime: '2026-03-05T15:30:00.000Z',
    won: true,
    sets: [
      [6, 4],
      [6, 4],
    ] satisfies [number, number][],
    retired: null,
  },
];

/** Gold: Alice (11, the viewer), Bob (12); Silver: Cara (21), Dan (22). Alice has a disputed match with Bob. */
export function makeStandings(overrides: Partial<StandingsResponseDto> = {}): StandingsResponseDto {
  const alice = makeRow(11, {
    wins: 2,
    losses: 1,
    matches_played: 3,
    sets_won: 5,
    sets_lost: 3,
    games_won: 40,
    games_lost: 31,
    win_percentage: 66.7,
    set_win_percentage: 62.5,
    game_win_percentage: 56.3,
  });
  const bob = makeRow(12, { wins: 1, losses: 2, matches_played: 3, win_percentage: 33.3 });
  const cara = makeRow(21, { wins: 3, losses: 0, matches_played: 3, win_percentage: 100 });
  const dan = makeRow(22);
  return standingsResponse.parse({
    allPlayers: [
      { id: 11, first_name: 'Alice', last_name: 'Smith', division_id: 1, division_name: 'Gold', rating: 4 },
      { id: 12, first_name: 'Bob', last_name: 'Jones', division_id: 1, division_name: 'Gold', rating: null },
      { id: 21, first_name: 'Cara', last_name: 'Diaz', division_id: 2, division_name: 'Silver', rating: 3.5 },
      { id: 22, first_name: 'Dan', last_name: 'Ng', division_id: 2, division_name: 'Silver', rating: 3 },
    ],
    allMatches: [
      {
        id: 100,
        division_id: 1,
        status: 'normal',
        home_player_id: 11,
        away_player_id: 12,
        submitted_by_player_id: 11,
        match_datetime: '2026-03-05T15:30:00.000Z',
        score_confirmation: 'disputed',
        set_scores: [
          { set_number: 1, home_games: 6, away_games: 4 },
          { set_number: 2, home_games: 6, away_games: 4 },
        ],
        scoring_format: 'best_of_three',
      },
      {
        id: 101,
        division_id: 2,
        status: 'scheduled',
        home_player_id: 21,
        away_player_id: 22,
        submitted_by_player_id: null,
        match_datetime: '2026-03-06T15:30:00.000Z',
        score_confirmation: null,
        set_scores: [],
        scoring_format: 'best_of_three',
      },
    ],
    divisions: [
      { id: 1, name: 'Gold' },
      { id: 2, name: 'Silver' },
    ],
    currentPlayerId: 11,
    standings: {
      // Each table's rows say why they are above the next one of that table.
      overall: [
        { ...cara, ahead_of_next: onWinPercentage(11) },
        { ...alice, ahead_of_next: onWinPercentage(12, aliceBeatBob) },
        { ...bob, ahead_of_next: onWinPercentage(22) },
        dan,
      ],
      by_division: [
        {
          division_id: 1,
          division_name: 'Gold',
          rows: [{ ...alice, ahead_of_next: onWinPercentage(12, aliceBeatBob) }, bob],
        },
        { division_id: 2, division_name: 'Silver', rows: [{ ...cara, ahead_of_next: onWinPercentage(22) }, dan] },
      ],
      current_player_rank: 1,
      statistics: { total_players: 4, completed_matches: 6, scheduled_matches: 1, divisions: 2 },
    },
    ...overrides,
  });
}
