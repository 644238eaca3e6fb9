import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, successResponse } from '@courtside/shared/schemas/common';
import {
  boardResponse,
  createDivisionRequest,
  divisionDto,
  divisionIdQuery,
  divisionViewDto,
  divisionViewQuery,
  divisionsListResponse,
  myDivisionDto,
  publishAssignmentsRequest,
  publishAssignmentsResponse,
  publishRefusalResponse,
  saveDraftAssignmentsRequest,
  saveDraftAssignmentsResponse,
  updateDivisionRequest,
} from '@courtside/shared/schemas/divisions';
import { leagueIdQuery } from '@courtside/shared/schemas/leagues';
import { isLeagueReadOnly, readOnlyLeagueMessage } from '@courtside/shared/league/league-changes';
import { DIVISION_NOT_FOUND_MESSAGE } from '@courtside/shared/league/league-messages';
import type { Database } from '../db/client';
import { changeOne } from '../db/queries/conditional-change';
import {
  deleteDivisionWithoutMatches,
  findDivisionById,
  insertDivision,
  listDivisionsOfLeague,
  listRoster,
  updateDivision,
  type DivisionColumns,
} from '../db/queries/divisions';
import { publishAssignments, readBoard, saveDraftAssignments } from '../db/queries/league-lifecycle';
import { findLeagueById, lockLeague } from '../db/queries/leagues';
import { listMatchesWithDetails } from '../db/queries/matches';
import { toAssignmentDto, toDivisionDto, toRosterPlayerDto } from '../dto/divisions';
import { toMatchDto } from '../dto/matches';
import { conflict, isUniqueViolation, notFound } from '../lib/errors';
import { requireUser, type SessionUser } from '../lib/session';
import {
  LEAGUE_NOT_FOUND,
  NOT_REGISTERED,
  leagueChangedMeanwhile,
  refusalToError,
  requireLeagueAccess,
  requireLeagueManager,
  requireVisibleLeague,
} from './league-access';

const tags = ['divisions'];
const DIVISION_NOT_FOUND = DIVISION_NOT_FOUND_MESSAGE;
const NAME_TAKEN = 'A division with this name already exists in this league.';
const HAS_MATCHES = 'This division has matches and cannot be deleted.';
const refusals = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

function divisionColumns(fields: { division_name: string; rank_level: number; gender: DivisionColumns['gender'] }) {
  return { divisionName: fields.division_name, rankLevel: fields.rank_level, gender: fields.gender };
}

function nameTaken(error: unknown): never {
  if (isUniqueViolation(error, 'divisions_league_name_unique')) throw conflict(NAME_TAKEN);
  throw error;
}

/** Why a change to a league's divisions did not happen: the league is gone or read-only. */
async function explainLeagueRefusal(db: Database, leagueId: number) {
  const league = await findLeagueById(db, leagueId);
  return league ? conflict(readOnlyLeagueMessage(league.leagueStatus)) : notFound(LEAGUE_NOT_FOUND);
}

export const divisionRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The division if `user` runs its league; a division of a league hidden from them is as unknown as a missing one. */
  async function requireDivisionManager(id: number, user: SessionUser) {
    const existing = await findDivisionById(app.db, id);
    if (!existing) throw notFound(DIVISION_NOT_FOUND);
    await requireLeagueManager(app.db, existing.leagueId, user, DIVISION_NOT_FOUND);
    return existing;
  }

  // The spec names both paths for the same list.
  for (const path of ['/byLeague', '/getByLeague']) {
    app.get(
      path,
      { schema: { tags, querystring: leagueIdQuery, response: { 200: divisionsListResponse, 404: errorResponse } } },
      async (request) => {
        const actor = await requireUser(request);
        await requireVisibleLeague(app.db, request.query.league_id, actor);
        return (await listDivisionsOfLeague(app.db, request.query.league_id)).map(toDivisionDto);
      },
    );
  }

  app.post(
    '/create',
    { schema: { tags, body: createDivisionRequest, response: { 201: divisionDto, ...refusals } } },
    async (request, reply) => {
      const { league_id: leagueId, ...fields } = request.body;
      await requireLeagueManager(app.db, leagueId, await requireUser(request));
      const division = await changeOne(
        app.db,
        (db) => insertDivision(db, leagueId, divisionColumns(fields)).catch(nameTaken),
        (db) => explainLeagueRefusal(db, leagueId),
        { lock: (db) => lockLeague(db, leagueId) },
      );
      return reply.status(201).send(toDivisionDto(division));
    },
  );

  app.put(
    '/update',
    { schema: { tags, body: updateDivisionRequest, response: { 200: divisionDto, ...refusals } } },
    async (request) => {
      const { id, ...fields } = request.body;
      const existing = await requireDivisionManager(id, await requireUser(request));
      const division = await changeOne(
        app.db,
        (db) => updateDivision(db, id, existing.leagueId, divisionColumns(fields)).catch(nameTaken),
        async (db) =>
          (await findDivisionById(db, id)) ? explainLeagueRefusal(db, existing.leagueId) : notFound(DIVISION_NOT_FOUND),
        { lock: (db) => lockLeague(db, existing.leagueId) },
      );
      return toDivisionDto(division);
    },
  );

  app.delete(
    '/delete',
    { schema: { tags, querystring: divisionIdQuery, response: { 200: successResponse, ...refusals } } },
    async (request) => {
      const id = request.query.division_id;
      const existing = await requireDivisionManager(id, await requireUser(request));
      await changeOne(
        app.db,
        (db) => deleteDivisionWithoutMatches(db, id, existing.leagueId),
        async (db) => {
          if (!(await findDivisionById(db, id))) return notFound(DIVISION_NOT_FOUND);
          const league = await findLeagueById(db, existing.leagueId);
          if (league && isLeagueReadOnly(league.leagueStatus))
            return conflict(readOnlyLeagueMessage(league.leagueStatus));
          return conflict(HAS_MATCHES);
        },
        { lock: (db) => lockLeague(db, existing.leagueId) },
      );
      return { success: true as const };
    },
  );

  app.post(
    '/saveDraftAssignments',
    {
      schema: { tags, body: saveDraftAssignmentsRequest, response: { 200: saveDraftAssignmentsResponse, ...refusals } },
    },
    async (request) => {
      const { league_id: leagueId, changes, board_version: boardVersion } = request.body;
      await requireLeagueManager(app.db, leagueId, await requireUser(request));
      const result = await saveDraftAssignments(
        app.db,
        leagueId,
        changes.map((change) => ({ playerId: change.player_id, divisionId: change.division_id })),
        { boardVersion },
      ).catch(leagueChangedMeanwhile);
      if (result.outcome !== 'saved') throw refusalToError(result);
      return {
        success: true as const,
        assignments: result.assignments.map(toAssignmentDto),
        board_version: result.boardVersion,
      };
    },
  );

  app.get(
    '/board',
    {
      schema: {
        tags,
        description:
          "The admin's placement board: published placements with saved drafts laid over them, and the version " +
          'to send back with the next save or publish.',
        querystring: leagueIdQuery,
        response: { 200: boardResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      await requireLeagueManager(app.db, request.query.league_id, await requireUser(request));
      const board = await readBoard(app.db, request.query.league_id);
      if (!board) throw notFound(LEAGUE_NOT_FOUND);
      return {
        success: true as const,
        assignments: board.assignments.map(toAssignmentDto),
        board_version: board.boardVersion,
      };
    },
  );

  app.post(
    '/publishAssignments',
    {
      schema: {
        tags,
        body: publishAssignmentsRequest,
        response: { 200: publishAssignmentsResponse, ...refusals, 409: publishRefusalResponse },
      },
    },
    async (request) => {
      const { league_id: leagueId, assignments, board_version, confirm_removals } = request.body;
      await requireLeagueManager(app.db, leagueId, await requireUser(request));
      const result = await publishAssignments(
        app.db,
        leagueId,
        assignments.map((entry) => ({ playerId: entry.player_id, divisionId: entry.division_id })),
        { boardVersion: board_version, confirmRemovals: confirm_removals },
      ).catch(leagueChangedMeanwhile);
      if (result.outcome !== 'published') throw refusalToError(result);
      return {
        success: true as const,
        assignments: result.assignments.map(toAssignmentDto),
        matches_created: result.matchesCreated,
        matches_removed: result.matchesRemoved,
        board_version: result.boardVersion,
      };
    },
  );

  app.get(
    '/getMyDivision',
    {
      schema: { tags, querystring: leagueIdQuery, response: { 200: myDivisionDto, 404: errorResponse } },
      config: { answerCache: true },
    },
    async (request) => {
      const actor = await requireUser(request);
      const leagueId = request.query.league_id;
      const { league, entryPlayerId, placement } = await requireLeagueAccess(app.db, leagueId, actor);
      if (entryPlayerId === null) throw notFound(NOT_REGISTERED);
      // The entry the viewer plays under (a doubles partner's pair anchor, ADR 078): the id its matches name.
      const base = { league_id: league.id, league_name: league.name, player_id: entryPlayerId };
      // Registered but not placed yet: the league page says details are not available yet.
      if (!placement) return { ...base, division_id: null, division_name: null, roster: [], matches: [] };
      // Independent reads: on PostgreSQL they run on two pooled connections at once.
      const [roster, matches] = await Promise.all([
        listRoster(app.db, placement.divisionId),
        listMatchesWithDetails(app.db, { divisionId: placement.divisionId }),
      ]);
      return {
        ...base,
        division_id: placement.divisionId,
        division_name: placement.divisionName,
        roster: roster.map(toRosterPlayerDto),
        matches: matches.map(toMatchDto),
      };
    },
  );

  app.get(
    '/getDivisionView',
    {
      schema: {
        tags,
        description:
          "Any division of any league as its players see it, for admins (issue 34): the division's roster and " +
          "matches with their sets, and the league's divisions to choose from. Without division_id, the league's " +
          'first division; division fields are null while the league has none.',
        querystring: divisionViewQuery,
        response: { 200: divisionViewDto, 400: errorResponse, 403: errorResponse, 404: errorResponse },
      },
      config: { answerCache: true },
    },
    async (request) => {
      // Players keep to their own division, which getMyDivision serves (ADR 062); organizers see all of theirs.
      const { league_id: leagueId, division_id: divisionId } = request.query;
      await requireLeagueManager(app.db, leagueId, await requireUser(request));
      const [league, divisions] = await Promise.all([
        findLeagueById(app.db, leagueId),
        listDivisionsOfLeague(app.db, leagueId),
      ]);
      if (!league) throw notFound(LEAGUE_NOT_FOUND);
      const base = { league_id: league.id, league_name: league.name, divisions: divisions.map(toDivisionDto) };
      const shown = divisionId === undefined ? divisions[0] : divisions.find((entry) => entry.id === divisionId);
      if (divisionId !== undefined && !shown) throw notFound(DIVISION_NOT_FOUND);
      if (!shown) return { ...base, division_id: null, division_name: null, roster: [], matches: [] };
      const [roster, matches] = await Promise.all([
        listRoster(app.db, shown.id),
        listMatchesWithDetails(app.db, { divisionId: shown.id }),
      ]);
      return {
        ...base,
        division_id: shown.id,
        division_name: shown.divisionName,
        roster: roster.map(toRosterPlayerDto),
        matches: matches.map(toMatchDto),
      };
    },
  );
};
