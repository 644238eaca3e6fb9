/**
 * The service worker's decisions, kept free of the worker's globals so that they can be tested on their own:
 * which requests it answers and how, when the saved personal data must go, and which caches are stale.
 * ADR 037 explains the choices.
 */

/** Shared with the app (lib/pwa), which deletes the saved data itself on sign-out. */
export const DATA_CACHE = 'courtside-data';
const APP_CACHE_PREFIX = 'courtside-app-';
/** The app shell, the JavaScript and CSS of this build: one cache per build, so a release replaces it whole. */
export const appCacheName = (version: string) => `${APP_CACHE_PREFIX}${version}`;

/** A made-up address inside the data cache that records whose data it holds. */
export const OWNER_KEY = '/__courtside/data-owner';
/** When a saved answer was stored: a header on the stored copy, read back before serving it. */
export const SAVED_AT_HEADER = 'x-courtside-saved-at';
/**
 * Saved answers older than this are neither served nor kept: a player who has not been online for two weeks
 * reads a schedule that is too old to trust, and the data should not stay on the device for ever.
 */
export const SAVED_DATA_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

export const API_PREFIX = '/api/1.0/';

/**
 * The reads that draw the dashboard (the installed app's start page) and a league's home and division pages.
 * Only these are saved; every other API request goes to the network untouched.
 */
export const SAVED_API_READS: ReadonlySet<string> = new Set([
  'users/me',
  'players/getMyPlayers',
  'leagues/myLeagues',
  'matches/mine',
  'leagues/recentActivity',
  'leagues/get',
  'divisions/getMyDivision',
  'availability/overlaps',
  'match-proposals/get',
  'leagues/standings',
]);

/** Messages between the app and the worker. */
export const MESSAGE = {
  /** worker -> app: whether the server answered a saved read (false: the app is showing saved data). */
  reads: 'courtside:reads',
  /** app -> worker: the saved personal data was deleted (sign-out); drop answers still on their way. */
  forget: 'courtside:forget',
  /** app -> worker: addresses this page loaded before the worker controlled it, to save them now. */
  save: 'courtside:save',
} as const;

export type RequestKind =
  /** A page load: network first, then the app shell (when there is saved data to show), then offline.html. */
  | 'page'
  /** Hashed build output under /assets/: never changes, so cache first. */
  | 'asset'
  /** One of the build's files kept for offline use (offline.html, the manifest, icons): cache first. */
  | 'app-file'
  /** One of SAVED_API_READS: network first, the saved copy when the network fails. */
  | 'saved-read'
  /** Sign-in and sign-up: a new session, so whatever was saved belongs to someone else. */
  | 'sign-in'
  /** Logout: the saved data goes, whatever the server answers (it may be unreachable). */
  | 'sign-out'
  /** Everything else: not touched at all. */
  | 'network';

export interface RequestFacts {
  method: string;
  url: string;
  /** Request.mode: 'navigate' for page loads. */
  mode: string;
}

/** The API path after /api/1.0/ ('leagues/get'), or null for an address outside the API. */
export function apiPath(pathname: string): string | null {
  return pathname.startsWith(API_PREFIX) ? pathname.slice(API_PREFIX.length) : null;
}

export function requestKind(request: RequestFacts, origin: string, appFiles: ReadonlySet<string>): RequestKind {
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  const method = request.method.toUpperCase();
  const api = apiPath(url.pathname);
  if (api !== null) {
    if (method === 'GET' && SAVED_API_READS.has(api)) return 'saved-read';
    if (method === 'POST' && api === 'users/logout') return 'sign-out';
    if (method === 'POST' && (api === 'users/verify' || api === 'users/create')) return 'sign-in';
    return 'network';
  }
  if (method !== 'GET') return 'network';
  if (request.mode === 'navigate') return 'page';
  if (url.pathname.startsWith('/assets/')) return 'asset';
  if (appFiles.has(url.pathname)) return 'app-file';
  return 'network';
}

/** What an API answer means for the saved data. */
export type DataEffect =
  | { kind: 'none' }
  /** Delete everything saved. */
  | { kind: 'forget' }
  /** This person is signed in: if the saved data is someone else's, delete it first. */
  | { kind: 'owner'; userId: number };

const NONE: DataEffect = { kind: 'none' };

/** Reads the signed-in user's id from an answer: users/me is the user; sign-in and sign-up carry `user`. */
function userIdIn(body: unknown): number | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as { id?: unknown; user?: { id?: unknown } | null };
  const id = typeof record.user === 'object' && record.user !== null ? record.user.id : record.id;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}

/**
 * The effect of an answer on the saved data. A 401 from any saved read means the session is over (expired, or
 * ended elsewhere), and an unknown owner means we cannot tell whose data it would be: both forget.
 */
export function dataEffect(kind: RequestKind, path: string, status: number, body: unknown): DataEffect {
  if (kind === 'sign-out') return { kind: 'forget' };
  if (kind === 'saved-read' && status === 401) return { kind: 'forget' };
  const namesUser = (kind === 'sign-in' && status === 200) || (path === 'users/me' && status === 200);
  if (!namesUser) return NONE;
  const userId = userIdIn(body);
  return userId === null ? { kind: 'forget' } : { kind: 'owner', userId };
}

/** Whether `path`'s answer needs its body read to find the user (see dataEffect). */
export const answerNamesUser = (kind: RequestKind, path: string) =>
  kind === 'sign-in' || (kind === 'saved-read' && path === 'users/me');

/**
 * Only a full, successful answer is saved, and only while the data has a known owner: a copy of an error, or of
 * an answer whose person we do not know, must never be shown later as if it were theirs.
 */
export function shouldSave(kind: RequestKind, status: number, owner: number | null): boolean {
  return kind === 'saved-read' && status === 200 && owner !== null;
}

/** Whether a copy saved at `savedAt` (ms since the epoch, from SAVED_AT_HEADER) may still be shown. */
export function isFreshEnough(savedAt: number, now: number): boolean {
  return Number.isFinite(savedAt) && savedAt <= now && now - savedAt <= SAVED_DATA_MAX_AGE_MS;
}

/** Caches of earlier builds, to delete once this build's worker takes over. The saved data is kept. */
export function staleCaches(names: readonly string[], version: string): string[] {
  return names.filter((name) => name.startsWith(APP_CACHE_PREFIX) && name !== appCacheName(version));
}

/**
 * Addresses the app asks the worker to save after it first took control (see MESSAGE.save): the hashed assets
 * and the saved reads of this origin, users/me first so that the data has an owner before it is stored.
 * Anything else is dropped: the message must not become a way to make the worker fetch arbitrary addresses.
 */
export function addressesToSave(urls: readonly unknown[], origin: string): string[] {
  const kept = new Set<string>();
  for (const candidate of urls) {
    if (typeof candidate !== 'string') continue;
    let url: URL;
    try {
      url = new URL(candidate, origin);
    } catch {
      continue;
    }
    const kind = requestKind({ method: 'GET', url: url.href, mode: 'cors' }, origin, new Set());
    if (kind === 'asset' || kind === 'saved-read') kept.add(url.href);
  }
  const isUsersMe = (href: string) => apiPath(new URL(href).pathname) === 'users/me';
  return [...kept].sort((a, b) => Number(isUsersMe(b)) - Number(isUsersMe(a)));
}
