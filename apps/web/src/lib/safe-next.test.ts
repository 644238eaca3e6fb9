import { describe, expect, it } from 'vitest';
import { safeNextPath, withNext } from './safe-next';

describe('safeNextPath', () => {
  it.each([
    ['/leagues/join/AbC_-123', '/leagues/join/AbC_-123'],
    ['/leagues/7?division=2#top', '/leagues/7?division=2#top'],
    ['/', '/'],
  ])('keeps the address of this site %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['https://evil.example/steal'],
    ['//evil.example/steal'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['javascript:alert(1)'],
    ['leagues/7'],
  ])('refuses %s', (next) => {
    expect(safeNextPath(next)).toBeNull();
  });
});

describe('withNext', () => {
  it('puts the way back in the query, encoded', () => {
    expect(withNext('/sign-in', '/leagues/join/abc')).toBe('/sign-in?next=%2Fleagues%2Fjoin%2Fabc');
  });
});
