import { describe, expect, it } from 'vitest';
import { matchesPattern, pageFilesFor, type PageFiles } from './page-files';

describe('matchesPattern', () => {
  it.each([
    ['/', '/', true],
    ['/', '/dashboard', false],
    ['/dashboard', '/dashboard/', true],
    ['/dashboard', '/Dashboard', true],
    ['/dashboard', '/dashboard/more', false],
    ['/leagues/:leagueId', '/leagues/12', true],
    ['/leagues/:leagueId', '/leagues', false],
    ['/leagues/:leagueId', '/leagues/12/standings', false],
    ['/leagues/:leagueId/standings', '/LEAGUES/12/STANDINGS/', true],
    ['/leagues/:leagueId/*', '/leagues/12', true],
    ['/leagues/:leagueId/*', '/leagues/12/a/b/c', true],
    ['/leagues/:leagueId/*', '/leagues', false],
    ['*', '/', true],
    ['*', '/any/address/at/all', true],
  ])('%s against %s: %s', (pattern, pathname, expected) => {
    expect(matchesPattern(pattern, pathname)).toBe(expected);
  });
});

describe('pageFilesFor', () => {
  const page = (pattern: string): PageFiles => ({ pattern, scripts: [`/${pattern}.js`], styles: [] });
  const pages = [page('/leagues/:leagueId'), page('/leagues/:leagueId/*'), page('*')];

  it('takes the first page whose pattern matches', () => {
    expect(pageFilesFor(pages, '/leagues/4')?.pattern).toBe('/leagues/:leagueId');
    expect(pageFilesFor(pages, '/leagues/4/unknown')?.pattern).toBe('/leagues/:leagueId/*');
    expect(pageFilesFor(pages, '/elsewhere')?.pattern).toBe('*');
    expect(pageFilesFor(pages.slice(0, 1), '/elsewhere')).toBeUndefined();
  });
});
