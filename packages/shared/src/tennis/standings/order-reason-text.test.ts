import { describe, expect, it } from 'vitest';
import { ORDER_CRITERIA } from './compare-standings';
import type { OrderCriterion } from './compare-standings';
import { describeOrderReason, explainPlace, explainRank } from './order-reason-text';
import type { ExplainedRow, ReasonFigures, ReasonText } from './order-reason-text';
import { percentage } from './standing-row';

const names: Record<number, string> = { 1: 'Ann Ash', 2: 'Mia Lopez', 3: 'Cat Cedar' };
const wording = {
  nameOf: (id: number | string) => names[Number(id)] ?? 'Unknown',
  formatDate: (iso: string) => `[${iso.slice(0, 10)}]`,
};

function figures(player_id: number, f: Partial<Omit<ReasonFigures, 'player_id'>> = {}): ReasonFigures {
  const { wins = 0, losses = 0, sets_won = 0, sets_lost = 0, games_won = 0, games_lost = 0 } = f;
  return {
    player_id,
    wins,
    losses,
    sets_won,
    sets_lost,
    games_won,
    games_lost,
    win_percentage: percentage(wins, losses),
    set_win_percentage: percentage(sets_won, sets_lost),
    game_win_percentage: percentage(games_won, games_lost),
  };
}

const reason = (criterion: OrderCriterion, order: 'overall' | 'division' = 'overall'): ReasonText => ({
  criterion,
  level: ORDER_CRITERIA[order].slice(0, ORDER_CRITERIA[order].indexOf(criterion)),
  below_player_id: 2,
  meetings: [],
});

describe('describeOrderReason: one sentence per criterion', () => {
  it.each<[OrderCriterion, 'overall' | 'division', ReasonFigures, ReasonFigures, string, string]>([
    [
      'win_percentage',
      'overall',
      figures(1, { wins: 3, losses: 1 }),
      figures(2, { wins: 2, losses: 2 }),
      'Ahead of Mia Lopez on win percentage: 75.0% (3-1) to 50.0% (2-2).',
      'Behind Ann Ash on win percentage: 50.0% (2-2) to 75.0% (3-1).',
    ],
    [
      'wins',
      'overall',
      figures(1, { wins: 4, losses: 2 }),
      figures(2, { wins: 2, losses: 1 }),
      'Level with Mia Lopez on win percentage; ahead on wins: 4 to 2.',
      'Level with Ann Ash on win percentage; behind on wins: 2 to 4.',
    ],
    [
      'set_percentage',
      'overall',
      figures(1, { wins: 1, losses: 1, sets_won: 3, sets_lost: 2 }),
      figures(2, { wins: 1, losses: 1, sets_won: 2, sets_lost: 2 }),
      'Level with Mia Lopez on win percentage and wins; ahead on set percentage: 60.0% (3-2) to 50.0% (2-2).',
      'Level with Ann Ash on win percentage and wins; behind on set percentage: 50.0% (2-2) to 60.0% (3-2).',
    ],
    [
      'fewer_losses',
      'division',
      figures(1, { losses: 1 }),
      figures(2, { losses: 2 }),
      'Level with Mia Lopez on win percentage and wins; ahead with fewer losses: 1 to 2.',
      'Level with Ann Ash on win percentage and wins; behind with more losses: 2 to 1.',
    ],
    [
      'game_percentage',
      'overall',
      figures(1, { wins: 1, sets_won: 2, games_won: 12, games_lost: 2 }),
      figures(2, { wins: 1, sets_won: 2, games_won: 12, games_lost: 5 }),
      'Level with Mia Lopez on win percentage, wins, set percentage and losses; ahead on game percentage: ' +
        '85.7% (12-2) to 70.6% (12-5).',
      'Level with Ann Ash on win percentage, wins, set percentage and losses; behind on game percentage: ' +
        '70.6% (12-5) to 85.7% (12-2).',
    ],
    [
      'last_name',
      'overall',
      figures(1),
      figures(2),
      'Level with Mia Lopez on every figure; ahead by last name in alphabetical order.',
      'Level with Ann Ash on every figure; behind by last name in alphabetical order.',
    ],
    [
      'first_name',
      'overall',
      figures(1),
      figures(2),
      'Level with Mia Lopez on every figure and last name; ahead by first name in alphabetical order.',
      'Level with Ann Ash on every figure and last name; behind by first name in alphabetical order.',
    ],
    [
      'player_id',
      'overall',
      figures(1),
      figures(2),
      'Level with Mia Lopez on every figure and name; ahead by player number, the last tie-break.',
      'Level with Ann Ash on every figure and name; behind by player number, the last tie-break.',
    ],
  ])('%s (%s order)', (criterion, order, upper, lower, aheadText, behindText) => {
    expect(describeOrderReason(reason(criterion, order), upper, lower, true, wording)).toBe(aheadText);
    expect(describeOrderReason(reason(criterion, order), lower, upper, false, wording)).toBe(behindText);
  });

  it('shows the exact records where the rounded percentages are equal', () => {
    const text = describeOrderReason(
      reason('win_percentage'),
      figures(1, { wins: 667, losses: 333 }),
      figures(2, { wins: 2, losses: 1 }),
      true,
      wording,
    );
    expect(text).toBe('Ahead of Mia Lopez on win percentage: 66.7% (667-333) to 66.7% (2-1).');
  });
});

describe('head-to-head beside the reason', () => {
  const withMeetings: ReasonText = {
    ...reason('wins'),
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
      { match_id: 12, match_datetime: null, won: false, sets: [[2, 3]], retired: 'ahead' },
    ],
  };
  const upper = figures(1, { wins: 4, losses: 2 });
  const lower = figures(2, { wins: 2, losses: 1 });

  it("tells the upper player's results, dated by the reader's formatter", () => {
    expect(describeOrderReason(withMeetings, upper, lower, true, wording)).toBe(
      'Level with Mia Lopez on win percentage; ahead on wins: 4 to 2. Head-to-head (not a tie-break): ' +
        'won 6-4, 6-3 on [2026-11-03]; lost 2-3 (retired).',
    );
  });

  it('tells the same meetings from below', () => {
    expect(describeOrderReason(withMeetings, lower, upper, false, wording)).toBe(
      'Level with Ann Ash on win percentage; behind on wins: 2 to 4. Head-to-head (not a tie-break): ' +
        'lost 4-6, 3-6 on [2026-11-03]; won 3-2 (opponent retired).',
    );
  });
});

describe('explainPlace and explainRank read the table', () => {
  const rows: ExplainedRow[] = [
    { ...figures(3, { wins: 3 }), ahead_of_next: { ...reason('win_percentage'), below_player_id: 1 } },
    { ...figures(1, { wins: 2, losses: 1 }), ahead_of_next: { ...reason('win_percentage'), below_player_id: 2 } },
    { ...figures(2, { losses: 3 }), ahead_of_next: null },
  ];

  it('explains each place but the last', () => {
    expect(explainPlace(rows, 0, wording)).toBe('Ahead of Ann Ash on win percentage: 100.0% (3-0) to 66.7% (2-1).');
    expect(explainPlace(rows, 2, wording)).toBeNull();
  });

  it("gives a player's place against both neighbours", () => {
    expect(explainRank(rows, 1, wording)).toEqual([
      'Ahead of Mia Lopez on win percentage: 66.7% (2-1) to 0.0% (0-3).',
      'Behind Cat Cedar on win percentage: 66.7% (2-1) to 100.0% (3-0).',
    ]);
    expect(explainRank(rows, 3, wording)).toEqual(['Ahead of Ann Ash on win percentage: 100.0% (3-0) to 66.7% (2-1).']);
    expect(explainRank(rows, 2, wording)).toEqual(['Behind Ann Ash on win percentage: 0.0% (0-3) to 66.7% (2-1).']);
    expect(explainRank(rows, 9, wording)).toEqual([]);
  });
});
