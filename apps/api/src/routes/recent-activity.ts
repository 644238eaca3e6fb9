import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@courtside/shared/schemas/common';
import {
  RECENT_ACTIVITY_SHOWN,
  recentActivityResponse,
  type RecentActivityItem,
} from '@courtside/shared/schemas/recent-activity';
import { getMatchWinnerSide } from '@courtside/shared/tennis/match-winner';
import { listRecentActivity, type RecentActivityRow } from '../db/queries/recent-activity';
import { requireUser } from '../lib/session';

const tags = ['leagues'];

const RESULT_KINDS: ReadonlySet<string> = new Set([
  'result_entered',
  'result_confirmed',
  'result_disputed',
  'dispute_resolved',
]);

function toRecentActivityItem(row: RecentActivityRow): RecentActivityItem {
  const winner = RESULT_KINDS.has(row.kind)
    ? getMatchWinnerSide({ status: row.status, set_scores: row.setScores, scoring_format: row.scoringFormat })
    : null;
  return {
    key: `${row.kind}:${row.sourceId}`,
    kind: row.kind,
    at: row.at.toISOString(),
    league_id: row.leagueId,
    league_name: row.leagueName,
    division_name: row.divisionName,
    match_id: row.matchId,
    home_name: row.homeName,
    away_name: row.awayName,
    my_side: row.mySide,
    winner,
    status: row.status,
    set_scores: row.setScores,
    scoring_format: row.scoringFormat,
    match_datetime: row.matchDatetime?.toISOString() ?? null,
    player_name: row.playerName,
    league_status: row.kind === 'league_status' ? row.leagueStatus : null,
  };
}

/** The dashboard's Recent Activity (issue 34, ADR 063), registered under leagues/. */
export const recentActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/recentActivity',
    {
      schema: {
        tags,
        description:
          `The newest ${RECENT_ACTIVITY_SHOWN} things that happened in the viewer's leagues: results, schedules and ` +
          "rulings of their divisions' matches (disputes of their own), their placements, players placed in their " +
          'divisions after them, and their leagues reaching a new status.',
        response: { 200: recentActivityResponse, 401: errorResponse },
      },
      // A dashboard read: all in the database, by viewer, kept until the next change (ADR 060).
      config: { answerCache: true },
    },
    async (request) => {
      const user = await requireUser(request);
      return (await listRecentActivity(app.db, user.id, RECENT_ACTIVITY_SHOWN)).map(toRecentActivityItem);
    },
  );
};
