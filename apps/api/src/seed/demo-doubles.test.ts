import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pairGenderRefusal } from '@courtside/shared/league/pairs';
import { overlapsResponse } from '@courtside/shared/schemas/availability';
import { playerRecordsResponse } from '@courtside/shared/schemas/player-records';
import { standingsResponse } from '@courtside/shared/schemas/standings';
import { seedDemoDoubles } from '../db/queries/demo-doubles';
import { seedDemoClub } from '../db/queries/demo-seed';
import { findLeagueByName } from '../db/queries/leagues';
import { divisionAssignments, leaguePairs, matchProposals, matches, players, registrations } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { expectContract } from '../test/assertions';
import { createTestApp, injectAs, signIn, type TestApp } from '../test/test-app';
import { DEMO_PASSWORD, demoClubFor, demoPlayers } from './demo-club';
import {
  DEMO_MIXED_DIVISIONS,
  DEMO_MIXED_LEAGUE_NAME,
  DEMO_OPEN_DOUBLES,
  DEMO_OPEN_DOUBLES_LEAGUE_NAME,
} from './demo-doubles';
import { DEMO_EVERY_STATE_PLAYER } from './demo-season';

// The demo's doubles (issue 37 item 6): a mixed doubles league under way, and pairs in the open Doubles league.

let t: TestApp;
const TODAY = new Date().toISOString().slice(0, 10);
const people = demoPlayers();

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoClub(t.app.db, demoClubFor(TODAY, { passwordHash: await hashPassword(DEMO_PASSWORD) }));
  expect(await seedDemoDoubles(t.app.db, { players: people, today: TODAY })).toEqual({
    mixedLeague: true,
    openPairs: true,
  });
});
afterAll(() => t.close());

async function leagueNamed(name: string) {
  const row = await findLeagueByName(t.app.db, name);
  if (!row) throw new Error(`no ${name}`);
  return row;
}
const get = async (index: number, url: string) =>
  injectAs(t.app, await signIn(t.app, people[index]!.email, DEMO_PASSWORD), { method: 'GET', url: `/api/1.0/${url}` });

describe('the demo mixed doubles league', () => {
  it('has eight complete pairs of one man and one woman, the anchors placed in two divisions', async () => {
    const league = await leagueNamed(DEMO_MIXED_LEAGUE_NAME);
    expect(league).toMatchObject({ leagueType: 'Mixed', leagueStatus: 'active' });
    const pairs = await t.app.db
      .select({ anchor: leaguePairs.anchorPlayerId, partner: leaguePairs.partnerPlayerId, status: leaguePairs.status })
      .from(leaguePairs)
      .where(eq(leaguePairs.leagueId, league.id));
    expect(pairs).toHaveLength(8);
    expect(pairs.every((pair) => pair.status === 'complete')).toBe(true);
    const genders = new Map(
      (await t.app.db.select({ id: players.id, gender: players.gender }).from(players)).map((row) => [
        row.id,
        row.gender,
      ]),
    );
    for (const pair of pairs)
      expect(pairGenderRefusal('Mixed', genders.get(pair.anchor), genders.get(pair.partner))).toBeNull();
    const placed = await t.app.db
      .select({ playerId: divisionAssignments.playerId })
      .from(divisionAssignments)
      .where(eq(divisionAssignments.leagueId, league.id));
    expect(placed.map((row) => row.playerId).sort()).toEqual(pairs.map((pair) => pair.anchor).sort());
    const [registered] = await t.app.db
      .select({ n: count() })
      .from(registrations)
      .where(eq(registrations.leagueId, league.id));
    expect(registered!.n).toBe(16);
  });

  it('is half played: confirmed scores, one to confirm, matches booked ahead and a proposal from pair to pair', async () => {
    const league = await leagueNamed(DEMO_MIXED_LEAGUE_NAME);
    const rows = await t.app.db.select().from(matches).where(eq(matches.leagueId, league.id));
    expect(rows).toHaveLength(12);
    expect(rows.filter((row) => row.scoreConfirmation === 'confirmed')).toHaveLength(6);
    expect(rows.filter((row) => row.scoreConfirmation === 'pending')).toHaveLength(1);
    const booked = rows.filter((row) => row.status === 'scheduled');
    expect(booked.length).toBeGreaterThanOrEqual(2);
    expect(booked.every((row) => row.matchDatetime! > new Date())).toBe(true);
    const proposals = await t.app.db
      .select()
      .from(matchProposals)
      .where(and(eq(matchProposals.leagueId, league.id), eq(matchProposals.status, 'pending')));
    expect(proposals).toHaveLength(1);
    const anchors = new Set(rows.flatMap((row) => [row.homePlayerId, row.awayPlayerId]));
    expect(anchors.has(proposals[0]!.proposerPlayerId) && anchors.has(proposals[0]!.opponentPlayerId)).toBe(true);
  });

  it('shows the README player in it, with his partner, his standing, his record and times all four are free', async () => {
    const league = await leagueNamed(DEMO_MIXED_LEAGUE_NAME);
    const james = DEMO_EVERY_STATE_PLAYER;
    const partner = DEMO_MIXED_DIVISIONS[0]!.pairs[0]!.partner;
    const records = expectContract(await get(james, 'players/records'), 200, playerRecordsResponse).records;
    const mixed = records.find((record) => record.league_id === league.id);
    expect(mixed).toMatchObject({
      league_type: 'Mixed',
      division_name: 'Mixed A',
      partner: { first_name: people[partner]!.firstname, last_name: people[partner]!.lastname },
    });
    expect(mixed!.played).toBeGreaterThanOrEqual(2);
    const standings = expectContract(
      await get(partner, `leagues/standings?league_id=${league.id}`),
      200,
      standingsResponse,
    );
    expect(standings.standings.current_player_rank).not.toBeNull();
    expect(standings.allPlayers.every((row) => row.partner !== null)).toBe(true);
    const overlaps = expectContract(
      await get(partner, `availability/overlaps?league_id=${league.id}&time_zone=America/Chicago`),
      200,
      overlapsResponse,
    ).data.overlaps;
    expect(overlaps.length).toBeGreaterThan(0);
    expect(overlaps.every((overlap) => overlap.available_opponents.every((opponent) => opponent.partner))).toBe(true);
  });
});

describe('the demo open Doubles league', () => {
  it('has complete pairs, one invitation waiting and one player looking for a partner', async () => {
    const league = await leagueNamed(DEMO_OPEN_DOUBLES_LEAGUE_NAME);
    const pairs = await t.app.db.select().from(leaguePairs).where(eq(leaguePairs.leagueId, league.id));
    expect(pairs.filter((pair) => pair.status === 'complete')).toHaveLength(DEMO_OPEN_DOUBLES.complete.length);
    expect(pairs.filter((pair) => pair.status === 'invited')).toHaveLength(1);
    const inPairs = new Set(pairs.flatMap((pair) => [pair.anchorPlayerId, pair.partnerPlayerId]));
    const registered = await t.app.db
      .select({ playerId: registrations.playerId })
      .from(registrations)
      .where(eq(registrations.leagueId, league.id));
    expect(registered.filter((row) => !inPairs.has(row.playerId))).toHaveLength(1);
  });

  it('adds nothing when run again', async () => {
    expect(await seedDemoDoubles(t.app.db, { players: people, today: TODAY })).toEqual({
      mixedLeague: false,
      openPairs: false,
    });
  });
});
