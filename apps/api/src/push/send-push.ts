import { createHash } from 'node:crypto';
import webpush from 'web-push';
import { pushPayload, type PushPayload } from '@courtside/shared/schemas/push';
import type { Database } from '../db/client';
import { deleteGoneSubscriptions, listSubscriptionsToSend, recordSubscriptionSuccess } from '../db/queries/push';
import { vapidKeys } from './vapid-keys';

/**
 * Sends one notification to every device of a user through their browsers' push services (issue 35, ADR 065).
 * It keeps no queue and never retries: the outbox worker calls it, and retries what it reports as retryable.
 */

/** How long a push service holds a notification for a device that is off: news older than two days is stale. */
export const PUSH_TTL_SECONDS = 2 * 24 * 60 * 60;
/** How long a push service gets to answer before the attempt counts as failed (and retryable). */
export const PUSH_TIMEOUT_MS = 10_000;
/**
 * The payload is one encrypted record of at most 4 kB (RFC 8291); well under it, with room for what encryption
 * adds. The payload schema's limits keep any notification below this.
 */
export const PUSH_PAYLOAD_MAX_BYTES = 3_000;

export interface PushSendOptions {
  /** RFC 8292 subject, from vapidSubject(env): who runs this server. */
  subject: string;
  /** Only these of the user's devices: those a previous attempt reported in `retry`. All of them when omitted. */
  subscriptionIds?: readonly number[];
  timeoutMs?: number;
}

export interface PushFailure {
  subscriptionId: number;
  /** The push service (scheme and host); the whole endpoint is a device's address and is not logged. */
  pushService: string;
  /** The push service's status, or null when it did not answer (refused, timed out, unreachable). */
  status: number | null;
  message: string;
  /** True for a failure that may pass (no answer, 429, 5xx): the worker should try these again later. */
  retryable: boolean;
  /** Seconds the push service asked us to wait (429, 503 with Retry-After). */
  retryAfterSeconds?: number;
}

export interface PushSendResult {
  /** Devices whose push service accepted the notification (their last success is recorded). */
  delivered: number[];
  /** Devices the push service says are gone (404, 410): their subscriptions are deleted. */
  dropped: number[];
  failed: PushFailure[];
  /** The ids to pass as `subscriptionIds` on a later attempt; empty when there is nothing to try again. */
  retry: number[];
}

type Outcome =
  { kind: 'delivered' } | { kind: 'gone' } | { kind: 'failed'; failure: Omit<PushFailure, 'subscriptionId'> };

export async function sendPushToUser(
  db: Database,
  userId: number,
  payload: PushPayload,
  options: PushSendOptions,
): Promise<PushSendResult> {
  const body = Buffer.from(JSON.stringify(pushPayload.parse(payload)));
  if (body.length > PUSH_PAYLOAD_MAX_BYTES) {
    throw new Error(`a push payload must be at most ${PUSH_PAYLOAD_MAX_BYTES} bytes; this one is ${body.length}`);
  }
  const subscriptions = await listSubscriptionsToSend(db, userId, options.subscriptionIds);
  if (subscriptions.length === 0) return { delivered: [], dropped: [], failed: [], retry: [] };
  const keys = await vapidKeys(db);
  const requestOptions: webpush.RequestOptions = {
    vapidDetails: { subject: options.subject, ...keys },
    TTL: PUSH_TTL_SECONDS,
    urgency: 'normal',
    // A push service keeps one undelivered message per topic: a retry, or later news under the same tag, replaces
    // the one still waiting for a phone that is off instead of piling up behind it.
    topic: topicOf(payload.tag),
    contentEncoding: 'aes128gcm',
  };
  const timeoutMs = options.timeoutMs ?? PUSH_TIMEOUT_MS;

  const outcomes = await Promise.all(
    subscriptions.map((subscription) =>
      pushTo(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        body,
        requestOptions,
        timeoutMs,
      ),
    ),
  );

  const result: PushSendResult = { delivered: [], dropped: [], failed: [], retry: [] };
  subscriptions.forEach((subscription, index) => {
    const outcome = outcomes[index]!;
    if (outcome.kind === 'delivered') result.delivered.push(subscription.id);
    else if (outcome.kind === 'gone') result.dropped.push(subscription.id);
    else {
      result.failed.push({ subscriptionId: subscription.id, ...outcome.failure });
      if (outcome.failure.retryable) result.retry.push(subscription.id);
    }
  });
  await deleteGoneSubscriptions(
    db,
    subscriptions.filter((subscription) => result.dropped.includes(subscription.id)),
  );
  await recordSubscriptionSuccess(db, result.delivered);
  return result;
}

/** A topic is at most 32 base64url characters; a tag's hash fits whatever the tag is. */
function topicOf(tag: string): string {
  return createHash('sha256').update(tag).digest('base64url').slice(0, 32);
}

/**
 * web-push makes the request (the payload encrypted to the browser's key, the VAPID token) and we send it with
 * fetch: its pooled connections reuse the TLS session with a push service across a burst, and its timeout
 * covers the whole exchange (ADR 065).
 */
async function pushTo(
  subscription: webpush.PushSubscription,
  body: Buffer,
  requestOptions: webpush.RequestOptions,
  timeoutMs: number,
): Promise<Outcome> {
  const pushService = new URL(subscription.endpoint).origin;
  let request;
  try {
    request = webpush.generateRequestDetails(subscription, body, requestOptions);
  } catch (error) {
    // A device key the encryption refuses, or a subject web-push refuses: no later attempt can do better.
    return failed(pushService, null, `the request could not be made: ${messageOf(error)}`, false);
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    // fetch counts the body itself.
    if (name.toLowerCase() !== 'content-length' && value !== undefined) headers.set(name, String(value));
  }
  let response: Response;
  try {
    response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body) : null,
      // A push service answers; it does not send us elsewhere.
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return failed(pushService, null, `no answer from the push service: ${messageOf(error)}`, true);
  }
  const text = (await response.text().catch(() => '')).slice(0, 200);
  if (response.ok) return { kind: 'delivered' };
  if (response.status === 404 || response.status === 410) return { kind: 'gone' };
  const retryable = response.status === 429 || response.status >= 500;
  const retryAfter = Number(response.headers.get('retry-after'));
  return failed(
    pushService,
    response.status,
    `the push service answered ${response.status}${text ? `: ${text}` : ''}`,
    retryable,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  );
}

function failed(
  pushService: string,
  status: number | null,
  message: string,
  retryable: boolean,
  retryAfterSeconds?: number,
): Outcome {
  return {
    kind: 'failed',
    failure: { pushService, status, message, retryable, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) },
  };
}

function messageOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.message}${cause}`;
}
