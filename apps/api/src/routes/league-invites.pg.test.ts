import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { LEAGUE_INVITE_MESSAGES } from '@courtside/shared/schemas/league-invites';
import { leagueInviteLinks, leagues, registrations } from '../db/schema';
import { expectError } from '../test/assertions';
import { quickPlayers, signedInAs, stepTo } from '../test/league-fixtures';
import { createPrivate, inviteLink, privateLeague } from '../test/private-league-fixtures';
import { signedInUser } from '../test/test-app';
import { useTwoApps } from '../test/two-apps';
import { TOO_MANY_PRIVATE_LEAGUES } from './private-leagues';

// Runs only against a PostgreSQL server (TEST_DATABASE_URL): two apps, each with its own connection pool, stand
// for two server processes, so the requests below truly run at once and the database alone decides (ADR 075).

const apps = useTwoApps();

const ROUNDS = 4;

const join = (app: FastifyInstance, cookie: string, token: string) =>
  app.inject({ method: 'POST', url: '/api/1.0/league-invites/join', payload: { token }, headers: { cookie } });

/** A private league open for registration and two signed-in friends outside it. */
async function openLeagueAndTwoFriends(overrides: Record<string, unknown> = {}) {
  const [a] = apps as [FastifyInstance];
  const made = await privateLeague(a, overrides);
  await stepTo(a, made.organizer.cookie, made.league.id, 'registration_open');
  const friends = await Promise.all((await quickPlayers(a, 2)).map((person) => signedInAs(a, person.email)));
  return { ...made, friends: friends as [(typeof friends)[number], (typeof friends)[number]] };
}

const registered = async (leagueId: number) =>
  (await apps[0]!.db.select().from(registrations).where(eq(registrations.leagueId, leagueId))).length;

describe('two people at once', () => {
  it('through a link with one use left: one joins, the other hears it is used up, the count is 1', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    for (let round = 0; round < ROUNDS; round++) {
      const { organizer, league, friends } = await openLeagueAndTwoFriends();
      const link = await inviteLink(a, organizer.cookie, league.id, 1);
      const answers = await Promise.all([
        join(a, friends[0].cookie, link.token),
        join(b, friends[1].cookie, link.token),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      expectError(
        answers.find((answer) => answer.statusCode === 409)!,
        409,
        LEAGUE_INVITE_MESSAGES.usedUp,
      );
      const [stored] = await a.db.select().from(leagueInviteLinks).where(eq(leagueInviteLinks.id, link.id));
      expect(stored!.useCount).toBe(1);
      // The organizer and the one who got in.
      expect(await registered(league.id)).toBe(2);
    }
  });

  it('into a league with one place left: one joins, the other hears it is full', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    for (let round = 0; round < ROUNDS; round++) {
      const { organizer, league, friends } = await openLeagueAndTwoFriends({ max_registrations: 2 });
      const link = await inviteLink(a, organizer.cookie, league.id);
      const answers = await Promise.all([
        join(a, friends[0].cookie, link.token),
        join(b, friends[1].cookie, link.token),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      expectError(
        answers.find((answer) => answer.statusCode === 409)!,
        409,
        'This league is full.',
      );
      expect(await registered(league.id)).toBe(2);
      const [stored] = await a.db.select().from(leagueInviteLinks).where(eq(leagueInviteLinks.id, link.id));
      expect(stored!.useCount).toBe(1);
    }
  });

  it('one organizer creating two leagues at the cap of five: one is made, the other refused', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    for (let round = 0; round < ROUNDS; round++) {
      const organizer = await signedInUser(a);
      for (let i = 0; i < 4; i++)
        expect((await createPrivate(a, organizer.cookie, { name: `L${i}` })).statusCode).toBe(201);
      const answers = await Promise.all([
        createPrivate(a, organizer.cookie, { name: 'Fifth A' }),
        createPrivate(b, organizer.cookie, { name: 'Fifth B' }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      expectError(
        answers.find((answer) => answer.statusCode === 409)!,
        409,
        TOO_MANY_PRIVATE_LEAGUES,
      );
      const organized = await a.db.select().from(leagues).where(eq(leagues.organizerUserId, organizer.user.id));
      expect(organized).toHaveLength(5);
    }
  });
});
