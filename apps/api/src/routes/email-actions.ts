import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@courtside/shared/schemas/common';
import {
  emailActionPerformRequest,
  emailActionPerformResponse,
  emailActionPreviewQuery,
  emailActionPreviewResponse,
  type EmailActionDto,
} from '@courtside/shared/schemas/email-actions';
import type { Database } from '../db/client';
import {
  findCurrentScoreEventId,
  findUserTimeZone,
  isLinkTokenSpent,
  spendLinkToken,
} from '../db/queries/email-actions';
import type { MatchWithDetails } from '../db/queries/matches';
import type { ProposalWithDetails } from '../db/queries/match-proposals';
import { findActiveUserById } from '../db/queries/users';
import { AppError, badRequest, conflict } from '../lib/errors';
import { ONE_TAP_LIFETIME_SECONDS, readOneTapToken, type OneTapClaims } from '../lib/one-tap-tokens';
import { authRateLimit, reserveLinkCheck } from '../lib/rate-limit';
import type { SessionUser } from '../lib/session';
import { signingKey } from '../lib/signed-token';
import { formatTimeInZone } from '../mail/notification-email-content';
import { LINK_EXPIRED, LINK_INVALID, LINK_USED, SCORE_CHANGED } from './email-action-messages';
import { answerProposal, checkProposalAnswer } from './proposal-answers';
import { answerMatchScore, checkScoreAnswer } from './score-answers';

// One-tap answers from emails (issue 35, ADR 070): Accept or Decline a received proposal, Confirm an entered
// score, without signing in. The link opens a web page that reads `preview` (which never acts, so a mail
// scanner fetching the link changes nothing) and acts through `perform`, a POST, on the reader's tap. The token
// is the only credential: signed, for one action of one user, expiring, and spent in the answer's transaction.
// The rules are the app's own (proposal-answers.ts, score-answers.ts), run as the token's user.

const tags = ['email-actions'];
const refusals = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 429: errorResponse };

/** The token's claims and its user, or the refusal; counts a forged or mangled token against the address. */
async function readLink(request: FastifyRequest, reply: FastifyReply, token: string) {
  const { db } = request.server;
  const attempt = await reserveLinkCheck(request, reply);
  const check = readOneTapToken(await signingKey(db), token);
  if (!check.ok && check.reason === 'invalid') throw badRequest(LINK_INVALID);
  // A token the server signed is no guess, expired or not: it does not count against the address.
  await attempt.succeeded();
  if (!check.ok) throw new AppError(410, LINK_EXPIRED);
  // An account disabled or removed since the email was sent answers nothing.
  const user = await findActiveUserById(db, check.claims.userId);
  if (!user) throw badRequest(LINK_INVALID);
  return { claims: check.claims, user };
}

const nameOf = (person: { firstName: string; lastName: string } | null) =>
  person ? `${person.firstName} ${person.lastName}`.trim() : 'Your opponent';

/** Who sent a proposal: in doubles the partner who did, as their email named them (ADR 078); else its anchor. */
const senderOf = (row: ProposalWithDetails) =>
  row.proposerPartner && row.proposal.sentByUserId === row.proposerPartner.userId ? row.proposerPartner : row.proposer;

function describeProposal(row: ProposalWithDetails, answer: 'accept' | 'decline', timeZone: string | null) {
  const when = formatTimeInZone(row.proposal.proposedTime, timeZone);
  const where = row.locationName ? `, ${row.locationName}` : '';
  const verb = answer === 'accept' ? 'Accept' : 'Decline';
  return {
    action: answer,
    summary: `${verb} ${nameOf(senderOf(row))}'s proposal: ${when}${where}.`,
    app_path: `/leagues/${row.proposal.leagueId}/proposals`,
  } satisfies EmailActionDto;
}

function describeScore(details: MatchWithDetails) {
  const score = details.sets.map((set) => `${set.homeGames}-${set.awayGames}`).join(', ');
  const who = nameOf(details.match.submittedByPlayerId === null ? null : details.submitter);
  // Sets are written home first, as the email writes them; saying whose games come first leaves no doubt.
  const games = score ? `${score}, ${nameOf(details.home)}'s games first` : 'no sets recorded';
  return {
    action: 'confirm',
    summary: `Confirm the score ${who} entered for your match: ${games}.`,
    app_path: `/leagues/${details.match.leagueId}/match/${details.match.id}/score`,
  } satisfies EmailActionDto;
}

/**
 * What the link would do now, in words, or throws why it cannot: the same checks as the answer itself, then
 * whether the link was used and whether the score it was mailed for is still the one the match holds.
 */
async function previewAction(db: Database, claims: OneTapClaims, user: SessionUser): Promise<EmailActionDto> {
  // A used link says so first, whatever its answer did to the proposal or the score since.
  if (await isLinkTokenSpent(db, claims.jti)) throw conflict(LINK_USED);
  if (claims.purpose === 'proposal-answer') {
    const response = claims.answer === 'accept' ? 'accepted' : 'declined';
    const { row } = await checkProposalAnswer(db, claims.proposalId, user, response);
    return describeProposal(row, claims.answer, await findUserTimeZone(db, user.id, row.proposal.leagueId));
  }
  const details = await checkScoreAnswer(db, claims.matchId, user, 'confirm');
  if ((await findCurrentScoreEventId(db, claims.matchId)) !== claims.scoreEventId) throw conflict(SCORE_CHANGED);
  return describeScore(details);
}

/** A spent token's row outlives the token by a day, for clocks that disagree; then it is pruned. */
const SPENT_TOKENS_KEPT_MS = (ONE_TAP_LIFETIME_SECONDS + 24 * 60 * 60) * 1000;

/**
 * Spends the token and gives its answer in one transaction: a refusal rolls the spending back, and of two taps
 * at once the second finds the token spent (it waits on the first's key on PostgreSQL) and changes nothing.
 */
async function performAction(db: Database, claims: OneTapClaims, user: SessionUser) {
  try {
    const done = await previewAction(db, claims, user);
    await db.transaction(async (tx) => {
      const spent = { jti: claims.jti, purpose: claims.purpose, userId: user.id };
      if (!(await spendLinkToken(tx, spent, new Date(Date.now() - SPENT_TOKENS_KEPT_MS)))) {
        throw conflict(LINK_USED);
      }
      if (claims.purpose === 'proposal-answer') {
        await answerProposal(tx, claims.proposalId, user, claims.answer === 'accept' ? 'accepted' : 'declined');
      } else {
        await answerMatchScore(tx, claims.matchId, user, 'confirm');
        // Checked after the change, under its lock on the match: the score confirmed is the one the link named.
        const current = await findCurrentScoreEventId(tx, claims.matchId);
        if (current !== claims.scoreEventId) throw conflict(SCORE_CHANGED);
      }
    });
    return done;
  } catch (error) {
    // A tap that lost to another tap of the same email (the winner committed between this one's checks) hears
    // that the link was used, whichever check noticed first: the proposal no longer pending, say.
    if (error instanceof AppError && error.statusCode === 409 && (await isLinkTokenSpent(db, claims.jti))) {
      throw conflict(LINK_USED);
    }
    throw error;
  }
}

export const emailActionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/preview',
    {
      schema: {
        tags,
        description: 'What a one-tap email link would do, or why it cannot; never acts. No sign-in needed.',
        querystring: emailActionPreviewQuery,
        response: { 200: emailActionPreviewResponse, 410: errorResponse, ...refusals },
      },
      config: authRateLimit(app),
    },
    async (request, reply) => {
      // The answer depends on the moment (used, pending): no cache may keep it.
      reply.header('cache-control', 'no-store');
      const { claims, user } = await readLink(request, reply, request.query.token);
      return { success: true as const, preview: await previewAction(app.db, claims, user) };
    },
  );

  app.post(
    '/perform',
    {
      schema: {
        tags,
        description: 'Does what a one-tap email link says, once, as the user it was sent to. No sign-in needed.',
        body: emailActionPerformRequest,
        response: { 200: emailActionPerformResponse, 410: errorResponse, ...refusals },
      },
      config: authRateLimit(app),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { claims, user } = await readLink(request, reply, request.body.token);
      return { success: true as const, done: await performAction(app.db, claims, user) };
    },
  );
};
