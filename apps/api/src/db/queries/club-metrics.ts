import { sql } from 'drizzle-orm';
import { STORED_MATCH_OUTCOMES } from '@courtside/shared/schemas/matches';
import type { Database } from '../client';
import { rowsOf } from './analytics-metrics';

/**
 * How the club plays, read from the league's own records rather than from analytics events (which a browser
 * may never send): proposals, availability and the matches' audit trail. Days and weeks are those of the
 * club's zone (ADR 073): a range is from the first day's midnight there to the midnight after the last day.
 */
export interface ClubRange {
  /** YYYY-MM-DD, both ends included, in `zone`. */
  start: string;
  end: string;
  zone: string;
}

const from = (range: ClubRange) => sql`(${range.start}::date::timestamp at time zone ${range.zone})`;
const until = (range: ClubRange) => sql`((${range.end}::date + 1)::timestamp at time zone ${range.zone})`;
const played = sql.raw(`(${STORED_MATCH_OUTCOMES.map((status) => `'${status}'`).join(', ')})`);

/**
 * Every week (Monday first, in the zone) the range touches, with the distinct players who did something the
 * league records in it: sent, answered or withdrew a proposal, added availability, or scheduled, scored,
 * confirmed or disputed a match themselves (an admin's rulings are not a player's activity).
 */
export async function activePlayersByWeek(db: Database, range: ClubRange) {
  const result = await db.execute(sql`
    with actions as (
      select p.user_id, mp.created_at as at
      from match_proposals mp join players p on p.id = mp.proposer_player_id
      union all
      select p.user_id, mp.responded_at
      from match_proposals mp
      join players p on p.id = case when mp.status = 'canceled' then mp.proposer_player_id else mp.opponent_player_id end
      where mp.responded_at is not null
      union all
      select user_id, created_at from availability_slots
      union all
      select actor_user_id, created_at from match_events where actor_user_id is not null and not actor_is_admin
    ),
    in_range as (
      select distinct user_id, date_trunc('week', at at time zone ${range.zone})::date as week
      from actions
      where at >= ${from(range)} and at < ${until(range)}
    ),
    weeks as (
      select generate_series(
        date_trunc('week', ${range.start}::date::timestamp),
        date_trunc('week', ${range.end}::date::timestamp),
        interval '1 week'
      )::date as week
    )
    select to_char(weeks.week, 'YYYY-MM-DD') as week_start, count(in_range.user_id)::int as active_players
    from weeks left join in_range on in_range.week = weeks.week
    group by weeks.week
    order by weeks.week`);
  return rowsOf<{ week_start: string; active_players: number }>(result).map((row) => ({
    weekStart: row.week_start,
    activePlayers: Number(row.active_players),
  }));
}

/**
 * Of the proposals sent in the range: how many, how many were accepted, how many had an answer (accepted or
 * declined; a withdrawn one had none) and the median hours that answer took.
 */
export async function proposalFigures(db: Database, range: ClubRange) {
  const result = await db.execute(sql`
    select
      count(*)::int as sent,
      count(*) filter (where status = 'accepted')::int as accepted,
      count(*) filter (where status in ('accepted', 'declined'))::int as answered,
      percentile_cont(0.5) within group (order by extract(epoch from responded_at - created_at) / 3600)
        filter (where status in ('accepted', 'declined')) as median_hours
    from match_proposals
    where created_at >= ${from(range)} and created_at < ${until(range)}`);
  const [row] = rowsOf<{ sent: number; accepted: number; answered: number; median_hours: number | string | null }>(
    result,
  );
  return {
    sent: Number(row?.sent ?? 0),
    accepted: Number(row?.accepted ?? 0),
    answered: Number(row?.answered ?? 0),
    medianHours: row?.median_hours == null ? null : Number(row.median_hours),
  };
}

/**
 * For each placement (a player in a division) whose first played match falls in the range, the days from the
 * placement to that match; the count and the median. A match is played once it has a result, at its scheduled
 * time, or, never scheduled, when its score was first entered.
 */
export async function firstMatchFigures(db: Database, range: ClubRange) {
  const result = await db.execute(sql`
    with played as (
      select m.division_id, m.home_player_id, m.away_player_id,
        coalesce(
          m.match_datetime,
          (select min(e.created_at) from match_events e where e.match_id = m.id and e.kind = 'score_submitted')
        ) as at
      from matches m
      where m.status in ${played}
    ),
    firsts as (
      select a.assigned_at, min(played.at) as first_at
      from division_assignments a
      join played on played.division_id = a.division_id
        and a.player_id in (played.home_player_id, played.away_player_id)
      group by a.id, a.assigned_at
    )
    select
      count(*)::int as players,
      percentile_cont(0.5) within group (order by extract(epoch from first_at - assigned_at) / 86400) as median_days
    from firsts
    where first_at >= ${from(range)} and first_at < ${until(range)}`);
  const [row] = rowsOf<{ players: number; median_days: number | string | null }>(result);
  return {
    players: Number(row?.players ?? 0),
    medianDays: row?.median_days == null ? null : Number(row.median_days),
  };
}
