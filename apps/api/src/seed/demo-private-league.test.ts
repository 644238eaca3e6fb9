import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagueDto, myLeaguesResponse } from '@courtside/shared/schemas/leagues';
import { leagueInviteLinksResponse } from '@courtside/shared/schemas/league-invites';
import { seasonViewResponse } from '@courtside/shared/schemas/season';
import { seedDemoClub } from '../db/queries/demo-seed';
import { findLeagueByName } from '../db/queries/leagues';
import { leagues, matchProposals, matches, registrations } from '../db/schema';
import { expectContract, expectError } from '../test/assertions';
import { hashPassword } from '../lib/passwords';
import { createTestApp, injectAs, signIn, type TestApp } from '../test/test-app';
import { DEMO_PASSWORD, demoClubFor, demoPlayers } from './demo-club';
import {
  DEMO_FRIENDS_BOOKED,
  DEMO_FRIENDS_PLAYED,
  DEMO_ORGANIZER_PLAYER,
  DEMO_PRIVATE_LEAGUE_NAME,
} from './demo-private-league';
import { DEMO_EVERY_STATE_PLAYER } from './demo-season';

let t: TestApp;
const TODAY = new Date().toISOString().slice(0, 10);
const club = async () => demoClubFor(TODAY, { passwordHash: await hashPassword(DEMO_PASSWORD) });

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoClub(t.app.db, await club())).toBe('seeded');
});
afterAll(() => t.close());

async function friendsLeague() {
  const row = await findLeagueByName(t.app.db, DEMO_PRIVATE_LEAGUE_NAME);
  if (!row) throw new Error('no private league');
  return row;
}
const as = async (index: number) => signIn(t.app, demoPlayers()[index]!.email, DEMO_PASSWORD);
const get = (cookie: string, url: string) => injectAs(t.app, cookie, { method: 'GET', url: `/api/1.0/${url}` });

describe('the demo private league (issue 38)', () => {
  it('is a private league of six friends under way, run by a player who can sign in', async () => {
    const league = await friendsLeague();
    expect(league).toMatchObject({ publicVisible: false, leagueStatus: 'active' });
    const cookie = await as(DEMO_ORGANIZER_PLAYER);
    const seen = expectContract(await get(cookie, `leagues/get?league_id=${league.id}`), 200, leagueDto);
    const organizer = demoPlayers()[DEMO_ORGANIZER_PLAYER]!;
    expect(seen.organizer_name).toBe(`${organizer.firstname} ${organizer.lastname}`);
    expect(seen.registration_count).toBe(6);
    const mine = expectContract(await get(cookie, 'leagues/myLeagues'), 200, myLeaguesResponse);
    expect(mine.map((entry) => entry.league_name)).toContain(DEMO_PRIVATE_LEAGUE_NAME);
    // Its organizer reads its season as an admin would.
    expectContract(await get(cookie, `admin/seasonView?league_id=${league.id}`), 200, seasonViewResponse);
  });

  it('is half way through its 15 matches: some played and confirmed, some booked, one proposed', async () => {
    const league = await friendsLeague();
    const rows = await t.app.db.select().from(matches).where(eq(matches.leagueId, league.id));
    expect(rows).toHaveLength(15);
    const played = rows.filter((row) => row.status === 'normal');
    expect(played).toHaveLength(DEMO_FRIENDS_PLAYED);
    expect(played.every((row) => row.scoreConfirmation === 'confirmed' && row.matchDatetime! < new Date())).toBe(true);
    const booked = rows.filter((row) => row.status === 'scheduled');
    expect(booked).toHaveLength(DEMO_FRIENDS_BOOKED);
    expect(booked.every((row) => row.matchDatetime! > new Date())).toBe(true);
    const proposals = await t.app.db.select().from(matchProposals).where(eq(matchProposals.leagueId, league.id));
    expect(proposals.map((proposal) => proposal.status)).toEqual(['pending']);
  });

  it('has one working invite link and one turned off', async () => {
    const league = await friendsLeague();
    const links = expectContract(
      await get(await as(DEMO_ORGANIZER_PLAYER), `league-invites/list?league_id=${league.id}`),
      200,
      leagueInviteLinksResponse,
    );
    expect(links.map((link) => link.revoked_at === null).sort()).toEqual([false, true]);
  });

  it('stays hidden from club players outside it', async () => {
    const league = await friendsLeague();
    expectError(
      await get(await as(DEMO_EVERY_STATE_PLAYER), `leagues/get?league_id=${league.id}`),
      404,
      'League not found.',
    );
  });

  it('is made once', async () => {
    expect(await seedDemoClub(t.app.db, await club())).toBe('already-seeded');
    const [row] = await t.app.db
      .select({ count: count() })
      .from(leagues)
      .where(eq(leagues.name, DEMO_PRIVATE_LEAGUE_NAME));
    expect(row!.count).toBe(1);
    const league = await friendsLeague();
    const [registered] = await t.app.db
      .select({ count: count() })
      .from(registrations)
      .where(eq(registrations.leagueId, league.id));
    expect(registered!.count).toBe(6);
  });
});
