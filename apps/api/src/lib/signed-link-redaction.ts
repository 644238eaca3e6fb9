/**
 * What an admin sees in place of a link that acts without a session (ADR 070): a one-tap answer, and later a
 * password reset. The outbox keeps each email as sent, and admins read it there; with the link they could act
 * as the player it was sent to.
 */
export const HIDDEN_LINK = '[one-tap link hidden]';

/**
 * Any absolute address whose query carries a `token` parameter, as plain text writes it (`?token=`, `&token=`) or
 * as HTML does (`&amp;token=`), up to the first character that cannot be in an unquoted address.
 */
const LINK_WITH_TOKEN = /https?:\/\/[^\s"'<>]*?[?&](?:amp;)?token=[^\s"'<>]*/gi;

/** The text or HTML of a message with every link that carries a token replaced by HIDDEN_LINK. */
export function redactSignedLinks(body: string): string;
export function redactSignedLinks(body: string | null): string | null;
export function redactSignedLinks(body: string | null): string | null {
  return body === null ? null : body.replace(LINK_WITH_TOKEN, HIDDEN_LINK);
}
