import { describe, expect, it } from 'vitest';
import {
  DATA_CACHE,
  SAVED_DATA_MAX_AGE_MS,
  addressesToSave,
  appCacheName,
  dataEffect,
  isFreshEnough,
  requestKind,
  shouldSave,
  staleCaches,
} from './rules';

const ORIGIN = 'https://courtside.example';
const APP_FILES = new Set(['/offline.html', '/manifest.webmanifest', '/icons/icon-192.png']);
const kindOf = (method: string, path: string, mode = 'cors') =>
  requestKind({ method, url: `${ORIGIN}${path}`, mode }, ORIGIN, APP_FILES);

describe('requestKind', () => {
  it('loads pages network first, whatever their address', () => {
    expect(kindOf('GET', '/leagues/7', 'navigate')).toBe('page');
    expect(kindOf('GET', '/dashboard?tab=1', 'navigate')).toBe('page');
  });

  it('answers hashed assets and the kept build files from the cache', () => {
    expect(kindOf('GET', '/assets/index-Ab12Cd34.js')).toBe('asset');
    expect(kindOf('GET', '/assets/league-home-page-Zz99.css')).toBe('asset');
    expect(kindOf('GET', '/offline.html')).toBe('app-file');
    expect(kindOf('GET', '/manifest.webmanifest')).toBe('app-file');
  });

  it('saves only the league home and dashboard reads', () => {
    for (const path of [
      '/api/1.0/users/me',
      '/api/1.0/leagues/get?league_id=7',
      '/api/1.0/divisions/getMyDivision?league_id=7',
      '/api/1.0/availability/overlaps?league_id=7&time_zone=Europe%2FLondon',
      '/api/1.0/match-proposals/get?league_id=7',
      '/api/1.0/leagues/myLeagues',
      '/api/1.0/matches/mine',
      '/api/1.0/leagues/recentActivity',
    ]) {
      expect(kindOf('GET', path), path).toBe('saved-read');
    }
  });

  it('leaves every other API request, and every change, to the network untouched', () => {
    for (const [method, path] of [
      ['GET', '/api/1.0/users/all'],
      ['GET', '/api/1.0/invite-codes/all'],
      ['GET', '/api/1.0/analytics/summary'],
      ['GET', '/api/1.0/calendar/feed.ics'],
      ['POST', '/api/1.0/match-proposals/post'],
      ['PUT', '/api/1.0/match-proposals/respond'],
      ['DELETE', '/api/1.0/availability/delete?id=3'],
      ['PUT', '/api/1.0/leagues/get'],
      ['POST', '/api/1.0/analytics/events'],
    ] as const) {
      expect(kindOf(method, path), `${method} ${path}`).toBe('network');
    }
  });

  it('notices sign-in, sign-up and logout', () => {
    expect(kindOf('POST', '/api/1.0/users/verify')).toBe('sign-in');
    expect(kindOf('POST', '/api/1.0/users/create')).toBe('sign-in');
    expect(kindOf('POST', '/api/1.0/users/logout')).toBe('sign-out');
  });

  it('leaves other sites, unknown files and non-GET requests alone', () => {
    expect(
      requestKind({ method: 'GET', url: 'https://elsewhere.example/assets/a.js', mode: 'cors' }, ORIGIN, APP_FILES),
    ).toBe('network');
    expect(kindOf('GET', '/commit.txt')).toBe('network');
    expect(kindOf('POST', '/dashboard', 'navigate')).toBe('network');
    expect(kindOf('GET', '/api/1.0', 'navigate')).toBe('page');
  });
});

describe('dataEffect', () => {
  it('forgets everything on logout, whatever the answer (the server may be unreachable)', () => {
    expect(dataEffect('sign-out', 'users/logout', 0, null)).toEqual({ kind: 'forget' });
    expect(dataEffect('sign-out', 'users/logout', 500, null)).toEqual({ kind: 'forget' });
  });

  it('forgets everything when a saved read answers 401: the session is over', () => {
    expect(dataEffect('saved-read', 'users/me', 401, { error: 'unauthorized' })).toEqual({ kind: 'forget' });
    expect(dataEffect('saved-read', 'leagues/get', 401, null)).toEqual({ kind: 'forget' });
  });

  it('names the owner from users/me and from a sign-in or sign-up', () => {
    expect(dataEffect('saved-read', 'users/me', 200, { id: 12, email: 'a@b.c' })).toEqual({
      kind: 'owner',
      userId: 12,
    });
    expect(dataEffect('sign-in', 'users/verify', 200, { user: { id: 5 } })).toEqual({ kind: 'owner', userId: 5 });
    expect(dataEffect('sign-in', 'users/create', 200, { id: 9, user: { id: 9 } })).toEqual({
      kind: 'owner',
      userId: 9,
    });
  });

  it('forgets when an answer that should name the person does not', () => {
    expect(dataEffect('saved-read', 'users/me', 200, null)).toEqual({ kind: 'forget' });
    expect(dataEffect('sign-in', 'users/verify', 200, { user: { id: '5' } })).toEqual({ kind: 'forget' });
  });

  it('changes nothing for a refused sign-in or an ordinary answer', () => {
    expect(dataEffect('sign-in', 'users/verify', 401, { error: 'unauthorized' })).toEqual({ kind: 'none' });
    expect(dataEffect('saved-read', 'leagues/get', 200, { id: 3 })).toEqual({ kind: 'none' });
    expect(dataEffect('saved-read', 'leagues/get', 500, null)).toEqual({ kind: 'none' });
  });
});

describe('shouldSave', () => {
  it('saves only successful saved reads while the data has an owner', () => {
    expect(shouldSave('saved-read', 200, 4)).toBe(true);
    expect(shouldSave('saved-read', 200, null)).toBe(false);
    expect(shouldSave('saved-read', 404, 4)).toBe(false);
    expect(shouldSave('saved-read', 500, 4)).toBe(false);
    expect(shouldSave('network', 200, 4)).toBe(false);
    expect(shouldSave('sign-in', 200, 4)).toBe(false);
  });
});

describe('isFreshEnough', () => {
  const now = Date.UTC(2026, 10, 25, 12);

  it('shows copies up to two weeks old', () => {
    expect(isFreshEnough(now - 60_000, now)).toBe(true);
    expect(isFreshEnough(now - SAVED_DATA_MAX_AGE_MS, now)).toBe(true);
    expect(isFreshEnough(now - SAVED_DATA_MAX_AGE_MS - 1, now)).toBe(false);
  });

  it('refuses a copy without a readable date, or from the future', () => {
    expect(isFreshEnough(Number(undefined), now)).toBe(false);
    expect(isFreshEnough(Number('soon'), now)).toBe(false);
    expect(isFreshEnough(now + 60_000, now)).toBe(false);
  });
});

describe('staleCaches', () => {
  it("deletes earlier builds' caches and keeps this build's, the saved data and other apps' caches", () => {
    const names = [appCacheName('old1'), appCacheName('new2'), DATA_CACHE, 'someone-else', appCacheName('old0')];
    expect(staleCaches(names, 'new2')).toEqual([appCacheName('old1'), appCacheName('old0')]);
  });
});

describe('addressesToSave', () => {
  it('keeps only assets and saved reads of this origin, users/me first, each once', () => {
    const urls = [
      `${ORIGIN}/assets/index-Ab12.js`,
      `${ORIGIN}/api/1.0/leagues/get?league_id=7`,
      `${ORIGIN}/api/1.0/users/me`,
      `${ORIGIN}/assets/index-Ab12.js`,
      `${ORIGIN}/api/1.0/users/all`,
      'https://elsewhere.example/assets/x.js',
      `${ORIGIN}/favicon.svg`,
      42,
      'http://[not a url',
    ];
    expect(addressesToSave(urls, ORIGIN)).toEqual([
      `${ORIGIN}/api/1.0/users/me`,
      `${ORIGIN}/assets/index-Ab12.js`,
      `${ORIGIN}/api/1.0/leagues/get?league_id=7`,
    ]);
  });
});
