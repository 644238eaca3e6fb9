import { describe, expect, it } from 'vitest';
import { formatPercentage, formatRecord, percentage } from './standing-row';

describe('percentage', () => {
  it.each([
    [0, 0, 0],
    [1, 0, 100],
    [0, 3, 0],
    [2, 1, 66.7],
    [1, 2, 33.3],
    [1, 7, 12.5],
    [1, 15, 6.3],
    [12, 7, 63.2],
  ])('%i won, %i lost: %d', (won, lost, expected) => {
    expect(percentage(won, lost)).toBe(expected);
  });
});

describe('formatPercentage', () => {
  it.each([
    [0, '0.0'],
    [100, '100.0'],
    [66.7, '66.7'],
    [50, '50.0'],
  ])('%d reads %s', (value, text) => {
    expect(formatPercentage(value)).toBe(text);
  });
});

describe('formatRecord', () => {
  it('reads won-lost', () => {
    expect(formatRecord(5, 2)).toBe('5-2');
  });
});
