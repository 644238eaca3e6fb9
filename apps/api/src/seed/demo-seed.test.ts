import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoClub } from '../db/queries/demo-seed';
import { listInviteCodesWithUses } from '../db/queries/invite-codes';
import { listAllPlayers } from '../db/queries/players';
import { listActiveUsers } from '../db/queries/users';
import { isProfileIncomplete } from '@courtside/shared/schemas/players';
import { createTestApp, signIn, type TestApp } from '../test/test-app';
import { hashPassword } from '../lib/passwords';
import { DEMO_PASSWORD, demoInviteCodes, demoPlayers, demoStaff } from './demo-club';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const club = async () => ({
  staff: demoStaff,
  players: demoPlayers().map((player) => ({ ...player, age: 40 })),
  inviteCodes: demoInviteCodes.map(({ expiresInDays: _, ...code }) => ({ ...code, expiresAt: null })),
  passwordHash: await hashPassword(DEMO_PASSWORD),
});

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
});
