import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, successResponse } from '@courtside/shared/schemas/common';
import {
  createRegionRequest,
  regionDto,
  regionIdQuery,
  regionsListResponse,
  updateRegionRequest,
} from '@courtside/shared/schemas/regions';
import { changeOne } from '../db/queries/conditional-change';
import { countLeaguesInRegion } from '../db/queries/leagues';
import { deleteUnusedRegion, findRegionById, insertRegion, listRegions, updateRegion } from '../db/queries/regions';
import { toRegionDto } from '../dto/regions';
import { conflict, isUniqueViolation, notFound } from '../lib/errors';
import { requireAdmin, requireUser } from '../lib/session';
import { isForeignKeyViolation } from './league-access';

const tags = ['regions'];
const REGION_NOT_FOUND = 'Region not found.';
const REGION_EXISTS = 'This region already exists.';
const refusals = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

const usedBy = (count: number) => `This region is used by ${count} ${count === 1 ? 'league' : 'leagues'}.`;

/** The same city/area and state, in any letter case, is one region: the unique index has the last word. */
function duplicateRegion(error: unknown): never {
  if (isUniqueViolation(error, 'regions_city_state_unique')) throw conflict(REGION_EXISTS);
  throw error;
}

export const regionRoutes: FastifyPluginAsyncZod = async (app) => {
  // Regions name where a league is played; any signed-in user may read them, admins keep them.
  app.get('/all', { schema: { tags, response: { 200: regionsListResponse } } }, async (request) => {
    await requireUser(request);
    return (await listRegions(app.db)).map(toRegionDto);
  });

  app.get(
    '/get',
    { schema: { tags, querystring: regionIdQuery, response: { 200: regionDto, 404: errorResponse } } },
    async (request) => {
      await requireUser(request);
      const region = await findRegionById(app.db, request.query.region_id);
      if (!region) throw notFound(REGION_NOT_FOUND);
      return toRegionDto(region);
    },
  );

  app.post(
    '/post',
    { schema: { tags, body: createRegionRequest, response: { 201: regionDto, ...refusals } } },
    async (request, reply) => {
      await requireAdmin(request);
      const region = await insertRegion(app.db, {
        cityArea: request.body.city_area,
        state: request.body.state,
      }).catch(duplicateRegion);
      return reply.status(201).send(toRegionDto(region));
    },
  );

  app.put(
    '/put',
    { schema: { tags, body: updateRegionRequest, response: { 200: regionDto, ...refusals } } },
    async (request) => {
      await requireAdmin(request);
      const { id, city_area, state } = request.body;
      const region = await updateRegion(app.db, id, { cityArea: city_area, state }).catch(duplicateRegion);
      if (!region) throw notFound(REGION_NOT_FOUND);
      return toRegionDto(region);
    },
  );

  app.delete(
    '/delete',
    { schema: { tags, querystring: regionIdQuery, response: { 200: successResponse, ...refusals } } },
    async (request) => {
      await requireAdmin(request);
      const id = request.query.region_id;
      await changeOne(
        app.db,
        (db) => deleteUnusedRegion(db, id),
        async (db) => {
          if (!(await findRegionById(db, id))) return notFound(REGION_NOT_FOUND);
          return conflict(usedBy(await countLeaguesInRegion(db, id)));
        },
      ).catch((error: unknown) => {
        // A league took the region between the statement's check and its delete: the foreign key said no.
        if (isForeignKeyViolation(error, 'leagues_region_id_regions_id_fk')) throw conflict(usedBy(1));
        throw error;
      });
      return { success: true as const };
    },
  );
};
