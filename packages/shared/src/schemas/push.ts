import { z } from 'zod';
import { id, isoDateTime } from './common';

/**
 * Web Push (issue 35, ADR 065): a browser's subscription as `PushSubscription.toJSON()` writes it, the devices a
 * user has turned notifications on for, and the small JSON every notification carries to the service worker.
 */

/** Longer than any push service's address we know of (FCM's are about 180 characters, Apple's about 150). */
export const PUSH_ENDPOINT_MAX_LENGTH = 1024;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** Bytes a base64url text holds; the browser writes the keys unpadded, some libraries pad them. */
const base64urlByteLength = (text: string) => Math.floor((text.replace(/=+$/, '').length * 3) / 4);

const base64urlOf = (bytes: number, what: string) =>
  z
    .string()
    .regex(BASE64URL, { error: `must be ${what} in base64url` })
    .refine((text) => base64urlByteLength(text) === bytes, { error: `must be ${what} (${bytes} bytes) in base64url` });

/**
 * Every push service is reached over https at a domain name. An address of this machine or of the local network
 * (localhost, an IP address, a name without a dot) is no push service, and the server must not be made to post to it.
 */
function isPushServiceAddress(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  const ipAddress = /^[\d.]+$/.test(host) || host.startsWith('[');
  const localName = !host.includes('.') || /\.(?:localhost|local|internal|home\.arpa)$/.test(host);
  return url.protocol === 'https:' && !url.username && !url.password && !ipAddress && !localName;
}

/** Devices one account may have notifications on; a further one replaces the one heard from least recently. */
export const MAX_PUSH_DEVICES = 10;

export const pushSubscriptionInput = z.object({
  endpoint: z
    .string()
    .max(PUSH_ENDPOINT_MAX_LENGTH, { error: `must be at most ${PUSH_ENDPOINT_MAX_LENGTH} characters` })
    .refine(isPushServiceAddress, { error: "must be a push service's https address" }),
  /** When the browser says the subscription lapses; not kept: the push service's 404/410 says it just as well. */
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The browser's P-256 public key, uncompressed (0x04, x, y), that the payload is encrypted to (RFC 8291). */
    p256dh: base64urlOf(65, 'a P-256 public key').refine((text) => text.startsWith('B'), {
      error: 'must be an uncompressed P-256 public key',
    }),
    /** The 16-byte authentication secret mixed into the encryption key. */
    auth: base64urlOf(16, 'an authentication secret'),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

/** Turn off one device: this one by its endpoint, or one from the list on the profile by its id. */
export const pushUnsubscribeInput = z
  .object({
    endpoint: z.string().max(PUSH_ENDPOINT_MAX_LENGTH).optional(),
    subscription_id: id.optional(),
  })
  .refine((body) => (body.endpoint === undefined) !== (body.subscription_id === undefined), {
    error: 'Give either the endpoint of this device or a subscription_id.',
  });
export type PushUnsubscribeInput = z.infer<typeof pushUnsubscribeInput>;

export const pushPublicKeyDto = z.object({
  /** The server's VAPID public key (P-256, uncompressed, base64url): the browser's applicationServerKey. */
  public_key: z.string(),
});
export type PushPublicKeyDto = z.infer<typeof pushPublicKeyDto>;

/** One device the signed-in user gets notifications on. */
export const pushSubscriptionDto = z.object({
  id: z.number().int(),
  endpoint: z.string(),
  /** The browser and system it was turned on from, e.g. "Chrome on Android". */
  label: z.string(),
  created_at: isoDateTime,
  /** When a notification last reached its push service; null until one has. */
  last_success_at: isoDateTime.nullable(),
});
export type PushSubscriptionDto = z.infer<typeof pushSubscriptionDto>;

export const pushSubscriptionListDto = z.array(pushSubscriptionDto);

/**
 * What a notification carries, encrypted, through the push service to the service worker. Small: push services
 * take about 4 kB, and the worker needs nothing it could not show. `url` is a path on this site, opened on a tap
 * (never `//host` or `/\host`, which browsers read as another site).
 */
export const pushPayload = z.object({
  title: z.string().min(1).max(80),
  body: z.string().max(240),
  url: z
    .string()
    .max(300)
    .regex(/^\/(?![/\\])/, { error: 'must be a path on this site, like /leagues/3/proposals' }),
  /** Notifications with one tag replace each other on the device (a rescheduled match replaces its first news). */
  tag: z.string().min(1).max(64),
});
export type PushPayload = z.infer<typeof pushPayload>;
