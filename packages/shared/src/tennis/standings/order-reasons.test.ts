import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_CRITERIA, compareDivisionStandings, compareOverallStandings, decideOrder } from './compare-standings';
import type { OrderCriterion, StandingsOrder } from './compare-standings';
import { buildLeagueStandings } from './league-standings';
import { explainTableOrder, findNeighbourMeetings } from './order-reasons';
import type { StandingRow } from './standing-row';

function row(spec: {
  id: number;
  wins?: number;
  losses?: number;
  sets_won?: number;
  sets_lost?: number;
  games_won?: number;
  games_lost?: number;
  first?: string;
  last?: string;
}): StandingRow {
  const { id, wins = 0, losses = 0, sets_won = 0, sets_lost = 0, games_won = 0, games_lost = 0 } = spec;
  return {
    player_id: id,
    player: { id, first_name: spec.first ?? 'Al', last_name: spec.last ?? 'Lee' },
    wins,
    losses,
    matches_played: wins + losses,
    sets_won,
    sets_lost,
    games_won,
    games_lost,
    win_percentage: 0,
    set_win_percentage: 0,
    game_win_percentage: 0,
  };
}

describe('decideOrder names the criterion that decided', () => {
  it.each<[StandingsOrder, OrderCriterion, StandingRow, StandingRow]>([
    ['overall', 'win_percentage', row({ id: 2, wins: 3, losses: 1 }), row({ id: 1, wins: 2, losses: 2 })],
    ['overall', 'wins', row({ id: 2, wins: 4, losses: 2 }), row({ id: 1, wins: 2, losses: 1 })],
    [
      'overall',
      'set_percentage',
      row({ id: 2, wins: 1, sets_won: 2, sets_lost: 0 }),
      row({ id: 1, wins: 1, sets_won: 2, sets_lost: 1 }),
    ],
    ['overall', 'fewer_losses', row({ id: 2, losses: 1 }), row({ id: 1, losses: 2 })],
    [
      'overall',
      'game_percentage',
      row({ id: 2, wins: 1, games_won: 12, games_lost: 2 }),
      row({ id: 1, wins: 1, games_won: 12, games_lost: 5 }),
    ],
    ['overall', 'last_name', row({ id: 2, last: 'Adams' }), row({ id: 1, last: 'Baker' })],
    ['overall', 'first_name', row({ id: 2, first: 'Al' }), row({ id: 1, first: 'Bo' })],
    ['overall', 'player_id', row({ id: 1 }), row({ id: 2 })],
    [
      'division',
      'fewer_losses',
      row({ id: 2, losses: 1, sets_won: 0, sets_lost: 2 }),
      row({ id: 1, losses: 2, sets_won: 2, sets_lost: 4 }),
    ],
    [
      'division',
      'set_percentage',
      row({ id: 2, wins: 1, sets_won: 2 }),
      row({ id: 1, wins: 1, sets_won: 2, sets_lost: 1 }),
    ],
  ])('%s order: %s', (order, criterion, ahead, below) => {
    const criteria = ORDER_CRITERIA[order];
    expect(decideOrder(order, ahead, below)).toEqual({
      criterion,
      level: criteria.slice(0, criteria.indexOf(criterion)),
    });
    // The other way round there is no reason to give.
    expect(decideOrder(order, below, ahead)).toBeNull();
    expect(decideOrder(order, ahead, ahead)).toBeNull();
  });

  it('decides by the exact ratio where the shown percentages are equal', () => {
    const exact = row({ id: 2, wins: 667, losses: 333 });
    const twoThirds = row({ id: 1, wins: 2, losses: 1 });
    expect(decideOrder('overall', exact, twoThirds)?.criterion).toBe('win_percentage');
  });

  const smallRows = fc.uniqueArray(
    fc.record({
      id: fc.integer({ min: 1, max: 50 }),
      wins: fc.integer({ min: 0, max: 3 }),
      losses: fc.integer({ min: 0, max: 3 }),
      sets_won: fc.integer({ min: 0, max: 4 }),
      sets_lost: fc.integer({ min: 0, max: 4 }),
      games_won: fc.integer({ min: 0, max: 3 }),
      games_lost: fc.integer({ min: 0, max: 3 }),
      first: fc.constantFrom('Al', 'al', 'Bo'),
      last: fc.constantFrom('Lee', 'LEE', 'Kim'),
    }),
    { selector: (r) => r.id, minLength: 2, maxLength: 8 },
  );

  it.each([
    ['overall', compareOverallStandings],
    ['division', compareDivisionStandings],
  ] as const)('%s: every neighbour pair of a sorted table has a reason that the sort agrees with', (order, compare) => {
    fc.assert(
      fc.property(smallRows, (specs) => {
        const rows = specs.map((spec) => row(spec)).sort(compare);
        const reasons = explainTableOrder(order, rows, new Map());
        expect(reasons.at(-1)).toBeNull();
        for (let index = 0; index + 1 < rows.length; index++) {
          const reason = reasons[index]!;
          expect(reason.below_player_id).toBe(rows[index + 1]!.player_id);
          // Every criterion before the deciding one leaves the two level, in both directions.
          const swapped = decideOrder(order, rows[index + 1]!, rows[index]!);
          expect(swapped).toBeNull();
          expect(reason.level).toEqual(ORDER_CRITERIA[order].slice(0, reason.level.length));
          expect(ORDER_CRITERIA[order][reason.level.length]).toBe(reason.criterion);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('head-to-head meetings beside the reason', () => {
  const players = [
    { id: 1, first_name: 'Ann', last_name: 'Ash', division_id: 10 },
    { id: 2, first_name: 'Mia', last_name: 'Lopez', division_id: 10 },
    { id: 3, first_name: 'Cat', last_name: 'Cedar', division_id: 10 },
  ];
  const sets = (...pairs: [number, number][]) =>
    pairs.map(([home_games, away_games], index) => ({ set_number: index + 1, home_games, away_games }));
  const matches = [
    // Mia (away) beats Ann 6-4, 6-3.
    {
      id: 11,
      status: 'normal',
      home_player_id: 1,
      away_player_id: 2,
      submitted_by_player_id: 1,
      match_datetime: '2026-11-03T18:00:00.000Z',
      set_scores: sets([4, 6], [3, 6]),
    },
    // Ann retires against Cat at 2-3 in the first set; Cat entered it.
    {
      id: 12,
      status: 'opponent_retired',
      home_player_id: 3,
      away_player_id: 1,
      submitted_by_player_id: 3,
      match_datetime: null,
      set_scores: sets([3, 2]),
    },
    // Mia and Cat have only scheduled.
    { id: 13, status: 'scheduled', home_player_id: 2, away_player_id: 3, set_scores: [] },
  ];
  const standings = buildLeagueStandings({
    allPlayers: players,
    allMatches: matches,
    divisions: [{ id: 10, name: 'Gold' }],
  });
  const gold = standings.by_division[0]!;

  it("gives neighbours who met their counted matches, from the upper player's side", () => {
    // Cat and Mia are level to set %; Cat's retirement win counts 12-2 in games against Mia's 12-7.
    expect(gold.rows.map((r) => r.player_id)).toEqual([3, 2, 1]);
    // Cat and Mia have only scheduled: a scheduled match is no meeting.
    expect(gold.reasons[0]).toEqual({
      criterion: 'game_percentage',
      level: ['win_percentage', 'wins', 'fewer_losses', 'set_percentage'],
      below_player_id: 2,
      meetings: [],
    });
    expect(gold.reasons[1]).toEqual({
      criterion: 'win_percentage',
      level: [],
      below_player_id: 1,
      meetings: [
        {
          match_id: 11,
          match_datetime: '2026-11-03T18:00:00.000Z',
          won: true,
          sets: [
            [6, 4],
            [6, 3],
          ],
          retired: null,
        },
      ],
    });
    expect(gold.reasons[2]).toBeNull();
  });

  it('reads a meeting from the loser above, and says who retired', () => {
    const meetings = findNeighbourMeetings(
      [
        [{ player_id: 1 }, { player_id: 2 }],
        [{ player_id: 1 }, { player_id: 3 }],
      ],
      matches,
    );
    const [annAboveMia] = explainTableOrder('overall', [row({ id: 1, wins: 5 }), row({ id: 2, wins: 1 })], meetings);
    expect(annAboveMia!.meetings).toEqual([
      {
        match_id: 11,
        match_datetime: '2026-11-03T18:00:00.000Z',
        won: false,
        sets: [
          [4, 6],
          [3, 6],
        ],
        retired: null,
      },
    ]);
    const [annAboveCat] = explainTableOrder('overall', [row({ id: 1, wins: 5 }), row({ id: 3, wins: 1 })], meetings);
    expect(annAboveCat!.meetings).toEqual([
      { match_id: 12, match_datetime: null, won: false, sets: [[2, 3]], retired: 'ahead' },
    ]);
  });
});
