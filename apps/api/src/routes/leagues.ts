import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myLeaguesResponse } from '@courtside/shared/schemas/leagues';
import { listLeaguesOfUser } from '../db/queries/leagues';
import { requireUser } from '../lib/session';

export const leagueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/myLeagues', { schema: { tags: ['leagues'], response: { 200: myLeaguesResponse } } }, async (request) => {
    const actor = await requireUser(request);
    const rows = await listLeaguesOfUser(app.db, actor.id);
    return rows.map((row) => ({
      league_id: row.leagueId,
      league_name: row.leagueName,
      league_status: row.leagueStatus,
    }));
  });
};
