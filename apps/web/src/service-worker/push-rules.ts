/**
 * What the service worker does with a Web Push message (issue 35, ADR 065), kept free of the worker's globals
 * so that it can be tested on its own: the notification to show, and the page a tap on it opens.
 */

/** Where a notification leads when its message cannot be read: the list of everything the player was told. */
export const FALLBACK_NOTIFICATION_PATH = '/notifications';
export const FALLBACK_NOTIFICATION = { title: 'Courtside', body: 'You have news in Courtside.' };

export interface NotificationToShow {
  title: string;
  options: {
    body: string;
    tag: string;
    icon: string;
    badge: string;
    lang: string;
    data: { url: string };
  };
}

const ICON = '/icons/icon-192.png';
const BADGE = '/icons/icon-maskable-192.png';

/**
 * The notification for a push message's JSON (the server's pushPayload). The browser has said the site will
 * show one for every push (userVisibleOnly), so a message it cannot read still shows a plain one.
 */
export function notificationFromPush(data: unknown, origin: string): NotificationToShow {
  const message = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
  const title = text(message.title);
  const url = title ? sameOriginPath(message.url, origin) : undefined;
  return {
    title: title ?? FALLBACK_NOTIFICATION.title,
    options: {
      body: title ? (typeof message.body === 'string' ? message.body : '') : FALLBACK_NOTIFICATION.body,
      // One notification per tag: the latest news of a match replaces the earlier one on the device.
      tag: (title && text(message.tag)) || 'courtside',
      icon: ICON,
      badge: BADGE,
      lang: 'en',
      data: { url: url ?? FALLBACK_NOTIFICATION_PATH },
    },
  };
}

/**
 * The path and query of `url` when it is an address on this site; undefined for anything else. A tap must never
 * take the player to another site, whatever a message says.
 */
export function sameOriginPath(url: unknown, origin: string): string | undefined {
  if (typeof url !== 'string') return undefined;
  try {
    const resolved = new URL(url, origin);
    return resolved.origin === origin ? `${resolved.pathname}${resolved.search}${resolved.hash}` : undefined;
  } catch {
    return undefined;
  }
}

/** The page a tapped notification opens: its own, if it is on this site. */
export function notificationTarget(data: unknown, origin: string): string {
  const url = typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined;
  return `${origin}${sameOriginPath(url, origin) ?? FALLBACK_NOTIFICATION_PATH}`;
}
