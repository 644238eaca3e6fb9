import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@courtside/shared/schemas/common';
import {
  IDLE_PLAYER_DAYS,
  UNCONFIRMED_SCORE_HOURS,
  needsAttentionResponse,
} from '@courtside/shared/schemas/needs-attention';
import { listSetScoresOfMatches } from '../db/queries/matches';
import { entryNameOf } from '../dto/entry-names';
import { toAttentionMatchDto } from '../dto/attention-match';
import { listDisputedMatches, listIdlePlayers, listUnconfirmedScores } from '../db/queries/needs-attention';
import { requireAdmin } from '../lib/session';

const tags = ['admin'];

/** The admin dashboard's Needs attention (issue 34). */
export const needsAttentionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/needsAttention',
    {
      schema: {
        tags,
        description:
          `Scores in dispute, scores left unconfirmed for more than ${UNCONFIRMED_SCORE_HOURS} hours, and placed ` +
          `players with no match scheduled or played ${IDLE_PLAYER_DAYS} days into their league's play, in every ` +
          'league under way. Admins only.',
        response: { 200: needsAttentionResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const now = new Date();
      const [disputed, unconfirmed, idle] = await Promise.all([
        listDisputedMatches(app.db),
        listUnconfirmedScores(app.db, { hours: UNCONFIRMED_SCORE_HOURS, now }),
        listIdlePlayers(app.db, { days: IDLE_PLAYER_DAYS, now }),
      ]);
      const matchIds = [...disputed, ...unconfirmed].map((row) => row.matchId);
      const sets = await listSetScoresOfMatches(app.db, matchIds, { userId: admin.id, admin: true });
      return {
        success: true as const,
        disputed: disputed.map((row) => toAttentionMatchDto(row, sets)),
        unconfirmed: unconfirmed.map((row) => toAttentionMatchDto(row, sets)),
        idle_players: idle.map((row) => ({
          player_id: row.playerId,
          name: entryNameOf(row, row.partner),
          league_id: row.leagueId,
          league_name: row.leagueName,
          division_id: row.divisionId,
          division_name: row.divisionName,
        })),
      };
    },
  );
};
