import type { PushPayload } from '@courtside/shared/schemas/push';
import type { NotificationMessage } from '../db/queries/outbox';
import { notificationEmailContent, type NotificationEmailKind } from '../mail/notification-email-content';

/** The payload schema's limits (shared pushPayload). */
const TITLE_MAX = 80;
const BODY_MAX = 240;

/** Cut at a word where one is near, with an ellipsis, so a long league or player name never breaks the payload. */
function fit(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * A notification's push: the email's own words in a phone's short form (ADR 067). The title is the email's
 * subject, the line its news, the tap opens where the email's button leads. One tag per match (or per league
 * for news without one), so a match's later news replaces its earlier one on the device.
 */
export function notificationPushContent(kind: NotificationEmailKind, message: NotificationMessage): PushPayload {
  // Any origin will do: only the path is kept, and the service worker opens it on this site.
  const email = notificationEmailContent(kind, message, 'https://courtside.invalid');
  const url = new URL(email.action.url);
  const when = email.details.find((detail) => detail.label === 'When' || detail.label === 'Proposed');
  const body = [email.paragraphs[0], when && `${when.label}: ${when.value}`].filter(Boolean).join(' ');
  return {
    title: fit(email.subject, TITLE_MAX),
    body: fit(body, BODY_MAX),
    url: `${url.pathname}${url.search}`,
    tag: message.matchId === null ? `league-${message.leagueId}-${kind}` : `match-${message.matchId}`,
  };
}
