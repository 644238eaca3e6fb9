import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { missingPairings, roundRobin, type Pairing } from './round-robin';

const pairKey = ({ home, away }: Pairing<number>) => [home, away].sort((a, b) => a - b).join('-');

function homeAwayDifference(pairings: readonly Pairing<number>[], player: number): number {
  return pairings.filter((p) => p.home === player).length - pairings.filter((p) => p.away === player).length;
}

/** Distinct player ids, 2 to 12 of them, in any order. */
const division = fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { minLength: 2, maxLength: 12 });

function expectEveryPairOnce(pairings: readonly Pairing<number>[], players: readonly number[]) {
  const keys = pairings.map(pairKey);
  expect(new Set(keys).size).toBe(keys.length);
  expect(keys.length).toBe((players.length * (players.length - 1)) / 2);
  for (const a of players) for (const b of players) if (a < b) expect(keys).toContain(`${a}-${b}`);
}

describe('roundRobin', () => {
  it('pairs every two players exactly once, never a player with themself, home and away within one', () => {
    fc.assert(
      fc.property(division, (players) => {
        const pairings = roundRobin(players);
        expectEveryPairOnce(pairings, players);
        for (const { home, away } of pairings) {
          expect(home).not.toBe(away);
          expect(players).toContain(home);
          expect(players).toContain(away);
        }
        for (const player of players) expect(Math.abs(homeAwayDifference(pairings, player))).toBeLessThanOrEqual(1);
      }),
      { numRuns: 300 },
    );
  });

  it.each([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])('with %i players gives n(n-1)/2 matches', (size) => {
    const players = Array.from({ length: size }, (_, index) => index + 1);
    const pairings = roundRobin(players);
    expectEveryPairOnce(pairings, players);
    // An odd division balances exactly: every player plays (n - 1) / 2 at home.
    if (size % 2 === 1) for (const player of players) expect(homeAwayDifference(pairings, player)).toBe(0);
  });

  it('is the same whatever order the players come in, and ignores repeats', () => {
    expect(roundRobin([3, 1, 2, 1])).toEqual(roundRobin([1, 2, 3]));
    expect(roundRobin([7])).toEqual([]);
    expect(roundRobin([])).toEqual([]);
  });
});

describe('missingPairings', () => {
  it('gives a late entry one match against everyone, keeping every difference within one', () => {
    fc.assert(
      fc.property(division, fc.integer({ min: 10_001, max: 20_000 }), (players, newcomer) => {
        const fixtures = roundRobin(players);
        const added = missingPairings([...players, newcomer], fixtures);
        expect(added.map(pairKey).sort()).toEqual(players.map((p) => pairKey({ home: p, away: newcomer })).sort());
        const all = [...fixtures, ...added];
        for (const player of [...players, newcomer]) {
          expect(Math.abs(homeAwayDifference(all, player))).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('adds only the pairs that are missing, each once, whoever was at home before', () => {
    fc.assert(
      fc.property(division, fc.array(fc.boolean(), { minLength: 66, maxLength: 66 }), (players, keep) => {
        const existing = roundRobin(players)
          .filter((_, index) => keep[index])
          .map((p, index) => (index % 2 === 0 ? p : { home: p.away, away: p.home }));
        const added = missingPairings(players, existing);
        const existingKeys = new Set(existing.map(pairKey));
        for (const pairing of added) expect(existingKeys.has(pairKey(pairing))).toBe(false);
        expectEveryPairOnce([...existing, ...added], players);
      }),
    );
  });

  it('has nothing to add to a complete division or to matches of players who left', () => {
    const fixtures = roundRobin([1, 2, 3, 4]);
    expect(missingPairings([1, 2, 3, 4], fixtures)).toEqual([]);
    // Player 4 left: the remaining three still have all their pairs.
    expect(missingPairings([1, 2, 3], fixtures)).toEqual([]);
  });

  it('balances two newcomers between themselves too', () => {
    const added = missingPairings([1, 2, 3, 4], roundRobin([1, 2]));
    expect(added.map(pairKey).sort()).toEqual(['1-3', '1-4', '2-3', '2-4', '3-4']);
    const all = [...roundRobin([1, 2]), ...added];
    for (const player of [1, 2, 3, 4]) expect(Math.abs(homeAwayDifference(all, player))).toBeLessThanOrEqual(1);
  });
});
