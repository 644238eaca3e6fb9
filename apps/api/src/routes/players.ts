import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { canChangeAccount } from '@courtside/shared/league/permissions';
import { errorResponse, successResponse } from '@courtside/shared/schemas/common';
import {
  DEFAULT_BIRTHDATE,
  MAX_PLAYERS_PER_USER,
  createPlayerRequest,
  deletePlayerQuery,
  playerDto,
  playerIdQuery,
  playersListResponse,
  updatePlayerRequest,
} from '@courtside/shared/schemas/players';
import { playerRecordsResponse } from '@courtside/shared/schemas/player-records';
import { ageOn, todayUtc } from '@courtside/shared/players/age';
import type { Database } from '../db/client';
import { changeOne } from '../db/queries/conditional-change';
import {
  countPlayersOfUser,
  deleteNonPrimaryPlayer,
  findPlayerById,
  findPlayerWithAccount,
  insertPlayerIfAllowed,
  listAllPlayers,
  listPlayersOfUser,
  updatePlayer,
  type PlayerRow,
} from '../db/queries/players';
import { listMatchesOfEntries, listPlacedEntriesOfUser } from '../db/queries/player-records';
import { findActiveUserById, lockUsers } from '../db/queries/users';
import { toPlayerLeagueRecords } from '../dto/player-records';
import { toPlayerDto } from '../dto/players';
import { toActor } from '../dto/users';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../lib/errors';
import { isAdminUser, requireAdmin, requireUser, type SessionUser } from '../lib/session';

const PLAYER_NOT_FOUND = 'Player not found.';
const NOT_YOURS = 'You can only manage your own player profile.';
const USER_NOT_FOUND = 'User not found.';
const PRIMARY_EXISTS = 'This user already has a primary player.';
const PRIMARY_UNDELETABLE = "A primary player cannot be deleted: it is its account's own profile.";
const TOO_MANY_PLAYERS = `A user can have at most ${MAX_PLAYERS_PER_USER} players: their own profile and ${
  MAX_PLAYERS_PER_USER - 1
} others.`;
const tags = ['players'];

/** Who may change the players of an account: the one shared rule, canChangeAccount (ADR 023). */
function assertMayChange(actor: SessionUser, account: { id: number; userType: string }) {
  if (canChangeAccount(toActor(actor), { id: account.id, user_type: account.userType })) return;
  throw forbidden(
    isAdminUser(actor) ? 'Admins cannot change the players of the owner or of another admin.' : NOT_YOURS,
  );
}

/** Reading is wider than changing: admins see every player (as players/all lists them). */
async function findReadablePlayer(actor: SessionUser, db: Database, id: number): Promise<PlayerRow> {
  const player = await findPlayerById(db, id);
  if (!player) throw notFound(PLAYER_NOT_FOUND);
  if (player.userId !== actor.id && !isAdminUser(actor)) throw forbidden(NOT_YOURS);
  return player;
}

async function findChangeablePlayer(actor: SessionUser, db: Database, id: number): Promise<PlayerRow> {
  const found = await findPlayerWithAccount(db, id);
  if (!found) throw notFound(PLAYER_NOT_FOUND);
  assertMayChange(actor, found.account);
  return found.player;
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
  app.get(
    '/getMyPlayers',
    {
      schema: { tags, response: { 200: playersListResponse } },
      // The dashboard's read: all in the database, by viewer, kept until the next change (ADR 060).
      config: { answerCache: true },
    },
    async (request) => {
      const actor = await requireUser(request);
      return (await listPlayersOfUser(app.db, actor.id)).map(toPlayerDto);
    },
  );

  app.get(
    '/records',
    {
      schema: {
        tags,
        description:
          "The signed-in user's record in every league they are placed in, as a player or with a doubles partner: " +
          'matches played, wins and losses as the standings count them, the division and the partner. Newest league first.',
        response: { 200: playerRecordsResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const actor = await requireUser(request);
      const entries = await listPlacedEntriesOfUser(app.db, actor.id);
      const matches = await listMatchesOfEntries(app.db, entries);
      return { records: toPlayerLeagueRecords(entries, matches) };
    },
  );

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
    async (request) => toPlayerDto(await findReadablePlayer(await requireUser(request), app.db, request.query.id)),
  );

  app.post(
    '/create',
    {
      schema: {
        tags,
        body: createPlayerRequest,
        response: { 201: playerDto, 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const actor = await requireUser(request);
      const { user_id, primary_player, ...fields } = request.body;
      // A plain player learns nothing about other accounts, not even whether an id exists.
      if (user_id !== actor.id && !isAdminUser(actor)) throw forbidden(NOT_YOURS);
      const account = await findActiveUserById(app.db, user_id);
      if (!account) throw notFound(USER_NOT_FOUND);
      assertMayChange(actor, account);
      const player = await changeOne(
        app.db,
        (db) =>
          insertPlayerIfAllowed(
            db,
            { userId: user_id, primaryPlayer: primary_player, ...playerColumns(fields) },
            MAX_PLAYERS_PER_USER,
          ),
        async (db) => {
          if (!(await findActiveUserById(db, user_id))) return notFound(USER_NOT_FOUND);
          const { primaries } = await countPlayersOfUser(db, user_id);
          return conflict(primary_player && primaries > 0 ? PRIMARY_EXISTS : TOO_MANY_PLAYERS);
        },
        // The account's row lock makes concurrent creations for one user count one after the other.
        { lock: (db) => lockUsers(db, [user_id]) },
      ).catch((error: unknown) => {
        // The unique index stays the last word on "one primary player per user".
        if (isUniqueViolation(error, 'players_one_primary_per_user')) throw conflict(PRIMARY_EXISTS);
        throw error;
      });
      return reply.status(201).send(toPlayerDto(player));
    },
  );

  app.put(
    '/update',
    {
      schema: {
        tags,
        body: updatePlayerRequest,
        response: { 200: playerDto, 400: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const actor = await requireUser(request);
      const { id, ...fields } = request.body;
      await findChangeablePlayer(actor, app.db, id);
      const updated = await changeOne(
        app.db,
        (db) => updatePlayer(db, id, playerColumns(fields)),
        () => notFound(PLAYER_NOT_FOUND),
      );
      return toPlayerDto(updated);
    },
  );

  app.delete(
    '/delete',
    {
      schema: {
        tags,
        querystring: deletePlayerQuery,
        response: { 200: successResponse, 400: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const actor = await requireUser(request);
      const id = request.query.player_id;
      const player = await findChangeablePlayer(actor, app.db, id);
      // Users are only ever soft-deleted, so a primary player's account always exists: the profile stays.
      if (player.primaryPlayer) throw badRequest(PRIMARY_UNDELETABLE);
      await changeOne(
        app.db,
        (db) => deleteNonPrimaryPlayer(db, id),
        async (db) => ((await findPlayerById(db, id)) ? badRequest(PRIMARY_UNDELETABLE) : notFound(PLAYER_NOT_FOUND)),
      );
      return { success: true as const };
    },
  );
};
