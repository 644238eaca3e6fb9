import { describe, expect, it } from 'vitest';
import { compileRoutes, matchPath, matchRoutes } from './match-routes';
import type { RouteObject } from './types';

/** The ids of the routes that show `pathname`, outermost first, and the deepest one's path or 'index'. */
function shown(routes: RouteObject[], pathname: string) {
  const matches = matchRoutes(compileRoutes(routes), pathname);
  if (!matches) return null;
  const last = matches.at(-1)?.node.route;
  return {
    ids: matches.map((match) => match.node.id),
    page: last?.index ? 'index' : last?.path,
    params: matches.at(-1)?.params,
  };
}

describe('route ranking', () => {
  it('prefers a static segment to a parameter, and a parameter to a splat, whatever the order', () => {
    const routes: RouteObject[] = [{ path: '*' }, { path: 'leagues/:leagueId' }, { path: 'leagues/new' }];
    expect(shown(routes, '/leagues/new')?.page).toBe('leagues/new');
    expect(shown(routes, '/leagues/7')).toMatchObject({ page: 'leagues/:leagueId', params: { leagueId: '7' } });
    expect(shown(routes, '/somewhere/else')).toMatchObject({ page: '*', params: { '*': 'somewhere/else' } });
    expect(shown([...routes].reverse(), '/leagues/new')?.page).toBe('leagues/new');
  });

  it('prefers an index route to its parent, and both to a splat that matched nothing', () => {
    const routes: RouteObject[] = [
      { path: 'leagues/:leagueId/*' },
      { path: 'leagues/:leagueId', children: [{ index: true }, { path: 'standings' }] },
    ];
    expect(shown(routes, '/leagues/3')).toMatchObject({ ids: ['1', '1-0'], page: 'index' });
    expect(shown(routes, '/leagues/3/standings')).toMatchObject({ ids: ['1', '1-1'], page: 'standings' });
    // A league page the table does not name falls to the splat route, with the rest of the address.
    expect(shown(routes, '/leagues/3/photos/9')).toMatchObject({
      ids: ['0'],
      params: { leagueId: '3', '*': 'photos/9' },
    });
  });

  it('puts pathless layout routes around their children, and never matches them alone', () => {
    const routes: RouteObject[] = [
      {
        children: [
          { children: [{ index: true }, { path: 'sign-in' }, { children: [{ path: 'dashboard' }] }] },
          { path: '*' },
        ],
      },
    ];
    expect(shown(routes, '/')?.ids).toEqual(['0', '0-0', '0-0-0']);
    expect(shown(routes, '/dashboard')?.ids).toEqual(['0', '0-0', '0-0-2', '0-0-2-0']);
    expect(shown(routes, '/nowhere')?.ids).toEqual(['0', '0-1']);
    expect(shown([{ children: [{ path: 'a' }] }], '/')).toBeNull();
  });

  it("takes the first of two equally specific routes, and keeps a route's own path as a branch", () => {
    const routes: RouteObject[] = [{ path: 'admin', children: [{ path: 'users' }] }, { path: 'admin/users' }];
    expect(shown(routes, '/admin/users')?.ids).toEqual(['0', '0-0']);
    expect(shown(routes, '/admin')?.ids).toEqual(['0']);
  });

  it('ranks the app routes that share a prefix', () => {
    const routes: RouteObject[] = [
      {
        path: 'leagues/:leagueId',
        children: [{ path: 'schedule' }, { path: 'schedule/overlaps' }, { path: 'schedule/full' }],
      },
      { path: 'leagues/:leagueId/*' },
      { path: '*' },
    ];
    expect(shown(routes, '/leagues/1/schedule')?.page).toBe('schedule');
    expect(shown(routes, '/leagues/1/schedule/full')?.page).toBe('schedule/full');
    expect(shown(routes, '/leagues/1/schedule/later')?.page).toBe('leagues/:leagueId/*');
    expect(shown(routes, '/league/1')?.page).toBe('*');
  });
});

describe('matching an address', () => {
  const routes: RouteObject[] = [{ path: 'leagues/:leagueId', children: [{ path: 'match/:matchId/score' }] }];

  it('ignores case, doubled and trailing slashes, and decodes parameters', () => {
    expect(shown(routes, '/Leagues/4/MATCH/9/score/')?.params).toEqual({ leagueId: '4', matchId: '9' });
    expect(shown(routes, '//leagues//a%20b')?.params).toEqual({ leagueId: 'a b' });
    // A stray '%' is kept as typed.
    expect(shown(routes, '/leagues/100%')?.params).toEqual({ leagueId: '100%' });
  });

  it('gives each route the part of the address that it and its parents matched, with every parameter', () => {
    const matches = matchRoutes(compileRoutes(routes), '/leagues/4/match/9/score');
    expect(matches?.map(({ pathname, params }) => ({ pathname, params }))).toEqual([
      { pathname: '/leagues/4', params: { leagueId: '4', matchId: '9' } },
      { pathname: '/leagues/4/match/9/score', params: { leagueId: '4', matchId: '9' } },
    ]);
  });

  it('matches nothing for a partial or longer address', () => {
    expect(shown(routes, '/leagues')).toBeNull();
    expect(shown(routes, '/leagues/4/match/9')).toBeNull();
    expect(shown(routes, '/leagues/4/match/9/score/more')).toBeNull();
  });
});

describe('matchPath', () => {
  it('matches a whole path by default, or only its start with end: false', () => {
    expect(matchPath({ path: '/dashboard', end: true }, '/dashboard')?.pathname).toBe('/dashboard');
    expect(matchPath({ path: '/dashboard', end: true }, '/dashboard/more')).toBeNull();
    expect(matchPath('/admin', '/admin/users')).toBeNull();
    expect(matchPath({ path: '/admin', end: false }, '/admin/users')?.pathname).toBe('/admin');
    expect(matchPath('/leagues/:leagueId', '/leagues/8')?.params).toEqual({ leagueId: '8' });
  });
});
