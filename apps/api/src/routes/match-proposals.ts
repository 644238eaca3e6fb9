import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canCancelProposal } from '@courtside/shared/league/permissions';
import { REQUIRED_MARKER, errorResponse } from '@courtside/shared/schemas/common';
import { EARLIEST_DATE, LATEST_DATE } from '@courtside/shared/schemas/leagues';
import {
  createProposalRequest,
  proposalDto,
  proposalIdBody,
  proposalListQuery,
  proposalsListResponse,
  respondToProposalRequest,
  type RespondToProposalRequest,
} from '@courtside/shared/schemas/match-proposals';
import { isMatchOutcome } from '@courtside/shared/tennis/match-status';
import { z } from 'zod';
import type { Database } from '../db/client';
import { changeOne } from '../db/queries/conditional-change';
import { findPlacementOfPlayer } from '../db/queries/divisions';
import { findLeagueById, isLeagueMember } from '../db/queries/leagues';
import { findLocationById } from '../db/queries/locations';
import {
  cancelProposal,
  findMatchOfPair,
  findProposalWithDetails,
  insertProposal,
  listPlacedPlayersOfUser,
  listProposalsOfUser,
} from '../db/queries/match-proposals';
import { findMatchWithDetails } from '../db/queries/matches';
import { entryPlayerIdOf } from '../db/queries/pairs';
import { findPlayerById } from '../db/queries/players';
import { toProposalDto } from '../dto/match-proposals';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound, type AppError } from '../lib/errors';
import { requireUser, type SessionUser } from '../lib/session';
import { describeValidationIssues } from '../plugins/error-handler';
import { NOT_REGISTERED, isForeignKeyViolation, requireVisibleLeague } from './league-access';
import { leagueRefusal, locationMissing } from './match-messages';
import {
  answerProposal,
  explainRefusal,
  latestPassedInstant,
  partiesOf,
  proposalOfParty,
  type ProposalAnswer,
} from './proposal-answers';
import {
  ALREADY_PLAYED_OPPONENT,
  ALREADY_PROPOSED,
  MATCH_ALREADY_SCHEDULED,
  MATCH_CHANGED_MEANWHILE,
  NOT_PLACED,
  NOT_YOUR_DIVISION,
  NO_MATCH_WITH_OPPONENT,
  ONLY_SENDER,
  ONLY_SENDER_PAIR,
  OPPONENT_NOT_IN_DIVISION,
  PROPOSAL_NOT_FOUND,
  PROPOSE_TO_PARTNER,
  PROPOSE_TO_SELF,
  TIME_OUT_OF_RANGE,
  TIME_PASSED,
  notPending,
} from './proposal-messages';

// Match proposals (league-play sections 4, 6 and 7). A proposal belongs to its two players (in doubles, the four
// players of its two pairs, ADR 078): only they see it, and anyone else, admins included, hears that it does not
// exist. Only the recipient answers it and only the
// sender cancels it, while it is pending. Accepting schedules its match, which must still be unscheduled (a
// scheduled match moves through matches/scheduleMatch). Every change has one winner (ADR 024).

const tags = ['match-proposals'];
const refusals = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};

const EARLIEST_INSTANT = Date.parse(`${EARLIEST_DATE}T00:00:00Z`);
const LATEST_INSTANT = Date.parse(`${LATEST_DATE}T23:59:59.999Z`);
const PROPOSAL_INDEX = 'match_proposals_one_pending_per_time';
const LOCATION_KEY = 'match_proposals_location_id_locations_id_fk';

/** DELETE cancel takes proposal_id in the query string (as the other deletions do) or in a JSON body. */
const optionalProposalId = z.object({ proposal_id: proposalIdBody.shape.proposal_id.optional() });

type Response = RespondToProposalRequest['response'] & ProposalAnswer;

function checkProposedTime(at: Date) {
  const instant = at.getTime();
  if (!(instant >= EARLIEST_INSTANT && instant <= LATEST_INSTANT)) throw badRequest(TIME_OUT_OF_RANGE);
  if (instant <= latestPassedInstant()) throw badRequest(TIME_PASSED);
}

async function proposalAfterChange(db: Database, proposalId: number, user: SessionUser) {
  const row = await findProposalWithDetails(db, proposalId);
  if (!row) throw notFound(PROPOSAL_NOT_FOUND);
  return toProposalDto(row, user.id);
}

/** Why a new proposal for this match cannot be made now (the league or the match has moved on), or null. */
async function matchRefusal(db: Database, leagueId: number, matchId: number): Promise<AppError | null> {
  const league = await findLeagueById(db, leagueId);
  const leagueError = league ? leagueRefusal(league.leagueStatus) : null;
  if (leagueError) return leagueError;
  const details = await findMatchWithDetails(db, matchId);
  if (!details) return conflict(NO_MATCH_WITH_OPPONENT);
  if (isMatchOutcome(details.match.status)) return conflict(ALREADY_PLAYED_OPPONENT);
  if (details.match.status === 'scheduled') return conflict(MATCH_ALREADY_SCHEDULED);
  return null;
}

export const matchProposalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/post',
    { schema: { tags, body: createProposalRequest, response: { 201: proposalDto, ...refusals } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const { opponent_player_id: opponentPlayerId, division_id: divisionId, location_id: locationId } = request.body;
      const league = await requireVisibleLeague(app.db, request.body.league_id, user);
      if (!(await isLeagueMember(app.db, league.id, user.id))) throw forbidden(NOT_REGISTERED);
      const proposedTime = new Date(request.body.proposed_time);
      checkProposedTime(proposedTime);
      const opponent = await findPlayerById(app.db, opponentPlayerId);
      if (opponent?.userId === user.id) throw badRequest(PROPOSE_TO_SELF);
      const leagueError = leagueRefusal(league.leagueStatus);
      if (leagueError) throw leagueError;

      // The proposer is the user's entry placed in the opponent's division (a user may have more than one): their
      // own player, or in doubles the anchor of the pair they partner.
      const mine = await listPlacedPlayersOfUser(app.db, league.id, user.id);
      if (mine.length === 0) throw conflict(NOT_PLACED);
      if (divisionId != null && !mine.some((placed) => placed.divisionId === divisionId)) {
        throw badRequest(NOT_YOUR_DIVISION);
      }
      // In doubles the client may name either player of the other pair; the proposal names its entry (ADR 078).
      const opponentEntry = opponent ? await entryPlayerIdOf(app.db, league.id, opponent.id) : undefined;
      if (opponentEntry !== undefined && mine.some((placed) => placed.playerId === opponentEntry)) {
        throw badRequest(PROPOSE_TO_PARTNER);
      }
      const theirs =
        opponentEntry === undefined ? undefined : await findPlacementOfPlayer(app.db, league.id, opponentEntry);
      const me = mine.find(
        (placed) =>
          placed.divisionId === theirs?.divisionId && (divisionId == null || divisionId === placed.divisionId),
      );
      if (opponentEntry === undefined || !me) throw badRequest(OPPONENT_NOT_IN_DIVISION);

      const match = await findMatchOfPair(app.db, me.divisionId, me.playerId, opponentEntry);
      if (!match) throw conflict(NO_MATCH_WITH_OPPONENT);
      // The common refusals answered early; the conditional insert below is what decides.
      const refusal = await matchRefusal(app.db, league.id, match.id);
      if (refusal) throw refusal;
      if (locationId != null && !(await findLocationById(app.db, locationId))) {
        throw badRequest(locationMissing(locationId));
      }
      const row = await changeOne(
        app.db,
        (db) =>
          insertProposal(db, {
            matchId: match.id,
            leagueId: league.id,
            divisionId: me.divisionId,
            proposerPlayerId: me.playerId,
            opponentPlayerId: opponentEntry,
            sentByUserId: user.id,
            proposedTime,
            locationId: locationId ?? null,
          }).catch((error: unknown) => {
            if (isUniqueViolation(error, PROPOSAL_INDEX)) throw conflict(ALREADY_PROPOSED);
            // The location was deleted between the check above and the write.
            if (locationId != null && isForeignKeyViolation(error, LOCATION_KEY)) {
              throw badRequest(locationMissing(locationId));
            }
            throw error;
          }),
        async (db) => (await matchRefusal(db, league.id, match.id)) ?? conflict(MATCH_CHANGED_MEANWHILE),
      );
      reply.status(201);
      return proposalAfterChange(app.db, row.id, user);
    },
  );

  app.get(
    '/get',
    {
      schema: {
        tags,
        querystring: proposalListQuery,
        response: { 200: proposalsListResponse, 400: errorResponse, 401: errorResponse },
      },
      // The league home's read: all in the database, by viewer and query, kept until the next change (ADR 060).
      config: { answerCache: true },
    },
    async (request) => {
      const user = await requireUser(request);
      const { league_id: leagueId, division_id: divisionId } = request.query;
      const rows = await listProposalsOfUser(app.db, user.id, { leagueId, divisionId });
      return rows.map((row) => toProposalDto(row, user.id));
    },
  );

  /** Accept or decline: only the recipient, only while pending; accepting schedules the match. */
  async function answer(request: FastifyRequest, proposalId: number, response: Response) {
    const user = await requireUser(request);
    await answerProposal(app.db, proposalId, user, response);
    return proposalAfterChange(app.db, proposalId, user);
  }

  const answerSchema = { tags, response: { 200: proposalDto, ...refusals } };

  app.put('/respond', { schema: { ...answerSchema, body: respondToProposalRequest } }, (request) =>
    // The schema lets only the two answers through.
    answer(request, request.body.proposal_id, request.body.response as Response),
  );

  app.put('/accept', { schema: { ...answerSchema, body: proposalIdBody } }, (request) =>
    answer(request, request.body.proposal_id, 'accepted'),
  );

  app.put('/reject', { schema: { ...answerSchema, body: proposalIdBody } }, (request) =>
    answer(request, request.body.proposal_id, 'declined'),
  );

  app.post(
    '/schedule',
    {
      schema: {
        ...answerSchema,
        description: 'The same as PUT accept; kept for older clients.',
        deprecated: true,
        body: proposalIdBody,
      },
    },
    (request) => answer(request, request.body.proposal_id, 'accepted'),
  );

  app.delete(
    '/cancel',
    { schema: { ...answerSchema, querystring: optionalProposalId, body: optionalProposalId.nullish() } },
    async (request) => {
      const user = await requireUser(request);
      const proposalId = request.query.proposal_id ?? request.body?.proposal_id;
      if (proposalId === undefined) {
        throw badRequest(describeValidationIssues([{ instancePath: '/proposal_id', message: REQUIRED_MARKER }], ''));
      }
      const { row, viewerPlayerId } = await proposalOfParty(app.db, proposalId, user);
      const parties = partiesOf(row.proposal);
      if (!canCancelProposal(viewerPlayerId, { ...parties, status: 'pending' })) {
        throw forbidden(row.proposerPartner ? ONLY_SENDER_PAIR : ONLY_SENDER);
      }
      if (!canCancelProposal(viewerPlayerId, parties)) throw conflict(notPending(row.proposal.status));
      await changeOne(
        app.db,
        (db) => cancelProposal(db, { proposalId, proposerPlayerId: viewerPlayerId, byUserId: user.id }),
        (db) => explainRefusal(db, proposalId, 'cancel'),
      );
      return proposalAfterChange(app.db, proposalId, user);
    },
  );
};
