import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REQUIRED_MARKER, errorResponse, successResponse } from '@courtside/shared/schemas/common';
import {
  changePartnerRequest,
  createPairRequest,
  invitePartnerRequest,
  pairDto,
  pairIdBody,
  pairIdQuery,
  pairInvitationsResponse,
  pairsListQuery,
  pairsListResponse,
} from '@courtside/shared/schemas/pairs';
import { isLeagueReadOnly, readOnlyLeagueMessage } from '@courtside/shared/league/league-changes';
import { playsAsPairs } from '@courtside/shared/league/pairs';
import type { Database } from '../db/client';
import { findLeagueById, findLeagueView } from '../db/queries/leagues';
import {
  acceptInvitation,
  changePartnerAsManager,
  createPairAsManager,
  endInvitation,
  invitePartner,
  type PairChange,
} from '../db/queries/pair-changes';
import {
  findPairWithPlayers,
  listPairsOfLeague,
  listPendingInvitations,
  listUnpairedPlayers,
  type PairWithPlayers,
} from '../db/queries/pairs';
import { findPlayerById, findPrimaryPlayer } from '../db/queries/players';
import { findUserByEmail } from '../db/queries/users';
import { toPairDto, toPairMemberDto } from '../dto/pairs';
import { badRequest, conflict, forbidden, notFound, type AppError } from '../lib/errors';
import { isAdminUser, requireUser, type SessionUser } from '../lib/session';
import { describeValidationIssues } from '../plugins/error-handler';
import {
  LEAGUE_NOT_FOUND,
  managesLeague,
  requireAdminOrMember,
  requireLeagueManager,
  requireVisibleLeague,
  viewerOf,
} from './league-access';
import {
  INVITE_YOURSELF,
  NOT_INVITED,
  NO_PLAYER_WITH_EMAIL,
  ONLY_ANCHOR,
  ONLY_PARTNER,
  OWN_PLAYER_ONLY,
  OWN_PRIMARY_ONLY,
  PAIR_NOT_FOUND,
  PLAYER_NOT_FOUND,
  SAME_PLAYER,
  SINGLES_LEAGUE,
  alreadyPaired,
  notRegistered,
  pairingClosed,
  stillPlaced,
} from './pair-messages';
import { ADMIN_OPEN_STATUSES } from './registrations';
import { LEAGUE_FULL, NOT_OPEN, PROFILE_INCOMPLETE, lacksCompleteProfile } from './registration-messages';

// Doubles pairs (issue 37, ADR 078): a player invites a partner by email, who accepts or declines; a league's
// managers pair players and change partners until play starts. The checks that must hold when the change is
// written (status, places, who is in a pair) are made again under the league's lock by the queries.

const tags = ['pairs'];
const refusals = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
/** DELETE withdraw takes pair_id in the query string (as the other deletions do) or in a JSON body. */
const optionalPairId = z.object({ pair_id: pairIdQuery.shape.pair_id.optional() });

/** The statuses a player may enter in: managers (admins, the organizer) also late, as registrations allow. */
const openStatusesFor = (league: { organizerUserId: number | null }, user: SessionUser) =>
  managesLeague(league, user) ? ADMIN_OPEN_STATUSES : (['registration_open'] as const);

function refusalToError(change: Exclude<PairChange, { outcome: 'done' }>, actor?: SessionUser): AppError {
  switch (change.outcome) {
    case 'league-not-found':
      return notFound(LEAGUE_NOT_FOUND);
    case 'singles':
      return badRequest(SINGLES_LEAGUE);
    case 'not-open':
      return conflict(isLeagueReadOnly(change.status) ? readOnlyLeagueMessage(change.status) : NOT_OPEN);
    case 'started':
      return conflict(pairingClosed(change.status));
    case 'full':
      return conflict(LEAGUE_FULL);
    case 'player-paired':
      return conflict(alreadyPaired(change.player, change.player.userId === actor?.id ? 'you' : 'other'));
    case 'not-registered':
      return badRequest(notRegistered(change.player));
    case 'placed':
      return conflict(stillPlaced(change.player));
    case 'gender':
      return badRequest(change.message);
    case 'pair-not-found':
      return notFound(PAIR_NOT_FOUND);
    case 'player-not-found':
      return notFound(PLAYER_NOT_FOUND);
    case 'not-invited':
      return conflict(NOT_INVITED);
  }
}

/** The pair as its DTO reads after a change. */
async function pairAfterChange(db: Database, change: PairChange, actor: SessionUser) {
  if (change.outcome !== 'done') throw refusalToError(change, actor);
  const row = await findPairWithPlayers(db, change.pair.id);
  if (!row) throw notFound(PAIR_NOT_FOUND);
  return toPairDto(row);
}

/**
 * The pair, for one of its two players: `role` names who may act. A player of the league (or a manager) who
 * is not that one gets 403; anyone who cannot see the league, 404, so an invitation is not confirmed to exist.
 */
async function requirePairPlayer(
  db: Database,
  pairId: number,
  user: SessionUser,
  role: 'anchor' | 'partner',
): Promise<PairWithPlayers> {
  const row = await findPairWithPlayers(db, pairId);
  if (!row) throw notFound(PAIR_NOT_FOUND);
  if (row[role].userId === user.id) return row;
  const involved = row.anchor.userId === user.id || row.partner.userId === user.id;
  if (!involved && !(await findLeagueView(db, row.pair.leagueId, viewerOf(user)))) throw notFound(PAIR_NOT_FOUND);
  throw forbidden(role === 'partner' ? ONLY_PARTNER : ONLY_ANCHOR);
}

export const pairRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/invite',
    { schema: { tags, body: invitePartnerRequest, response: { 201: pairDto, ...refusals } } },
    async (request, reply) => {
      const actor = await requireUser(request);
      const { league_id: leagueId, player_id: playerId, partner_email: partnerEmail } = request.body;
      // The league first, as registrations do: whoever cannot see it learns nothing of it.
      const league = await requireVisibleLeague(app.db, leagueId, actor);
      const player = await findPlayerById(app.db, playerId);
      if (!player) throw notFound(PLAYER_NOT_FOUND);
      if (player.userId !== actor.id) throw forbidden(OWN_PLAYER_ONLY);
      if (!playsAsPairs(league.leagueType)) throw badRequest(SINGLES_LEAGUE);
      const organizes = managesLeague(league, actor);
      if (!organizes) {
        if (!player.primaryPlayer) throw forbidden(OWN_PRIMARY_ONLY);
        if (league.leagueStatus !== 'registration_open') throw conflict(NOT_OPEN);
      }
      if (!isAdminUser(actor) && lacksCompleteProfile(player)) throw badRequest(PROFILE_INCOMPLETE);
      const partnerUser = await findUserByEmail(app.db, partnerEmail);
      if (partnerUser?.id === actor.id) throw badRequest(INVITE_YOURSELF);
      const partner =
        partnerUser && !partnerUser.disabledOrDeleted && (await findPrimaryPlayer(app.db, partnerUser.id));
      if (!partner) throw notFound(NO_PLAYER_WITH_EMAIL);
      const change = await invitePartner(app.db, {
        leagueId,
        anchor: player,
        partner,
        openStatuses: openStatusesFor(league, actor),
        actorUserId: actor.id,
      });
      return reply.status(201).send(await pairAfterChange(app.db, change, actor));
    },
  );

  app.put(
    '/accept',
    { schema: { tags, body: pairIdBody, response: { 200: pairDto, ...refusals } } },
    async (request) => {
      const actor = await requireUser(request);
      const row = await requirePairPlayer(app.db, request.body.pair_id, actor, 'partner');
      const league = await findLeagueById(app.db, row.pair.leagueId);
      if (!league) throw notFound(LEAGUE_NOT_FOUND);
      if (row.pair.status !== 'invited') throw conflict(NOT_INVITED);
      // The partner enters the league by accepting: the Register page's rule on the profile holds for them too.
      if (!managesLeague(league, actor) && lacksCompleteProfile(row.partner)) throw badRequest(PROFILE_INCOMPLETE);
      const change = await acceptInvitation(app.db, {
        pairId: row.pair.id,
        leagueId: league.id,
        openStatuses: openStatusesFor(league, actor),
        actorUserId: actor.id,
      });
      return pairAfterChange(app.db, change, actor);
    },
  );

  app.put(
    '/decline',
    { schema: { tags, body: pairIdBody, response: { 200: successResponse, ...refusals } } },
    async (request) => {
      const actor = await requireUser(request);
      const row = await requirePairPlayer(app.db, request.body.pair_id, actor, 'partner');
      if (row.pair.status !== 'invited') throw conflict(NOT_INVITED);
      const change = await endInvitation(app.db, {
        pairId: row.pair.id,
        leagueId: row.pair.leagueId,
        actorUserId: actor.id,
        tellAnchor: true,
      });
      if (change.outcome !== 'done') throw refusalToError(change, actor);
      return { success: true as const };
    },
  );

  app.delete(
    '/withdraw',
    {
      schema: {
        tags,
        querystring: optionalPairId,
        body: optionalPairId.nullish(),
        response: { 200: successResponse, ...refusals },
      },
    },
    async (request) => {
      const actor = await requireUser(request);
      const pairId = request.query.pair_id ?? request.body?.pair_id;
      if (pairId === undefined) {
        throw badRequest(describeValidationIssues([{ instancePath: '/pair_id', message: REQUIRED_MARKER }], ''));
      }
      const row = await requirePairPlayer(app.db, pairId, actor, 'anchor');
      if (row.pair.status !== 'invited') throw conflict(NOT_INVITED);
      const change = await endInvitation(app.db, {
        pairId,
        leagueId: row.pair.leagueId,
        actorUserId: actor.id,
        tellAnchor: false,
      });
      if (change.outcome !== 'done') throw refusalToError(change, actor);
      return { success: true as const };
    },
  );

  app.get(
    '/list',
    { schema: { tags, querystring: pairsListQuery, response: { 200: pairsListResponse, ...refusals } } },
    async (request) => {
      const actor = await requireUser(request);
      const { league } = await requireAdminOrMember(app.db, request.query.league_id, actor);
      const [pairs, unpaired] = await Promise.all([
        listPairsOfLeague(app.db, league.id),
        listUnpairedPlayers(app.db, league.id),
      ]);
      return { pairs: pairs.map(toPairDto), unpaired: unpaired.map(toPairMemberDto) };
    },
  );

  app.get(
    '/invitations',
    { schema: { tags, response: { 200: pairInvitationsResponse, ...refusals } } },
    async (request) => {
      const actor = await requireUser(request);
      const { received, sent } = await listPendingInvitations(app.db, actor.id);
      return { received: received.map(toPairDto), sent: sent.map(toPairDto) };
    },
  );

  app.post(
    '/create',
    { schema: { tags, body: createPairRequest, response: { 201: pairDto, ...refusals } } },
    async (request, reply) => {
      const actor = await requireUser(request);
      const { league_id: leagueId, anchor_player_id: anchorPlayerId, partner_player_id: partnerId } = request.body;
      await requireLeagueManager(app.db, leagueId, actor);
      if (anchorPlayerId === partnerId) throw badRequest(SAME_PLAYER);
      const change = await createPairAsManager(app.db, {
        leagueId,
        anchorPlayerId,
        partnerPlayerId: partnerId,
        actorUserId: actor.id,
      });
      return reply.status(201).send(await pairAfterChange(app.db, change, actor));
    },
  );

  app.put(
    '/changePartner',
    { schema: { tags, body: changePartnerRequest, response: { 200: pairDto, ...refusals } } },
    async (request) => {
      const actor = await requireUser(request);
      const { pair_id: pairId, partner_player_id: partnerId } = request.body;
      const row = await findPairWithPlayers(app.db, pairId);
      if (!row) throw notFound(PAIR_NOT_FOUND);
      await requireLeagueManager(app.db, row.pair.leagueId, actor, PAIR_NOT_FOUND);
      if (partnerId === row.pair.anchorPlayerId) throw badRequest(SAME_PLAYER);
      if (partnerId === row.pair.partnerPlayerId) throw conflict(alreadyPaired(row.partner, 'other'));
      const change = await changePartnerAsManager(app.db, {
        pairId,
        leagueId: row.pair.leagueId,
        partnerPlayerId: partnerId,
        actorUserId: actor.id,
      });
      return pairAfterChange(app.db, change, actor);
    },
  );
};
