import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponse, successResponse } from '@courtside/shared/schemas/common';
import {
  DEFAULT_BIRTHDATE,
  createPlayerRequest,
  deletePlayerQuery,
  playerDto,
  playerIdQuery,
  playersListResponse,
  updatePlayerRequest,
} from '@courtside/shared/schemas/players';
import { ageOn, todayUtc } from '@courtside/shared/players/age';
import {
  deletePlayer,
  findPlayerById,
  findPrimaryPlayer,
  insertPlayer,
  listAllPlayers,
  listPlayersOfUser,
  updatePlayer,
  type PlayerRow,
} from '../db/queries/players';
import { findActiveUserById } from '../db/queries/users';
import { toPlayerDto } from '../dto/players';
import { conflict, forbidden, isUniqueViolation, notFound } from '../lib/errors';
import { isAdminUser, requireAdmin, requireUser, type SessionUser } from '../lib/session';

const PLAYER_NOT_FOUND = 'Player not found.';
const PRIMARY_EXISTS = 'This user already has a primary player.';
const tags = ['players'];

function assertCanManage(actor: SessionUser, ownerUserId: number) {
  if (actor.id !== ownerUserId && !isAdminUser(actor)) {
    throw forbidden('You can only manage your own player profile.');
  }
}

async function findManageablePlayer(
  actor: SessionUser,
  db: Parameters<typeof findPlayerById>[0],
  id: number,
): Promise<PlayerRow> {
  const player = await findPlayerById(db, id);
  if (!player) throw notFound(PLAYER_NOT_FOUND);
  assertCanManage(actor, player.userId);
  return player;
}

type PlayerFields = Omit<z.output<typeof updatePlayerRequest>, 'id'>;

/** Request fields as table columns; the spec stores age beside the birthdate, worked out on every save. */
function playerColumns(fields: PlayerFields) {
  const birthdate = fields.birthdate ?? DEFAULT_BIRTHDATE;
  return {
    firstName: fields.first_name,
    lastName: fields.last_name,
    rating: fields.rating ?? null,
    gender: fields.gender ?? null,
    birthdate,
    age: ageOn(birthdate, todayUtc()),
    phoneNumber: fields.phone_number ?? null,
    address: fields.address ?? null,
    bio: fields.bio ?? null,
  };
}

export const playerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/getMyPlayers', { schema: { tags, response: { 200: playersListResponse } } }, async (request) => {
    const actor = await requireUser(request);
    return (await listPlayersOfUser(app.db, actor.id)).map(toPlayerDto);
  });

  app.get('/all', { schema: { tags, response: { 200: playersListResponse } } }, async (request) => {
    await requireAdmin(request);
    return (await listAllPlayers(app.db)).map(toPlayerDto);
  });

  app.get(
    '/get',
    {
      schema: {
        tags,
        querystring: playerIdQuery,
        response: { 200: playerDto, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request) => toPlayerDto(await findManageablePlayer(await requireUser(request), app.db, request.query.id)),
  );

  app.post(
    '/create',
    {
      schema: {
        tags,
        body: createPlayerRequest,
        response: { 201: playerDto, 403: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const actor = await requireUser(request);
      const { user_id, primary_player, ...fields } = request.body;
      assertCanManage(actor, user_id);
      if (!(await findActiveUserById(app.db, user_id))) throw notFound('User not found.');
      if (primary_player && (await findPrimaryPlayer(app.db, user_id))) throw conflict(PRIMARY_EXISTS);
      const player = await insertPlayer(app.db, {
        userId: user_id,
        primaryPlayer: primary_player,
        ...playerColumns(fields),
      }).catch((error: unknown) => {
        // Two creations at once (a double-click at sign-up): the unique index decides, the loser hears why.
        if (isUniqueViolation(error, 'players_one_primary_per_user')) throw conflict(PRIMARY_EXISTS);
        throw error;
      });
      return reply.status(201).send(toPlayerDto(player));
    },
  );

  app.put(
    '/update',
    {
      schema: { tags, body: updatePlayerRequest, response: { 200: playerDto, 403: errorResponse, 404: errorResponse } },
    },
    async (request) => {
      const actor = await requireUser(request);
      const { id, ...fields } = request.body;
      await findManageablePlayer(actor, app.db, id);
      const updated = await updatePlayer(app.db, id, playerColumns(fields));
      if (!updated) throw notFound(PLAYER_NOT_FOUND);
      return toPlayerDto(updated);
    },
  );

  app.delete(
    '/delete',
    {
      schema: {
        tags,
        querystring: deletePlayerQuery,
        response: { 200: successResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const actor = await requireUser(request);
      await findManageablePlayer(actor, app.db, request.query.player_id);
      if (!(await deletePlayer(app.db, request.query.player_id))) throw notFound(PLAYER_NOT_FOUND);
      return { success: true as const };
    },
  );
};
