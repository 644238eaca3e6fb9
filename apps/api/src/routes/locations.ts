import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, successResponse } from '@courtside/shared/schemas/common';
import {
  createLocationRequest,
  locationDto,
  locationIdQuery,
  locationsListResponse,
  updateLocationRequest,
} from '@courtside/shared/schemas/locations';
import { deleteLocation, insertLocation, listLocations, updateLocation } from '../db/queries/locations';
import { toLocationDto } from '../dto/locations';
import { notFound } from '../lib/errors';
import { requireAdmin, requireUser } from '../lib/session';

const tags = ['locations'];
const LOCATION_NOT_FOUND = 'Location not found.';
const refusals = { 400: errorResponse, 403: errorResponse, 404: errorResponse };

export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Players see where their matches are; admins keep the list (the Manage Locations page).
  app.get('/all', { schema: { tags, response: { 200: locationsListResponse } } }, async (request) => {
    await requireUser(request);
    return (await listLocations(app.db)).map(toLocationDto);
  });

  app.post(
    '/post',
    { schema: { tags, body: createLocationRequest, response: { 201: locationDto, ...refusals } } },
    async (request, reply) => {
      await requireAdmin(request);
      const { name, address, has_lights } = request.body;
      const location = await insertLocation(app.db, { name, address: address ?? null, hasLights: has_lights });
      return reply.status(201).send(toLocationDto(location));
    },
  );

  app.put(
    '/update',
    { schema: { tags, body: updateLocationRequest, response: { 200: locationDto, ...refusals } } },
    async (request) => {
      await requireAdmin(request);
      const { id, name, address, has_lights } = request.body;
      const location = await updateLocation(app.db, id, { name, address: address ?? null, hasLights: has_lights });
      if (!location) throw notFound(LOCATION_NOT_FOUND);
      return toLocationDto(location);
    },
  );

  app.delete(
    '/delete',
    { schema: { tags, querystring: locationIdQuery, response: { 200: successResponse, ...refusals } } },
    async (request) => {
      await requireAdmin(request);
      if (!(await deleteLocation(app.db, request.query.location_id))) throw notFound(LOCATION_NOT_FOUND);
      return { success: true as const };
    },
  );
};
