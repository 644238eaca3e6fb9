import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emailActionPerformResponse, emailActionPreviewResponse } from '@courtside/shared/schemas/email-actions';
import { proposalDto } from '@courtside/shared/schemas/match-proposals';
import { findCurrentScoreEventId } from '../db/queries/email-actions';
import { matchProposals, matches } from '../db/schema';
import { mintScoreConfirmToken } from '../lib/one-tap-tokens';
import { signingKey } from '../lib/signed-token';
import { PARTNER_ENTERED_SCORE } from '../routes/match-messages';
import { expectContract, expectError } from '../test/assertions';
import { doublesLeagueUnderWay, pairName } from '../test/doubles-fixtures';
import { HOME_WINS } from '../test/match-fixtures';
import { deliverQueuedMail, mailsTo, oneTapTokenIn, startSmtpServer, type TestSmtpServer } from '../test/smtp-fixtures';
import { createTestApp, injectAs, type TestApp } from '../test/test-app';

// The emails of doubles play (issue 37 item 5, ADR 078), end to end through the mail: they reach both players of the
// pair concerned, name the partner who acted, and their one-tap answers act for the pair.

const HOUR = 3_600_000;

let t: TestApp;
let smtp: TestSmtpServer;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => smtp?.close());
afterAll(() => t.close());

const deliverQueued = () => deliverQueuedMail(t.app.db, smtp.url);

const perform = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/1.0/email-actions/perform', payload: { token } });

describe('the emails of a doubles match', () => {
  it("reach both players of the receiving pair, named by the partner who proposed; either one's Accept acts", async () => {
    smtp = await startSmtpServer();
    const { league, pairs } = await doublesLeagueUnderWay(t.app);
    const [p, q] = [pairs[0]!, pairs[1]!];
    const proposal = expectContract(
      await injectAs(t.app, p.partner.cookie, {
        method: 'POST',
        url: '/api/1.0/match-proposals/post',
        payload: {
          opponent_player_id: q.anchor.player.id,
          proposed_time: new Date(Date.now() + 30 * HOUR).toISOString(),
          league_id: league.id,
        },
      }),
      201,
      proposalDto,
    );
    await deliverQueued();
    const subject = new RegExp(`^${p.partner.player.firstName} ${p.partner.player.lastName} proposed a match`);
    for (const player of [q.anchor, q.partner]) expect(mailsTo(smtp, player.email, subject)).toHaveLength(1);
    for (const player of [p.anchor, p.partner]) expect(mailsTo(smtp, player.email, /proposed a match/)).toEqual([]);

    const accept = oneTapTokenIn(mailsTo(smtp, q.partner.email, subject)[0]!, 'Accept');
    const preview = await t.app.inject({ method: 'GET', url: `/api/1.0/email-actions/preview?token=${accept}` });
    expect(expectContract(preview, 200, emailActionPreviewResponse).preview.summary).toMatch(
      new RegExp(`^Accept ${p.partner.player.firstName} ${p.partner.player.lastName}'s proposal: `),
    );
    expect(expectContract(await perform(accept), 200, emailActionPerformResponse).done.action).toBe('accept');
    const [row] = await t.app.db.select().from(matchProposals).where(eq(matchProposals.id, proposal.id));
    expect(row).toMatchObject({ status: 'accepted', answeredByUserId: q.partner.user.id });

    await deliverQueued();
    const accepted = new RegExp(`^${q.partner.player.firstName} ${q.partner.player.lastName} accepted your proposal`);
    for (const player of [p.anchor, p.partner]) expect(mailsTo(smtp, player.email, accepted)).toHaveLength(1);
  });

  it("ask the other pair to confirm a score, and the Confirm of the submitter's partner is refused", async () => {
    smtp = await startSmtpServer();
    const { pairs, matchOf } = await doublesLeagueUnderWay(t.app);
    const { match, home, away } = matchOf(pairs[0]!, pairs[1]!);
    await injectAs(t.app, home.partner.cookie, {
      method: 'POST',
      url: `/api/1.0/matches/submitScores?matchId=${match.id}`,
      payload: { sets: HOME_WINS, status: 'normal' },
    });
    await deliverQueued();
    const subject = new RegExp(`^${home.partner.player.firstName} ${home.partner.player.lastName} entered the score`);
    for (const player of [away.anchor, away.partner]) expect(mailsTo(smtp, player.email, subject)).toHaveLength(1);
    for (const player of [home.anchor, home.partner])
      expect(mailsTo(smtp, player.email, /entered the score/)).toEqual([]);
    // The score reads as on the pages: the winning pair named whole, the reader's pair as "you".
    expect(mailsTo(smtp, away.anchor.email, subject)[0]!.text).toContain(`${pairName(home)} beat you`);

    // A link made for the submitter's partner (no email carries one) is refused as the app refuses them.
    const scoreEventId = (await findCurrentScoreEventId(t.app.db, match.id))!;
    const forPartner = mintScoreConfirmToken(await signingKey(t.app.db), {
      userId: home.anchor.user.id,
      matchId: match.id,
      scoreEventId,
    });
    expectError(await perform(forPartner), 403, PARTNER_ENTERED_SCORE);

    const confirm = oneTapTokenIn(mailsTo(smtp, away.partner.email, subject)[0]!, 'Confirm score');
    expect(expectContract(await perform(confirm), 200, emailActionPerformResponse).done.action).toBe('confirm');
    const [row] = await t.app.db.select().from(matches).where(eq(matches.id, match.id));
    expect(row!.scoreConfirmation).toBe('confirmed');
  });
});
