import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, successResponse } from '@courtside/shared/schemas/common';
import {
  NOTIFICATIONS_SHOWN,
  markNotificationReadRequest,
  notificationsResponse,
  unreadCountResponse,
} from '@courtside/shared/schemas/notifications';
import {
  MESSAGE_KINDS,
  messageKindLabel,
  messagePreferencesResponse,
  updateMessagePreferencesRequest,
  type MessageKind,
} from '@courtside/shared/schemas/message-preferences';
import { preferencesOfUser, saveMessagePreferences } from '../db/queries/message-preferences';
import {
  countUnreadNotifications,
  listNotificationsOfUser,
  markAllNotificationsRead,
  markNotificationRead,
} from '../db/queries/notifications';
import { notFound } from '../lib/errors';
import { requireUser } from '../lib/session';

const tags = ['notifications'];
export const NOTIFICATION_NOT_FOUND = 'Notification not found.';

type NotificationRow = Awaited<ReturnType<typeof listNotificationsOfUser>>[number];
const toNotificationDto = (row: NotificationRow) => ({
  id: row.id,
  kind: row.kind,
  league_id: row.leagueId,
  league_name: row.leagueName,
  match_id: row.matchId,
  division_name: row.divisionName,
  actor_name: row.actorName?.trim() || null,
  proposed_time: row.proposedTime?.toISOString() ?? null,
  match_datetime: row.matchDatetime?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
  read_at: row.readAt?.toISOString() ?? null,
});

/** Every kind the web app knows, in its order, with what the user gets now on each channel. */
async function preferencesAnswer(db: Parameters<typeof preferencesOfUser>[0], userId: number) {
  const rows = new Map((await preferencesOfUser(db, userId)).map((row) => [row.kind, row]));
  const preferences = MESSAGE_KINDS.flatMap((kind: MessageKind) => {
    const row = rows.get(kind);
    return row ? [{ kind, label: messageKindLabel(kind), email: row.email, push: row.push }] : [];
  });
  return { success: true as const, preferences };
}

/** In-app notifications (issue 34, ADR 061): each user reads and marks their own. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/list',
    { schema: { tags, response: { 200: notificationsResponse, 401: errorResponse } } },
    async (request) => {
      const user = await requireUser(request);
      const [rows, unread] = await Promise.all([
        listNotificationsOfUser(app.db, user.id, NOTIFICATIONS_SHOWN),
        countUnreadNotifications(app.db, user.id),
      ]);
      return { success: true as const, unread_count: unread, notifications: rows.map(toNotificationDto) };
    },
  );

  app.get(
    '/unreadCount',
    {
      schema: {
        tags,
        description: "The header bell's count; the web app asks every few seconds (ADR 061).",
        response: { 200: unreadCountResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { success: true as const, unread_count: await countUnreadNotifications(app.db, user.id) };
    },
  );

  app.put(
    '/markRead',
    {
      schema: {
        tags,
        body: markNotificationReadRequest,
        response: { 200: successResponse, 400: errorResponse, 401: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      // Someone else's notification is answered as one that does not exist.
      if (!(await markNotificationRead(app.db, user.id, request.body.id))) throw notFound(NOTIFICATION_NOT_FOUND);
      return { success: true as const };
    },
  );

  app.put(
    '/markAllRead',
    { schema: { tags, response: { 200: successResponse, 401: errorResponse } } },
    async (request) => {
      const user = await requireUser(request);
      await markAllNotificationsRead(app.db, user.id);
      return { success: true as const };
    },
  );

  app.get(
    '/preferences',
    {
      schema: {
        tags,
        description:
          'Which news you are sent by email and by push, per kind: your own choice, else the default (ADR 067).',
        response: { 200: messagePreferencesResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return preferencesAnswer(app.db, user.id);
    },
  );

  app.put(
    '/preferences',
    {
      schema: {
        tags,
        description: 'Turns kinds of news on or off per channel; the choices not named stay as they are.',
        body: updateMessagePreferencesRequest,
        response: { 200: messagePreferencesResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      // The same kind and channel twice in one request: the last one counts, as it would in two requests.
      const choices = new Map(request.body.preferences.map((choice) => [`${choice.kind}:${choice.channel}`, choice]));
      await saveMessagePreferences(app.db, user.id, [...choices.values()]);
      return preferencesAnswer(app.db, user.id);
    },
  );
};
