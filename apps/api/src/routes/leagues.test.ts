import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myLeaguesResponse, type LeagueStatus } from '@courtside/shared/schemas/leagues';
import { insertPlayer } from '../db/queries/players';
import { leagues, registrations } from '../db/schema';
import { UNAUTHORIZED_MESSAGE, expectContract, expectError } from '../test/assertions';
import { createTestApp, createUser, signedInUser, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// League management is not built yet, so leagues and registrations are written straight into the database.
async function insertLeague(name: string, leagueStatus: LeagueStatus) {
  const [row] = await t.app.db
    .insert(leagues)
    .values({
      name,
      leagueType: 'Singles',
      leagueStatus,
      season: 'Spring 2025',
      registrationStart: '2025-02-01',
      registrationEnd: '2025-02-28',
      playStart: '2025-03-15',
      playEnd: '2025-06-30',
      ageCategory: 'Adult',
    })
    .returning();
  return row!;
}

async function register(playerId: number, leagueId: number) {
  await t.app.db.insert(registrations).values({ playerId, leagueId });
}

const myLeagues = (caller: Awaited<ReturnType<typeof signedInUser>>) =>
  caller.request({ method: 'GET', url: '/api/1.0/leagues/myLeagues' });

describe('GET leagues/myLeagues', () => {
  it('is empty for a new user', async () => {
    const caller = await signedInUser(t.app);
    await insertLeague('Somebody else’s league', 'active');
    expect(expectContract(await myLeagues(caller), 200, myLeaguesResponse)).toEqual([]);
  });

  it("lists the leagues any of the user's players is registered in, once each, in league order", async () => {
    const caller = await signedInUser(t.app);
    const second = await insertPlayer(t.app.db, {
      userId: caller.user.id,
      primaryPlayer: false,
      firstName: 'Dbl',
      lastName: 'Partner',
    });
    const other = await createUser(t.app);
    const open = await insertLeague('Spring Singles', 'registration_open');
    const active = await insertLeague('Summer Ladder', 'active');
    const notMine = await insertLeague('Other Folks', 'completed');
    await register(caller.player.id, active.id);
    await register(caller.player.id, open.id);
    await register(second.id, active.id);
    await register(other.player.id, notMine.id);
    await register(other.player.id, active.id);

    const entries = expectContract(await myLeagues(caller), 200, myLeaguesResponse);
    expect(entries).toEqual([
      { league_id: open.id, league_name: 'Spring Singles', league_status: 'registration_open' },
      { league_id: active.id, league_name: 'Summer Ladder', league_status: 'active' },
    ]);
  });

  it('lists a league reached only through a non-primary player', async () => {
    const caller = await signedInUser(t.app);
    const extra = await insertPlayer(t.app.db, {
      userId: caller.user.id,
      primaryPlayer: false,
      firstName: 'Alt',
      lastName: 'Ego',
    });
    const league = await insertLeague('Doubles Night', 'in_progress');
    await register(extra.id, league.id);
    expect(expectContract(await myLeagues(caller), 200, myLeaguesResponse)).toEqual([
      { league_id: league.id, league_name: 'Doubles Night', league_status: 'in_progress' },
    ]);
  });

  it('refuses an anonymous caller', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/1.0/leagues/myLeagues' }), 401, UNAUTHORIZED_MESSAGE);
  });
});
