import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { rowsOf } from './analytics-metrics';

interface RollupRows {
  dailyTags: string[];
  dailyUsers: string[];
  dailyTagUsers: string[];
  tagUserLastDays: string[];
  userLastDays: string[];
}

/**
 * The rollups as stored and as the raw events say they should be, each row as sorted text, so a test
 * (or an operator after a manual repair) can compare them whole. Meaningful before any pruning, which keeps
 * the cutoff day's rollups whole while its earliest events go.
 */
export async function compareRollupsWithEvents(db: Database): Promise<{ stored: RollupRows; expected: RollupRows }> {
  const lines = async (query: ReturnType<typeof sql>) =>
    rowsOf<{ line: string }>(await db.execute(query)).map((row) => row.line);
  const day = sql`(occurred_at at time zone 'UTC')::date`;
  return {
    stored: {
      dailyTags: await lines(
        sql`select concat_ws(' ', day, tag, event_count) as line from analytics_daily_tags order by 1`,
      ),
      dailyUsers: await lines(sql`select concat_ws(' ', day, user_id) as line from analytics_daily_users order by 1`),
      dailyTagUsers: await lines(
        sql`select concat_ws(' ', day, tag, user_id) as line from analytics_daily_tag_users order by 1`,
      ),
      tagUserLastDays: await lines(
        sql`select concat_ws(' ', tag, user_id, last_day) as line from analytics_tag_user_last_days order by 1`,
      ),
      userLastDays: await lines(
        sql`select concat_ws(' ', user_id, last_day) as line from analytics_user_last_days order by 1`,
      ),
    },
    expected: {
      dailyTags: await lines(
        sql`select concat_ws(' ', ${day}, tag, count(*)) as line from analytics_events group by ${day}, tag order by 1`,
      ),
      dailyUsers: await lines(
        sql`select distinct concat_ws(' ', ${day}, user_id) as line from analytics_events
            where user_id is not null order by 1`,
      ),
      dailyTagUsers: await lines(
        sql`select distinct concat_ws(' ', ${day}, tag, user_id) as line from analytics_events
            where user_id is not null order by 1`,
      ),
      tagUserLastDays: await lines(
        sql`select concat_ws(' ', tag, user_id, max(${day})) as line from analytics_events
            where user_id is not null group by tag, user_id order by 1`,
      ),
      userLastDays: await lines(
        sql`select concat_ws(' ', user_id, max(${day})) as line from analytics_events
            where user_id is not null group by user_id order by 1`,
      ),
    },
  };
}
