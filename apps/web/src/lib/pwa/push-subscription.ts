/**
 * The browser's side of Web Push (ADR 065): whether this browser can get notifications, and this device's
 * subscription through the registered service worker (register-service-worker.ts), which shows them.
 */

export type PushAvailability =
  /** Push is there; permission may still have to be asked. */
  | 'available'
  /** The person (or their settings) blocked notifications for the site: only the browser's settings undo it. */
  | 'denied'
  /** No Push API: an older browser, or Safari on an iPhone outside an app added to the Home Screen. */
  | 'unsupported';

export function pushAvailability(): PushAvailability {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return 'unsupported';
  }
  return Notification.permission === 'denied' ? 'denied' : 'available';
}

/** Why notifications could not be turned on, in words the profile shows as they are. */
export class PushSetupError extends Error {
  constructor(
    readonly reason: 'denied' | 'dismissed' | 'no-worker',
    message: string,
  ) {
    super(message);
    this.name = 'PushSetupError';
  }
}

export const PERMISSION_DISMISSED_MESSAGE = 'the browser asked for permission and got no answer.';
export const PERMISSION_DENIED_MESSAGE = 'notifications are blocked for this site.';
export const NO_WORKER_MESSAGE =
  'this browser is not running the app’s service worker (private windows do not), which shows notifications.';

async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration();
}

/** This device's push endpoint, or null when it has no subscription (or no worker to hold one). */
export async function devicePushEndpoint(): Promise<string | null> {
  const registration = await serviceWorkerRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription?.endpoint ?? null;
}

/**
 * Waits for the answer to the permission question, which must have been asked in the tap itself
 * (`Notification.requestPermission()` in the click handler): Safari asks only then.
 */
export async function grantedPermission(asked: Promise<NotificationPermission>): Promise<void> {
  const permission = await asked;
  if (permission === 'denied') throw new PushSetupError('denied', PERMISSION_DENIED_MESSAGE);
  if (permission !== 'granted') throw new PushSetupError('dismissed', PERMISSION_DISMISSED_MESSAGE);
}

/**
 * This device's subscription for the server's key: the one it has, or a new one. A subscription made for another
 * key (a server whose keys were replaced) could never be used, so it is replaced.
 */
export async function subscribeDevice(publicKey: string): Promise<PushSubscriptionJSON> {
  const registration = await serviceWorkerRegistration();
  if (!registration) throw new PushSetupError('no-worker', NO_WORKER_MESSAGE);
  const key = base64urlToBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return subscription.toJSON();
}

/** Ends this device's subscription at the push service; the endpoint it had, or null when there was none. */
export async function unsubscribeDevice(): Promise<string | null> {
  const registration = await serviceWorkerRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}

function base64urlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

function sameBytes(buffer: ArrayBuffer | null, bytes: Uint8Array): boolean {
  if (!buffer || buffer.byteLength !== bytes.length) return false;
  const view = new Uint8Array(buffer);
  return view.every((byte, index) => byte === bytes[index]);
}

/**
 * Sign-out: this device stops getting the person's notifications, on the server and at the push service, so
 * whoever uses the browser next is not shown them. Best effort: offline, the push service's 410 on the next
 * message removes the server's copy instead.
 */
export async function stopPushOnThisDevice(forgetOnServer: (endpoint: string) => Promise<unknown>): Promise<void> {
  try {
    if (!('serviceWorker' in navigator) || !('PushManager' in window)) return;
    const endpoint = await devicePushEndpoint();
    if (endpoint === null) return;
    await forgetOnServer(endpoint).catch(() => undefined);
    await unsubscribeDevice();
  } catch (error) {
    console.warn('Could not turn off notifications on this device', error);
  }
}
