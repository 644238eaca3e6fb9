import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@courtside/shared/schemas/common';
import { healthResponse } from '@courtside/shared/schemas/health';
import { DATABASE_UNREACHABLE_MESSAGE } from '../lib/errors';
import { describeErrorForLog } from '../plugins/error-handler';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: healthResponse, 503: errorResponse } } },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'reachable' as const };
      } catch (error) {
        // No restart is needed to recover: the next check opens a new connection.
        request.log.error({ err: describeErrorForLog(error) }, 'health check could not reach the database');
        return reply.status(503).send({ error: DATABASE_UNREACHABLE_MESSAGE });
      }
    },
  );
};
