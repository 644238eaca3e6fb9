import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@courtside/shared/schemas/common';
import { assignmentsListResponse } from '@courtside/shared/schemas/divisions';
import { leagueIdQuery } from '@courtside/shared/schemas/leagues';
import { leaguePlayersResponse, registerPlayerRequest, registrationDto } from '@courtside/shared/schemas/registrations';
import { LEAGUE_STATUSES } from '@courtside/shared/league/league-status';
import { isLeagueReadOnly, readOnlyLeagueMessage } from '@courtside/shared/league/league-changes';
import { canRegisterForLeague } from '@courtside/shared/league/permissions';
import { listWorkingAssignments } from '../db/queries/divisions';
import { findPlayerById } from '../db/queries/players';
import { listLeaguePlayers, registerPlayer } from '../db/queries/registrations';
import { toAssignmentDto } from '../dto/divisions';
import { toLeaguePlayerDto, toRegistrationDto } from '../dto/registrations';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors';
import { isAdminUser, requireUser } from '../lib/session';
import {
  LEAGUE_NOT_FOUND,
  managesLeague,
  requireAdminOrMember,
  requireLeagueManager,
  requireVisibleLeague,
} from './league-access';
import {
  ALREADY_REGISTERED,
  LEAGUE_FULL,
  NOT_OPEN,
  PROFILE_INCOMPLETE,
  lacksCompleteProfile,
} from './registration-messages';

const tags = ['registrations'];
const PLAYER_NOT_FOUND = 'Player not found.';
const OWN_PRIMARY_ONLY = 'You can only register your own primary player.';
const refusals = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** Admins may also add a player to a league that has closed registration or started: a late entry (ADR 026). */
export const ADMIN_OPEN_STATUSES = LEAGUE_STATUSES.filter((status) => !isLeagueReadOnly(status));

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/registerPlayer',
    { schema: { tags, body: registerPlayerRequest, response: { 201: registrationDto, ...refusals } } },
    async (request, reply) => {
      const actor = await requireUser(request);
      const { player_id: playerId, league_id: leagueId } = request.body;
      const admin = isAdminUser(actor);
      const player = await findPlayerById(app.db, playerId);
      if (!player) throw notFound(PLAYER_NOT_FOUND);
      const league = await requireVisibleLeague(app.db, leagueId, actor);
      // An organizer enters their own league at any status, as an admin's late entry (ADR 075).
      const organizes = managesLeague(league, actor);
      if (!admin) {
        const mayRegister = canRegisterForLeague(
          { id: actor.id, user_type: actor.userType },
          { user_id: player.userId, primary_player: player.primaryPlayer },
          { league_status: league.leagueStatus },
        );
        if (!mayRegister && (player.userId !== actor.id || !player.primaryPlayer)) throw forbidden(OWN_PRIMARY_ONLY);
        if (!mayRegister && !organizes) throw conflict(NOT_OPEN);
        // The page's modal asks for the missing details; a client that skips it is refused the same way.
        if (lacksCompleteProfile(player)) throw badRequest(PROFILE_INCOMPLETE);
      }
      // The status, the places left and a repeat are judged again under the league's lock.
      const result = await registerPlayer(app.db, {
        playerId,
        leagueId: league.id,
        openStatuses: organizes ? ADMIN_OPEN_STATUSES : ['registration_open'],
      });
      switch (result.outcome) {
        case 'registered':
          return reply.status(201).send(toRegistrationDto(result.registration));
        case 'league-not-found':
          throw notFound(LEAGUE_NOT_FOUND);
        case 'not-open':
          throw conflict(isLeagueReadOnly(result.status) ? readOnlyLeagueMessage(result.status) : NOT_OPEN);
        case 'already-registered':
          throw conflict(ALREADY_REGISTERED);
        case 'full':
          throw conflict(LEAGUE_FULL);
      }
    },
  );

  app.get(
    '/getPlayersByLeague',
    { schema: { tags, querystring: leagueIdQuery, response: { 200: leaguePlayersResponse, ...refusals } } },
    async (request) => {
      const actor = await requireUser(request);
      await requireAdminOrMember(app.db, request.query.league_id, actor);
      return (await listLeaguePlayers(app.db, request.query.league_id)).map(toLeaguePlayerDto);
    },
  );

  app.get(
    '/getAssignmentsByLeague',
    { schema: { tags, querystring: leagueIdQuery, response: { 200: assignmentsListResponse, ...refusals } } },
    async (request) => {
      const actor = await requireUser(request);
      // The managers' working view: drafts included, so the board reloads as it was saved.
      await requireLeagueManager(app.db, request.query.league_id, actor);
      return (await listWorkingAssignments(app.db, request.query.league_id)).map(toAssignmentDto);
    },
  );
};
