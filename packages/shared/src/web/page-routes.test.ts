import { describe, expect, it } from 'vitest';
import { matchPattern, PAGE_ROUTES, pageRouteFor } from './page-routes';

describe('matchPattern', () => {
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
    expect(matchPattern(pattern, pathname) !== null).toBe(expected);
  });
});

describe('matchPattern parameters', () => {
  it('gives each :param its decoded segment', () => {
    expect(matchPattern('/leagues/:leagueId/match/:matchId/score', '/leagues/12/match/a%20b/score')).toEqual({
      leagueId: '12',
      matchId: 'a b',
    });
  });

  it('keeps a segment that is not valid percent-encoding as it came', () => {
    expect(matchPattern('/leagues/:leagueId', '/leagues/%E0%A4%A')).toEqual({ leagueId: '%E0%A4%A' });
  });
});

describe('PAGE_ROUTES', () => {
  it('names each address once', () => {
    const paths = PAGE_ROUTES.map((route) => route.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lists every page before the catch-all routes that would hide it', () => {
    for (const [index, route] of PAGE_ROUTES.entries()) {
      const address = route.path.replace(/:\w+/g, '1').replace(/\*$/, 'anything-else');
      expect(pageRouteFor(address)?.route, address).toBe(PAGE_ROUTES[index]);
    }
  });
});

describe('league-manager pages', () => {
  it('are exactly the pages of one league that its organizer runs', () => {
    const managerPaths = PAGE_ROUTES.filter((route) => route.access === 'league-manager').map((route) => route.path);
    expect(managerPaths).toEqual([
      '/leagues/:leagueId/manage',
      '/admin/leagues/editor/:leagueId',
      '/admin/leagues/:leagueId/season',
    ]);
    // The guard reads the league the address names: a page of this kind without one could let nobody in.
    for (const path of managerPaths) expect(path).toContain(':leagueId');
  });
});

describe('pageRouteFor', () => {
  it.each([
    ['/', 'LandingPage'],
    ['/leagues/7', 'LeagueHomePage'],
    ['/leagues/7/standings/', 'StandingsPage'],
    ['/leagues/7/no-such-page', 'ComingSoonPage'],
    ['/admin/leagues/editor/3', 'LeagueEditorPage'],
    ['/leagues/new', 'NewPrivateLeaguePage'],
    ['/leagues/join/AbCdEf0123456789_-xyzA', 'JoinLeaguePage'],
    ['/leagues/7/manage', 'ManageLeaguePage'],
    ['/no/such/page', 'NotFoundPage'],
  ])('opens %s on %s', (pathname, component) => {
    expect(pageRouteFor(pathname)?.route.component).toBe(component);
  });
});
