import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@courtside/shared/schemas/common';
import { healthResponse } from '@courtside/shared/schemas/health';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: healthResponse, 503: errorResponse } } },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'reachable' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check could not reach the database');
        return reply.status(503).send({ error: 'The database is not reachable.' });
      }
    },
  );
};
