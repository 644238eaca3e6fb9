import { describe, expect, it } from 'vitest';
import { pageFilesFor, type PageFiles } from './page-files';

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
