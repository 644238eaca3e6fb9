import type { ScoreConfirmation } from '@courtside/shared/schemas/matches';
import { EARLIEST_DATE, LATEST_DATE } from '@courtside/shared/schemas/leagues';
import { isActiveLeagueStatus, type LeagueStatus } from '@courtside/shared/league/league-status';
import { isLeagueReadOnly, readOnlyLeagueMessage } from '@courtside/shared/league/league-changes';
import { conflict, type AppError } from '../lib/errors';

// The matches area's refusals (ADR 028). The spec words none of them, so they say what happened and what
// the person can do.

export const MATCH_NOT_FOUND = 'Match not found.';
export const MATCHES_MEMBERS_ONLY = 'Only admins and players of this league can see its matches.';
export const SCHEDULE_NOT_ALLOWED = 'Only the players of this match or an admin can schedule it.';
export const SCORE_NOT_ALLOWED = 'Only the players of this match or an admin can enter its score.';
export const ANSWER_NOT_ALLOWED = 'Only the opponent of the player who entered the score can confirm or dispute it.';
/** To the doubles partner of whoever entered the score (ADR 078): the other pair answers it. */
export const PARTNER_ENTERED_SCORE =
  'Your partner entered this score, so only your opponents can confirm or dispute it.';
export const ALREADY_PLAYED = 'This match has already been played.';
/** The league's scoring format changed while the score was being entered (ADR 071). */
export const FORMAT_CHANGED =
  "The league's scoring format changed while this score was being entered. Check the score and submit it again.";
export const LEAGUE_NOT_STARTED = 'This league has not started yet, so its matches cannot be changed.';
export const ADMIN_MUST_NAME_SIDE =
  'An admin who does not play this match must give the outcome as normal, home_retired or away_retired.';
export const RULING_OUTCOME = 'A ruling must give the outcome as normal, home_retired or away_retired.';
export const DATETIME_OUT_OF_RANGE = `The match date and time must be between ${EARLIEST_DATE} and ${LATEST_DATE}.`;
export const CHANGED_MEANWHILE = 'This match changed while you were answering. Reload it and try again.';

export const locationMissing = (id: number) => `Location ${id} does not exist.`;

/** A second score for a played match names whoever entered the first. */
export function alreadyScored(submitter: { firstName: string; lastName: string } | null): string {
  const who = submitter ? `${submitter.firstName} ${submitter.lastName}` : 'an admin';
  return `This match already has a score, entered by ${who}.`;
}

/** Why a confirm, dispute or ruling does not apply to a score in `state` (null: no score yet). */
export function confirmationRefusal(state: ScoreConfirmation | null, action: 'confirm' | 'dispute' | 'resolve') {
  switch (state) {
    case null:
      return `This match has no score to ${action}.`;
    case 'confirmed':
      return action === 'resolve'
        ? 'Only a disputed score can be resolved. This one has been confirmed.'
        : 'This score has already been confirmed.';
    case 'disputed':
      return 'This score is disputed and waits for an admin to resolve it.';
    case 'resolved':
      return 'This score was resolved by an admin and can no longer be changed.';
    case 'pending':
      return action === 'resolve'
        ? 'Only a disputed score can be resolved. This one is waiting for the opponent to confirm it.'
        : CHANGED_MEANWHILE;
  }
}

/** Matches change only while their league is under way; null when it is. */
export function leagueRefusal(status: LeagueStatus): AppError | null {
  if (isLeagueReadOnly(status)) return conflict(readOnlyLeagueMessage(status));
  if (!isActiveLeagueStatus(status)) return conflict(LEAGUE_NOT_STARTED);
  return null;
}
