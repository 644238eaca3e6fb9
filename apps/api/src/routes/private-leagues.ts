import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@courtside/shared/schemas/common';
import { RANK_LEVELS, type DivisionDto } from '@courtside/shared/schemas/divisions';
import { createPrivateLeagueRequest, leagueDto } from '@courtside/shared/schemas/leagues';
import { findLeagueView } from '../db/queries/leagues';
import { findPrimaryPlayer } from '../db/queries/players';
import { MAX_UNFINISHED_PRIVATE_LEAGUES, createPrivateLeague } from '../db/queries/private-leagues';
import { toLeagueDto } from '../dto/leagues';
import { badRequest, conflict, notFound } from '../lib/errors';
import { requireUser } from '../lib/session';
import { LEAGUE_NOT_FOUND } from './league-access';
import { leagueColumns, regionVanished, requireRegion } from './leagues';
import { PROFILE_INCOMPLETE, lacksCompleteProfile } from './registration-messages';

const tags = ['leagues'];

export const TOO_MANY_PRIVATE_LEAGUES =
  `You already run ${MAX_UNFINISHED_PRIVATE_LEAGUES} private leagues that are not finished. ` +
  'Complete or cancel one before starting another.';

/** The new league's one division: as strong as its organizer, the middle level when nothing says otherwise. */
export const DEFAULT_RANK_LEVEL = 3.5;

export function rankLevelNear(rating: number | null): number {
  if (rating === null) return DEFAULT_RANK_LEVEL;
  return RANK_LEVELS.reduce((best, level) => (Math.abs(level - rating) < Math.abs(best - rating) ? level : best));
}

/** POST leagues/createPrivate (issue 38, ADR 075): any signed-in player starts a league of their own. */
export const privateLeagueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/createPrivate',
    {
      schema: {
        tags,
        description:
          'A private league made by the caller, who becomes its organizer: not public, with one division ' +
          "('Division 1') ready, and with organizer_plays the caller's primary player registered in it. It " +
          `starts in draft, as every league does. At most ${MAX_UNFINISHED_PRIVATE_LEAGUES} unfinished ones each.`,
        body: createPrivateLeagueRequest,
        response: { 201: leagueDto, 400: errorResponse, 401: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const actor = await requireUser(request);
      const { organizer_plays: organizerPlays, ...fields } = request.body;
      await requireRegion(app.db, fields.region_id);
      const player = await findPrimaryPlayer(app.db, actor.id);
      if (organizerPlays && (!player || lacksCompleteProfile(player))) throw badRequest(PROFILE_INCOMPLETE);
      const gender: DivisionDto['gender'] = fields.gender ?? 'coed';
      const result = await createPrivateLeague(app.db, {
        organizerUserId: actor.id,
        columns: leagueColumns(fields),
        division: { divisionName: 'Division 1', rankLevel: rankLevelNear(player?.rating ?? null), gender },
        playerId: organizerPlays && player ? player.id : null,
      }).catch(regionVanished);
      if (result.outcome === 'too-many') throw conflict(TOO_MANY_PRIVATE_LEAGUES);
      const view = await findLeagueView(app.db, result.league.id, { userId: actor.id, admin: false });
      if (!view) throw notFound(LEAGUE_NOT_FOUND);
      return reply.status(201).send(toLeagueDto(view));
    },
  );
};
