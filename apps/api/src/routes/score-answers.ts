import type { Side } from '@courtside/shared/tennis/types';
import type { Database } from '../db/client';
import { changeOne } from '../db/queries/conditional-change';
import { confirmScore, disputeScore } from '../db/queries/match-play';
import type { MatchWithDetails } from '../db/queries/matches';
import { conflict } from '../lib/errors';
import type { SessionUser } from '../lib/session';
import { changeableMatch, explainRefusal, sideOfPlayer } from './match-access';
import { ANSWER_NOT_ALLOWED, PARTNER_ENTERED_SCORE, confirmationRefusal } from './match-messages';

// The opponent's answer to an entered score (ADR 028), in one place for every way in: the app's matches routes
// and the one-tap Confirm link of an email (ADR 070).

export type ScoreAnswer = 'confirm' | 'dispute';

const scoreStateOf = (details: MatchWithDetails) => details.match.scoreConfirmation;

/**
 * The side whose entry entered the score (the submitter may be a doubles partner, ADR 078); null when an admin
 * did or the submitter is no longer of the match.
 */
function submittingSide(details: MatchWithDetails) {
  const submitter = details.match.submittedByPlayerId;
  return submitter === null ? null : sideOfPlayer(details, submitter);
}

/** Only the other entry answers a score: never its submitter, nor in doubles the submitter's partner. */
function mayAnswer(side: Side | null, details: MatchWithDetails, userId: number) {
  if (side === null || details.submitter?.userId === userId) return false;
  return side !== submittingSide(details);
}

/**
 * Throws why the user cannot answer this match's score now: only a player of the other entry than the one that
 * entered the score (with no recorded submitter, any player), in a league under way, while the score is pending.
 * Otherwise the match as it stands. Changes nothing.
 */
export async function checkScoreAnswer(db: Database, matchId: number, user: SessionUser, answer: ScoreAnswer) {
  const { details } = await changeableMatch(
    db,
    matchId,
    user,
    (side, now) => mayAnswer(side, now, user.id),
    (_league, now, side) =>
      side !== null && now.submitter?.userId !== user.id ? PARTNER_ENTERED_SCORE : ANSWER_NOT_ALLOWED,
  );
  if (details.match.scoreConfirmation !== 'pending') {
    throw conflict(confirmationRefusal(scoreStateOf(details), answer));
  }
  return details;
}

/** Confirm or dispute as the user; throws the refusal and changes nothing when the answer cannot be given. */
export async function answerMatchScore(
  db: Database,
  matchId: number,
  user: SessionUser,
  answer: ScoreAnswer,
  reason = '',
) {
  await checkScoreAnswer(db, matchId, user, answer);
  const actor = { userId: user.id, isAdmin: false };
  await changeOne(
    db,
    (db) =>
      answer === 'confirm' ? confirmScore(db, { matchId, actor }) : disputeScore(db, { matchId, actor, reason }),
    (db) => explainRefusal(db, matchId, (now) => confirmationRefusal(scoreStateOf(now), answer)),
  );
}
