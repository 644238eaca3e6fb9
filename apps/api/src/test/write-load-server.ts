import { openDatabase } from '../db/client';
import { insertBenchLeague } from '../db/queries/bench-league';
import { insertPlayer } from '../db/queries/players';
import { insertUser } from '../db/queries/users';
import { hashPassword } from '../lib/passwords';
import type { RunningChild } from './child-process';
import type { Writer } from './crash-write-load';
import type { ServerBundle } from './server-bundle';

// What the tests that stop a real server under a write load share (crash-recovery, graceful-stop): a data folder
// with a league to write into, the bundled server started on it, and the writers signed in.

const PLAYERS = 3;
const LOCATION_WRITERS = 2;
const PASSWORD = 'crash test password';
const ADMIN_EMAIL = 'crash-admin@example.test';

export interface SeededFolder {
  leagueId: number;
  playerEmails: string[];
}

/** A started league of PLAYERS placed players, and an admin, written straight into a new data folder. */
export async function seedWriteLoadFolder(folder: string): Promise<SeededFolder> {
  const handle = await openDatabase({ dataDir: folder });
  try {
    const passwordHash = await hashPassword(PASSWORD);
    const players = Array.from({ length: PLAYERS }, (_, p) => ({
      email: `crash-player-${p}@example.test`,
      firstName: `Player${p}`,
      lastName: 'Crash',
      rating: 3.5,
    }));
    const { leagueId } = await insertBenchLeague(handle.db, {
      leagueName: 'Crash League',
      passwordHash,
      divisions: [{ name: 'Division 1', players, matches: [] }],
    });
    const admin = await insertUser(handle.db, { email: ADMIN_EMAIL, passwordHash, userType: 'admin', verified: true });
    await insertPlayer(handle.db, { userId: admin.id, primaryPlayer: true, firstName: 'Ada', lastName: 'Admin' });
    return { leagueId, playerEmails: players.map((player) => player.email) };
  } finally {
    await handle.close();
  }
}

/** The bundled server on `folder`, as production runs it, on a free loopback port. */
export function startBundledServer(bundle: ServerBundle, folder: string): RunningChild {
  return bundle.start({
    NODE_ENV: 'production',
    DATA_DIR: folder,
    DATABASE_URL: '',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    // Each availability writer sends hundreds of requests a round: the write limit (ADR 059) is not under test.
    AVAILABILITY_WRITES_PER_10_MINUTES: '1000000',
  });
}

async function signIn(address: string, email: string): Promise<string> {
  const response = await fetch(`${address}/api/1.0/users/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: address },
    body: JSON.stringify({ email, password: PASSWORD, rememberMe: true }),
  });
  if (response.status !== 200) throw new Error(`signing in ${email} answered ${response.status}`);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

/** One availability writer per player and LOCATION_WRITERS location writers as the admin, signed in. */
export async function signInWriters(address: string, seeded: SeededFolder): Promise<Writer[]> {
  const adminCookie = await signIn(address, ADMIN_EMAIL);
  return [
    ...(await Promise.all(
      seeded.playerEmails.map(async (email, p) => ({
        kind: 'availability' as const,
        name: `player${p}`,
        cookie: await signIn(address, email),
      })),
    )),
    ...Array.from({ length: LOCATION_WRITERS }, (_, w) => ({
      kind: 'locations' as const,
      name: `admin${w}`,
      cookie: adminCookie,
    })),
  ];
}
