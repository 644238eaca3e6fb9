import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VALID_SET_SCORES } from '../scoring-rules';
import type { MatchResultInput } from '../types';
import { compareDivisionStandings, compareOverallStandings } from './compare-standings';
import {
  computeDivisionStandings,
  computeOverallStandings,
  computeStandingRows,
  groupStandingsByDivision,
} from './compute-standings';
import { tallyMatch } from './match-tally';
import type { StandingRow } from './standing-row';

const ann = { id: 1, first_name: 'Ann', last_name: 'Ash', division_id: 10 };
const bob = { id: 2, first_name: 'Bob', last_name: 'Birch', division_id: 10 };
const cat = { id: 3, first_name: 'Cat', last_name: 'Cedar', division_id: 20 };

function played(home: number, away: number, status: string, pairs: [number, number][], submittedBy = home) {
  return {
    status,
    home_player_id: home,
    away_player_id: away,
    submitted_by_player_id: submittedBy,
    set_scores: pairs.map(([home_games, away_games], index) => ({ set_number: index + 1, home_games, away_games })),
  };
}

describe('computeStandingRows', () => {
  const matches = [
    played(1, 2, 'normal', [
      [6, 4],
      [6, 3],
    ]),
    played(2, 3, 'normal', [
      [6, 4],
      [4, 6],
      [6, 2],
    ]),
    played(3, 1, 'opponent_retired', [], 3),
    played(1, 3, 'scheduled', []),
  ];

  it('totals each player and keeps the given order', () => {
    const rows = computeStandingRows([ann, bob, cat], matches);
    const summary = rows.map(({ player, win_percentage, set_win_percentage, game_win_percentage, ...totals }) => ({
      name: player.first_name,
      ...totals,
      win_percentage,
      set_win_percentage,
      game_win_percentage,
    }));
    expect(summary).toEqual([
      {
        name: 'Ann',
        player_id: 1,
        wins: 1,
        losses: 1,
        matches_played: 2,
        sets_won: 2,
        sets_lost: 2,
        games_won: 12,
        games_lost: 19,
        win_percentage: 50,
        set_win_percentage: 50,
        game_win_percentage: 38.7,
      },
      {
        name: 'Bob',
        player_id: 2,
        wins: 1,
        losses: 1,
        matches_played: 2,
        sets_won: 2,
        sets_lost: 3,
        games_won: 23,
        games_lost: 24,
        win_percentage: 50,
        set_win_percentage: 40,
        game_win_percentage: 48.9,
      },
      {
        name: 'Cat',
        player_id: 3,
        wins: 1,
        losses: 1,
        matches_played: 2,
        sets_won: 3,
        sets_lost: 2,
        games_won: 24,
        games_lost: 16,
        win_percentage: 50,
        set_win_percentage: 60,
        game_win_percentage: 60,
      },
    ]);
  });

  it('gives 0 percentages to a player with nothing played', () => {
    const [row] = computeStandingRows([{ id: 7 }], matches);
    expect(row).toMatchObject({ matches_played: 0, win_percentage: 0, set_win_percentage: 0, game_win_percentage: 0 });
  });

  it('counts a match for a listed player whose opponent is not listed', () => {
    const [row] = computeStandingRows(
      [ann],
      [
        played(1, 99, 'normal', [
          [6, 0],
          [6, 0],
        ]),
      ],
    );
    expect(row).toMatchObject({ wins: 1, sets_won: 2, games_won: 12 });
  });

  it('keeps the first entry of a repeated player id, matching ids given as text', () => {
    const rows = computeStandingRows(
      [ann, { ...ann, first_name: 'Again' }],
      [
        played(2, '1' as never, 'normal', [
          [0, 6],
          [0, 6],
        ]),
      ],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ player: { first_name: 'Ann' }, wins: 1 });
  });
});

/** A row with the given totals; names and ids default so each test varies only what it is about. */
function row(over: Partial<StandingRow> & { id?: number; first?: string; last?: string }): StandingRow {
  const { id = 1, first = 'Pat', last = 'Lee', ...totals } = over;
  const base = { wins: 0, losses: 0, sets_won: 0, sets_lost: 0, games_won: 0, games_lost: 0, ...totals };
  return {
    player_id: id,
    player: { id, first_name: first, last_name: last },
    matches_played: base.wins + base.losses,
    win_percentage: 0,
    set_win_percentage: 0,
    game_win_percentage: 0,
    ...base,
  };
}

describe('overall order: win %, wins, set %, fewer losses, then game %, last name, first name, id', () => {
  it.each<[string, StandingRow, StandingRow]>([
    ['higher win % first', row({ id: 2, wins: 1 }), row({ id: 1, wins: 2, losses: 1 })],
    ['exact win %, not the rounded one', row({ id: 2, wins: 667, losses: 333 }), row({ id: 1, wins: 2, losses: 1 })],
    ['more wins at equal win %', row({ id: 2, wins: 2 }), row({ id: 1, wins: 1 })],
    [
      'higher set % next',
      row({ id: 2, wins: 1, sets_won: 2, sets_lost: 0 }),
      row({ id: 1, wins: 1, sets_won: 2, sets_lost: 1 }),
    ],
    ['fewer losses next (which can differ only without wins)', row({ id: 2, losses: 1 }), row({ id: 1, losses: 2 })],
    [
      'then higher game %',
      row({ id: 2, wins: 1, games_won: 12, games_lost: 2 }),
      row({ id: 1, wins: 1, games_won: 12, games_lost: 5 }),
    ],
    ['then last name', row({ id: 2, last: 'Adams' }), row({ id: 1, last: 'Baker' })],
    [
      'last name ignoring case',
      row({ id: 2, last: 'adams', first: 'Zed' }),
      row({ id: 1, last: 'Baker', first: 'Al' }),
    ],
    ['then first name', row({ id: 2, first: 'Al' }), row({ id: 1, first: 'Bo' })],
    ['then player id', row({ id: 1 }), row({ id: 2 })],
  ])('%s', (_name, first, second) => {
    expect(compareOverallStandings(first, second)).toBeLessThan(0);
    expect(compareOverallStandings(second, first)).toBeGreaterThan(0);
  });

  it('puts set % before fewer losses, where division order does the reverse', () => {
    const fewerLosses = row({ id: 1, losses: 1, sets_won: 1, sets_lost: 2 });
    const betterSets = row({ id: 2, losses: 2, sets_won: 3, sets_lost: 4 });
    expect(compareOverallStandings(betterSets, fewerLosses)).toBeLessThan(0);
    expect(compareDivisionStandings(fewerLosses, betterSets)).toBeLessThan(0);
  });
});

describe('division order: win %, wins, fewer losses, then set %, game %, last name, first name, id', () => {
  it.each<[string, StandingRow, StandingRow]>([
    ['higher win % first', row({ id: 2, wins: 3 }), row({ id: 1, wins: 3, losses: 1 })],
    ['more wins at equal win %', row({ id: 2, wins: 4, losses: 2 }), row({ id: 1, wins: 2, losses: 1 })],
    [
      'fewer losses next',
      row({ id: 2, losses: 1, sets_won: 0, sets_lost: 2 }),
      row({ id: 1, losses: 2, sets_won: 2, sets_lost: 4 }),
    ],
    ['then set %', row({ id: 2, wins: 1, sets_won: 2 }), row({ id: 1, wins: 1, sets_won: 2, sets_lost: 1 })],
    ['then game %', row({ id: 2, games_won: 3, games_lost: 12 }), row({ id: 1, games_won: 1, games_lost: 12 })],
    ['then names', row({ id: 2, last: 'Ames' }), row({ id: 1, last: 'Zane' })],
    ['then player id', row({ id: 3 }), row({ id: 4 })],
  ])('%s', (_name, first, second) => {
    expect(compareDivisionStandings(first, second)).toBeLessThan(0);
    expect(compareDivisionStandings(second, first)).toBeGreaterThan(0);
  });
});

describe('computeOverallStandings and computeDivisionStandings', () => {
  const matches = [
    played(1, 2, 'normal', [
      [6, 4],
      [6, 3],
    ]),
    played(2, 3, 'normal', [
      [6, 4],
      [6, 2],
    ]),
    played(1, 3, 'i_retired', [[6, 2]], 3),
  ];

  it('ranks the league', () => {
    expect(computeOverallStandings([cat, bob, ann], matches).map((r) => r.player_id)).toEqual([1, 2, 3]);
  });

  it('groups by division, listed divisions first', () => {
    const divisions = computeDivisionStandings([cat, bob, ann, { id: 4, division_id: null }], matches, [
      { id: 20, name: 'Gold' },
      { id: 10, division_name: 'Silver' },
      { id: 30, name: 'Empty' },
    ]);
    expect(divisions.map((d) => [d.division_id, d.division_name, d.rows.map((r) => r.player_id)])).toEqual([
      [20, 'Gold', [3]],
      [10, 'Silver', [1, 2]],
      [30, 'Empty', []],
      [null, null, [4]],
    ]);
  });

  it('adds divisions only players name, by id, named from the players', () => {
    const divisions = groupStandingsByDivision(
      computeStandingRows(
        [
          { id: 1, division_id: 9, division_name: 'Nine' },
          { id: 2, division_id: 5 },
          { id: 3, division_id: '5', division_name: 'Five' },
        ],
        [],
      ),
    );
    expect(divisions.map((d) => [d.division_id, d.division_name, d.rows.length])).toEqual([
      [5, 'Five', 2],
      [9, 'Nine', 1],
    ]);
  });
});

const likelyPair = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .constantFrom(...VALID_SET_SCORES)
      .chain(([w, l]) => fc.constantFrom<[number, number]>([w, l], [l, w])),
  },
  { weight: 1, arbitrary: fc.tuple(fc.integer({ min: -1, max: 8 }), fc.integer({ min: -1, max: 8 })) },
);

function leagueArbitrary() {
  return fc.integer({ min: 2, max: 10 }).chain((playerCount) => {
    const playerId = fc.integer({ min: 1, max: playerCount });
    const matchArbitrary: fc.Arbitrary<MatchResultInput> = fc.record({
      status: fc.constantFrom(
        'normal',
        'normal',
        'opponent_retired',
        'i_retired',
        'home_retired',
        'away_retired',
        'scheduled',
        'other',
      ),
      home_player_id: playerId,
      away_player_id: playerId,
      submitted_by_player_id: fc.option(playerId),
      set_scores: fc
        .array(likelyPair, { maxLength: 3 })
        .map((pairs) =>
          pairs.map(([home_games, away_games], index) => ({ set_number: index + 1, home_games, away_games })),
        ),
    });
    return fc.record({
      players: fc.constant(
        Array.from({ length: playerCount }, (_, index) => ({
          id: index + 1,
          first_name: ['Al', 'Bo', 'al'][index % 3],
          last_name: ['Lee', 'Kim'][index % 2],
        })),
      ),
      matches: fc.array(matchArbitrary, { maxLength: 40 }),
    });
  });
}

// Hundreds of property runs: far below this, but a loaded machine needs the headroom.
const PROPERTY_TIMEOUT_MS = 30_000;

describe('standings properties', () => {
  it(
    'conserve totals: every win is a loss, every set and game won is one lost',
    () => {
      fc.assert(
        fc.property(leagueArbitrary(), ({ players, matches }) => {
          const rows = computeStandingRows(players, matches);
          const sum = (pick: (r: StandingRow) => number) => rows.reduce((total, r) => total + pick(r), 0);
          const counted = matches.filter((m) => tallyMatch(m) !== null).length;
          expect(sum((r) => r.wins)).toBe(sum((r) => r.losses));
          expect(sum((r) => r.wins)).toBe(counted);
          expect(sum((r) => r.sets_won)).toBe(sum((r) => r.sets_lost));
          expect(sum((r) => r.games_won)).toBe(sum((r) => r.games_lost));
          expect(sum((r) => r.matches_played)).toBe(2 * counted);
          for (const r of rows) expect(r.wins + r.losses).toBe(r.matches_played);
        }),
        { numRuns: 500 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

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
    { selector: (r) => r.id, minLength: 1, maxLength: 8 },
  );

  it.each([
    ['overall', compareOverallStandings],
    ['division', compareDivisionStandings],
  ])(
    '%s order is a total order (ties always broken)',
    (_name, compare) => {
      fc.assert(
        fc.property(smallRows, (specs) => {
          const rows = specs.map((spec) => row(spec));
          for (const a of rows) {
            expect(compare(a, a)).toBe(0);
            for (const b of rows) {
              if (a === b) continue;
              const ab = compare(a, b);
              expect(ab).not.toBe(0);
              expect(Math.sign(ab)).toBe(-Math.sign(compare(b, a)));
              for (const c of rows) {
                if (ab < 0 && compare(b, c) < 0) expect(compare(a, c)).toBeLessThan(0);
              }
            }
          }
          const sorted = [...rows].sort(compare);
          const reversed = [...rows].reverse().sort(compare);
          expect(reversed.map((r) => r.player_id)).toEqual(sorted.map((r) => r.player_id));
        }),
        { numRuns: 300 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
