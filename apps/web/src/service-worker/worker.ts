/**
 * The service worker (built into /sw.js by build-tools/service-worker-plugin.ts). It makes the app installable
 * and lets a player read their league on a weak or missing signal: pages and the build's files come from the
 * cache when the network fails, and the few reads of SAVED_API_READS are saved for the person signed in.
 * Everything else, all changes included, goes to the network untouched. The decisions are in rules.ts.
 * It also shows the notifications the server pushes (ADR 065) and opens their page on a tap (push-rules.ts).
 */
import {
  API_PREFIX,
  DATA_CACHE,
  MESSAGE,
  OWNER_KEY,
  SAVED_AT_HEADER,
  addressesToSave,
  answerNamesUser,
  apiPath,
  appCacheName,
  dataEffect,
  isFreshEnough,
  requestKind,
  shouldSave,
  staleCaches,
  type DataEffect,
  type RequestKind,
} from './rules';
import { notificationFromPush, notificationTarget } from './push-rules';

/** Written in by the build: a version that changes with every build, and the files to keep from the start. */
declare const __COURTSIDE_SW_BUILD__: { version: string; precache: string[] };

// The worker's own event types are not in the DOM library the web app compiles with; these are the parts used.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  clientId: string;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
}
interface PushEvent extends ExtendableEvent {
  data: { json(): unknown } | null;
}
interface NotificationEvent extends ExtendableEvent {
  notification: Notification;
}
interface WorkerClient {
  postMessage(message: unknown): void;
}
interface WindowClient extends WorkerClient {
  url: string;
  focus(): Promise<WindowClient>;
}
interface WorkerScope {
  location: Location;
  registration: { showNotification(title: string, options: NotificationOptions): Promise<void> };
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    get(id: string): Promise<WorkerClient | undefined>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}

const worker = globalThis as unknown as WorkerScope;
const { version, precache } = __COURTSIDE_SW_BUILD__;
const APP_CACHE = appCacheName(version);
const appFiles: ReadonlySet<string> = new Set(precache);
const origin = worker.location.origin;

worker.addEventListener('install', (event) => {
  // The new build takes over at once: pages are loaded network first, so an open tab never mixes builds for
  // long, and the old caches hold nothing a page of the new build needs.
  event.waitUntil(
    caches
      .open(APP_CACHE)
      .then((cache) => cache.addAll(precache))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(staleCaches(names, version).map((name) => caches.delete(name))))
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const kind = requestKind(request, origin, appFiles);
  switch (kind) {
    case 'page':
      return event.respondWith(loadPage(request));
    case 'asset':
    case 'app-file':
      return event.respondWith(cacheFirst(request));
    case 'saved-read':
      return event.respondWith(savedRead(request, event.clientId, event));
    case 'sign-in':
      return event.respondWith(watchSession(request, kind, event));
    case 'sign-out':
      // Before the request leaves: the player asked to sign out, even if the server cannot be reached.
      event.waitUntil(applyEffect({ kind: 'forget' }));
      return;
    case 'network':
      // No respondWith: the browser handles the request as if there were no worker.
      return;
  }
});

worker.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  if (data?.type === MESSAGE.forget) event.waitUntil(applyEffect({ kind: 'forget' }));
  if (data?.type === MESSAGE.save && Array.isArray(data.urls)) event.waitUntil(saveLoaded(data.urls));
});

// ---- Notifications ----

worker.addEventListener('push', (event) => {
  let data: unknown = null;
  try {
    data = event.data?.json() ?? null;
  } catch {
    // Not JSON: a plain notification is still shown, as the browser requires of every push.
  }
  const { title, options } = notificationFromPush(data, origin);
  event.waitUntil(worker.registration.showNotification(title, options));
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openPage(notificationTarget(event.notification.data, origin)));
});

/**
 * A tab already showing the page comes to the front; otherwise the page opens in a new one. An open tab of the
 * app is not sent elsewhere: it may hold a form being filled in.
 */
async function openPage(url: string): Promise<void> {
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const showing = windows.find((client) => client.url === url);
  if (showing) await showing.focus();
  else await worker.clients.openWindow(url);
}

async function loadPage(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    const cache = await caches.open(APP_CACHE);
    // The app shell only when there is someone's saved data for it to show; otherwise the offline page says
    // plainly what is going on, rather than an app whose every read fails.
    const shell = (await ownerOfSavedData()) !== null ? await cache.match('/index.html') : undefined;
    return shell ?? (await cache.match('/offline.html')) ?? Response.error();
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(APP_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  // Only whole, successful answers: a 404 for a chunk of another build must not be kept as if it were the chunk.
  if (response.status === 200 && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

// ---- Saved personal data ----

// Changes to the saved data run one after another, in the order their requests were seen, so that a sign-out
// is never overtaken by an answer that was on its way before it. Each forget, and each change from one owner
// to another, starts a new generation; an answer requested in an earlier generation is not saved.
let queue: Promise<unknown> = Promise.resolve();
let generation = 0;
function inTurn<T>(task: () => Promise<T> | T): Promise<T> {
  const result = queue.then(task);
  queue = result.catch(() => undefined);
  return result;
}

async function ownerOfSavedData(): Promise<number | null> {
  if (!(await caches.has(DATA_CACHE))) return null;
  const record = await (await caches.open(DATA_CACHE)).match(OWNER_KEY);
  const owner = record ? Number(await record.text()) : NaN;
  return Number.isInteger(owner) ? owner : null;
}

function applyEffect(effect: DataEffect): Promise<void> {
  return inTurn(() => applyEffectNow(effect));
}

/** Only from inside a turn (inTurn). */
async function applyEffectNow(effect: DataEffect): Promise<void> {
  if (effect.kind === 'none') return;
  const owner = await ownerOfSavedData();
  if (effect.kind === 'owner' && owner === effect.userId) return;
  // Answers still on their way belong to the session that is ending, unless nobody's data was kept: then they
  // were asked for by the person now named (a sign-in or sign-out in between would have started a generation).
  if (effect.kind === 'forget' || owner !== null) generation += 1;
  await caches.delete(DATA_CACHE);
  if (effect.kind === 'owner') {
    await (await caches.open(DATA_CACHE)).put(OWNER_KEY, new Response(String(effect.userId)));
  }
}

async function readBody(response: Response): Promise<unknown> {
  try {
    return await response.clone().json();
  } catch {
    return null;
  }
}

/** The effect of an API answer on the saved data, then the answer saved if the rules allow it. */
async function afterAnswer(request: Request, kind: RequestKind, response: Response, askedIn: number) {
  const path = apiPath(new URL(request.url).pathname) ?? '';
  const body = answerNamesUser(kind, path) ? await readBody(response) : null;
  await inTurn(async () => {
    const effect = dataEffect(kind, path, response.status, body);
    // A sign-out or change of person between the request and its answer makes the answer stale: it may neither
    // be kept nor name an owner again. Its own change of person (users/me, sign-in) is what it reports, so the
    // answer is still kept for that person.
    if (askedIn !== generation) {
      if (effect.kind === 'forget') await applyEffectNow(effect);
      return;
    }
    await applyEffectNow(effect);
    let owner = await ownerOfSavedData();
    // Right after installing, a read can come back before anything has named the person signed in.
    if (owner === null && kind === 'saved-read' && response.status === 200) owner = await askWhoIsSignedIn();
    if (!shouldSave(kind, response.status, owner)) return;
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT_HEADER, String(Date.now()));
    // The body read below is already decoded: the network's encoding and length no longer describe it, and a
    // browser given a brotli label or a shorter length for it would refuse or cut the saved copy.
    headers.delete('content-encoding');
    headers.delete('content-length');
    const copy = new Response(await response.blob(), { status: 200, statusText: response.statusText, headers });
    await (await caches.open(DATA_CACHE)).put(request, copy);
  });
}

/** Only from inside a turn: asks users/me, records what it says, and returns the owner it leaves. */
async function askWhoIsSignedIn(): Promise<number | null> {
  try {
    const response = await fetch(`${API_PREFIX}users/me`, { credentials: 'same-origin' });
    await applyEffectNow(dataEffect('saved-read', 'users/me', response.status, await readBody(response)));
  } catch {
    // Unreachable: the answer is simply not saved.
  }
  return ownerOfSavedData();
}

async function watchSession(request: Request, kind: RequestKind, event: ExtendableEvent): Promise<Response> {
  const response = await fetch(request);
  event.waitUntil(afterAnswer(request, kind, response.clone(), generation));
  return response;
}

async function savedRead(request: Request, clientId: string, event: ExtendableEvent): Promise<Response> {
  // Taken in turn, so that a sign-out or change of person seen before this request counts for it.
  const askedIn = await inTurn(() => generation);
  try {
    const response = await fetch(request);
    event.waitUntil(Promise.all([afterAnswer(request, 'saved-read', response.clone(), askedIn), tell(clientId, true)]));
    return response;
  } catch (error) {
    event.waitUntil(tell(clientId, false));
    const saved = await savedCopy(request);
    if (saved) return saved;
    // As if there were no worker: the app shows its "Unable to reach the server" message.
    throw error;
  }
}

async function savedCopy(request: Request): Promise<Response | undefined> {
  if ((await ownerOfSavedData()) === null) return undefined;
  const cache = await caches.open(DATA_CACHE);
  const saved = await cache.match(request, { ignoreVary: true });
  if (!saved) return undefined;
  if (isFreshEnough(Number(saved.headers.get(SAVED_AT_HEADER)), Date.now())) return saved;
  await cache.delete(request, { ignoreVary: true });
  return undefined;
}

/** Lets the page show (or hide) its "you're offline" note. */
async function tell(clientId: string, reachable: boolean) {
  const client = clientId ? await worker.clients.get(clientId) : undefined;
  client?.postMessage({ type: MESSAGE.reads, reachable });
}

/**
 * The files and reads of the page that installed the worker were loaded before it took control. Fetching them
 * again now (the assets come from the HTTP cache) means that first visit can be read offline too.
 */
async function saveLoaded(urls: readonly unknown[]) {
  for (const href of addressesToSave(urls, origin)) {
    const request = new Request(href, { credentials: 'same-origin' });
    const kind = requestKind({ method: 'GET', url: href, mode: 'cors' }, origin, appFiles);
    try {
      if (kind === 'asset') await cacheFirst(request);
      else await afterAnswer(request, kind, await fetch(request), await inTurn(() => generation));
    } catch {
      // Offline again already, or a chunk of an older build: the next visit saves it instead.
    }
  }
}
