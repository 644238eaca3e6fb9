import { and, asc, between, count, countDistinct, desc, gte, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { Database } from '../client';
import {
  analyticsDailyTagUsers,
  analyticsDailyTags,
  analyticsDailyUsers,
  analyticsTagUserLastDays,
  analyticsUserLastDays,
} from '../schema';

/**
 * The dashboard's figures, read only from the daily rollups the analytics_events trigger keeps (ADR 033): each
 * query is bounded by the range on the leading `day` column of a rollup's primary key, so it reads the range's
 * rollup rows and never the raw events.
 */

/** Whole UTC days, both ends included, as YYYY-MM-DD. */
export interface DayRange {
  start: string;
  end: string;
}

const inRange = (column: AnyColumn, range: DayRange) => between(column, range.start, range.end);

/**
 * A range that reaches today (the dashboard's always does): nobody has used anything after it, so "active in
 * the range" is "last active on or after its first day", which the last-day rollups answer from one row per
 * user. Events never carry a later time than their arrival (the API clamps them), so no last day is in the future.
 */
export const reachesToday = (range: DayRange, now = new Date()) => range.end >= now.toISOString().slice(0, 10);

/** Events stored and distinct tags used, in the range or (without one) over everything stored. */
export async function tagTotals(db: Database, range?: DayRange) {
  const [row] = await db
    .select({
      totalEvents: sql<number>`coalesce(sum(${analyticsDailyTags.eventCount}), 0)`.mapWith(Number),
      activeFeatures: countDistinct(analyticsDailyTags.tag),
    })
    .from(analyticsDailyTags)
    .where(range ? inRange(analyticsDailyTags.day, range) : undefined);
  return { totalEvents: row?.totalEvents ?? 0, activeFeatures: row?.activeFeatures ?? 0 };
}

/**
 * Distinct signed-in users active on any day of the range: from the last-day rollup when the range reaches
 * today, otherwise from the range's daily rows, distinct first and then counted (PostgreSQL hashes the
 * distinct step, where count(distinct) would sort every row of the range).
 */
export async function countActiveUsers(db: Database, range: DayRange, now = new Date()) {
  if (reachesToday(range, now)) {
    const [row] = await db
      .select({ total: count() })
      .from(analyticsUserLastDays)
      .where(gte(analyticsUserLastDays.lastDay, range.start));
    return row?.total ?? 0;
  }
  const active = db
    .selectDistinct({ userId: analyticsDailyUsers.userId })
    .from(analyticsDailyUsers)
    .where(inRange(analyticsDailyUsers.day, range))
    .as('active');
  const [row] = await db.select({ total: count() }).from(active);
  return row?.total ?? 0;
}

/** Every day of the range, oldest first, with how many signed-in users were active (0 for a quiet day). */
export async function dailyActiveUsers(db: Database, range: DayRange) {
  const result = await db.execute(sql`
    select to_char(series.day, 'YYYY-MM-DD') as day, coalesce(active.users, 0)::int as active_users
    from generate_series(${range.start}::date, ${range.end}::date, interval '1 day') as series(day)
    left join (
      select ${analyticsDailyUsers.day} as day, count(*) as users
      from ${analyticsDailyUsers}
      where ${inRange(analyticsDailyUsers.day, range)}
      group by ${analyticsDailyUsers.day}
    ) as active on active.day = series.day::date
    order by series.day`);
  return rowsOf<{ day: string; active_users: number }>(result).map((row) => ({
    day: row.day,
    activeUsers: Number(row.active_users),
  }));
}

export interface TopFeatureRow {
  tag: string;
  usageCount: number;
  uniqueUsers: number;
}

/**
 * The `limit` most used tags of the range (most events first, then by tag in byte order, so PGlite and
 * PostgreSQL agree whatever their collation), each with its distinct signed-in users, counted for those tags
 * only.
 */
export async function topFeatures(db: Database, range: DayRange, limit: number, now = new Date()) {
  const usage = sql<number>`sum(${analyticsDailyTags.eventCount})`.mapWith(Number);
  const top = await db
    .select({ tag: analyticsDailyTags.tag, usageCount: usage })
    .from(analyticsDailyTags)
    .where(inRange(analyticsDailyTags.day, range))
    .groupBy(analyticsDailyTags.tag)
    .orderBy(desc(usage), asc(sql`${analyticsDailyTags.tag} collate "C"`))
    .limit(limit);
  if (top.length === 0) return [];
  const tags = top.map((row) => row.tag);
  const users = reachesToday(range, now)
    ? await tagUsersSince(db, tags, range.start)
    : await tagUsersInRange(db, tags, range);
  const usersByTag = new Map(users.map((row) => [row.tag, row.uniqueUsers]));
  return top.map((row): TopFeatureRow => ({ ...row, uniqueUsers: usersByTag.get(row.tag) ?? 0 }));
}

/** Users whose last use of each tag is on or after `start`: one index range per tag, however long the range. */
export async function tagUsersSince(db: Database, tags: string[], start: string) {
  return db
    .select({ tag: analyticsTagUserLastDays.tag, uniqueUsers: count() })
    .from(analyticsTagUserLastDays)
    .where(and(inArray(analyticsTagUserLastDays.tag, tags), gte(analyticsTagUserLastDays.lastDay, start)))
    .groupBy(analyticsTagUserLastDays.tag);
}

/** Users of each tag on the range's days, distinct pairs first (a hash, not the sort count(distinct) does). */
export async function tagUsersInRange(db: Database, tags: string[], range: DayRange) {
  const pairs = db
    .selectDistinct({ tag: analyticsDailyTagUsers.tag, userId: analyticsDailyTagUsers.userId })
    .from(analyticsDailyTagUsers)
    .where(and(inRange(analyticsDailyTagUsers.day, range), inArray(analyticsDailyTagUsers.tag, tags)))
    .as('pairs');
  return db.select({ tag: pairs.tag, uniqueUsers: count() }).from(pairs).groupBy(pairs.tag);
}

/** Both drivers answer db.execute with `{ rows }`; the row type is the statement's to know. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
