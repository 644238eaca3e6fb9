import { describe, expect, it } from 'vitest';
import { earlyReadsFor } from './early-reads';

// What each page reads is held to the page itself by apps/web/src/app/early-reads.test.tsx; these are the addresses.
describe('earlyReadsFor', () => {
  it('names the league home, standings and calendar reads with the league of the address', () => {
    expect(earlyReadsFor('/leagues/7')).toEqual([
      '/api/1.0/divisions/getMyDivision?league_id=7',
      '/api/1.0/leagues/get?league_id=7',
      '/api/1.0/leagues/standings?league_id=7',
      '/api/1.0/match-proposals/get?league_id=7',
    ]);
    expect(earlyReadsFor('/leagues/12/standings')).toEqual(['/api/1.0/leagues/standings?league_id=12']);
    expect(earlyReadsFor('/leagues/3/schedule')).toEqual(earlyReadsFor('/leagues/3/availability'));
    expect(earlyReadsFor('/leagues/3/schedule')).toContain('/api/1.0/availability/leagueAvailability?league_id=3');
  });

  it("names the dashboard's cards' reads, which take no league", () => {
    expect(earlyReadsFor('/dashboard')).toEqual([
      '/api/1.0/players/getMyPlayers',
      '/api/1.0/leagues/myLeagues',
      '/api/1.0/matches/mine',
      '/api/1.0/leagues/recentActivity',
      '/api/1.0/match-proposals/get',
      '/api/1.0/leagues/all',
    ]);
  });

  it('reads addresses as the router does: any case, a trailing slash or not', () => {
    expect(earlyReadsFor('/LEAGUES/12/Standings/')).toEqual(earlyReadsFor('/leagues/12/standings'));
    expect(earlyReadsFor('/leagues/7/')).toEqual(earlyReadsFor('/leagues/7'));
    expect(earlyReadsFor('/Dashboard/')).toEqual(earlyReadsFor('/dashboard'));
  });

  it.each([
    '/',
    '/dashboard/x',
    '/leagues',
    '/leagues/0',
    '/leagues/007',
    '/leagues/abc/standings',
    '/leagues/99999999999999999',
    '/leagues/7/division',
    '/leagues/7/standings/x',
    '/admin/leagues/7',
  ])('names nothing at %s', (pathname) => {
    expect(earlyReadsFor(pathname)).toEqual([]);
  });
});
