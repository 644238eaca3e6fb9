import type { Database } from '../db/client';
import { changeOne } from '../db/queries/conditional-change';
import { confirmScore, disputeScore } from '../db/queries/match-play';
import type { MatchWithDetails } from '../db/queries/matches';
import { conflict } from '../lib/errors';
import type { SessionUser } from '../lib/session';
import { changeableMatch, explainRefusal } from './match-access';
import { ANSWER_NOT_ALLOWED, confirmationRefusal } from './match-messages';

// The opponent's answer to an entered score (ADR 028), in one place for every way in: the app's matches routes
// and the one-tap Confirm link of an email (ADR 070).

export type ScoreAnswer = 'confirm' | 'dispute';

const scoreStateOf = (details: MatchWithDetails) => details.match.scoreConfirmation;

/**
 * Throws why the user cannot answer this match's score now: only a player of the match who did not enter the
 * score (with no recorded submitter, either player), in a league under way, while the score is pending.
 * Otherwise the match as it stands. Changes nothing.
 */
export async function checkScoreAnswer(db: Database, matchId: number, user: SessionUser, answer: ScoreAnswer) {
  const { details } = await changeableMatch(
    db,
    matchId,
    user,
    (side, now) => side !== null && now.submitter?.userId !== user.id,
    ANSWER_NOT_ALLOWED,
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
