import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  UNSUBSCRIBE_EXPIRED_MESSAGE,
  UNSUBSCRIBE_INVALID_MESSAGE,
  UNSUBSCRIBE_NOT_ONE_CLICK_MESSAGE,
  unsubscribeLinkResponse,
  unsubscribeResponse,
} from '@courtside/shared/schemas/message-preferences';
import { messagePreferences, notifications, outbox } from '../db/schema';
import { signingKey, signToken } from '../lib/signed-token';
import { expectContract, expectError } from '../test/assertions';
import { HOME_WINS, leagueUnderWay } from '../test/match-fixtures';
import {
  deliverQueuedMail,
  MAIL_PUBLIC_URL as PUBLIC_URL,
  startSmtpServer,
  type TestSmtpServer,
} from '../test/smtp-fixtures';
import { createTestApp, createUser, injectAs, type TestApp } from '../test/test-app';
import { STOP_THESE_EMAILS } from './notification-email';
import { unsubscribeToken } from './unsubscribe-link';

// One-click unsubscribe (RFC 8058, ADR 067): a real SMTP server receives the email, mailparser reads its
// List-Unsubscribe headers, and the test posts to the address found there as a mail provider would.

let t: TestApp;
let smtp: TestSmtpServer | undefined;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
});
afterAll(() => t.close());

/** A score entered, its email delivered to the away player through the SMTP server, and that email parsed. */
async function deliveredEmail() {
  smtp = await startSmtpServer();
  const { members, matchOf } = await leagueUnderWay(t.app);
  const { match, home, away } = matchOf(members[0]!, members[1]!);
  await injectAs(t.app, home.cookie, {
    method: 'POST',
    url: `/api/1.0/matches/submitScores?matchId=${match.id}`,
    payload: { sets: HOME_WINS, status: 'normal' },
  });
  await deliverQueuedMail(t.app.db, smtp.url);
  const mail = smtp.received.find((received) => received.to && JSON.stringify(received.to).includes(away.email));
  if (!mail) throw new Error('the email did not arrive');
  return { mail, away };
}

/** A one-click POST as a mail provider makes it: the form body, no cookie, no Origin. */
function oneClick(url: string, body = 'List-Unsubscribe=One-Click', contentType = 'application/x-www-form-urlencoded') {
  const { pathname, search } = new URL(url);
  return t.app.inject({
    method: 'POST',
    url: `${pathname}${search}`,
    payload: body,
    headers: { 'content-type': contentType },
  });
}

const emailChoice = async (userId: number, kind: string) =>
  (
    await t.app.db
      .select({ enabled: messagePreferences.enabled })
      .from(messagePreferences)
      .where(
        and(
          eq(messagePreferences.userId, userId),
          eq(messagePreferences.kind, kind),
          eq(messagePreferences.channel, 'email'),
        ),
      )
  )[0]?.enabled;

describe('one-click unsubscribe', () => {
  it('mails List-Unsubscribe and List-Unsubscribe-Post, and a POST to that address turns that kind of email off', async () => {
    const { mail, away } = await deliveredEmail();
    // The headers as they came over the wire (mailparser also folds them into its `list` object).
    const line = (key: string) => mail.headerLines.find((header) => header.key === key)?.line;
    expect(line('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const url = /^List-Unsubscribe:\s*<([^>]+)>$/.exec(line('list-unsubscribe')?.replace(/\r?\n\s+/g, '') ?? '')?.[1];
    expect(url).toMatch(/^https:\/\/club\.example\/api\/1\.0\/notifications\/unsubscribe\?token=/);
    // The footer's link, for a person: the page that asks first.
    expect(mail.html).toContain(STOP_THESE_EMAILS);
    expect(mail.text).toMatch(/Stop these emails: https:\/\/club\.example\/unsubscribe\?token=/);

    // A GET (a link checker, a person) changes nothing: it is sent to the page.
    const opened = await t.app.inject({ method: 'GET', url: new URL(url!).pathname + new URL(url!).search });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toMatch(/^\/unsubscribe\?token=/);
    expect(await emailChoice(away.user.id, 'score_entered')).toBeUndefined();

    const first = expectContract(await oneClick(url!), 200, unsubscribeResponse);
    expect(first).toEqual({ success: true, kind: 'score_entered', when: 'a score waits for my confirmation' });
    expect(await emailChoice(away.user.id, 'score_entered')).toBe(false);
    // Again: the same answer, nothing more changed; other kinds untouched.
    expectContract(await oneClick(url!), 200, unsubscribeResponse);
    expect(await emailChoice(away.user.id, 'score_entered')).toBe(false);
    expect(await emailChoice(away.user.id, 'score_disputed')).toBeUndefined();
    const link = expectContract(
      await t.app.inject({ method: 'GET', url: `/api/1.0/notifications/unsubscribeLink${new URL(url!).search}` }),
      200,
      unsubscribeLinkResponse,
    );
    expect(link).toMatchObject({ kind: 'score_entered', email_enabled: false });

    // The next notification of that kind queues no email for this player.
    const [earlier] = await t.app.db.select().from(notifications).where(eq(notifications.userId, away.user.id));
    const [next] = await t.app.db
      .insert(notifications)
      .values({ userId: away.user.id, kind: 'score_entered', leagueId: earlier!.leagueId })
      .returning();
    expect(await t.app.db.select().from(outbox).where(eq(outbox.notificationId, next!.id))).toEqual([]);
  });

  it('answers every one of several posts of one link at once, a mail provider retrying, with one choice stored', async () => {
    const { user } = await createUser(t.app);
    const url = `${PUBLIC_URL}/api/1.0/notifications/unsubscribe?token=${unsubscribeToken(await signingKey(t.app.db), user.id, 'dispute_resolved')}`;
    const answers = await Promise.all([oneClick(url), oneClick(url), oneClick(url)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await emailChoice(user.id, 'dispute_resolved')).toBe(false);
  });

  it('takes the form as multipart too, and the web page’s JSON', async () => {
    const { user } = await createUser(t.app);
    const key = await signingKey(t.app.db);
    const boundary = 'xyzzy';
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const url = (kind: 'match_scheduled' | 'proposal_received') =>
      `${PUBLIC_URL}/api/1.0/notifications/unsubscribe?token=${unsubscribeToken(key, user.id, kind)}`;
    expectContract(
      await oneClick(url('match_scheduled'), multipart, `multipart/form-data; boundary=${boundary}`),
      200,
      unsubscribeResponse,
    );
    expect(await emailChoice(user.id, 'match_scheduled')).toBe(false);
    expectContract(
      await oneClick(url('proposal_received'), JSON.stringify({ 'List-Unsubscribe': 'One-Click' }), 'application/json'),
      200,
      unsubscribeResponse,
    );
    expect(await emailChoice(user.id, 'proposal_received')).toBe(false);
  });

  it('refuses a forged, altered, expired or other-purpose token, and a body without One-Click, changing nothing', async () => {
    const { user } = await createUser(t.app);
    const key = await signingKey(t.app.db);
    const good = unsubscribeToken(key, user.id, 'score_disputed');
    const [claims, signature] = good.split('.');
    const altered = `${Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(claims!, 'base64url').toString()), userId: user.id + 1 }),
    ).toString('base64url')}.${signature}`;
    const expired = unsubscribeToken(key, user.id, 'score_disputed', new Date(Date.now() - 400 * 24 * 3_600_000));
    const otherPurpose = signToken(key, {
      purpose: 'answer-proposal',
      exp: Date.now() / 1000 + 60,
      userId: user.id,
      kind: 'score_disputed',
    });
    const unknownKind = signToken(key, {
      purpose: 'unsubscribe',
      exp: Date.now() / 1000 + 60,
      userId: user.id,
      kind: 'league_started',
    });
    const at = (token: string) => `${PUBLIC_URL}/api/1.0/notifications/unsubscribe?token=${encodeURIComponent(token)}`;

    expectError(await oneClick(at('not-a-token')), 400, UNSUBSCRIBE_INVALID_MESSAGE);
    expectError(await oneClick(at(altered)), 400, UNSUBSCRIBE_INVALID_MESSAGE);
    expectError(await oneClick(at(otherPurpose)), 400, UNSUBSCRIBE_INVALID_MESSAGE);
    expectError(await oneClick(at(unknownKind)), 400, UNSUBSCRIBE_INVALID_MESSAGE);
    expectError(await oneClick(at(expired)), 400, UNSUBSCRIBE_EXPIRED_MESSAGE);
    expectError(
      await t.app.inject({
        method: 'GET',
        url: `/api/1.0/notifications/unsubscribeLink?token=${encodeURIComponent(expired)}`,
      }),
      400,
      UNSUBSCRIBE_EXPIRED_MESSAGE,
    );
    expectError(await oneClick(at(good), 'List-Unsubscribe=Maybe'), 400, UNSUBSCRIBE_NOT_ONE_CLICK_MESSAGE);
    expect((await oneClick(`${PUBLIC_URL}/api/1.0/notifications/unsubscribe`)).statusCode).toBe(400);
    expect(await emailChoice(user.id, 'score_disputed')).toBeUndefined();
    expect(await emailChoice(user.id + 1, 'score_disputed')).toBeUndefined();
  });

  it('still refuses forms on every other route', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/1.0/notifications/preferences',
      payload: 'preferences=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
  });
});
