import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { neighbourColumn } from './placement-keyboard-coordinates';
import type { ColumnDropData, PlayerDragData } from './placement-drag-data';
import { createPlacementAnnouncements } from './placement-announcements';

const alice: PlayerDragData = { playerId: 1, name: 'Alice Smith', columnId: 'unassigned', columnName: 'Unassigned' };
const active = { id: 'player-1', data: { current: alice } } as unknown as Active;
const overDivision = (name: string) =>
  ({
    id: 'division-5',
    data: { current: { divisionId: 5, name, position: 1 } satisfies ColumnDropData },
  }) as unknown as Over;
const overUnassigned = {
  id: 'unassigned',
  data: { current: { divisionId: null, name: 'Unassigned', position: 0 } satisfies ColumnDropData },
} as unknown as Over;

describe('placementAnnouncements', () => {
  it('names the player and the division in words', () => {
    const placementAnnouncements = createPlacementAnnouncements();
    expect(placementAnnouncements.onDragStart({ active })).toBe('Picked up Alice Smith from Unassigned.');
    expect(placementAnnouncements.onDragOver({ active, over: overDivision('Division A') })).toBe(
      'Moved Alice Smith over Division A.',
    );
    expect(placementAnnouncements.onDragEnd({ active, over: overDivision('Division A') })).toBe(
      'Dropped Alice Smith in Division A.',
    );
  });

  it('keeps "Picked up" when the drag starts over the card\'s own column, and speaks of it when they return', () => {
    const placementAnnouncements = createPlacementAnnouncements();
    placementAnnouncements.onDragStart({ active });
    expect(placementAnnouncements.onDragOver({ active, over: overUnassigned })).toBeUndefined();
    expect(placementAnnouncements.onDragOver({ active, over: overDivision('Division A') })).toBe(
      'Moved Alice Smith over Division A.',
    );
    expect(placementAnnouncements.onDragOver({ active, over: overUnassigned })).toBe(
      'Moved Alice Smith over Unassigned.',
    );
  });

  it('says where the player stays when the move goes nowhere', () => {
    const placementAnnouncements = createPlacementAnnouncements();
    expect(placementAnnouncements.onDragOver({ active, over: null })).toBe('Alice Smith is not over a division.');
    expect(placementAnnouncements.onDragEnd({ active, over: null })).toBe(
      'Dropped Alice Smith outside the divisions. They stay in Unassigned.',
    );
    expect(placementAnnouncements.onDragCancel({ active, over: null })).toBe(
      'Moving Alice Smith was cancelled. They stay in Unassigned.',
    );
  });
});

describe('neighbourColumn', () => {
  const order = ['unassigned', 'division-1', 'division-2'];

  it('steps to the next and previous column and stops at the ends', () => {
    expect(neighbourColumn(order, 'unassigned', 1)).toBe('division-1');
    expect(neighbourColumn(order, 'division-2', -1)).toBe('division-1');
    expect(neighbourColumn(order, 'division-2', 1)).toBe('division-2');
    expect(neighbourColumn(order, 'unassigned', -1)).toBe('unassigned');
  });

  it('starts from the first column when the current one is unknown, and has none when there are none', () => {
    expect(neighbourColumn(order, 'gone', 1)).toBe('division-1');
    expect(neighbourColumn([], 'unassigned', 1)).toBeUndefined();
  });
});
