import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { ACTIVE_LEAGUE_STATUSES } from '@courtside/shared/league/league-status';
import type { Database } from '../client';
import { divisionAssignments, leaguePairs, leagues, players } from '../schema';
import { playerZoneSql } from './player-zone';

// The reminder scheduler's statements (issue 35 items 3 and 6, ADR 068). Each is one set-based insert of the
// notifications that are due at `now`, keyed so that a second run, in this process or another one, at the same
// minute or an hour later, adds nothing: the unique dedupe key turns every repeat into ON CONFLICT DO NOTHING.
// The email of each follows from the trigger on notifications (migrations 0013 and 0017). `now` is a parameter,
// not the database's clock, so tests can put the scheduler at any moment.

/** How long before its match a reminder is due. */
export const REMINDER_LEAD_HOURS = 24;
/** The Monday nudge goes out from this local hour on, any time that Monday. */
export const NUDGE_LOCAL_HOUR = 9;

const inPlay = sql.raw(ACTIVE_LEAGUE_STATUSES.map((status) => `'${status}'`).join(', '));

/** Rows a statement inserted (PGlite and node-postgres both answer with `rows`). */
const insertedCount = (result: unknown) => (result as { rows: unknown[] }).rows.length;

/**
 * A reminder to each player of each scheduled match that starts within the next 24 hours, for a league in play,
 * when the match already had this time 24 hours before it starts. A match scheduled or moved later than that has
 * just been announced by its own 'scheduled' or 'moved' message, so a reminder would repeat it. The key holds the
 * match's time: a match moved to another day is reminded of again, once, at its new time. A match with a score,
 * or back to unscheduled, or already begun, is not 'scheduled' in the future and gets none.
 */
export async function queueMatchReminders(db: Database, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const lead = sql.raw(`interval '${REMINDER_LEAD_HOURS} hours'`);
  const result = await db.execute(sql`
    insert into notifications (user_id, kind, league_id, match_id, dedupe_key, created_at)
    select p.user_id, 'match_reminder', m.league_id, m.id,
      'match_reminder:' || m.id || ':' || p.user_id || ':' || extract(epoch from m.match_datetime)::bigint,
      ${at}
    from matches m
    join leagues l on l.id = m.league_id and l.league_status in (${inPlay})
    -- Both sides' players: in a doubles league a side is a pair under its anchor, and its partner is told too (ADR 078).
    cross join lateral (
      select m.home_player_id as player_id
      union all select m.away_player_id
      union all select lp.partner_player_id from league_pairs lp
        where lp.league_id = m.league_id and lp.status = 'complete'
          and lp.anchor_player_id in (m.home_player_id, m.away_player_id)) side
    join players p on p.id = side.player_id
    join users u on u.id = p.user_id and not u.disabled_or_deleted
    where m.status = 'scheduled'
      and m.match_datetime > ${at} and m.match_datetime <= ${at} + ${lead}
      -- When the match got its present time: its last scheduling change (ADR 028 writes one for each).
      and coalesce(
        (select max(e.created_at) from match_events e
          where e.match_id = m.id and e.kind in ('scheduled', 'rescheduled')),
        m.created_at) <= m.match_datetime - ${lead}
    on conflict (dedupe_key) do nothing
    returning id`);
  return insertedCount(result);
}

/**
 * The Monday nudge: to each player placed in a league in play who has at least one opponent in their division with
 * no match scheduled or played yet, once it is Monday 09:00 or later on the player's own clock (the zone of their
 * availability, else UTC), up to the league's last day of play. The key holds that Monday's local date, so a
 * server that was down at 09:00 still sends it later that Monday, and no server sends it twice. Local time comes
 * from PostgreSQL's AT TIME ZONE (the IANA rules, daylight saving included); a zone PostgreSQL does not know is
 * read as UTC rather than failing the statement for everyone.
 */
export async function queueWeeklyNudges(db: Database, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    with waiting as (
      select distinct p.user_id, a.league_id, l.play_end
      from division_assignments a
      join leagues l on l.id = a.league_id and l.league_status in (${inPlay})
      -- The placed player, and in a doubles league the partner of the pair placed under them (ADR 078).
      cross join lateral (
        select a.player_id as player_id
        union all select lp.partner_player_id from league_pairs lp
          where lp.league_id = a.league_id and lp.anchor_player_id = a.player_id and lp.status = 'complete') entry
      join players p on p.id = entry.player_id
      join users u on u.id = p.user_id and not u.disabled_or_deleted
      where a.removed_at is null
        and exists (
          select 1 from division_assignments o
          join players op on op.id = o.player_id
          where o.division_id = a.division_id and o.removed_at is null and op.user_id <> p.user_id
            and o.player_id <> a.player_id
            and not exists (
              select 1 from matches m
              where m.division_id = a.division_id and m.status <> 'unscheduled'
                and least(m.home_player_id, m.away_player_id) = least(a.player_id, o.player_id)
                and greatest(m.home_player_id, m.away_player_id) = greatest(a.player_id, o.player_id)))
    ),
    zoned as (
      select w.user_id, w.league_id, w.play_end, coalesce(${playerZoneSql(sql`w.user_id`, sql`w.league_id`)}, 'UTC') as zone
      from waiting w
    ),
    -- Each distinct zone is checked once (a club has a few): courtside_zone_or_utc, migration 0017.
    zones as (select distinct zone from zoned),
    usable as (select zone, courtside_zone_or_utc(zone) as usable from zones),
    clocks as (
      select z.user_id, z.league_id, z.play_end, ${at} at time zone u.usable as clock
      from zoned z join usable u on u.zone = z.zone
    )
    insert into notifications (user_id, kind, league_id, dedupe_key, created_at)
    select user_id, 'weekly_nudge', league_id,
      'weekly_nudge:' || user_id || ':' || league_id || ':' || to_char(clock, 'YYYY-MM-DD'), ${at}
    from clocks
    where extract(isodow from clock) = 1 and extract(hour from clock) >= ${NUDGE_LOCAL_HOUR}
      and clock::date <= play_end
    on conflict (dedupe_key) do nothing
    returning id`);
  return insertedCount(result);
}

/** One tick of the scheduler: everything due at `now`, queued once. */
export async function queueDueReminders(db: Database, now: Date) {
  const reminders = await queueMatchReminders(db, now);
  const nudges = await queueWeeklyNudges(db, now);
  return { reminders, nudges };
}

/**
 * The entry a user plays a league as, placed in a division now (their own player, or in a doubles league the
 * anchor of the pair they partner, ADR 078), and the league's last day of play.
 */
export async function findPlacementOfUser(db: Database, userId: number, leagueId: number) {
  const [row] = await db
    .select({
      playerId: divisionAssignments.playerId,
      divisionId: divisionAssignments.divisionId,
      playEnd: leagues.playEnd,
    })
    .from(divisionAssignments)
    .leftJoin(
      leaguePairs,
      and(
        eq(leaguePairs.leagueId, divisionAssignments.leagueId),
        eq(leaguePairs.anchorPlayerId, divisionAssignments.playerId),
        eq(leaguePairs.status, 'complete'),
      ),
    )
    .innerJoin(players, or(eq(players.id, divisionAssignments.playerId), eq(players.id, leaguePairs.partnerPlayerId)))
    .innerJoin(leagues, eq(leagues.id, divisionAssignments.leagueId))
    .where(
      and(
        eq(players.userId, userId),
        eq(divisionAssignments.leagueId, leagueId),
        isNull(divisionAssignments.removedAt),
      ),
    )
    .orderBy(divisionAssignments.id)
    .limit(1);
  return row;
}
