import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { rowsOf } from './analytics-metrics';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Rows per DELETE: each statement locks and logs a bounded amount, so writers never wait long behind it. */
export const PRUNE_BATCH_SIZE = 10_000;

export interface PruneOptions {
  retentionDays: number;
  now: Date;
  batchSize?: number;
  /** Stops between batches (the server is closing); what was deleted stays deleted. */
  signal?: AbortSignal;
}

export interface PruneResult {
  cutoff: Date;
  events: number;
  dailyTags: number;
  dailyUsers: number;
  dailyTagUsers: number;
  lastDays: number;
}

/**
 * Deletes events that happened before `now - retentionDays` days, oldest first in batches, then the rollup
 * days wholly before the cutoff's UTC day (ADR 033). The cutoff's own day keeps its rollups until the next run
 * after midnight, so a day is never half counted.
 */
export async function pruneAnalytics(db: Database, options: PruneOptions): Promise<PruneResult> {
  const batchSize = options.batchSize ?? PRUNE_BATCH_SIZE;
  const cutoff = new Date(options.now.getTime() - options.retentionDays * DAY_MS);
  const cutoffInstant = cutoff.toISOString();
  const cutoffDay = cutoffInstant.slice(0, 10);

  let events = 0;
  while (!options.signal?.aborted) {
    const deleted = await countDeleted(
      db,
      sql`delete from analytics_events where id in (
        select id from analytics_events where occurred_at < ${cutoffInstant}::timestamptz
        order by occurred_at limit ${batchSize})`,
    );
    events += deleted;
    if (deleted < batchSize) break;
  }
  if (options.signal?.aborted) return { cutoff, events, dailyTags: 0, dailyUsers: 0, dailyTagUsers: 0, lastDays: 0 };

  const dailyTags = await countDeleted(db, sql`delete from analytics_daily_tags where day < ${cutoffDay}::date`);
  const dailyUsers = await countDeleted(db, sql`delete from analytics_daily_users where day < ${cutoffDay}::date`);
  const dailyTagUsers = await countDeleted(
    db,
    sql`delete from analytics_daily_tag_users where day < ${cutoffDay}::date`,
  );
  // A last use before the cutoff is a use whose days are gone: the user no longer counts for the tag.
  const lastDays =
    (await countDeleted(db, sql`delete from analytics_tag_user_last_days where last_day < ${cutoffDay}::date`)) +
    (await countDeleted(db, sql`delete from analytics_user_last_days where last_day < ${cutoffDay}::date`));
  return { cutoff, events, dailyTags, dailyUsers, dailyTagUsers, lastDays };
}

/** How many rows a DELETE removed, read the same way on both drivers (their own counts differ in name). */
async function countDeleted(db: Database, deletion: SQL): Promise<number> {
  const result = await db.execute(
    sql`with gone as (${deletion} returning 1) select count(*)::int as deleted from gone`,
  );
  return Number(rowsOf<{ deleted: number }>(result)[0]?.deleted ?? 0);
}
