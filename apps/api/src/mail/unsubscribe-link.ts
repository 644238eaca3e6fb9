import { MESSAGE_KINDS, UNSUBSCRIBE_LINK_DAYS, type MessageKind } from '@courtside/shared/schemas/message-preferences';
import { signToken, verifyToken, type TokenClaims } from '../lib/signed-token';

// One-click unsubscribe (RFC 8058, ADR 067): every notification email carries a signed link that turns that kind
// of email off for its reader, with no sign-in. The token names the user and the kind; the signature (ADR 066)
// keeps anyone from changing either.

export const UNSUBSCRIBE_PURPOSE = 'unsubscribe';

interface UnsubscribeClaims extends TokenClaims {
  userId: number;
  kind: MessageKind;
}

export function unsubscribeToken(key: Buffer, userId: number, kind: MessageKind, now = new Date()): string {
  const exp = Math.floor(now.getTime() / 1000) + UNSUBSCRIBE_LINK_DAYS * 24 * 60 * 60;
  return signToken(key, { purpose: UNSUBSCRIBE_PURPOSE, exp, userId, kind });
}

/**
 * The two addresses of one email's link: the one mail apps post to on their own (List-Unsubscribe, under the API)
 * and the page a person opens from the footer, which asks before it changes anything.
 */
export function unsubscribeUrls(publicUrl: string, token: string) {
  const query = `?token=${encodeURIComponent(token)}`;
  return {
    oneClick: new URL(`/api/1.0/notifications/unsubscribe${query}`, publicUrl).href,
    page: new URL(`/unsubscribe${query}`, publicUrl).href,
  };
}

export type UnsubscribeCheck =
  { ok: true; userId: number; kind: MessageKind } | { ok: false; reason: 'invalid' | 'expired' };

/** The user and kind a token names, when it is the server's, unexpired, and names a kind that can be chosen. */
export function checkUnsubscribeToken(key: Buffer, token: string, now = new Date()): UnsubscribeCheck {
  const check = verifyToken<UnsubscribeClaims>(key, token, UNSUBSCRIBE_PURPOSE, now);
  if (!check.ok) return check;
  const { userId, kind } = check.claims;
  if (!Number.isSafeInteger(userId) || !(MESSAGE_KINDS as readonly unknown[]).includes(kind)) {
    return { ok: false, reason: 'invalid' };
  }
  return { ok: true, userId, kind };
}
