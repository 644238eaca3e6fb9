import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@courtside/shared/schemas/common';
import { EARLIEST_DATE, LATEST_DATE, leagueIdQuery } from '@courtside/shared/schemas/leagues';
import {
  STORED_MATCH_OUTCOMES,
  confirmScoreRequest,
  disputeScoreRequest,
  matchDetailsQuery,
  matchDto,
  matchHistoryResponse,
  matchIdQuery,
  matchesListResponse,
  myMatchesResponse,
  resolveDisputeRequest,
  scheduleMatchRequest,
  scoresByIdsRequest,
  scoresByIdsResponse,
  submitScoresRequest,
  type ScoreConfirmation,
} from '@courtside/shared/schemas/matches';
import { isMatchOutcome } from '@courtside/shared/tennis/match-status';
import { retiringSideOf } from '@courtside/shared/tennis/match-winner';
import { validateScore } from '@courtside/shared/tennis/score-validation';
import type { ScoringFormat } from '@courtside/shared/tennis/scoring-formats';
import type { MatchOutcome } from '@courtside/shared/tennis/types';
import type { Database } from '../db/client';
import { changeOne } from '../db/queries/conditional-change';
import { findLocationById } from '../db/queries/locations';
import { listMatchEvents } from '../db/queries/match-events';
import { recordScore, resolveDisputedScore, scheduleMatch, type StoredOutcome } from '../db/queries/match-play';
import {
  findMatchWithDetails,
  listMatchesOfUser,
  listMatchesWithDetails,
  listSetScoresOfMatches,
  type MatchWithDetails,
} from '../db/queries/matches';
import { toMatchDto, toMatchEventDto, toMyMatchDto } from '../dto/matches';
import { badRequest, conflict, notFound } from '../lib/errors';
import { isAdminUser, requireUser } from '../lib/session';
import {
  isForeignKeyViolation,
  managesLeague,
  notManagerMessage,
  requireVisibleLeague,
  viewerOf,
} from './league-access';
import {
  changeableMatch,
  explainRefusal,
  playerOnSide,
  readableMatch,
  requireMatchReader,
  userPlayerOnSide,
} from './match-access';
import { answerMatchScore, type ScoreAnswer } from './score-answers';
import {
  ADMIN_MUST_NAME_SIDE,
  ALREADY_PLAYED,
  DATETIME_OUT_OF_RANGE,
  FORMAT_CHANGED,
  MATCH_NOT_FOUND,
  RULING_OUTCOME,
  SCHEDULE_NOT_ALLOWED,
  SCORE_NOT_ALLOWED,
  alreadyScored,
  confirmationRefusal,
  locationMissing,
} from './match-messages';

const tags = ['matches'];
const refusals = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const readRefusals = { 400: errorResponse, 403: errorResponse, 404: errorResponse };

const EARLIEST_INSTANT = Date.parse(`${EARLIEST_DATE}T00:00:00Z`);
const LATEST_INSTANT = Date.parse(`${LATEST_DATE}T23:59:59.999Z`);

const isStoredOutcome = (status: unknown): status is StoredOutcome =>
  (STORED_MATCH_OUTCOMES as readonly unknown[]).includes(status);

/** The score as the validator words its problems under the league's format, all in one message. */
function validScoreOrThrow(submission: unknown, format: ScoringFormat) {
  const result = validateScore(submission, format);
  if (!result.valid) throw badRequest(result.errors.join(' '));
  return result;
}

/** The match as everyone reads it, after a change. */
async function matchAfterChange(db: Database, matchId: number) {
  const details = await findMatchWithDetails(db, matchId);
  if (!details) throw notFound(MATCH_NOT_FOUND);
  return toMatchDto(details);
}

const scoreStateOf = (details: MatchWithDetails): ScoreConfirmation | null => details.match.scoreConfirmation;

/**
 * The outcome as stored (ADR 028): "I retired" and "my opponent retired" become the side that retired, seen
 * from the submitting entry's side (the anchor's id, for a doubles partner too). Callers refuse those two outcomes from anyone who plays neither side.
 */
function storedOutcome(outcome: MatchOutcome, details: MatchWithDetails, submitterEntry: number | null): StoredOutcome {
  if (isStoredOutcome(outcome)) return outcome;
  const { homePlayerId, awayPlayerId } = details.match;
  const retired = retiringSideOf(outcome, homePlayerId, awayPlayerId, submitterEntry);
  if (retired === null) throw badRequest(ADMIN_MUST_NAME_SIDE);
  return retired === 'home' ? 'home_retired' : 'away_retired';
}

export const matchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getByLeague',
    { schema: { tags, querystring: leagueIdQuery, response: { 200: matchesListResponse, ...readRefusals } } },
    async (request) => {
      const user = await requireUser(request);
      const league = await requireVisibleLeague(app.db, request.query.league_id, user);
      await requireMatchReader(app.db, league, user);
      return (await listMatchesWithDetails(app.db, { leagueId: league.id })).map(toMatchDto);
    },
  );

  app.get(
    '/getMatchDetails',
    { schema: { tags, querystring: matchDetailsQuery, response: { 200: matchDto, ...readRefusals } } },
    async (request) => {
      const user = await requireUser(request);
      return toMatchDto(await readableMatch(app.db, request.query.match_id, user));
    },
  );

  app.get(
    '/getScores',
    { schema: { tags, querystring: matchIdQuery, response: { 200: matchDto, ...readRefusals } } },
    async (request) => {
      const user = await requireUser(request);
      return toMatchDto(await readableMatch(app.db, request.query.matchId, user));
    },
  );

  app.post(
    '/scoresByIds',
    { schema: { tags, body: scoresByIdsRequest, response: { 200: scoresByIdsResponse, 400: errorResponse } } },
    async (request) => {
      const user = await requireUser(request);
      const sets = await listSetScoresOfMatches(app.db, request.body.match_ids, viewerOf(user));
      const scores = Object.fromEntries(
        [...sets].map(([matchId, rows]) => [
          String(matchId),
          rows.map((set) => ({ set_number: set.setNumber, home_games: set.homeGames, away_games: set.awayGames })),
        ]),
      );
      return { success: true as const, data: { scores } };
    },
  );

  app.get(
    '/mine',
    {
      schema: { tags, response: { 200: myMatchesResponse } },
      // The dashboard's read: all in the database, by viewer, kept until the next change (ADR 060).
      config: { answerCache: true },
    },
    async (request) => {
      const user = await requireUser(request);
      return (await listMatchesOfUser(app.db, user.id)).map(toMyMatchDto);
    },
  );

  app.get(
    '/history',
    { schema: { tags, querystring: matchDetailsQuery, response: { 200: matchHistoryResponse, ...readRefusals } } },
    async (request) => {
      const user = await requireUser(request);
      const details = await readableMatch(app.db, request.query.match_id, user);
      return (await listMatchEvents(app.db, details.match.id)).map(toMatchEventDto);
    },
  );

  app.post(
    '/scheduleMatch',
    { schema: { tags, body: scheduleMatchRequest, response: { 200: matchDto, ...refusals } } },
    async (request) => {
      const user = await requireUser(request);
      // An omitted location keeps the current one (a reschedule from the form); null clears it.
      const { match_id: matchId, match_datetime: wanted, location_id: locationId } = request.body;
      const { details, side } = await changeableMatch(
        app.db,
        matchId,
        user,
        (side) => side !== null || isAdminUser(user),
        SCHEDULE_NOT_ALLOWED,
      );
      // The common case answered early; the conditional update below is what decides.
      if (isMatchOutcome(details.match.status)) throw conflict(ALREADY_PLAYED);
      const matchDatetime = new Date(wanted);
      const instant = matchDatetime.getTime();
      if (!(instant >= EARLIEST_INSTANT && instant <= LATEST_INSTANT)) throw badRequest(DATETIME_OUT_OF_RANGE);
      if (locationId != null && !(await findLocationById(app.db, locationId))) {
        throw badRequest(locationMissing(locationId));
      }
      const actor = { userId: user.id, isAdmin: side === null };
      await changeOne(
        app.db,
        (db) =>
          scheduleMatch(db, { matchId, matchDatetime, locationId, actor }).catch((error: unknown) => {
            // The location was deleted between the check above and the write.
            if (locationId != null && isForeignKeyViolation(error, 'matches_location_id_locations_id_fk')) {
              throw badRequest(locationMissing(locationId));
            }
            throw error;
          }),
        (db) => explainRefusal(db, matchId, () => ALREADY_PLAYED),
      );
      return matchAfterChange(app.db, matchId);
    },
  );

  app.post(
    '/submitScores',
    {
      schema: { tags, querystring: matchIdQuery, body: submitScoresRequest, response: { 200: matchDto, ...refusals } },
    },
    async (request) => {
      const user = await requireUser(request);
      const matchId = request.query.matchId;
      const { details, side } = await changeableMatch(
        app.db,
        matchId,
        user,
        (side) => side !== null || isAdminUser(user),
        SCORE_NOT_ALLOWED,
      );
      if (isMatchOutcome(details.match.status)) throw conflict(alreadyScored(details.submitter));
      const submitted = request.body.status;
      // "I" and "opponent" mean nothing from someone who is on neither side.
      if (side === null && (submitted === 'i_retired' || submitted === 'opponent_retired')) {
        throw badRequest(ADMIN_MUST_NAME_SIDE);
      }
      const scoringFormat = details.scoringFormat;
      const score = validScoreOrThrow(request.body, scoringFormat);
      // The player who entered it (a doubles partner stays themselves); "I" and "opponent" are read by the side.
      const submitter = side === null ? null : userPlayerOnSide(details, side, user.id);
      const status = storedOutcome(score.outcome!, details, side === null ? null : playerOnSide(details, side));
      await changeOne(
        app.db,
        (db) =>
          recordScore(db, {
            matchId,
            status,
            sets: score.sets,
            submittedByPlayerId: submitter,
            confirmation: side === null ? 'confirmed' : 'pending',
            scoringFormat,
            actor: { userId: user.id, isAdmin: side === null },
          }),
        async (db) => {
          const now = await findMatchWithDetails(db, matchId);
          if (now && now.scoringFormat !== scoringFormat) return conflict(FORMAT_CHANGED);
          return explainRefusal(db, matchId, (now) => alreadyScored(now.submitter));
        },
      );
      return matchAfterChange(app.db, matchId);
    },
  );

  /** Confirm or dispute (score-answers.ts), then the match as it stands. */
  async function answerScore(request: FastifyRequest, matchId: number, answer: ScoreAnswer, reason = '') {
    const user = await requireUser(request);
    await answerMatchScore(app.db, matchId, user, answer, reason);
    return matchAfterChange(app.db, matchId);
  }

  app.post(
    '/confirmScore',
    { schema: { tags, body: confirmScoreRequest, response: { 200: matchDto, ...refusals } } },
    (request) => answerScore(request, request.body.match_id, 'confirm'),
  );

  app.post(
    '/disputeScore',
    { schema: { tags, body: disputeScoreRequest, response: { 200: matchDto, ...refusals } } },
    (request) => answerScore(request, request.body.match_id, 'dispute', request.body.reason),
  );

  app.post(
    '/resolveDispute',
    { schema: { tags, body: resolveDisputeRequest, response: { 200: matchDto, ...refusals } } },
    async (request) => {
      const user = await requireUser(request);
      const matchId = request.body.match_id;
      // A private league's organizer rules on its disputes as an admin would (ADR 075).
      const { details } = await changeableMatch(
        app.db,
        matchId,
        user,
        (_side, _details, league) => managesLeague(league, user),
        notManagerMessage,
      );
      if (!isStoredOutcome(request.body.status)) throw badRequest(RULING_OUTCOME);
      const status = request.body.status;
      const score = validScoreOrThrow(request.body, details.scoringFormat);
      if (details.match.scoreConfirmation !== 'disputed') {
        throw conflict(confirmationRefusal(scoreStateOf(details), 'resolve'));
      }
      await changeOne(
        app.db,
        (db) =>
          resolveDisputedScore(db, { matchId, status, sets: score.sets, actor: { userId: user.id, isAdmin: true } }),
        (db) => explainRefusal(db, matchId, (now) => confirmationRefusal(scoreStateOf(now), 'resolve')),
      );
      return matchAfterChange(app.db, matchId);
    },
  );
};
