import { and, asc, between, count, countDistinct, desc, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { Database } from '../client';
import { analyticsDailyTagUsers, analyticsDailyTags, analyticsDailyUsers } from '../schema';

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
 * Distinct signed-in users active on any day of the range. Distinct rows first, then counted: PostgreSQL hashes
 * the distinct step, where count(distinct) would sort every row of the range.
 */
export async function countActiveUsers(db: Database, range: DayRange) {
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
 * PostgreSQL agree whatever their collation), each with its distinct signed-in users. Users are counted for
 * those tags only: the largest rollup is read for a handful of tags, not for all of them.
 */
export async function topFeatures(db: Database, range: DayRange, limit: number): Promise<TopFeatureRow[]> {
  const usage = sql<number>`sum(${analyticsDailyTags.eventCount})`.mapWith(Number);
  const top = await db
    .select({ tag: analyticsDailyTags.tag, usageCount: usage })
    .from(analyticsDailyTags)
    .where(inRange(analyticsDailyTags.day, range))
    .groupBy(analyticsDailyTags.tag)
    .orderBy(desc(usage), asc(sql`${analyticsDailyTags.tag} collate "C"`))
    .limit(limit);
  if (top.length === 0) return [];

  const pairs = db
    .selectDistinct({ tag: analyticsDailyTagUsers.tag, userId: analyticsDailyTagUsers.userId })
    .from(analyticsDailyTagUsers)
    .where(
      and(
        inRange(analyticsDailyTagUsers.day, range),
        inArray(
          analyticsDailyTagUsers.tag,
          top.map((row) => row.tag),
        ),
      ),
    )
    .as('pairs');
  const users = await db.select({ tag: pairs.tag, uniqueUsers: count() }).from(pairs).groupBy(pairs.tag);
  const usersByTag = new Map(users.map((row) => [row.tag, row.uniqueUsers]));
  return top.map((row) => ({ ...row, uniqueUsers: usersByTag.get(row.tag) ?? 0 }));
}

/** Both drivers answer db.execute with `{ rows }`; the row type is the statement's to know. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
