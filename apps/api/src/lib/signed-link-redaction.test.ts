import { describe, expect, it } from 'vitest';
import { HIDDEN_LINK, redactSignedLinks } from './signed-link-redaction';

describe('redactSignedLinks', () => {
  const token = 'eyJwdXJwb3NlIjoicHJvcG9zYWwtYW5zd2VyIn0.c2lnbmF0dXJl-_';

  it('hides a one-tap link in plain text and keeps the rest', () => {
    const text = `Accept: https://club.example/email-action?token=${token}\nDecline: https://club.example/email-action?token=${token}x\nAnswer the proposal: https://club.example/leagues/3/proposals`;
    expect(redactSignedLinks(text)).toBe(
      `Accept: ${HIDDEN_LINK}\nDecline: ${HIDDEN_LINK}\nAnswer the proposal: https://club.example/leagues/3/proposals`,
    );
  });

  it('hides links in HTML attributes, with the token first or after another parameter, and other signed links', () => {
    const html =
      `<a href="https://club.example/email-action?token=${token}">Accept</a>` +
      `<a href="http://localhost:3000/reset-password?user=4&amp;token=${token}">Reset</a>` +
      `<a href='https://club.example/unsubscribe?kind=all&token=${token}'>Stop</a>` +
      '<a href="https://club.example/notifications">Your notifications</a>';
    const redacted = redactSignedLinks(html);
    expect(redacted).not.toContain(token);
    expect(redacted).toBe(
      `<a href="${HIDDEN_LINK}">Accept</a><a href="${HIDDEN_LINK}">Reset</a><a href='${HIDDEN_LINK}'>Stop</a>` +
        '<a href="https://club.example/notifications">Your notifications</a>',
    );
  });

  it('leaves text without such links, and a missing body, as they are', () => {
    expect(redactSignedLinks('See https://club.example/leagues/3?tab=tokens and token=abc in prose.')).toBe(
      'See https://club.example/leagues/3?tab=tokens and token=abc in prose.',
    );
    expect(redactSignedLinks(null)).toBeNull();
  });
});
