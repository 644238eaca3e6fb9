import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@courtside/shared/schemas/common';
import {
  LEAGUE_INVITE_MESSAGES,
  createLeagueInviteLinkRequest,
  joinLeagueRequest,
  joinLeagueResponse,
  leagueInviteLinkDto,
  leagueInviteLinksResponse,
  leagueInvitePreviewDto,
  leagueInviteTokenQuery,
  revokeLeagueInviteLinkRequest,
} from '@courtside/shared/schemas/league-invites';
import { leagueIdQuery } from '@courtside/shared/schemas/leagues';
import { isLeagueReadOnly, readOnlyLeagueMessage } from '@courtside/shared/league/league-changes';
import {
  MAX_LIVE_INVITE_LINKS,
  createInviteLink,
  findInviteLinkById,
  findInviteLinkByToken,
  hasUsedInviteLink,
  joinThroughInviteLink,
  linkState,
  listInviteLinks,
  revokeInviteLink,
  type InviteLinkRow,
} from '../db/queries/league-invites';
import { findPrimaryPlayer } from '../db/queries/players';
import { findRegistration } from '../db/queries/registrations';
import { findLeagueView, type LeagueView } from '../db/queries/leagues';
import { badRequest, conflict, notFound } from '../lib/errors';
import { authRateLimit, reserveLinkCheck } from '../lib/rate-limit';
import { currentUser, requireUser } from '../lib/session';
import { LEAGUE_NOT_FOUND, managesLeague, requireLeagueManager, viewerOf } from './league-access';
import { LEAGUE_FULL, NOT_OPEN, PROFILE_INCOMPLETE, lacksCompleteProfile } from './registration-messages';

// A private league's invite links (issue 38, ADR 075): its managers make, list and turn off links; anyone holding
// one may look at what it invites to (no sign-in), and a signed-in person joins through it.

const tags = ['league-invites'];
const refusals = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

export const LINK_NOT_FOUND = 'Invite link not found.';
export const TOO_MANY_LINKS =
  `This league already has ${MAX_LIVE_INVITE_LINKS} invite links that work. ` + 'Turn one off before making another.';

const joinPath = (token: string) => `/leagues/join/${token}`;

function toInviteLinkDto(link: InviteLinkRow) {
  return {
    id: link.id,
    league_id: link.leagueId,
    token: link.token,
    path: joinPath(link.token),
    max_uses: link.maxUses,
    use_count: link.useCount,
    revoked_at: link.revokedAt?.toISOString() ?? null,
    created_at: link.createdAt.toISOString(),
  };
}

/** What the join page tells about the league: enough to decide, nothing of its people. */
function toPreviewLeague(league: LeagueView) {
  return {
    id: league.id,
    name: league.name,
    season: league.season,
    league_type: league.leagueType,
    league_status: league.leagueStatus,
    organizer_name: league.organizerName,
    registration_count: league.registrationCount,
    max_registrations: league.maxRegistrations,
  };
}

export const leagueInviteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/list',
    { schema: { tags, querystring: leagueIdQuery, response: { 200: leagueInviteLinksResponse, ...refusals } } },
    async (request) => {
      await requireLeagueManager(app.db, request.query.league_id, await requireUser(request));
      return (await listInviteLinks(app.db, request.query.league_id)).map(toInviteLinkDto);
    },
  );

  app.post(
    '/create',
    {
      schema: {
        tags,
        description: `A new link to a private league; at most ${MAX_LIVE_INVITE_LINKS} working links per league.`,
        body: createLeagueInviteLinkRequest,
        response: { 201: leagueInviteLinkDto, ...refusals },
      },
    },
    async (request, reply) => {
      const actor = await requireUser(request);
      const { league_id: leagueId, max_uses: maxUses } = request.body;
      await requireLeagueManager(app.db, leagueId, actor);
      const result = await createInviteLink(app.db, {
        leagueId,
        // 16 random bytes: a link cannot be guessed, and the preview's throttle keeps anyone from trying.
        token: randomBytes(16).toString('base64url'),
        createdByUserId: actor.id,
        maxUses,
      });
      switch (result.outcome) {
        case 'created':
          return reply.status(201).send(toInviteLinkDto(result.link));
        case 'league-not-found':
          throw notFound(LEAGUE_NOT_FOUND);
        case 'not-private':
          throw badRequest(LEAGUE_INVITE_MESSAGES.notPrivate);
        case 'read-only':
          throw conflict(readOnlyLeagueMessage(result.status));
        case 'too-many':
          throw conflict(TOO_MANY_LINKS);
      }
    },
  );

  app.post(
    '/revoke',
    {
      schema: {
        tags,
        description: 'Turns a link off for good; turning off a link already off changes nothing.',
        body: revokeLeagueInviteLinkRequest,
        response: { 200: leagueInviteLinkDto, ...refusals },
      },
    },
    async (request) => {
      const actor = await requireUser(request);
      const link = await findInviteLinkById(app.db, request.body.id);
      const league = link && (await findLeagueView(app.db, link.leagueId, viewerOf(actor)));
      // Someone else's link is as unknown as a missing one: its league may be one they cannot even see.
      if (!link || !league || !managesLeague(league, actor)) throw notFound(LINK_NOT_FOUND);
      const revoked = await revokeInviteLink(app.db, link.id, new Date());
      if (!revoked) throw notFound(LINK_NOT_FOUND);
      return toInviteLinkDto(revoked);
    },
  );

  app.get(
    '/preview',
    {
      schema: {
        tags,
        description:
          'What an invite link invites to, for the join page. No sign-in needed: the token is the invitation. ' +
          'Unknown tokens count against the address, so tokens cannot be guessed.',
        querystring: leagueInviteTokenQuery,
        response: { 200: leagueInvitePreviewDto, 404: errorResponse, 429: errorResponse },
      },
      config: authRateLimit(app),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const attempt = await reserveLinkCheck(request, reply);
      const found = await findInviteLinkByToken(app.db, request.query.token);
      if (!found) throw notFound(LEAGUE_INVITE_MESSAGES.invalid);
      await attempt.succeeded();
      const viewer = await currentUser(request);
      return {
        league: toPreviewLeague(found.league),
        link_state: linkState(found.link),
        viewer_is_member: viewer ? await isPrimaryPlayerIn(viewer.id, found.league.id) : null,
      };
    },
  );

  app.post(
    '/join',
    {
      schema: {
        tags,
        description:
          "Registers the caller's primary player in the link's league, counting one use of the link (none when " +
          'the caller signed up through it).',
        body: joinLeagueRequest,
        response: { 201: joinLeagueResponse, ...refusals, 429: errorResponse },
      },
      config: authRateLimit(app),
    },
    async (request, reply) => {
      const actor = await requireUser(request);
      const attempt = await reserveLinkCheck(request, reply);
      const found = await findInviteLinkByToken(app.db, request.body.token);
      if (!found) throw notFound(LEAGUE_INVITE_MESSAGES.invalid);
      await attempt.succeeded();
      const { link, league } = found;
      // The common refusals answered early, in the order the page explains them; the transaction decides.
      const state = linkState(link);
      if (state === 'revoked') throw conflict(LEAGUE_INVITE_MESSAGES.revoked);
      if (state === 'used_up' && !(await hasUsedInviteLink(app.db, link.id, actor.id))) {
        throw conflict(LEAGUE_INVITE_MESSAGES.usedUp);
      }
      const player = await findPrimaryPlayer(app.db, actor.id);
      if (player && (await findRegistration(app.db, player.id, league.id))) {
        throw conflict(LEAGUE_INVITE_MESSAGES.alreadyMember);
      }
      if (!player || lacksCompleteProfile(player)) throw badRequest(PROFILE_INCOMPLETE);
      const result = await joinThroughInviteLink(app.db, {
        linkId: link.id,
        leagueId: league.id,
        playerId: player.id,
        userId: actor.id,
      });
      switch (result.outcome) {
        case 'registered':
          return reply.status(201).send({ league_id: league.id, player_id: player.id });
        case 'league-not-found':
          throw notFound(LEAGUE_INVITE_MESSAGES.invalid);
        case 'not-open':
          throw conflict(isLeagueReadOnly(result.status) ? readOnlyLeagueMessage(result.status) : NOT_OPEN);
        case 'already-registered':
          throw conflict(LEAGUE_INVITE_MESSAGES.alreadyMember);
        case 'full':
          throw conflict(LEAGUE_FULL);
        case 'revoked':
          throw conflict(LEAGUE_INVITE_MESSAGES.revoked);
        case 'used-up':
          throw conflict(LEAGUE_INVITE_MESSAGES.usedUp);
      }
    },
  );

  async function isPrimaryPlayerIn(userId: number, leagueId: number) {
    const player = await findPrimaryPlayer(app.db, userId);
    return player !== undefined && (await findRegistration(app.db, player.id, leagueId)) !== undefined;
  }
};
