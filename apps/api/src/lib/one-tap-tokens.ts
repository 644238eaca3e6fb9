import { randomBytes } from 'node:crypto';
import { EMAIL_ACTION_PATH } from '@courtside/shared/schemas/email-action-messages';
import { signToken, verifyToken, type TokenClaims } from './signed-token';

// The tokens of one-tap answers in emails (issue 35, ADR 070), signed as ADR 066 says. Each names the user it
// acts as and the one thing it may do; its `jti` is spent in the transaction of the answer, so it acts once.

export const PROPOSAL_ANSWER_PURPOSE = 'proposal-answer' as const;
export const SCORE_CONFIRM_PURPOSE = 'score-confirm' as const;

/** A link is good for a week at most: long enough for a holiday, short enough that old mail goes stale. */
export const ONE_TAP_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export interface ProposalAnswerClaims extends TokenClaims {
  purpose: typeof PROPOSAL_ANSWER_PURPOSE;
  jti: string;
  userId: number;
  proposalId: number;
  answer: 'accept' | 'decline';
}

export interface ScoreConfirmClaims extends TokenClaims {
  purpose: typeof SCORE_CONFIRM_PURPOSE;
  jti: string;
  userId: number;
  matchId: number;
  /** The audit row of the score being confirmed: a later, different score has another one. */
  scoreEventId: number;
}

export type OneTapClaims = ProposalAnswerClaims | ScoreConfirmClaims;

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);
const newJti = () => randomBytes(16).toString('base64url');

/**
 * The Accept and Decline tokens of one proposal email. Both carry the same `jti`: the proposal is answered once
 * by either link, and the other is spent with it. They expire after a week or at the proposed time, whichever
 * comes first: a proposal cannot be accepted once its time has passed.
 */
export function mintProposalAnswerTokens(
  key: Buffer,
  params: { userId: number; proposalId: number; proposedTime: Date; now?: Date },
) {
  const now = params.now ?? new Date();
  const exp = Math.min(seconds(now) + ONE_TAP_LIFETIME_SECONDS, seconds(params.proposedTime));
  const common = {
    purpose: PROPOSAL_ANSWER_PURPOSE,
    exp,
    jti: newJti(),
    userId: params.userId,
    proposalId: params.proposalId,
  };
  return {
    accept: signToken(key, { ...common, answer: 'accept' } satisfies ProposalAnswerClaims),
    decline: signToken(key, { ...common, answer: 'decline' } satisfies ProposalAnswerClaims),
  };
}

/** The Confirm token of a score email, for that score only, good for a week. */
export function mintScoreConfirmToken(
  key: Buffer,
  params: { userId: number; matchId: number; scoreEventId: number; now?: Date },
) {
  const now = params.now ?? new Date();
  return signToken(key, {
    purpose: SCORE_CONFIRM_PURPOSE,
    exp: seconds(now) + ONE_TAP_LIFETIME_SECONDS,
    jti: newJti(),
    userId: params.userId,
    matchId: params.matchId,
    scoreEventId: params.scoreEventId,
  } satisfies ScoreConfirmClaims);
}

/** The page a token opens, as an absolute address on the site. */
export function oneTapUrl(publicUrl: string, token: string) {
  const url = new URL(EMAIL_ACTION_PATH, publicUrl);
  url.searchParams.set('token', token);
  return url.href;
}

export type OneTapCheck = { ok: true; claims: OneTapClaims } | { ok: false; reason: 'invalid' | 'expired' };

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
const isJti = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 64;

/**
 * The claims of a one-tap token of either purpose, when the server signed it and it has not expired. Claims
 * are checked for shape too: a signature proves who wrote a token, not that it was written right.
 */
export function readOneTapToken(key: Buffer, token: string, now = new Date()): OneTapCheck {
  const answer = verifyToken<ProposalAnswerClaims>(key, token, PROPOSAL_ANSWER_PURPOSE, now);
  if (answer.ok) {
    const { jti, userId, proposalId, answer: given } = answer.claims;
    const wellFormed = isJti(jti) && isId(userId) && isId(proposalId) && (given === 'accept' || given === 'decline');
    return wellFormed ? answer : { ok: false, reason: 'invalid' };
  }
  const confirm = verifyToken<ScoreConfirmClaims>(key, token, SCORE_CONFIRM_PURPOSE, now);
  if (confirm.ok) {
    const { jti, userId, matchId, scoreEventId } = confirm.claims;
    return isJti(jti) && isId(userId) && isId(matchId) && isId(scoreEventId)
      ? confirm
      : { ok: false, reason: 'invalid' };
  }
  // Expired under either purpose is worth saying; anything else is just not a link of ours.
  return answer.reason === 'expired' || confirm.reason === 'expired' ? { ok: false, reason: 'expired' } : confirm;
}
