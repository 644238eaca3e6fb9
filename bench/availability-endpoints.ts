import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import { getNextLeagueStep } from '@courtside/shared/league/league-transitions';
import type { LeagueStatus } from '@courtside/shared/league/league-status';
import type { DatabaseHandle } from '../apps/api/src/db/client';
import { insertPlayer } from '../apps/api/src/db/queries/players';
import { registerPlayer } from '../apps/api/src/db/queries/registrations';
import { insertUser } from '../apps/api/src/db/queries/users';
import { hashPassword } from '../apps/api/src/lib/passwords';
import { benchOnEachDatabase, listenOnFreePort, signInOverHttp, timeSeries, timedGet } from './http-timing';
import { isMain, seededRandom } from './measure';

// GET availability/overlaps and availability/leagueAvailability over real HTTP, for one player of a 12-player
// division where everyone has a year of weekly slots in a daylight-saving zone. Figures are printed, never
// asserted.

export const DIVISION_SIZE = 12;
export const ZONE = 'America/New_York';
const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
const ONE_OFFS = 4;
const WARMUP = 5;
const RUNS = 50;
const PASSWORD = 'benchmark password';

/**
 * One player's slots, from a seeded generator, starting next week: three weekly evenings as two single-day
 * rules (COUNT=52 and UNTIL a year on) and one two-day rule (BYDAY, COUNT=104), about 208 occurrences a year,
 * plus four one-off daytime slots spread over the year. The year crosses both clock changes.
 */
function planSlots(random: () => number, leagueId: number, firstMonday: DateTime) {
  const slot = (start: DateTime, hours: number, rule?: string) => ({
    start_time: start.toUTC().toISO()!,
    end_time: start.plus({ hours }).toUTC().toISO()!,
    league_id: leagueId,
    time_zone: ZONE,
    ...(rule ? { is_recurring: true, recurrence_rule: rule } : {}),
  });
  const day = () => Math.floor(random() * 7);
  const evening = (dayOffset: number) => firstMonday.plus({ days: dayOffset, hours: 16 + Math.floor(random() * 5) });
  const pairStart = day();
  const until = firstMonday.plus({ years: 1 }).toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'");
  return [
    slot(evening(day()), 2, 'FREQ=WEEKLY;COUNT=52'),
    slot(evening(day()), 3, `FREQ=WEEKLY;UNTIL=${until}`),
    slot(evening(pairStart), 2, `FREQ=WEEKLY;BYDAY=${WEEKDAYS[pairStart]},${WEEKDAYS[(pairStart + 3) % 7]};COUNT=104`),
    ...Array.from({ length: ONE_OFFS }, () =>
      slot(firstMonday.plus({ days: Math.floor(random() * 364), hours: 9 + Math.floor(random() * 10) }), 2),
    ),
  ];
}

/** Sends a request through the app and insists on the status, so the benchmark never times a broken setup. */
export async function send(
  app: FastifyInstance,
  cookie: string,
  method: 'POST' | 'PATCH',
  url: string,
  payload: object,
) {
  const response = await app.inject({ method, url: `/api/1.0/${url}`, headers: { cookie }, payload });
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json() as Record<string, unknown>;
}

/**
 * The division as people would make it: accounts written through the queries (one password hash for all), the
 * league, division, placements and start through the admin's API calls, and every slot through POST
 * availability/post. The league's play ends a year from now, so the overlaps window is a whole year.
 */
export async function buildDivision(handle: DatabaseHandle, app: FastifyInstance, port: number, runId: string) {
  const db = handle.db;
  const passwordHash = await hashPassword(PASSWORD);
  const adminEmail = `bench-admin-${runId}@example.test`;
  await insertUser(db, { email: adminEmail, passwordHash, userType: 'admin' });
  const members = [];
  for (let i = 0; i < DIVISION_SIZE; i++) {
    const email = `bench-${runId}-${i}@example.test`;
    const user = await insertUser(db, { email, passwordHash, userType: 'player' });
    const player = await insertPlayer(db, {
      userId: user.id,
      primaryPlayer: true,
      firstName: `First${i}`,
      lastName: `Last${i}`,
      rating: 3.5,
      gender: 'Mens',
    });
    members.push({ email, player });
  }

  const admin = await signInOverHttp(port, adminEmail, PASSWORD);
  const today = DateTime.utc().startOf('day');
  const date = (days: number) => today.plus({ days }).toISODate()!;
  const league = await send(app, admin, 'POST', 'leagues/post', {
    name: `Availability Benchmark ${runId}`,
    league_type: 'Singles',
    age_category: 'Adult',
    season: 'Benchmark',
    registration_start: date(-60),
    registration_end: date(-45),
    play_start: date(-30),
    play_end: date(365),
  });
  const leagueId = league.id as number;
  for (const { player } of members) {
    const result = await registerPlayer(db, { playerId: player.id, leagueId, openStatuses: ['draft'] });
    if (result.outcome !== 'registered') throw new Error(`registration: ${result.outcome}`);
  }
  const division = await send(app, admin, 'POST', 'divisions/create', {
    league_id: leagueId,
    division_name: 'Benchmark',
    rank_level: 3.5,
    gender: 'coed',
  });
  await send(app, admin, 'POST', 'divisions/publishAssignments', {
    league_id: leagueId,
    assignments: members.map(({ player }) => ({ division_id: division.id, player_id: player.id })),
  });
  for (let status = league.league_status as LeagueStatus; status !== 'active';) {
    const step = getNextLeagueStep(status);
    if (!step) throw new Error(`cannot start the league from ${status}`);
    const moved = step.via_publish
      ? await send(app, admin, 'POST', 'leagues/publish', { league_id: leagueId })
      : await send(app, admin, 'PATCH', 'leagues/updateState', { league_id: leagueId, state: step.to });
    status = moved.league_status as LeagueStatus;
  }

  const random = seededRandom(12);
  const firstMonday = DateTime.fromObject({}, { zone: ZONE }).startOf('week').plus({ weeks: 1 });
  const cookies: string[] = [];
  let slots = 0;
  for (const { email } of members) {
    const cookie = await signInOverHttp(port, email, PASSWORD);
    cookies.push(cookie);
    const created = await send(app, cookie, 'POST', 'availability/post', {
      slots: planSlots(random, leagueId, firstMonday),
    });
    slots += created.created as number;
  }
  return { leagueId, viewer: cookies[0]!, cookies, slots };
}

/** Builds the division on `handle`, serves the real app on a free loopback port, and times both endpoints. */
export async function benchAvailabilityEndpoints(handle: DatabaseHandle, label: string) {
  const runId = randomBytes(4).toString('hex');
  const { app, port } = await listenOnFreePort(handle.db);
  try {
    const start = performance.now();
    const { leagueId, viewer, slots } = await buildDivision(handle, app, port, runId);
    const buildMs = performance.now() - start;
    const overlapsPath = `/api/1.0/availability/overlaps?league_id=${leagueId}&time_zone=${encodeURIComponent(ZONE)}`;
    const leaguePath = `/api/1.0/availability/leagueAvailability?league_id=${leagueId}`;
    const overlaps = (await app.inject({ method: 'GET', url: overlapsPath, headers: { cookie: viewer } })).json();
    console.info(
      `${label}: ${DIVISION_SIZE} players, ${slots} slots in ${ZONE} (3 weekly rules and ${ONE_OFFS} one-offs ` +
        `each), play ends in a year; the viewer has ${overlaps.data.overlaps.length} overlaps ` +
        `(built in ${(buildMs / 1000).toFixed(1)} s)`,
    );
    for (const [name, path] of [
      ['overlaps', overlapsPath],
      ['leagueAvailability', leaguePath],
    ] as const) {
      const cold = await timedGet(port, path, { cookie: viewer, 'accept-encoding': 'identity' });
      console.info(`  ${`${name}, first request (cold)`.padEnd(38)} ${cold.ms.toFixed(1)} ms`);
      await timeSeries(
        port,
        path,
        { cookie: viewer, 'accept-encoding': 'identity' },
        { label: `${name}, uncompressed`, runs: RUNS, warmup: WARMUP },
      );
      await timeSeries(
        port,
        path,
        { cookie: viewer, 'accept-encoding': 'br, gzip' },
        { label: `${name}, as a browser asks`, runs: RUNS, warmup: WARMUP },
      );
    }
  } finally {
    await app.close();
  }
}

export async function runAvailabilityEndpointBenchmarks() {
  console.info(`availability endpoints (Node ${process.version}); ${WARMUP} warm-up requests, then ${RUNS} in a row\n`);
  await benchOnEachDatabase(benchAvailabilityEndpoints);
}

if (isMain(import.meta.url)) await runAvailabilityEndpointBenchmarks();
