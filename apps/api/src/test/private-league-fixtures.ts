import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { leagueInviteLinkDto, type LeagueInviteLinkDto } from '@courtside/shared/schemas/league-invites';
import { leagueDto, type LeagueDto } from '@courtside/shared/schemas/leagues';
import { divisionsListResponse } from '@courtside/shared/schemas/divisions';
import { expectContract } from './assertions';
import { leagueBody, publish, quickPlayers, registerAll, signedInAs, stepTo } from './league-fixtures';
import { injectAs, signedInUser } from './test-app';

/** A private league's body: the league form's fields, and whether its organizer plays (issue 38). */
export const privateLeagueBody = (overrides: Record<string, unknown> = {}) =>
  leagueBody({ name: 'Friday Friends', ...overrides });

export function createPrivate(app: FastifyInstance, cookie: string, overrides: Record<string, unknown> = {}) {
  return injectAs(app, cookie, {
    method: 'POST',
    url: '/api/1.0/leagues/createPrivate',
    payload: privateLeagueBody(overrides),
  });
}

/** A private league made through the API by a new signed-in player, who plays in it unless told. */
export async function privateLeague(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const organizer = await signedInUser(app);
  const league: LeagueDto = expectContract(await createPrivate(app, organizer.cookie, overrides), 201, leagueDto);
  const [division] = expectContract(
    await injectAs(app, organizer.cookie, { method: 'GET', url: `/api/1.0/divisions/byLeague?league_id=${league.id}` }),
    200,
    divisionsListResponse,
  );
  return { organizer, league, division: division! };
}

/**
 * A private league its organizer has run to `status` (active unless told) through the API: `friends` players
 * registered beside the organizer, all placed in its one division, so the round robin has made their matches.
 */
export async function privateLeagueUnderWay(
  app: FastifyInstance,
  { friends = 3, status = 'active' as const }: { friends?: number; status?: 'active' | 'pending_start' } = {},
) {
  const made = await privateLeague(app);
  const { organizer, league, division } = made;
  const people = await quickPlayers(app, friends);
  await registerAll(
    app,
    league.id,
    people.map((person) => person.player.id),
  );
  await stepTo(app, organizer.cookie, league.id, 'registration_closed');
  const ids = [organizer.player.id, ...people.map((person) => person.player.id)];
  expect((await publish(app, organizer.cookie, league.id, { [division.id]: ids })).statusCode).toBe(200);
  await stepTo(app, organizer.cookie, league.id, status);
  const members = await Promise.all(
    people.map(async (person) => ({ ...person, ...(await signedInAs(app, person.email)) })),
  );
  return { ...made, members };
}

/** An invite link made through the API by `cookie`'s user. */
export async function inviteLink(
  app: FastifyInstance,
  cookie: string,
  leagueId: number,
  maxUses: number | null = null,
): Promise<LeagueInviteLinkDto> {
  const response = await injectAs(app, cookie, {
    method: 'POST',
    url: '/api/1.0/league-invites/create',
    payload: { league_id: leagueId, max_uses: maxUses },
  });
  return expectContract(response, 201, leagueInviteLinkDto);
}
