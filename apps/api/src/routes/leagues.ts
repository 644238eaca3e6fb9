import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, successResponse } from '@courtside/shared/schemas/common';
import {
  createLeagueRequest,
  leagueDto,
  leagueIdQuery,
  leaguesListResponse,
  myLeaguesResponse,
  publishLeagueRequest,
  updateLeagueRequest,
  updateLeagueStateRequest,
  type LeagueFields,
} from '@courtside/shared/schemas/leagues';
import { rosterResponse } from '@courtside/shared/schemas/divisions';
import { standingsResponse } from '@courtside/shared/schemas/standings';
import { canCancelLeague, readOnlyLeagueMessage } from '@courtside/shared/league/league-changes';
import {
  UNASSIGNED_PLAYERS_MESSAGE,
  getNextLeagueStep,
  leagueStepBlocker,
} from '@courtside/shared/league/league-transitions';
import { DEFAULT_SCORING_FORMAT } from '@courtside/shared/tennis/scoring-formats';
import { findUnplayedOpponents } from '@courtside/shared/tennis/unplayed-opponents';
import type { Database } from '../db/client';
import { changeOne } from '../db/queries/conditional-change';
import { listRoster } from '../db/queries/divisions';
import { publishLeague, startLeague } from '../db/queries/league-lifecycle';
import {
  cancelLeague,
  changeLeagueStatus,
  deleteLeagueUnlessScored,
  findLeagueById,
  findLeagueView,
  insertLeague,
  listLeagues,
  listLeaguesOfUser,
  lockLeague,
  updateLeagueIfEditable,
  type LeagueColumns,
} from '../db/queries/leagues';
import { countScoredMatchesOfLeague, listMatchesWithDetails } from '../db/queries/matches';
import { findRegionById } from '../db/queries/regions';
import { listStandingsDivisions, listStandingsMatches, listStandingsPlayers } from '../db/queries/standings';
import { toRosterPlayerDto } from '../dto/divisions';
import { toLeagueDto } from '../dto/leagues';
import { toMatchDto } from '../dto/matches';
import { toStandingsMatchDto, toStandingsPlayerDto, toStandingsResponse } from '../dto/standings';
import { badRequest, conflict, notFound } from '../lib/errors';
import { parseSerializerCompiler } from '../lib/parse-serializer';
import { isAdminUser, requireAdmin, requireUser } from '../lib/session';
import {
  LEAGUE_NOT_FOUND,
  NOT_REGISTERED,
  isForeignKeyViolation,
  leagueChangedMeanwhile,
  refusalToError,
  requireAdminOrMember,
  requireLeagueAccess,
  requireLeagueManager,
  requireVisibleLeague,
  statusChangeRefused,
  viewerOf,
} from './league-access';
import { refuseLeagueTypeChange } from './league-type-change';

const tags = ['leagues'];
const REGION_NOT_FOUND = 'Region not found.';
const HAS_SCORES = 'This league has recorded scores and cannot be deleted. Cancel it instead.';
/** ADR 071: a format change would reread every recorded score under other rules. */
export const FORMAT_LOCKED =
  'This league already has recorded scores, so its scoring format cannot change. Scores already entered were checked against the current format.';
const refusals = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** The fields of a create or an update; an update without a format keeps the league's. */
type EditedFields = Omit<LeagueFields, 'scoring_format'> & { scoring_format?: LeagueFields['scoring_format'] };

export function leagueColumns(fields: EditedFields): LeagueColumns {
  return {
    ...(fields.scoring_format === undefined ? {} : { scoringFormat: fields.scoring_format }),
    name: fields.name,
    leagueType: fields.league_type,
    ageCategory: fields.age_category,
    season: fields.season,
    registrationStart: fields.registration_start,
    registrationEnd: fields.registration_end,
    playStart: fields.play_start,
    playEnd: fields.play_end,
    rules: fields.rules ?? null,
    entryFee: fields.entry_fee,
    gender: fields.gender,
    regionId: fields.region_id,
    minPlayersPerDivision: fields.min_players_per_division,
    maxPlayersPerDivision: fields.max_players_per_division,
    maxRegistrations: fields.max_registrations,
    publicVisible: fields.public_visible,
    bannerUrl: fields.banner_url,
  };
}

/** Why a conditional status change changed nothing: the league is gone, or has moved on meanwhile. */
async function explainStatusRefusal(db: Database, id: number, state: string) {
  const league = await findLeagueById(db, id);
  return league ? statusChangeRefused(league.leagueStatus, state) : notFound(LEAGUE_NOT_FOUND);
}

export async function requireRegion(db: Database, regionId: number | null) {
  if (regionId !== null && !(await findRegionById(db, regionId))) throw badRequest(REGION_NOT_FOUND);
}

/** A region deleted between the check and the write: the foreign key refuses, and so do we. */
export function regionVanished(error: unknown): never {
  if (isForeignKeyViolation(error, 'leagues_region_id_regions_id_fk')) throw badRequest(REGION_NOT_FOUND);
  throw error;
}

export const leagueRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The league as the admin sees it after a change. */
  async function adminView(id: number) {
    const view = await findLeagueView(app.db, id, { userId: 0, admin: true });
    if (!view) throw notFound(LEAGUE_NOT_FOUND);
    return toLeagueDto(view);
  }

  app.get(
    '/myLeagues',
    {
      schema: { tags, response: { 200: myLeaguesResponse } },
      // The dashboard's read: all in the database, by viewer, kept until the next change (ADR 060).
      config: { answerCache: true },
    },
    async (request) => {
      const actor = await requireUser(request);
      const rows = await listLeaguesOfUser(app.db, actor.id);
      return rows.map((row) => ({
        league_id: row.leagueId,
        league_name: row.leagueName,
        league_status: row.leagueStatus,
      }));
    },
  );

  app.get('/all', { schema: { tags, response: { 200: leaguesListResponse } } }, async (request) => {
    const actor = await requireUser(request);
    return (await listLeagues(app.db, viewerOf(actor))).map(toLeagueDto);
  });

  app.get(
    '/get',
    {
      schema: { tags, querystring: leagueIdQuery, response: { 200: leagueDto, 404: errorResponse } },
      // The league home's read: its answer is all in the database, by viewer (ADR 039).
      config: { answerCache: true },
    },
    async (request) => {
      const actor = await requireUser(request);
      return toLeagueDto(await requireVisibleLeague(app.db, request.query.league_id, actor));
    },
  );

  app.post(
    '/post',
    { schema: { tags, body: createLeagueRequest, response: { 201: leagueDto, ...refusals } } },
    async (request, reply) => {
      await requireAdmin(request);
      await requireRegion(app.db, request.body.region_id);
      const league = await insertLeague(app.db, leagueColumns(request.body)).catch(regionVanished);
      return reply.status(201).send(await adminView(league.id));
    },
  );

  app.put(
    '/update',
    { schema: { tags, body: updateLeagueRequest, response: { 200: leagueDto, ...refusals } } },
    async (request) => {
      const actor = await requireUser(request);
      const { id, ...edited } = request.body;
      await requireLeagueManager(app.db, id, actor);
      // An organizer's league stays private: only the club's admins put a league in everyone's Register (ADR 075).
      const fields = isAdminUser(actor) ? edited : { ...edited, public_visible: false };
      await requireRegion(app.db, fields.region_id);
      await changeOne(
        app.db,
        async (tx) => {
          // Under the league's lock a score being recorded (which holds a share lock on the league) has either
          // committed, and is counted here, or waits and then sees the new format and is refused (ADR 071).
          const current = await findLeagueById(tx, id);
          const changesFormat = current !== undefined && fields.scoring_format !== undefined;
          if (changesFormat && current.scoringFormat !== fields.scoring_format) {
            if ((await countScoredMatchesOfLeague(tx, id)) > 0) throw badRequest(FORMAT_LOCKED);
          }
          if (current !== undefined) await refuseLeagueTypeChange(tx, id, current.leagueType, fields.league_type);
          return updateLeagueIfEditable(tx, id, leagueColumns(fields)).catch(regionVanished);
        },
        async (db) => {
          const league = await findLeagueById(db, id);
          return league ? conflict(readOnlyLeagueMessage(league.leagueStatus)) : notFound(LEAGUE_NOT_FOUND);
        },
        { lock: (tx) => lockLeague(tx, id) },
      );
      return adminView(id);
    },
  );

  app.delete(
    '/delete',
    { schema: { tags, querystring: leagueIdQuery, response: { 200: successResponse, ...refusals } } },
    async (request) => {
      await requireLeagueManager(app.db, request.query.league_id, await requireUser(request));
      const outcome = await deleteLeagueUnlessScored(app.db, request.query.league_id);
      if (outcome === 'not-found') throw notFound(LEAGUE_NOT_FOUND);
      if (outcome === 'has-scores') throw conflict(HAS_SCORES);
      return { success: true as const };
    },
  );

  app.patch(
    '/updateState',
    { schema: { tags, body: updateLeagueStateRequest, response: { 200: leagueDto, ...refusals } } },
    async (request) => {
      const { league_id: id, state } = request.body;
      await requireLeagueManager(app.db, id, await requireUser(request));
      const league = await findLeagueById(app.db, id);
      if (!league) throw notFound(LEAGUE_NOT_FOUND);

      if (state === 'canceled') {
        if (!canCancelLeague(league.leagueStatus)) throw statusChangeRefused(league.leagueStatus, state);
        await changeOne(
          app.db,
          (db) => cancelLeague(db, id),
          (db) => explainStatusRefusal(db, id, state),
        );
        return adminView(id);
      }

      const step = getNextLeagueStep(league.leagueStatus);
      if (step?.to !== state) throw statusChangeRefused(league.leagueStatus, state);
      if (step.via_publish) {
        // Publish Divisions is its own call, but the same step asked for by name does the same thing.
        const result = await publishLeague(app.db, id);
        if (result.outcome !== 'published') throw refusalToError(result, state);
      } else if (state === 'active') {
        const result = await startLeague(app.db, id);
        // The shared rule words the refusal; the count was taken under the league's lock.
        if (result.outcome === 'unassigned') {
          throw conflict(leagueStepBlocker(step, { unassigned_players: result.count }) ?? UNASSIGNED_PLAYERS_MESSAGE);
        }
        if (result.outcome !== 'started') throw refusalToError(result, state);
      } else {
        // One conditional UPDATE: of two admins pressing the same button, the second hears it has moved on.
        await changeOne(
          app.db,
          (db) => changeLeagueStatus(db, id, step.from, step.to),
          (db) => explainStatusRefusal(db, id, state),
        );
      }
      return adminView(id);
    },
  );

  app.post(
    '/publish',
    {
      schema: {
        tags,
        description:
          'Publish Divisions: registration_closed -> pending_start. With `assignments` (the whole board, as ' +
          'divisions/publishAssignments takes it) the board is published in the same transaction; without, the ' +
          'saved drafts are.',
        body: publishLeagueRequest,
        response: { 200: leagueDto, ...refusals },
      },
    },
    async (request) => {
      const { league_id: leagueId, assignments, board_version: boardVersion } = request.body;
      await requireLeagueManager(app.db, leagueId, await requireUser(request));
      const board = assignments?.map((entry) => ({ playerId: entry.player_id, divisionId: entry.division_id }));
      const result = await publishLeague(app.db, leagueId, board, { boardVersion }).catch(leagueChangedMeanwhile);
      if (result.outcome !== 'published') throw refusalToError(result, 'pending_start');
      return adminView(result.league.id);
    },
  );

  app.get(
    '/unplayedOpponents',
    {
      schema: {
        tags,
        querystring: leagueIdQuery,
        response: { 200: rosterResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const actor = await requireUser(request);
      const leagueId = request.query.league_id;
      const { entryPlayerId, placement } = await requireLeagueAccess(app.db, leagueId, actor);
      if (entryPlayerId === null) throw notFound(NOT_REGISTERED);
      if (!placement) return [];
      const roster = (await listRoster(app.db, placement.divisionId)).map(toRosterPlayerDto);
      const matches = (await listMatchesWithDetails(app.db, { divisionId: placement.divisionId })).map(toMatchDto);
      // Opponents are entries: a doubles partner plays under their pair's anchor (ADR 078).
      return findUnplayedOpponents(entryPlayerId, roster, matches);
    },
  );

  app.get(
    '/standings',
    {
      schema: {
        tags,
        querystring: leagueIdQuery,
        response: { 200: standingsResponse, 403: errorResponse, 404: errorResponse },
      },
      // Tens of thousands of matches in one answer: checked with zod's faster parse (lib/parse-serializer.ts).
      serializerCompiler: parseSerializerCompiler,
      config: { answerCache: true },
    },
    async (request) => {
      const actor = await requireUser(request);
      const leagueId = request.query.league_id;
      // The access read also finds the same player the league page shows as "me": a doubles partner is their pair's
      // row, under its anchor (ADR 078).
      const { entryPlayerId: own } = await requireAdminOrMember(app.db, leagueId, actor);
      const [players, matches, divisions, league] = await Promise.all([
        listStandingsPlayers(app.db, leagueId),
        listStandingsMatches(app.db, leagueId),
        listStandingsDivisions(app.db, leagueId),
        findLeagueById(app.db, leagueId),
      ]);
      // Every match of a league is read under the league's format (ADR 071).
      const format = league?.scoringFormat ?? DEFAULT_SCORING_FORMAT;
      // "Me" only while placed.
      const placed = own !== null && players.some((player) => player.id === own);
      return toStandingsResponse({
        allPlayers: players.map(toStandingsPlayerDto),
        allMatches: matches.map((match) => toStandingsMatchDto(match, format)),
        divisions,
        currentPlayerId: placed ? own : null,
      });
    },
  );
};
