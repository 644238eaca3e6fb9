import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { pairDto, type PairDto } from '@courtside/shared/schemas/pairs';
import { leaguePairs, notifications, players } from '../db/schema';
import { expectContract } from './assertions';
import { postLeague, quickPlayers, signedInAs, stepTo } from './league-fixtures';
import { injectAs } from './test-app';

// Doubles pairs through the real API (issue 37, ADR 078), for the pairs, board and race tests.

/** New signed-in players, each the primary player of their own account, with the Play Type asked for. */
export async function pairPlayers(app: FastifyInstance, genders: readonly ('Mens' | 'Ladies')[]) {
  const made = await quickPlayers(app, genders.length);
  return Promise.all(
    made.map(async (person, index) => {
      await app.db.update(players).set({ gender: genders[index]! }).where(eq(players.id, person.player.id));
      return {
        ...person,
        player: { ...person.player, gender: genders[index]! },
        ...(await signedInAs(app, person.email)),
      };
    }),
  );
}

export type PairPlayer = Awaited<ReturnType<typeof pairPlayers>>[number];

/** A club league of this type (Doubles unless told), stepped to `status` (open for registration unless told). */
export async function doublesLeague(
  app: FastifyInstance,
  adminCookie: string,
  { status = 'registration_open', ...overrides }: Record<string, unknown> & { status?: string } = {},
) {
  const league = await postLeague(app, adminCookie, { name: 'Doubles Ladder', league_type: 'Doubles', ...overrides });
  await stepTo(app, adminCookie, league.id, status as Parameters<typeof stepTo>[3]);
  return league;
}

/** The anchor-to-be: a signed-in caller and the player they enter with. */
export interface Inviter {
  cookie: string;
  player: { id: number };
}

export function invite(app: FastifyInstance, anchor: Inviter, leagueId: number, partner: { email: string }) {
  return injectAs(app, anchor.cookie, {
    method: 'POST',
    url: '/api/1.0/pairs/invite',
    payload: { league_id: leagueId, player_id: anchor.player.id, partner_email: partner.email },
  });
}

export function answer(app: FastifyInstance, cookie: string, pairId: number, verb: 'accept' | 'decline') {
  return injectAs(app, cookie, { method: 'PUT', url: `/api/1.0/pairs/${verb}`, payload: { pair_id: pairId } });
}

export function withdraw(app: FastifyInstance, cookie: string, pairId: number) {
  return injectAs(app, cookie, { method: 'DELETE', url: `/api/1.0/pairs/withdraw?pair_id=${pairId}` });
}

/** A complete pair made the players' way: the anchor invites, the partner accepts. */
export async function completePair(app: FastifyInstance, leagueId: number, anchor: Inviter, partner: PairPlayer) {
  const invited: PairDto = expectContract(await invite(app, anchor, leagueId, partner), 201, pairDto);
  return expectContract(await answer(app, partner.cookie, invited.id, 'accept'), 200, pairDto);
}

export async function storedPair(app: FastifyInstance, pairId: number) {
  const [row] = await app.db.select().from(leaguePairs).where(eq(leaguePairs.id, pairId));
  return row;
}

export async function pairRowsOf(app: FastifyInstance, leagueId: number) {
  return app.db.select().from(leaguePairs).where(eq(leaguePairs.leagueId, leagueId));
}

/** The kinds of the notifications a user has, oldest first. */
export async function notificationKindsOf(app: FastifyInstance, userId: number) {
  const rows = await app.db.select().from(notifications).where(eq(notifications.userId, userId));
  return rows.sort((a, b) => a.id - b.id).map((row) => row.kind);
}

export function expectPairOf(pair: PairDto, anchor: PairPlayer, partner: PairPlayer, status: PairDto['status']) {
  expect({ anchor: pair.anchor.player_id, partner: pair.partner.player_id, status: pair.status }).toEqual({
    anchor: anchor.player.id,
    partner: partner.player.id,
    status,
  });
}
