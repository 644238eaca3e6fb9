import { compareIds, idKey } from '../tennis/ids';
import type { Id } from '../tennis/ids';

/** One match to create: who plays at home and who away. */
export interface Pairing<P extends Id = Id> {
  home: P;
  away: P;
}

/**
 * Every pair of players meets once, and nobody is at home more than one match more than away (or the
 * reverse). Players are taken in id order so that the same division always gets the same fixtures.
 *
 * The rule: seat the players around a circle of odd size m (a seat stays empty when the count is even) and
 * let each player host the (m - 1) / 2 seats that follow it clockwise. Every pair is then hosted by exactly
 * one of the two, each player hosts (m - 1) / 2 matches and visits as many, and the empty seat takes one
 * match from each player, leaving a difference of at most one.
 */
export function roundRobin<P extends Id>(players: readonly P[]): Pairing<P>[] {
  const seats = uniqueInIdOrder(players);
  const circle = seats.length % 2 === 1 ? seats.length : seats.length + 1;
  const hosted = (circle - 1) / 2;
  const pairings: Pairing<P>[] = [];
  for (let i = 0; i < seats.length; i++) {
    for (let j = i + 1; j < seats.length; j++) {
      const iHosts = j - i <= hosted;
      pairings.push({ home: iHosts ? seats[i]! : seats[j]!, away: iHosts ? seats[j]! : seats[i]! });
    }
  }
  return pairings;
}

/**
 * The matches a division is missing after its members changed (ADR 026): one for every pair of members who
 * have no match yet, whoever is at home in the existing ones. Home and away are chosen greedily to keep
 * every member's difference between home and away matches (counted over `existing`) as small as it can:
 * each step takes the pairing whose result has the smallest largest difference, then the one that helps
 * most, then the lowest ids. A newcomer to a division whose fixtures came from roundRobin ends with every
 * difference at most one.
 */
export function missingPairings<P extends Id>(
  members: readonly P[],
  existing: readonly { home: Id; away: Id }[],
): Pairing<P>[] {
  const seats = uniqueInIdOrder(members);
  const balance = new Map<number | string, number>(seats.map((player) => [idKey(player), 0]));
  const played = new Set<string>();
  const pairKey = (a: Id, b: Id) => {
    const [x, y] = [idKey(a), idKey(b)].map(String).sort();
    return `${x}\u0000${y}`;
  };
  for (const match of existing) {
    played.add(pairKey(match.home, match.away));
    const home = idKey(match.home);
    const away = idKey(match.away);
    if (balance.has(home)) balance.set(home, balance.get(home)! + 1);
    if (balance.has(away)) balance.set(away, balance.get(away)! - 1);
  }
  const open: [P, P][] = [];
  for (let i = 0; i < seats.length; i++) {
    for (let j = i + 1; j < seats.length; j++) {
      if (!played.has(pairKey(seats[i]!, seats[j]!))) open.push([seats[i]!, seats[j]!]);
    }
  }

  const pairings: Pairing<P>[] = [];
  while (open.length > 0) {
    let chosen = { index: -1, home: open[0]![0], away: open[0]![1], worst: Infinity, change: Infinity };
    for (const [index, [a, b]] of open.entries()) {
      for (const [home, away] of [
        [a, b],
        [b, a],
      ] as const) {
        const before = [balance.get(idKey(home))!, balance.get(idKey(away))!] as const;
        const after = [before[0] + 1, before[1] - 1] as const;
        const worst = Math.max(Math.abs(after[0]), Math.abs(after[1]));
        const change = Math.abs(after[0]) + Math.abs(after[1]) - Math.abs(before[0]) - Math.abs(before[1]);
        if (worst < chosen.worst || (worst === chosen.worst && change < chosen.change)) {
          chosen = { index, home, away, worst, change };
        }
      }
    }
    open.splice(chosen.index, 1);
    balance.set(idKey(chosen.home), balance.get(idKey(chosen.home))! + 1);
    balance.set(idKey(chosen.away), balance.get(idKey(chosen.away))! - 1);
    pairings.push({ home: chosen.home, away: chosen.away });
  }
  return pairings;
}

function uniqueInIdOrder<P extends Id>(players: readonly P[]): P[] {
  const seen = new Set<number | string>();
  const unique: P[] = [];
  for (const player of players) {
    if (seen.has(idKey(player))) continue;
    seen.add(idKey(player));
    unique.push(player);
  }
  return unique.sort(compareIds);
}
