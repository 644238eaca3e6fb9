import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_ACTION_PATH } from '@courtside/shared/schemas/email-action-messages';
import { emailActionPerformResponse, emailActionPreviewResponse } from '@courtside/shared/schemas/email-actions';
import { proposalDto } from '@courtside/shared/schemas/match-proposals';
import { outboxMessageResponse } from '@courtside/shared/schemas/outbox';
import { matchProposals, matches, outbox } from '../db/schema';
import { HIDDEN_LINK } from '../lib/signed-link-redaction';
import { expectContract } from '../test/assertions';
import { HOME_WINS, leagueUnderWay } from '../test/match-fixtures';
import {
  deliverQueuedMail,
  mailsTo,
  oneTapTokenIn,
  MAIL_PUBLIC_URL as PUBLIC_URL,
  outboxIdOf,
  startSmtpServer,
  type TestSmtpServer,
} from '../test/smtp-fixtures';
import { createTestApp, injectAs, type TestApp } from '../test/test-app';

// One-tap answers (ADR 070) end to end through the mail: the worker renders the email with its links, a real
// SMTP server takes it, mailparser reads it back, and the link found in it previews and then acts, with no
// session. The admins' copy of the same email in the outbox carries no working link.

const HOUR = 3_600_000;

let t: TestApp;
let smtp: TestSmtpServer;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => smtp?.close());
afterAll(() => t.close());

const deliverQueued = () => deliverQueuedMail(t.app.db, smtp.url);

const mailTo = (address: string, subject: RegExp) => mailsTo(smtp, address, subject)[0];

describe('a proposal email with Accept and Decline', () => {
  it('carries both links; the Accept link previews without acting, then accepts once; the admins see no link', async () => {
    smtp = await startSmtpServer();
    const { admin, members, matchOf } = await leagueUnderWay(t.app, { count: 2 });
    const [a, b] = [members[0]!, members[1]!];
    const proposal = expectContract(
      await injectAs(t.app, a.cookie, {
        method: 'POST',
        url: '/api/1.0/match-proposals/post',
        payload: {
          opponent_player_id: b.player.id,
          proposed_time: new Date(Date.now() + 30 * HOUR).toISOString(),
          league_id: matchOf(a, b).match.leagueId,
        },
      }),
      201,
      proposalDto,
    );
    await deliverQueued();
    const mail = mailTo(b.email, /proposed a match/)!;
    expect(mail).toBeDefined();
    const accept = oneTapTokenIn(mail, 'Accept');
    const decline = oneTapTokenIn(mail, 'Decline');
    expect(accept).not.toBe(decline);

    const preview = await t.app.inject({ method: 'GET', url: `/api/1.0/email-actions/preview?token=${accept}` });
    expect(expectContract(preview, 200, emailActionPreviewResponse).preview.action).toBe('accept');
    const stored = async () =>
      (await t.app.db.select().from(matchProposals).where(eq(matchProposals.id, proposal.id)))[0]!.status;
    expect(await stored()).toBe('pending');

    const done = await t.app.inject({
      method: 'POST',
      url: '/api/1.0/email-actions/perform',
      payload: { token: accept },
    });
    expect(expectContract(done, 200, emailActionPerformResponse).done.action).toBe('accept');
    expect(await stored()).toBe('accepted');

    const kept = expectContract(
      await injectAs(t.app, admin.cookie, { method: 'GET', url: `/api/1.0/outbox/get?id=${outboxIdOf(mail)}` }),
      200,
      outboxMessageResponse,
    ).message;
    for (const body of [kept.text!, kept.html!]) {
      expect(body).not.toContain('token=');
      expect(body).not.toContain(accept.split('.')[1]);
      expect(body).toContain(HIDDEN_LINK);
      // The link into the app, which needs the player's own sign-in, stays.
      expect(body).toContain(`${PUBLIC_URL}/leagues/${proposal.league_id}/proposals`);
    }
    // The outbox table itself keeps what was sent.
    const [row] = await t.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, outboxIdOf(mail)));
    expect(row!.bodyText).toContain(accept);
  });
});

describe('a score email with Confirm', () => {
  it('carries a Confirm link that confirms the score', async () => {
    smtp = await startSmtpServer();
    const { members, matchOf } = await leagueUnderWay(t.app, { count: 2 });
    const { match, home, away } = matchOf(members[0]!, members[1]!);
    await injectAs(t.app, home.cookie, {
      method: 'POST',
      url: `/api/1.0/matches/submitScores?matchId=${match.id}`,
      payload: { sets: HOME_WINS, status: 'normal' },
    });
    await deliverQueued();
    const mail = mailTo(away.email, /entered the score/)!;
    const token = oneTapTokenIn(mail, 'Confirm score');
    const done = await t.app.inject({ method: 'POST', url: '/api/1.0/email-actions/perform', payload: { token } });
    expect(expectContract(done, 200, emailActionPerformResponse).done.action).toBe('confirm');
    const [row] = await t.app.db.select().from(matches).where(eq(matches.id, match.id));
    expect(row!.scoreConfirmation).toBe('confirmed');
  });

  it('carries no one-tap link once the news is overtaken before the send', async () => {
    smtp = await startSmtpServer();
    const { members, matchOf } = await leagueUnderWay(t.app, { count: 2 });
    const { match, home, away } = matchOf(members[0]!, members[1]!);
    await injectAs(t.app, home.cookie, {
      method: 'POST',
      url: `/api/1.0/matches/submitScores?matchId=${match.id}`,
      payload: { sets: HOME_WINS, status: 'normal' },
    });
    // Confirmed in the app before the worker's turn: the email says what happened, with no button to answer.
    await injectAs(t.app, away.cookie, {
      method: 'POST',
      url: '/api/1.0/matches/confirmScore',
      payload: { match_id: match.id },
    });
    await deliverQueued();
    const mail = mailTo(away.email, /entered the score/)!;
    expect(mail.text).not.toContain('Confirm score:');
    expect(mail.text).not.toContain(EMAIL_ACTION_PATH);
  });
});
