import { describe, expect, it } from 'vitest';
import { assignmentsOf, currentPlacement, placementChanges, placementOf } from './placement';

const divisions = new Set([10, 20]);

describe('placementOf', () => {
  it('puts every registered player somewhere, unassigned when no assignment names them', () => {
    const placement = placementOf(
      [1, 2, 3],
      [
        { player_id: 1, division_id: 10 },
        { player_id: 3, division_id: 20 },
        { player_id: 99, division_id: 10 },
      ],
    );
    expect([...placement]).toEqual([
      [1, 10],
      [2, null],
      [3, 20],
    ]);
  });
});

describe('currentPlacement', () => {
  const saved = placementOf([1, 2, 3], [{ player_id: 1, division_id: 10 }]);

  it('lays the moves over the saved placement', () => {
    const current = currentPlacement(
      saved,
      new Map([
        [1, null],
        [2, 20],
      ]),
      divisions,
    );
    expect([...current]).toEqual([
      [1, null],
      [2, 20],
      [3, null],
    ]);
  });

  it('ignores moves of players who left and moves into deleted divisions', () => {
    const current = currentPlacement(
      saved,
      new Map([
        [7, 10],
        [2, 30],
      ]),
      divisions,
    );
    expect(current).toEqual(saved);
  });
});

describe('placementChanges', () => {
  it('is empty when nothing moved', () => {
    const saved = placementOf([1, 2], [{ player_id: 1, division_id: 10 }]);
    expect(placementChanges(saved, new Map(saved))).toEqual([]);
  });

  it('lists each player whose division differs, null for a player taken out of a division', () => {
    const saved = placementOf(
      [1, 2, 3, 4],
      [
        { player_id: 1, division_id: 10 },
        { player_id: 4, division_id: 20 },
      ],
    );
    const current = new Map([
      [4, 10],
      [3, null],
      [2, 20],
      [1, null],
    ]);
    expect(placementChanges(saved, current)).toEqual([
      { player_id: 1, division_id: null },
      { player_id: 2, division_id: 20 },
      { player_id: 4, division_id: 10 },
    ]);
  });

  it('does not list a player moved away and back again', () => {
    const saved = placementOf([1], [{ player_id: 1, division_id: 10 }]);
    const moved = currentPlacement(saved, new Map([[1, 20]]), divisions);
    const back = currentPlacement(moved, new Map([[1, 10]]), divisions);
    expect(placementChanges(saved, back)).toEqual([]);
  });
});

describe('assignmentsOf', () => {
  it('lists placed players only, in player order', () => {
    expect(
      assignmentsOf(
        new Map([
          [3, 20],
          [1, 10],
          [2, null],
        ]),
      ),
    ).toEqual([
      { player_id: 1, division_id: 10 },
      { player_id: 3, division_id: 20 },
    ]);
  });
});
