import { createPublicKey } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successResponse } from '@courtside/shared/schemas/common';
import {
  MAX_PUSH_DEVICES,
  pushPublicKeyDto,
  pushSubscriptionDto,
  pushSubscriptionInput,
  pushSubscriptionListDto,
  pushUnsubscribeInput,
} from '@courtside/shared/schemas/push';
import { deleteSubscriptionOfUser, listSubscriptionsOfUser, saveSubscription } from '../db/queries/push';
import { toPushSubscriptionDto } from '../dto/push';
import { badRequest, notFound } from '../lib/errors';
import { requireUser } from '../lib/session';
import { userAgentLabel } from '../push/user-agent-label';
import { vapidKeys } from '../push/vapid-keys';

// Web Push subscriptions (issue 35, ADR 065): "Notify me on this device" on the profile. Sending is
// push/send-push.ts, called by the outbox worker.

const tags = ['push'];
export const NOT_A_P256_KEY_MESSAGE = 'keys.p256dh is not a point on the P-256 curve.';
export const NO_SUCH_DEVICE_MESSAGE = 'Notifications are not on for that device.';

/** The schema checks the key's length and form; only the curve can say whether it is a key at all. */
function isP256PublicKey(p256dh: string): boolean {
  const point = Buffer.from(p256dh, 'base64url');
  try {
    createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33, 65).toString('base64url'),
      },
      format: 'jwk',
    });
    return true;
  } catch {
    return false;
  }
}

export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/publicKey',
    {
      schema: {
        tags,
        response: { 200: pushPublicKeyDto },
        description: "The server's VAPID public key, the applicationServerKey a browser subscribes with.",
      },
    },
    async () => ({ public_key: (await vapidKeys(app.db)).publicKey }),
  );

  app.post(
    '/subscribe',
    {
      schema: {
        tags,
        body: pushSubscriptionInput,
        response: { 200: pushSubscriptionDto },
        description:
          'Turns notifications on for this browser: its PushSubscription as toJSON() gives it. The same endpoint ' +
          'again updates its keys (and its owner, when another account signs in on the device).',
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { endpoint, keys } = request.body;
      if (!isP256PublicKey(keys.p256dh)) throw badRequest(NOT_A_P256_KEY_MESSAGE);
      const row = await saveSubscription(
        app.db,
        {
          userId: user.id,
          endpoint,
          p256dh: keys.p256dh.replace(/=+$/, ''),
          auth: keys.auth.replace(/=+$/, ''),
          userAgentLabel: userAgentLabel(request.headers['user-agent']),
        },
        MAX_PUSH_DEVICES,
      );
      return toPushSubscriptionDto(row);
    },
  );

  app.post(
    '/unsubscribe',
    {
      schema: {
        tags,
        body: pushUnsubscribeInput,
        response: { 200: successResponse },
        description: 'Turns notifications off for one of your devices, by its endpoint or its id.',
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { endpoint, subscription_id } = request.body;
      const removed = await deleteSubscriptionOfUser(
        app.db,
        user.id,
        endpoint !== undefined ? { endpoint } : { id: subscription_id! },
      );
      // Someone else's device gets the same answer as an unknown one: endpoints are not for probing.
      if (!removed) throw notFound(NO_SUCH_DEVICE_MESSAGE);
      return { success: true as const };
    },
  );

  app.get(
    '/subscriptions',
    {
      schema: {
        tags,
        response: { 200: pushSubscriptionListDto },
        description: 'The devices you get notifications on, oldest first.',
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return (await listSubscriptionsOfUser(app.db, user.id)).map(toPushSubscriptionDto);
    },
  );
};
