import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposalDto } from '@courtside/shared/schemas/match-proposals';
import { unreadCountResponse } from '@courtside/shared/schemas/notifications';
import { expectContract } from '../test/assertions';
import { startLeague } from '../test/league-fixtures';
import { TEST_APP_SETTINGS, buildSettledApp, injectAs, signedInUser } from '../test/test-app';
import { openTwoProcesses, type TwoProcesses } from '../test/two-processes';

// PostgreSQL only: two server processes on one database (issue 34, ADR 061). A proposal sent through one is
// counted by the other's header bell at its next poll: the count is read from the database, not kept by a process.

const YEAR = new Date().getUTCFullYear() + 1;

let processes: TwoProcesses;
let appA: FastifyInstance;
let appB: FastifyInstance;

beforeAll(async () => {
  processes = await openTwoProcesses();
  appA = await buildSettledApp(processes.first.db, {
    ...TEST_APP_SETTINGS,
    writeGeneration: processes.first.writeGeneration,
  });
  appB = await buildSettledApp(processes.second.db, {
    ...TEST_APP_SETTINGS,
    writeGeneration: processes.second.writeGeneration,
  });
});
afterAll(async () => {
  await appB?.close();
  await appA?.close();
  await processes?.close();
});

describe('the unread count across server processes', () => {
  it('counts on one process a proposal sent through the other', async () => {
    const admin = await signedInUser(appA, 'admin');
    const world = await startLeague(appA, admin.cookie, { divisions: [2], league: { play_end: `${YEAR}-12-31` } });
    const [sender, recipient] = world.divisions[0]!.members as [
      (typeof world.divisions)[0]['members'][0],
      (typeof world.divisions)[0]['members'][0],
    ];
    const unreadOnB = async () =>
      expectContract(
        await injectAs(appB, recipient.cookie, { method: 'GET', url: '/api/1.0/notifications/unreadCount' }),
        200,
        unreadCountResponse,
      ).unread_count;
    const before = await unreadOnB();

    const at = new Date(Date.now() + 30 * 3_600_000);
    at.setUTCMinutes(0, 0, 0);
    expectContract(
      await injectAs(appA, sender.cookie, {
        method: 'POST',
        url: '/api/1.0/match-proposals/post',
        payload: {
          opponent_player_id: recipient.player.id,
          proposed_time: at.toISOString(),
          league_id: world.league.id,
        },
      }),
      201,
      proposalDto,
    );
    expect(await unreadOnB()).toBe(before + 1);
  });
});
