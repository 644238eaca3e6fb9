import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { countEntries } from '../db/queries/registrations';
import { leaguePairs, notifications, registrations } from '../db/schema';
import { expectError } from '../test/assertions';
import { answer, doublesLeague, invite, pairPlayers, pairRowsOf, withdraw } from '../test/pair-fixtures';
import { signedInUser } from '../test/test-app';
import { useTwoApps } from '../test/two-apps';
import { alreadyPaired, NOT_INVITED } from './pair-messages';
import { LEAGUE_FULL } from './registration-messages';

// Runs only against a PostgreSQL server (TEST_DATABASE_URL): two apps, each with its own connection pool, stand
// for two server processes, so the requests below truly run at once and the database alone decides (ADR 078).

const apps = useTwoApps();

const ROUNDS = 4;

const both = () => apps as [FastifyInstance, FastifyInstance];

async function openDoubles(overrides: Record<string, unknown> = {}) {
  const [a] = both();
  const admin = await signedInUser(a, 'admin');
  return doublesLeague(a, admin.cookie, overrides);
}

const registeredIn = async (leagueId: number) =>
  (await apps[0]!.db.select().from(registrations).where(eq(registrations.leagueId, leagueId))).map(
    (row) => row.playerId,
  );

describe('pairs at once', () => {
  it('two players inviting the same partner: one invitation, the other hears the partner is taken', async () => {
    const [a, b] = both();
    for (let round = 0; round < ROUNDS; round++) {
      const league = await openDoubles();
      const [ann, cy, bo] = await pairPlayers(a, ['Ladies', 'Ladies', 'Mens']);
      const answers = await Promise.all([invite(a, ann!, league.id, bo!), invite(b, cy!, league.id, bo!)]);
      expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 409]);
      expectError(
        answers.find((response) => response.statusCode === 409)!,
        409,
        alreadyPaired(bo!.player, 'other'),
      );
      const pairs = await pairRowsOf(a, league.id);
      expect(pairs).toHaveLength(1);
      // Only the winner was registered: the loser's registration rolled back with the refusal.
      expect(await registeredIn(league.id)).toEqual([pairs[0]!.anchorPlayerId]);
      const told = await a.db.select().from(notifications).where(eq(notifications.userId, bo!.user.id));
      expect(told.map((row) => row.kind)).toEqual(['partner_invited']);
    }
  });

  it("accept racing withdraw: exactly one wins, and the state is the winner's", async () => {
    const [a, b] = both();
    for (let round = 0; round < ROUNDS * 2; round++) {
      const league = await openDoubles();
      const [ann, bo] = await pairPlayers(a, ['Ladies', 'Mens']);
      const pair = (await invite(a, ann!, league.id, bo!)).json() as { id: number };
      const [accepted, withdrawn] = await Promise.all([
        answer(a, bo!.cookie, pair.id, 'accept'),
        withdraw(b, ann!.cookie, pair.id),
      ]);
      const codes = [accepted.statusCode, withdrawn.statusCode];
      const [stored] = await a.db.select().from(leaguePairs).where(eq(leaguePairs.id, pair.id));
      if (accepted.statusCode === 200) {
        expect(codes).toEqual([200, 409]);
        expectError(withdrawn, 409, NOT_INVITED);
        expect(stored?.status).toBe('complete');
        expect((await registeredIn(league.id)).sort()).toEqual([ann!.player.id, bo!.player.id].sort());
      } else {
        // The withdrawal came first: the accept finds no invitation left.
        expect(codes).toEqual([404, 200]);
        expect(stored).toBeUndefined();
        expect(await registeredIn(league.id)).toEqual([ann!.player.id]);
      }
    }
  });

  it('two pairs taking the last place: one gets it, the other hears the league is full', async () => {
    const [a, b] = both();
    for (let round = 0; round < ROUNDS; round++) {
      const league = await openDoubles({ max_registrations: 1 });
      const [ann, bo, cy, di] = await pairPlayers(a, ['Ladies', 'Mens', 'Ladies', 'Mens']);
      const answers = await Promise.all([invite(a, ann!, league.id, bo!), invite(b, cy!, league.id, di!)]);
      expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 409]);
      expectError(
        answers.find((response) => response.statusCode === 409)!,
        409,
        LEAGUE_FULL,
      );
      expect(await pairRowsOf(a, league.id)).toHaveLength(1);
      expect(await countEntries(a.db, league.id)).toBe(1);
    }
  });

  it("the invited partner's accept sent twice at once: one completes the pair, the other is told it is done", async () => {
    const [a, b] = both();
    for (let round = 0; round < ROUNDS; round++) {
      const league = await openDoubles();
      const [ann, bo] = await pairPlayers(a, ['Ladies', 'Mens']);
      const pair = (await invite(a, ann!, league.id, bo!)).json() as { id: number };
      const answers = await Promise.all([
        answer(a, bo!.cookie, pair.id, 'accept'),
        answer(b, bo!.cookie, pair.id, 'accept'),
      ]);
      expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      expectError(
        answers.find((response) => response.statusCode === 409)!,
        409,
        NOT_INVITED,
      );
      expect((await registeredIn(league.id)).sort()).toEqual([ann!.player.id, bo!.player.id].sort());
      const told = await a.db.select().from(notifications).where(eq(notifications.userId, ann!.user.id));
      expect(told.map((row) => row.kind)).toEqual(['partner_accepted']);
    }
  });
});
