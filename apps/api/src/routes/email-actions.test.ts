import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailActionPerformResponse, emailActionPreviewResponse } from '@courtside/shared/schemas/email-actions';
import { proposalDto } from '@courtside/shared/schemas/match-proposals';
import { findCurrentScoreEventId } from '../db/queries/email-actions';
import { matchProposals, matches, spentLinkTokens, users } from '../db/schema';
import { mintProposalAnswerTokens, mintScoreConfirmToken, ONE_TAP_LIFETIME_SECONDS } from '../lib/one-tap-tokens';
import { retryMessage } from '../lib/rate-limit';
import { signToken, signingKey } from '../lib/signed-token';
import { expectContract, expectError } from '../test/assertions';
import { HOME_WINS, leagueUnderWay, storedMatch } from '../test/match-fixtures';
import { areaCaller, createTestApp, type TestApp } from '../test/test-app';
import { pinClockInsideThrottleWindow } from '../test/throttle-window';
import { LINK_EXPIRED, LINK_INVALID, LINK_USED, SCORE_CHANGED } from './email-action-messages';
import { ONLY_RECIPIENT, notPending } from './proposal-messages';

// One-tap answers from emails (ADR 070): the links act without a session, once, only as what they say, and a
// preview (what a mail scanner fetches) never acts. On PGlite concurrent requests queue on one connection; on
// PostgreSQL (TEST_DATABASE_URL) they overlap, and email-actions.pg.test.ts runs two server processes.

const HOUR_MS = 60 * 60 * 1000;
const inHours = (hours: number) => new Date((Math.ceil(Date.now() / HOUR_MS) + hours) * HOUR_MS);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authThrottle: { failedLinkChecksPerAddress: 1000 } });
});
afterAll(() => t.close());

const proposals = areaCaller(() => t.app, 'match-proposals');
const matchesApi = areaCaller(() => t.app, 'matches');

/** Every request here is anonymous: the token is the only credential. */
const preview = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/1.0/email-actions/preview?token=${encodeURIComponent(token)}` });
const perform = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/1.0/email-actions/perform', payload: { token } });

async function storedProposal(id: number) {
  const [row] = await t.app.db.select().from(matchProposals).where(eq(matchProposals.id, id));
  return row!;
}

/** A pending proposal from one member to another, and the Accept and Decline tokens its email would carry. */
async function proposalWithLinks(options: { now?: Date } = {}) {
  const { members, matchOf } = await leagueUnderWay(t.app, { count: 2 });
  const [sender, recipient] = [members[0]!, members[1]!];
  const proposedTime = inHours(48);
  const proposal = expectContract(
    await proposals(sender, 'POST', 'post', {
      opponent_player_id: recipient.player.id,
      proposed_time: proposedTime.toISOString(),
      league_id: matchOf(sender, recipient).match.leagueId,
    }),
    201,
    proposalDto,
  );
  const key = await signingKey(t.app.db);
  const tokens = mintProposalAnswerTokens(key, {
    userId: recipient.user.id,
    proposalId: proposal.id,
    proposedTime,
    now: options.now,
  });
  return { sender, recipient, proposal, proposedTime, key, tokens, matchId: proposal.match_id };
}

/** A score entered by the home player, waiting for the away player, and the Confirm token its email would carry. */
async function scoreWithLink() {
  const { members, matchOf } = await leagueUnderWay(t.app, { count: 2 });
  const { match, home, away } = matchOf(members[0]!, members[1]!);
  await matchesApi(home, 'POST', `submitScores?matchId=${match.id}`, { sets: HOME_WINS, status: 'normal' });
  const scoreEventId = (await findCurrentScoreEventId(t.app.db, match.id))!;
  const key = await signingKey(t.app.db);
  const token = mintScoreConfirmToken(key, { userId: away.user.id, matchId: match.id, scoreEventId });
  return { match, home, away, key, token, scoreEventId };
}

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as { jti: string; exp: number };

const spentCount = async () => (await t.app.db.select().from(spentLinkTokens)).length;

describe('a proposal answered from its email', () => {
  it('previews without acting: the proposal stays pending however often the link is fetched', async () => {
    const { sender, proposal, tokens } = await proposalWithLinks();
    for (let i = 0; i < 3; i++) {
      const body = expectContract(await preview(tokens.accept), 200, emailActionPreviewResponse);
      expect(body.preview.action).toBe('accept');
      expect(body.preview.summary).toMatch(
        new RegExp(`^Accept ${sender.player.firstName} ${sender.player.lastName}'s proposal: \\w+day, `),
      );
      expect(body.preview.app_path).toBe(`/leagues/${proposal.league_id}/proposals`);
    }
    expect(expectContract(await preview(tokens.decline), 200, emailActionPreviewResponse).preview.summary).toMatch(
      /^Decline /,
    );
    expect((await storedProposal(proposal.id)).status).toBe('pending');
  });

  it('accepts once, as the recipient, without a session; the match is scheduled at the proposed time', async () => {
    const { proposal, proposedTime, tokens, matchId, recipient } = await proposalWithLinks();
    const done = expectContract(await perform(tokens.accept), 200, emailActionPerformResponse);
    expect(done.done.action).toBe('accept');
    expect((await storedProposal(proposal.id)).status).toBe('accepted');
    const { row, events } = await storedMatch(t.app, matchId);
    expect(row).toMatchObject({ status: 'scheduled', matchDatetime: proposedTime });
    expect(events.at(-1)).toMatchObject({ kind: 'scheduled', actorUserId: recipient.user.id, actorIsAdmin: false });

    const before = await spentCount();
    // The same link again, or its Decline sibling (one answer per email): used, and nothing changes.
    expectError(await perform(tokens.accept), 409, LINK_USED);
    expectError(await perform(tokens.decline), 409, LINK_USED);
    expectError(await preview(tokens.decline), 409, LINK_USED);
    expect((await storedProposal(proposal.id)).status).toBe('accepted');
    expect(await spentCount()).toBe(before);
  });

  it('declines', async () => {
    const { proposal, tokens, matchId } = await proposalWithLinks();
    expect(expectContract(await perform(tokens.decline), 200, emailActionPerformResponse).done.action).toBe('decline');
    expect((await storedProposal(proposal.id)).status).toBe('declined');
    expect((await storedMatch(t.app, matchId)).row!.status).toBe('unscheduled');
    expectError(await perform(tokens.accept), 409, LINK_USED);
  });

  it('forgets spent links whose tokens have long expired as it spends a new one', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    await t.app.db.insert(spentLinkTokens).values([
      { jti: 'spent-nine-days-ago', purpose: 'proposal-answer', spentAt: daysAgo(9) },
      { jti: 'spent-six-days-ago', purpose: 'proposal-answer', spentAt: daysAgo(6) },
    ]);
    const { tokens } = await proposalWithLinks();
    expect((await perform(tokens.decline)).statusCode).toBe(200);
    const kept = (await t.app.db.select().from(spentLinkTokens)).map((row) => row.jti);
    expect(kept).toContain('spent-six-days-ago');
    expect(kept).toContain(claimsOf(tokens.decline).jti);
    expect(kept).not.toContain('spent-nine-days-ago');
  });

  it('cannot answer a proposal its sender withdrew, and leaves the link unspent', async () => {
    const { sender, proposal, tokens } = await proposalWithLinks();
    await proposals(sender, 'DELETE', `cancel?proposal_id=${proposal.id}`);
    const before = await spentCount();
    expectError(await preview(tokens.accept), 409, notPending('canceled'));
    expectError(await perform(tokens.accept), 409, notPending('canceled'));
    expectError(await perform(tokens.decline), 409, notPending('canceled'));
    expect((await storedProposal(proposal.id)).status).toBe('canceled');
    expect(await spentCount()).toBe(before);
  });

  it('follows the app: a proposal answered in the app is no longer answered by its email', async () => {
    const { recipient, proposal, tokens } = await proposalWithLinks();
    await proposals(recipient, 'PUT', 'reject', { proposal_id: proposal.id });
    expectError(await perform(tokens.accept), 409, notPending('declined'));
    expect((await storedProposal(proposal.id)).status).toBe('declined');
  });

  it('acts only as a recipient: a token naming the sender is refused like the app refuses them', async () => {
    const { sender, proposal, proposedTime, key } = await proposalWithLinks();
    const forSender = mintProposalAnswerTokens(key, { userId: sender.user.id, proposalId: proposal.id, proposedTime });
    expectError(await perform(forSender.accept), 403, ONLY_RECIPIENT);
    expect((await storedProposal(proposal.id)).status).toBe('pending');
  });

  it('refuses an expired link, and expires no later than the proposed time', async () => {
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * HOUR_MS);
    const { proposal, tokens } = await proposalWithLinks({ now: eightDaysAgo });
    expectError(await preview(tokens.accept), 410, LINK_EXPIRED);
    expectError(await perform(tokens.accept), 410, LINK_EXPIRED);
    expect((await storedProposal(proposal.id)).status).toBe('pending');

    const { key } = await proposalWithLinks();
    const soon = new Date(Date.now() + HOUR_MS);
    const early = mintProposalAnswerTokens(key, { userId: 1, proposalId: 1, proposedTime: soon });
    expect(claimsOf(early.accept)).toMatchObject({ exp: Math.floor(soon.getTime() / 1000) });
    const late = mintProposalAnswerTokens(key, { userId: 1, proposalId: 1, proposedTime: inHours(24 * 30) });
    const { exp } = claimsOf(late.accept);
    expect(exp - Date.now() / 1000).toBeGreaterThan(ONE_TAP_LIFETIME_SECONDS - 60);
    expect(exp - Date.now() / 1000).toBeLessThanOrEqual(ONE_TAP_LIFETIME_SECONDS);
  });

  it('refuses a token of another purpose, a forged one, an altered one and one of a removed account', async () => {
    const { proposal, proposedTime, key, recipient, tokens } = await proposalWithLinks();
    const base = { exp: Math.floor(proposedTime.getTime() / 1000), jti: 'x', userId: recipient.user.id };
    const unsubscribe = signToken(key, { ...base, purpose: 'unsubscribe', proposalId: proposal.id, answer: 'accept' });
    const [body, signature] = tokens.accept.split('.');
    const altered = `${Buffer.from(
      JSON.stringify({ ...base, purpose: 'proposal-answer', proposalId: proposal.id + 1, answer: 'accept' }),
    ).toString('base64url')}.${signature}`;
    const forged = signToken(Buffer.alloc(32, 7), {
      ...base,
      purpose: 'proposal-answer',
      proposalId: proposal.id,
      answer: 'accept',
    });
    const malformed = signToken(key, { ...base, purpose: 'proposal-answer', proposalId: 'one', answer: 'accept' });
    for (const token of [unsubscribe, altered, forged, malformed, `${body}`, 'nonsense', `${body}.${signature}.x`]) {
      expectError(await preview(token), 400, LINK_INVALID);
      expectError(await perform(token), 400, LINK_INVALID);
    }
    await t.app.db.update(users).set({ disabledOrDeleted: true }).where(eq(users.id, recipient.user.id));
    expectError(await perform(tokens.accept), 400, LINK_INVALID);
    expect((await storedProposal(proposal.id)).status).toBe('pending');
  });

  it('asks for a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/1.0/email-actions/preview' })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/1.0/email-actions/perform', payload: {} })).statusCode,
    ).toBe(400);
  });

  it('acts exactly once when the same link is tapped many times at once', async () => {
    const { proposal, tokens, matchId } = await proposalWithLinks();
    const responses = await Promise.all(Array.from({ length: 8 }, () => perform(tokens.accept)));
    expectOneWinner(responses);
    expect((await storedProposal(proposal.id)).status).toBe('accepted');
    expect((await storedMatch(t.app, matchId)).events.filter((event) => event.kind === 'scheduled')).toHaveLength(1);
  });

  it('gives one answer when Accept and Decline of one email are tapped at once', async () => {
    const { proposal, tokens } = await proposalWithLinks();
    const responses = await Promise.all([perform(tokens.accept), perform(tokens.decline), perform(tokens.accept)]);
    expectOneWinner(responses);
    const winner = responses.find((response) => response.statusCode === 200)!;
    const action = emailActionPerformResponse.parse(winner.json()).done.action;
    expect((await storedProposal(proposal.id)).status).toBe(action === 'accept' ? 'accepted' : 'declined');
  });
});

function expectOneWinner(responses: LightMyRequestResponse[]) {
  const described = responses.map((r) => `${r.statusCode} ${r.body}`).join('\n');
  expect(
    responses.filter((response) => response.statusCode === 200),
    described,
  ).toHaveLength(1);
  for (const response of responses.filter((r) => r.statusCode !== 200)) expectError(response, 409, LINK_USED);
}

describe('a score confirmed from its email', () => {
  it('previews the score without confirming it, then confirms it once', async () => {
    const { match, home, away, token } = await scoreWithLink();
    const shown = expectContract(await preview(token), 200, emailActionPreviewResponse).preview;
    expect(shown).toEqual({
      action: 'confirm',
      summary:
        `Confirm the score ${home.player.firstName} ${home.player.lastName} entered for your match: ` +
        `6-3, 6-4, ${home.player.firstName} ${home.player.lastName}'s games first.`,
      app_path: `/leagues/${match.leagueId}/match/${match.id}/score`,
    });
    expect((await storedMatch(t.app, match.id)).row!.scoreConfirmation).toBe('pending');

    expectContract(await perform(token), 200, emailActionPerformResponse);
    const { row, events } = await storedMatch(t.app, match.id);
    expect(row!.scoreConfirmation).toBe('confirmed');
    expect(events.at(-1)).toMatchObject({ kind: 'score_confirmed', actorUserId: away.user.id });
    expectError(await perform(token), 409, LINK_USED);
  });

  it('cannot confirm a different score entered after the email was sent', async () => {
    const { match, home, token } = await scoreWithLink();
    // No path in the app clears a score today; the test clears it by hand so that a later one can be entered.
    await t.app.db.execute(sql`delete from match_set_scores where match_id = ${match.id}`);
    await t.app.db
      .update(matches)
      .set({ status: 'unscheduled', scoreConfirmation: null, submittedByPlayerId: null })
      .where(eq(matches.id, match.id));
    const resubmitted = await matchesApi(home, 'POST', `submitScores?matchId=${match.id}`, {
      sets: [
        { set_number: 1, home_games: 7, away_games: 5 },
        { set_number: 2, home_games: 6, away_games: 0 },
      ],
      status: 'normal',
    });
    expect(resubmitted.statusCode).toBe(200);
    expectError(await preview(token), 409, SCORE_CHANGED);
    expectError(await perform(token), 409, SCORE_CHANGED);
    expect((await storedMatch(t.app, match.id)).row!.scoreConfirmation).toBe('pending');
    expect(
      await t.app.db
        .select()
        .from(spentLinkTokens)
        .where(eq(spentLinkTokens.jti, claimsOf(token).jti)),
    ).toEqual([]);
  });

  it('cannot confirm a score already disputed in the app', async () => {
    const { match, away, token } = await scoreWithLink();
    await matchesApi(away, 'POST', 'disputeScore', { match_id: match.id, reason: 'The second set was 6-7.' });
    const refused = await perform(token);
    expect(refused.statusCode).toBe(409);
    expect((await storedMatch(t.app, match.id)).row!.scoreConfirmation).toBe('disputed');
  });
});

describe('guessing tokens', () => {
  it('is throttled per address like sign-in: forged tokens count, the server’s own do not', async () => {
    const limited = await createTestApp({ authThrottle: { failedLinkChecksPerAddress: 2 } });
    pinClockInsideThrottleWindow();
    try {
      const ask = (token: string, remoteAddress: string) =>
        limited.app.inject({
          method: 'GET',
          url: `/api/1.0/email-actions/preview?token=${token}`,
          remoteAddress,
        });
      const key = await signingKey(limited.app.db);
      const expired = mintProposalAnswerTokens(key, {
        userId: 1,
        proposalId: 1,
        proposedTime: new Date(Date.now() - HOUR_MS),
      }).accept;
      for (let i = 0; i < 4; i++) expectError(await ask(expired, '198.51.100.7'), 410, LINK_EXPIRED);
      expectError(await ask('guess-1', '198.51.100.7'), 400, LINK_INVALID);
      expectError(await ask('guess-2', '198.51.100.7'), 400, LINK_INVALID);
      const refused = await ask('guess-3', '198.51.100.7');
      expectError(refused, 429, retryMessage(Number(refused.headers['retry-after'])));
      // Another address is not held back by this one's guesses.
      expectError(await ask('guess-4', '198.51.100.8'), 400, LINK_INVALID);
    } finally {
      vi.useRealTimers();
      await limited.close();
    }
  });
});
