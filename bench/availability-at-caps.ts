import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { DateTime } from 'luxon';
import { MAX_BULK_SLOTS, MAX_LIVE_SLOTS, MAX_STORED_SLOTS } from '@courtside/shared/schemas/availability';
import type { DatabaseHandle } from '../apps/api/src/db/client';
import { countSlots } from '../apps/api/src/db/queries/availability';
import { AVAILABILITY_WRITE_LIMIT_DEFAULTS } from '../apps/api/src/lib/availability-write-limit';
import { DIVISION_SIZE, ZONE, buildDivision } from './availability-endpoints';
import {
  benchOnEachDatabase,
  listenOnFreePort,
  percentile,
  timeSeries,
  timedGet,
  timedSend,
  type Answer,
} from './http-timing';
import { isMain } from './measure';

// Issue 33 item 1: one player at every cap of ADR 059 in the 12-player division of availability-endpoints.ts
// (play ends in a year), over real HTTP. While that player writes as fast as the server takes it, an opponent
// reads availability/overlaps and users/me in a loop; then overlaps is timed on its own. The event loop's delays
// are watched throughout with perf_hooks.monitorEventLoopDelay. Figures are printed, never asserted.

const RUNS = 50;
const WARMUP = 5;
/** Writes refused by the write limit that the player keeps sending anyway. */
const REFUSED_WRITES = 10;
/** The histogram's sampling step: a stall shows as its length plus up to this much. */
const RESOLUTION_MS = 5;

const BUDGET = { overlapsMs: 50, overlapsBytes: 200_000, eventLoopMs: 100 };

type Headers = Record<string, string>;
const api = (path: string) => `/api/1.0/${path}`;

/**
 * The slots that cost everyone the most: daily rules without end, each half an hour on the hour, so the player's
 * free time is cut into 24 pieces a day and every rule repeats every day of the window (365 occurrences each).
 */
function dailyHalfHours(leagueId: number, from: DateTime, count: number) {
  return Array.from({ length: count }, (_, i) => {
    const start = from.plus({ days: Math.floor(i / 24), hours: i % 24 });
    return {
      start_time: start.toUTC().toISO()!,
      end_time: start.plus({ minutes: 30 }).toUTC().toISO()!,
      league_id: leagueId,
      time_zone: ZONE,
      is_recurring: true,
      recurrence_rule: 'FREQ=DAILY',
    };
  });
}

/** Half hours that have ended (last year's), which take no live place but are kept: up to MAX_STORED_SLOTS. */
function pastHalfHours(leagueId: number, batch: number) {
  const firstHour = DateTime.utc().minus({ years: 1 }).startOf('day');
  return Array.from({ length: MAX_BULK_SLOTS }, (_, i) => {
    const start = firstHour.plus({ hours: batch * MAX_BULK_SLOTS + i });
    return { start_time: start.toISO()!, end_time: start.plus({ minutes: 30 }).toISO()!, league_id: leagueId };
  });
}

/** A full bulk request of one-off half hours: past the cap, every entry fails. */
function oneOffHalfHours(leagueId: number, from: DateTime, batch: number) {
  return Array.from({ length: MAX_BULK_SLOTS }, (_, i) => {
    const start = from.plus({ days: 30 + batch, minutes: 30 * i });
    return {
      start_time: start.toUTC().toISO()!,
      end_time: start.plus({ minutes: 30 }).toUTC().toISO()!,
      league_id: leagueId,
    };
  });
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const nsToMs = (ns: number) => ns / 1e6;
function describeLoop(histogram: IntervalHistogram) {
  return (
    `max ${ms(nsToMs(histogram.max))}, p99 ${ms(nsToMs(histogram.percentile(99)))}, ` +
    `mean ${ms(nsToMs(histogram.mean))} (resolution ${RESOLUTION_MS} ms)`
  );
}
const verdict = (value: number, budget: number) => (value <= budget ? 'within' : 'OVER');

/**
 * What happened in the longest stretches between two turns of a 1 ms timer. On a shared machine a long stretch
 * can be the OS running other processes rather than this one holding its event loop: the stretch with the most
 * CPU time is the one this process spent most in (CPU counts every thread, compression on the thread pool
 * included, so it errs long), and the involuntary context switches in the longest one say how often the OS took
 * the CPU away meanwhile. monitorEventLoopDelay gives the wall figure; these tell the two apart.
 */
function watchTurns() {
  const sample = () => {
    const usage = process.resourceUsage();
    return {
      wall: performance.now(),
      cpu: (usage.userCPUTime + usage.systemCPUTime) / 1000,
      preempted: usage.involuntaryContextSwitches,
    };
  };
  let last = sample();
  const none = { wall: 0, cpu: 0, preempted: 0 };
  let longest = none;
  let busiest = none;
  const timer = setInterval(() => {
    const now = sample();
    const gap = { wall: now.wall - last.wall, cpu: now.cpu - last.cpu, preempted: now.preempted - last.preempted };
    if (gap.wall > longest.wall) longest = gap;
    if (gap.cpu > busiest.cpu) busiest = gap;
    last = now;
  }, 1);
  return {
    stop() {
      clearInterval(timer);
      return (
        `longest turn ${ms(longest.wall)} (CPU ${ms(longest.cpu)}, ${longest.preempted} involuntary switches); ` +
        `busiest turn ${ms(busiest.cpu)} of CPU in ${ms(busiest.wall)}`
      );
    },
  };
}

/** Reads `path` again and again until stopped, each on a fresh connection; returns every answer. */
function readInALoop(port: number, path: string, headers: Headers) {
  const answers: Answer[] = [];
  let running = true;
  const done = (async () => {
    while (running) answers.push(await timedGet(port, path, headers));
  })();
  return {
    async stop() {
      running = false;
      await done;
      return answers;
    },
  };
}

function summarize(label: string, answers: readonly Answer[]) {
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const statuses = [...new Set(answers.map((answer) => answer.status))].join(', ');
  console.info(
    `  ${label.padEnd(40)} ${String(answers.length).padStart(4)} answers (${statuses}): median ` +
      `${ms(percentile(times, 0.5))}, p99 ${ms(percentile(times, 0.99))}, max ${ms(times.at(-1) ?? NaN)}, ` +
      `body ${kb(answers[0]?.bytes ?? 0)}`,
  );
}

export async function benchAvailabilityAtCaps(handle: DatabaseHandle, label: string) {
  const runId = randomBytes(4).toString('hex');
  // The answer cache is off (as in availability-endpoints.ts): every overlaps answer is worked out afresh.
  const { app, port } = await listenOnFreePort(handle.db);
  try {
    const { leagueId, cookies } = await buildDivision(handle, app, port, runId);
    const [viewer, player, roundTheClock] = cookies as [string, string, string];
    const overlapsPath = api(`availability/overlaps?league_id=${leagueId}&time_zone=${encodeURIComponent(ZONE)}`);
    const identity = (cookie: string): Headers => ({ cookie, 'accept-encoding': 'identity' });

    // A third member is free around the clock, every day (one daily rule of 24 hours).
    const midnight = DateTime.fromObject({}, { zone: ZONE }).startOf('day').plus({ days: 1 });
    const allDay = {
      ...dailyHalfHours(leagueId, midnight, 1)[0]!,
      end_time: midnight.plus({ days: 1 }).toUTC().toISO()!,
    };
    const added = await timedSend(port, 'POST', api('availability/post'), identity(roundTheClock), allDay);
    if (added.status !== 201) throw new Error(`a day-long rule: ${added.status}`);

    const before = await timedGet(port, overlapsPath, identity(viewer));
    const beforeAllDay = await timedGet(port, overlapsPath, identity(roundTheClock));
    console.info(
      `${label}: ${DIVISION_SIZE} players (availability-endpoints.ts), play ends in a year. Before: the viewer's ` +
        `overlaps ${kb(before.bytes)}; a member free around the clock ${kb(beforeAllDay.bytes)}; ` +
        `load average ${os.loadavg()[0]!.toFixed(1)}`,
    );

    // The player writes as fast as the server answers; the viewer reads overlaps and users/me meanwhile.
    const loop = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
    loop.enable();
    let turns = watchTurns();
    const overlapsDuring = readInALoop(port, overlapsPath, identity(viewer));
    const meDuring = readInALoop(port, api('users/me'), identity(viewer));
    const statuses = new Map<string, number>();
    const writeTimes: number[] = [];
    const write = async (kind: string, method: string, path: string, body?: unknown) => {
      const answer = await timedSend(port, method, api(path), identity(player), body);
      writeTimes.push(answer.ms);
      const key = `${kind} ${answer.status}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
      return answer;
    };

    const rules = await write('bulk post', 'POST', 'availability/post', {
      slots: dailyHalfHours(leagueId, midnight, MAX_BULK_SLOTS),
    });
    if (rules.status !== 201) throw new Error(`the daily rules: ${rules.status}`);
    // Then history up to the cap on kept slots, each bulk filling what room is left.
    for (let batch = 0; batch * MAX_BULK_SLOTS < MAX_STORED_SLOTS; batch++) {
      await write('bulk post', 'POST', 'availability/post', { slots: pastHalfHours(leagueId, batch) });
    }
    const mine = (await (
      await fetch(`http://127.0.0.1:${port}${api(`availability/get?league_id=${leagueId}`)}`, {
        headers: { cookie: player },
      })
    ).json()) as { availabilities: { id: number; start_time: string; end_time: string; recurrence_rule: string }[] };
    const daily = mine.availabilities.filter((slot) => slot.recurrence_rule === 'FREQ=DAILY');
    // Then every kind of write, in turn, until the write limit answers 429, and REFUSED_WRITES more after it.
    let refused = 0;
    for (let turn = 0; refused < REFUSED_WRITES; turn++) {
      let status: number;
      if (turn % 3 === 0) {
        status = (
          await write('bulk post', 'POST', 'availability/post', { slots: oneOffHalfHours(leagueId, midnight, turn) })
        ).status;
      } else if (turn % 3 === 1) {
        // Moving a rule needs no free place: the cap counts the others.
        const slot = daily[turn % daily.length]!;
        const shift = turn % 2 === 0 ? 0 : 24;
        const start = DateTime.fromISO(slot.start_time).plus({ hours: shift });
        status = (
          await write('update', 'PUT', 'availability/update', {
            id: slot.id,
            start_time: start.toUTC().toISO(),
            end_time: start.plus({ minutes: 30 }).toUTC().toISO(),
            league_id: leagueId,
            time_zone: ZONE,
            is_recurring: true,
            recurrence_rule: 'FREQ=DAILY',
          })
        ).status;
      } else {
        status = (await write('delete', 'DELETE', `availability/delete?id=${2_000_000_000 - turn}`)).status;
      }
      if (status === 429) refused++;
    }
    const overlapsAnswers = await overlapsDuring.stop();
    const meAnswers = await meDuring.stop();
    loop.disable();
    const turnsDuringWrites = turns.stop();

    const me = (await (
      await fetch(`http://127.0.0.1:${port}${api('users/me')}`, { headers: { cookie: player } })
    ).json()) as { id: number };
    const kept = await countSlots(handle.db, { userId: me.id, leagueId, now: new Date() });
    const writes = [...statuses].map(([key, n]) => `${n} × ${key}`).join(', ');
    const sortedWrites = [...writeTimes].sort((a, b) => a - b);
    console.info(
      `  the player: ${kept.live} live slots (cap ${MAX_LIVE_SLOTS}), ${kept.stored} kept (cap ${MAX_STORED_SLOTS}); ` +
        `${writeTimes.length} writes: ${writes} ` +
        `(limit ${AVAILABILITY_WRITE_LIMIT_DEFAULTS.writesPerUser} in ${AVAILABILITY_WRITE_LIMIT_DEFAULTS.windowMinutes} min); ` +
        `write median ${ms(percentile(sortedWrites, 0.5))}, max ${ms(sortedWrites.at(-1)!)}`,
    );
    summarize('overlaps (viewer) during the writes', overlapsAnswers);
    summarize('users/me (viewer) during the writes', meAnswers);
    console.info(
      `  event loop during the writes:            ${describeLoop(loop)} -> ${verdict(nsToMs(loop.max), BUDGET.eventLoopMs)} ${BUDGET.eventLoopMs} ms`,
    );
    console.info(`                                           ${turnsDuringWrites}`);

    // The opponent's overlaps on their own, the player now at every cap, and users/me beside them.
    loop.reset();
    loop.enable();
    turns = watchTurns();
    const cold = await timedGet(port, overlapsPath, identity(viewer));
    console.info(`  ${'overlaps, first request (cold)'.padEnd(40)} ${ms(cold.ms)}`);
    const meBeside = readInALoop(port, api('users/me'), identity(viewer));
    const series = await timeSeries(port, overlapsPath, identity(viewer), {
      label: 'overlaps, uncompressed',
      runs: RUNS,
      warmup: WARMUP,
      cpu: true,
    });
    await timeSeries(
      port,
      overlapsPath,
      { cookie: viewer, 'accept-encoding': 'br, gzip' },
      { label: 'overlaps, as a browser asks', runs: RUNS, warmup: WARMUP },
    );
    summarize('users/me (viewer) beside them', await meBeside.stop());
    loop.disable();
    const turnsDuringReads = turns.stop();
    console.info(
      `  overlaps at every cap: median ${ms(series.median)} -> ${verdict(series.median, BUDGET.overlapsMs)} ` +
        `${BUDGET.overlapsMs} ms; ${kb(series.bytes)} -> ${verdict(series.bytes, BUDGET.overlapsBytes)} ` +
        `${kb(BUDGET.overlapsBytes)} (before: ${kb(before.bytes)})`,
    );
    console.info(
      `  event loop during the reads:             ${describeLoop(loop)} -> ${verdict(nsToMs(loop.max), BUDGET.eventLoopMs)} ${BUDGET.eventLoopMs} ms`,
    );
    console.info(`                                           ${turnsDuringReads}`);
    const leaguePath = api(`availability/leagueAvailability?league_id=${leagueId}`);
    await timeSeries(port, leaguePath, identity(viewer), {
      label: 'leagueAvailability, uncompressed',
      runs: RUNS,
      warmup: WARMUP,
    });
    const own = await timedGet(port, overlapsPath, identity(player));
    console.info(`  the player's own overlaps: ${ms(own.ms)}, ${kb(own.bytes)}`);
    const allDayAfter = await timedGet(port, overlapsPath, identity(roundTheClock));
    console.info(
      `  a member free around the clock: overlaps ${ms(allDayAfter.ms)}, ${kb(allDayAfter.bytes)} ` +
        `(before the player's writes: ${kb(beforeAllDay.bytes)})`,
    );
  } finally {
    await app.close();
  }
}

export async function runAvailabilityAtCapsBenchmarks() {
  console.info(`availability with one player at every cap (Node ${process.version})\n`);
  await benchOnEachDatabase(benchAvailabilityAtCaps);
}

if (isMain(import.meta.url)) await runAvailabilityAtCapsBenchmarks();
