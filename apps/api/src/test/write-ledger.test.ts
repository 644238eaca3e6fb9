import { describe, expect, it } from 'vitest';
import { WriteLedger } from './write-ledger';

// The crash test passes when the ledger finds nothing wrong, so the ledger must find each kind of wrong.

const rows = (...markers: string[]) => markers.map((marker) => ({ marker, content: `content of ${marker}` }));
const stored = (id: number, marker: string, content = `content of ${marker}`) => ({ id, marker, content });

describe('WriteLedger.verify', () => {
  it('accepts the acknowledged rows with their ids, and settles unanswered requests as committed or absent', () => {
    const ledger = new WriteLedger();
    ledger.send('acknowledged', rows('a1', 'a2'))([1, 2]);
    ledger.send('unanswered, committed', rows('b1', 'b2'));
    ledger.send('unanswered, lost', rows('c1'));

    const first = ledger.verify([stored(1, 'a1'), stored(2, 'a2'), stored(3, 'b1'), stored(4, 'b2')]);
    expect(first).toEqual({ problems: [], resolution: { committed: 1, absent: 1 } });
    expect([ledger.count('acknowledged'), ledger.count('committed'), ledger.count('absent')]).toEqual([1, 1, 1]);
    expect(ledger.rowsThatMustExist()).toBe(4);

    // Settled once, they are held to it: the committed one must stay, the absent one must not appear.
    expect(ledger.verify([stored(1, 'a1'), stored(2, 'a2'), stored(9, 'c1')]).problems).toEqual([
      'unanswered, committed was committed (ids 3, 4) and is lost',
      'unanswered, lost was not there after an earlier restart, and now is',
    ]);
  });

  it('reports a lost, a partial, a doubled, a changed, a renumbered and an unknown row', () => {
    const ledger = new WriteLedger();
    ledger.send('lost', rows('l1'))([1]);
    ledger.send('partial', rows('p1', 'p2', 'p3'));
    ledger.send('doubled', rows('d1'))([5]);
    ledger.send('changed', rows('c1'))([6]);
    ledger.send('renumbered', rows('r1'))([7]);

    const { problems } = ledger.verify([
      stored(2, 'p1'),
      stored(3, 'p2'),
      stored(5, 'd1'),
      stored(8, 'd1'),
      stored(6, 'c1', 'half of it'),
      stored(70, 'r1'),
      stored(99, 'nobody'),
    ]);
    expect(problems).toEqual([
      'd1 is there twice (ids 5, 8)',
      'c1 holds half of it, not content of c1',
      'row 99 (nobody) was never sent',
      'lost was acknowledged (ids 1) and is lost',
      'partial is there in part: 2 of 3 rows',
      'renumbered was acknowledged with ids 7, now 70',
    ]);
  });
});
