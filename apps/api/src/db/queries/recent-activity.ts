import type { ScoringFormat } from '@courtside/shared/tennis/scoring-formats';
import { sql } from 'drizzle-orm';
import type { LeagueStatus } from '@courtside/shared/league/league-status';
import type { SetScoreDto, StoredMatchStatus } from '@courtside/shared/schemas/matches';
import type { Database } from '../client';
import { rowsOf } from './analytics-metrics';
import { playerIdsOfUser } from './players';

// The dashboard's Recent Activity (issue 34, ADR 063): what happened lately in the leagues a user plays in, read
// from the records those leagues keep anyway. Each source is found through an index from the user's players and
// cut to `limit` before the sources are merged, so the work grows with the user's divisions, not the club.

type Kind =
  | 'result_entered'
  | 'result_confirmed'
  | 'result_disputed'
  | 'dispute_resolved'
  | 'match_scheduled'
  | 'match_rescheduled'
  | 'placed_in_division'
  | 'player_joined'
  | 'league_status';

interface ActivityRow {
  kind: Kind;
  source_id: number;
  at_ms: string | number;
  league_id: number;
  league_name: string;
  league_status: LeagueStatus;
  scoring_format: ScoringFormat;
  division_name: string | null;
  match_id: number | null;
  home_name: string | null;
  away_name: string | null;
  my_side: 'home' | 'away' | null;
  status: StoredMatchStatus | null;
  set_scores: SetScoreDto[] | null;
  match_datetime_ms: string | number | null;
  player_name: string | null;
}

/**
 * A side's name: the player's, and in a doubles league the partner's beside it when the player anchors a complete
 * pair of that league (ADR 078), "Ann Lee & Bo Park". By subqueries on the primary key and the pair's unique
 * index: the planner cannot choose a scan of every player for them, as it did for a join when it misjudged how
 * few entries there are.
 */
const entryNameOf = (playerId: string, leagueId: string) =>
  sql.raw(`(select nullif(trim(p.first_name || ' ' || p.last_name), '') || coalesce((select ' & ' ||
      trim(q.first_name || ' ' || q.last_name) from league_pairs lp join players q on q.id = lp.partner_player_id
      where lp.league_id = ${leagueId} and lp.anchor_player_id = p.id and lp.status = 'complete'), '')
    from players p where p.id = ${playerId})`);
/** Times as milliseconds since the epoch: both drivers give a number or its text, where a time's form differs. */
const epochMs = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)`);
const asDate = (ms: string | number) => new Date(Number(ms));

/**
 * The newest `limit` things that happened in the user's leagues, newest first:
 * - each match of the user's current divisions at its latest change (a result entered, confirmed or ruled on; a
 *   time set or moved); a dispute only when the match is the user's own, since it is between its two players;
 * - the user's placements in force, and the players placed in the same division after the user was: those placed
 *   with the user are the placement's news, not one entry each;
 * - each league the user is registered in, at the status it reached last, once that moment is known.
 */
export async function listRecentActivity(db: Database, userId: number, limit: number) {
  const own = playerIdsOfUser(userId);
  // The entries the user plays as: their own players, and the anchors of the doubles pairs they partner, each in
  // that pair's league only (ADR 078), so a partner reads their pair's news as the anchor does.
  const entries = sql`array(select id from players where user_id = ${userId}
    union select lp.anchor_player_id from league_pairs lp join players pp on pp.id = lp.partner_player_id
      where pp.user_id = ${userId} and lp.status = 'complete')`;
  // A placement is found through the placements' player index from `entries`, then kept if it is the user's.
  const placedMine = (playerId: string, leagueId: string) =>
    sql`${sql.raw(playerId)} = any(${entries}) and ${isMine(playerId, leagueId)}`;
  const isMine = (playerId: string, leagueId: string) => sql`(${sql.raw(playerId)} = any(${own}) or exists (
      select 1 from league_pairs lp join players pp on pp.id = lp.partner_player_id
      where lp.league_id = ${sql.raw(leagueId)} and lp.anchor_player_id = ${sql.raw(playerId)}
        and lp.status = 'complete' and pp.user_id = ${userId}))`;
  const result = await db.execute(sql`
    with items as (
      (select case e.kind
                when 'score_submitted' then 'result_entered'
                when 'score_confirmed' then 'result_confirmed'
                when 'score_disputed' then 'result_disputed'
                when 'scheduled' then 'match_scheduled'
                when 'rescheduled' then 'match_rescheduled'
                else e.kind
              end as kind,
              1 as rank, e.id as source_id, e.created_at as at, m.league_id, m.division_id, m.id as match_id,
              m.home_player_id, m.away_player_id, null::integer as player_id,
              e.status, e.set_scores, e.match_datetime
        from division_assignments placed
        join matches m on m.division_id = placed.division_id
        cross join lateral (
          select ev.id, ev.kind, ev.created_at, ev.status, ev.set_scores, ev.match_datetime
          from match_events ev
          where ev.match_id = m.id
            and (ev.kind <> 'score_disputed' or ${isMine('m.home_player_id', 'm.league_id')}
              or ${isMine('m.away_player_id', 'm.league_id')})
          order by ev.id desc
          limit 1) e
        where ${placedMine('placed.player_id', 'placed.league_id')} and placed.removed_at is null
        order by e.created_at desc, e.id desc
        limit ${limit})
      union all
      (select 'placed_in_division', 2, a.id, a.assigned_at, a.league_id, a.division_id, null, null, null, null,
              null, null, null
        from division_assignments a
        where ${placedMine('a.player_id', 'a.league_id')} and a.removed_at is null
        order by a.assigned_at desc, a.id desc
        limit ${limit})
      union all
      (select 'player_joined', 3, other.id, other.assigned_at, other.league_id, other.division_id, null, null, null,
              other.player_id, null, null, null
        from division_assignments a
        join division_assignments other on other.division_id = a.division_id
        where ${placedMine('a.player_id', 'a.league_id')} and a.removed_at is null
          and other.removed_at is null and other.assigned_at > a.assigned_at
          and other.player_id <> all(${own})
        order by other.assigned_at desc, other.id desc
        limit ${limit})
      union all
      (select 'league_status', 4, l.id, l.status_changed_at, l.id, null, null, null, null, null, null, null, null
        from leagues l
        where l.id = any(array(select league_id from registrations where player_id = any(${own})))
          and l.status_changed_at is not null and l.league_status <> 'draft'
        order by l.status_changed_at desc, l.id desc
        limit ${limit})
    )
    select i.kind, i.source_id, ${epochMs('i.at')} as at_ms, i.league_id, l.name as league_name, l.league_status,
           l.scoring_format,
           (select division_name from divisions where id = i.division_id) as division_name, i.match_id,
           ${entryNameOf('i.home_player_id', 'i.league_id')} as home_name,
           ${entryNameOf('i.away_player_id', 'i.league_id')} as away_name,
           case when ${isMine('i.home_player_id', 'i.league_id')} then 'home'
                when ${isMine('i.away_player_id', 'i.league_id')} then 'away' end as my_side,
           i.status, i.set_scores, ${epochMs('i.match_datetime')} as match_datetime_ms,
           ${entryNameOf('i.player_id', 'i.league_id')} as player_name
    from (select * from items order by at desc, rank, source_id desc limit ${limit}) i
    join leagues l on l.id = i.league_id
    order by i.at desc, i.rank, i.source_id desc`);
  return rowsOf<ActivityRow>(result).map((row) => ({
    kind: row.kind,
    sourceId: row.source_id,
    at: asDate(row.at_ms),
    leagueId: row.league_id,
    leagueName: row.league_name,
    leagueStatus: row.league_status,
    scoringFormat: row.scoring_format,
    divisionName: row.division_name,
    matchId: row.match_id,
    homeName: row.home_name,
    awayName: row.away_name,
    mySide: row.my_side,
    status: row.status,
    setScores: row.set_scores ?? [],
    matchDatetime: row.match_datetime_ms === null ? null : asDate(row.match_datetime_ms),
    playerName: row.player_name,
  }));
}
export type RecentActivityRow = Awaited<ReturnType<typeof listRecentActivity>>[number];
