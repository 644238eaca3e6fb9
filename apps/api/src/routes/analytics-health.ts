import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  ANALYTICS_METRICS_LIMIT_DEFAULT,
  type AnalyticsHealthResponse,
  type AnalyticsPerformanceResponse,
  type HealthCheckDto,
} from '@courtside/shared/schemas/analytics';
import type { Database } from '../db/client';
import { findOldestEventTime, listRecentEvents } from '../db/queries/analytics';
import { dailyActiveUsers, tagTotals, topFeatures } from '../db/queries/analytics-metrics';
import { overallHealth, roundedMs, toPerformanceMetricDto } from '../dto/analytics';
import { describeErrorForLog } from '../plugins/error-handler';
import { resolveMetricsRange } from './analytics-input';

/** A check is ok under 100 ms and a warning under 500 ms (the dashboard's badge thresholds), else an error. */
export const CHECK_OK_BELOW_MS = 100;
export const CHECK_WARNING_BELOW_MS = 500;
/** The dashboard's recent-events table reads this many (accounts-and-admin section 9). */
export const RECENT_EVENTS_READ = 100;

type CheckStatus = HealthCheckDto['status'];
const severity: Record<CheckStatus, number> = { ok: 0, warning: 1, error: 2 };

export function statusForTime(ms: number): CheckStatus {
  if (ms < CHECK_OK_BELOW_MS) return 'ok';
  return ms < CHECK_WARNING_BELOW_MS ? 'warning' : 'error';
}

interface CheckOutcome {
  message: string;
  /** A finding that is a warning however fast it was found (pruning behind). */
  status?: CheckStatus;
  totalEvents?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * GET analytics/health: each check timed on its own; a check that fails is reported as an error with its
 * reason, so the panel can show what is wrong instead of a failed request.
 */
export async function checkAnalyticsHealth(
  db: Database,
  log: FastifyBaseLogger,
  options: { now: Date; retentionDays: number },
): Promise<AnalyticsHealthResponse> {
  const started = performance.now();
  const checks = [
    await runCheck('database', log, async () => {
      await db.execute(sql`select 1`);
      return { message: 'The database answered.' };
    }),
    await runCheck('analytics_events', log, async () => {
      const { totalEvents } = await tagTotals(db);
      return { message: `${totalEvents} events stored.`, totalEvents };
    }),
    await runCheck('retention', log, async () => retentionOutcome(await findOldestEventTime(db), options)),
  ];
  return {
    status: overallHealth(checks),
    checks,
    performance: { health_check_time_ms: roundedMs(performance.now() - started) },
    timestamp: new Date().toISOString(),
  };
}

function retentionOutcome(oldest: Date | null, { now, retentionDays }: { now: Date; retentionDays: number }) {
  const kept = `events are kept for ${retentionDays} days`;
  if (!oldest) return { message: `No events stored; ${kept}.` };
  const oldestDay = oldest.toISOString().slice(0, 10);
  // Pruning runs every six hours and removes whole batches, so a day of slack is normal.
  if (oldest.getTime() < now.getTime() - (retentionDays + 1) * DAY_MS) {
    return {
      status: 'warning' as const,
      message: `Pruning is behind: the oldest event is from ${oldestDay}, but ${kept}.`,
    };
  }
  return { message: `The oldest event is from ${oldestDay}; ${kept}.` };
}

async function runCheck(
  name: string,
  log: FastifyBaseLogger,
  work: () => Promise<CheckOutcome>,
): Promise<HealthCheckDto> {
  const started = performance.now();
  try {
    const outcome = await work();
    const ms = performance.now() - started;
    const timeStatus = statusForTime(ms);
    const status = severity[timeStatus] > severity[outcome.status ?? 'ok'] ? timeStatus : (outcome.status ?? 'ok');
    const slow = timeStatus === 'ok' ? '' : ` It took ${Math.round(ms)} ms.`;
    return {
      name,
      status,
      message: `${outcome.message}${slow}`,
      query_time_ms: roundedMs(ms),
      ...(outcome.totalEvents === undefined ? {} : { total_events: outcome.totalEvents }),
    };
  } catch (error) {
    log.warn({ err: describeErrorForLog(error), check: name }, 'an analytics health check failed');
    return {
      name,
      status: 'error',
      message: `Failed: ${failureReason(error)}`,
      query_time_ms: roundedMs(performance.now() - started),
    };
  }
}

/**
 * The driver's own first line ("Connection terminated unexpectedly", "relation … does not exist"): Drizzle's
 * wrapper message repeats the statement and its parameters, which an administrator does not need.
 */
function failureReason(error: unknown): string {
  const cause = (error as { cause?: unknown })?.cause;
  const source = cause instanceof Error ? cause : error;
  const message = source instanceof Error ? source.message : String(source);
  return message.split('\n', 1)[0] || 'unknown error';
}

/** GET analytics/performance: the dashboard's own queries, run and timed now, one after another. */
export async function measureDashboardQueries(db: Database, now: Date): Promise<AnalyticsPerformanceResponse> {
  const lastThirtyDays = resolveMetricsRange({}, now);
  const recent = await timed(() => listRecentEvents(db, { limit: RECENT_EVENTS_READ }));
  const daily = await timed(() => dailyActiveUsers(db, lastThirtyDays));
  const top = await timed(() => topFeatures(db, lastThirtyDays, ANALYTICS_METRICS_LIMIT_DEFAULT));
  const totals = await timed(() => tagTotals(db));
  return {
    performance_metrics: [
      toPerformanceMetricDto('recent_events', recent.ms, recent.value.length),
      toPerformanceMetricDto('daily_active_users', daily.ms, daily.value.length),
      toPerformanceMetricDto('top_features', top.ms, top.value.length),
      toPerformanceMetricDto('total_events', totals.ms, 1),
    ],
    total_events: totals.value.totalEvents,
  };
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}
