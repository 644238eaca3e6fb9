import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isProfileIncomplete } from '@courtside/shared/schemas/players';
import { listDivisionsOfLeague, listPlacements } from '../db/queries/divisions';
import { listInviteCodesWithUses } from '../db/queries/invite-codes';
import { findLeagueByName } from '../db/queries/leagues';
import { listLocations } from '../db/queries/locations';
import { listAllPlayers } from '../db/queries/players';
import { listRegions } from '../db/queries/regions';
import { countRegistrations } from '../db/queries/registrations';
import { listActiveUsers } from '../db/queries/users';
import { seedDemoClub } from '../db/queries/demo-seed';
import { matches } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { createTestApp, signIn, type TestApp } from '../test/test-app';
import {
  DEMO_PASSWORD,
  demoInviteCodes,
  demoLeagues,
  demoLocations,
  demoPlayers,
  demoRegions,
  demoStaff,
} from './demo-club';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TODAY = '2026-05-01';
const club = async () => ({
  staff: demoStaff,
  players: demoPlayers().map((player) => ({ ...player, age: 40 })),
  inviteCodes: demoInviteCodes.map(({ expiresInDays: _, ...code }) => ({ ...code, expiresAt: null })),
  passwordHash: await hashPassword(DEMO_PASSWORD),
  regions: demoRegions,
  locations: demoLocations,
  leagues: demoLeagues(TODAY),
});

async function league(name: string) {
  const row = await findLeagueByName(t.app.db, name);
  if (!row) throw new Error(`no league ${name}`);
  return row;
}

describe('demo club seed', () => {
  it('creates an owner, an admin, 30 players with complete profiles and invite codes, once', async () => {
    expect(await seedDemoClub(t.app.db, await club())).toBe('seeded');
    expect(await seedDemoClub(t.app.db, await club())).toBe('already-seeded');

    const users = await listActiveUsers(t.app.db);
    expect(users.map((u) => u.userType).sort()).toEqual(['admin', 'owner', ...Array(30).fill('player')].sort());
    const players = await listAllPlayers(t.app.db);
    expect(
      players.filter((p) => !isProfileIncomplete({ ...p, first_name: p.firstName, last_name: p.lastName })),
    ).toHaveLength(30);
    expect(new Set(players.map((p) => p.userId)).size).toBe(32);
    expect((await listInviteCodesWithUses(t.app.db)).map((c) => c.code)).toEqual(demoInviteCodes.map((c) => c.code));
  });

  it('gives every demo person a distinct email and the documented password', async () => {
    const emails = demoPlayers().map((p) => p.email);
    expect(new Set(emails).size).toBe(emails.length);
    await expect(signIn(t.app, demoStaff[0]!.email, DEMO_PASSWORD)).resolves.toMatch(/^courtside_session=/);
  });

  it('has two regions, three locations and a league in each status worth showing', async () => {
    expect(await listRegions(t.app.db)).toHaveLength(2);
    expect(await listLocations(t.app.db)).toHaveLength(3);
    const statuses = await Promise.all(demoLeagues(TODAY).map(async (l) => (await league(l.name)).leagueStatus));
    expect(statuses).toEqual(['active', 'pending_start', 'registration_open', 'draft']);
  });

  it('lets players register while registration is open', async () => {
    const open = await league('Shelbyville Fall Social');
    expect(await countRegistrations(t.app.db, open.id)).toBe(9);
    expect(await listPlacements(t.app.db, open.id)).toEqual([]);
  });

  it('publishes every player of the pending league into a division, with no matches yet', async () => {
    const pending = await league('Summer Evening League');
    expect(await listPlacements(t.app.db, pending.id)).toHaveLength(await countRegistrations(t.app.db, pending.id));
    expect(await t.app.db.select().from(matches).where(eq(matches.leagueId, pending.id))).toEqual([]);
  });

  it('gives the active league three divisions of 6 to 10 players and every round-robin match', async () => {
    const active = await league('Springfield Singles Ladder');
    const divisions = await listDivisionsOfLeague(t.app.db, active.id);
    expect(divisions).toHaveLength(3);
    const placements = await listPlacements(t.app.db, active.id);
    const rows = await t.app.db.select().from(matches).where(eq(matches.leagueId, active.id));
    for (const division of divisions) {
      const members = placements.filter((p) => p.divisionId === division.id).map((p) => p.playerId);
      expect(members.length).toBeGreaterThanOrEqual(6);
      expect(members.length).toBeLessThanOrEqual(10);
      const own = rows.filter((m) => m.divisionId === division.id);
      expect(own).toHaveLength((members.length * (members.length - 1)) / 2);
      for (const id of members) {
        const home = own.filter((m) => m.homePlayerId === id).length;
        const away = own.filter((m) => m.awayPlayerId === id).length;
        expect(home + away).toBe(members.length - 1);
        expect(Math.abs(home - away)).toBeLessThanOrEqual(1);
      }
    }
    expect(rows.every((m) => m.status === 'unscheduled')).toBe(true);
  });

  it('dates the active league around today: registration over, play under way', () => {
    const active = demoLeagues(TODAY)[0]!;
    expect(active.registrationEnd < TODAY && active.playStart < TODAY && TODAY < active.playEnd).toBe(true);
  });
});
