import { sql } from 'drizzle-orm';
import type { AnalyticsEventInput, AnalyticsEventType } from '@courtside/shared/schemas/analytics';
import type { Database } from '../apps/api/src/db/client';
import { seededRandom } from './measure';

// What the analytics benchmarks send and load: the tags a club's browsers send, most used first, batches
// as the web app flushes them, and a year of events written by the database itself. Figures are printed by
// the benchmarks that use it, never asserted.

/** The tags real sessions touch, most used first (their rank is their Zipf rank), with each one's kind and page. */
export const BENCH_TAGS: readonly { tag: string; type: AnalyticsEventType; page: string }[] = [
  { tag: 'navigation.dashboard', type: 'page_view', page: '/dashboard' },
  { tag: 'navigation.league-home', type: 'page_view', page: '/leagues/1' },
  { tag: 'navigation.my-leagues', type: 'page_view', page: '/my-leagues' },
  { tag: 'navigation.dashboard.my-leagues', type: 'click', page: '/dashboard' },
  { tag: 'navigation.header.home', type: 'click', page: '/leagues/1' },
  { tag: 'navigation.league-standings', type: 'page_view', page: '/leagues/1/standings' },
  { tag: 'league.home.standings', type: 'click', page: '/leagues/1' },
  { tag: 'navigation.weekly-calendar', type: 'page_view', page: '/leagues/1/availability' },
  { tag: 'navigation.header.league-home', type: 'click', page: '/leagues/1/standings' },
  { tag: 'navigation.schedule-overlaps', type: 'page_view', page: '/leagues/1/find-matches' },
  { tag: 'league.home.all-overlaps', type: 'click', page: '/leagues/1' },
  { tag: 'navigation.sign-in', type: 'page_view', page: '/sign-in' },
  { tag: 'navigation.match-proposals', type: 'page_view', page: '/leagues/1/proposals' },
  { tag: 'league.home.update-availability', type: 'click', page: '/leagues/1' },
  { tag: 'navigation.match-score-entry', type: 'page_view', page: '/leagues/1/match/1/score' },
  { tag: 'league.home.enter-score', type: 'click', page: '/leagues/1' },
  { tag: 'navigation.page', type: 'page_view', page: '/' },
  { tag: 'navigation.profile', type: 'page_view', page: '/profile' },
  { tag: 'navigation.header.profile', type: 'click', page: '/dashboard' },
  { tag: 'league.home.view-proposals', type: 'click', page: '/leagues/1' },
  { tag: 'navigation.match-history', type: 'page_view', page: '/leagues/1/schedule/full' },
  { tag: 'league.home.match-history', type: 'click', page: '/leagues/1' },
  { tag: 'navigation.schedule-match', type: 'page_view', page: '/leagues/1/match/1/schedule' },
  { tag: 'match_scheduled', type: 'custom', page: '/leagues/1/match/1/schedule' },
  { tag: 'match_score_submitted', type: 'custom', page: '/leagues/1/match/1/score' },
  { tag: 'navigation.division', type: 'page_view', page: '/leagues/1/division' },
  { tag: 'league.home.view-division', type: 'click', page: '/leagues/1' },
  { tag: 'navigation.scheduled-matches', type: 'page_view', page: '/scheduled-matches' },
  { tag: 'navigation.header.back', type: 'click', page: '/leagues/1/standings' },
  { tag: 'navigation.register-for-a-league', type: 'page_view', page: '/register' },
  { tag: 'navigation.dashboard.register', type: 'click', page: '/dashboard' },
  { tag: 'league_joined', type: 'custom', page: '/register' },
  { tag: 'navigation.header.logout', type: 'click', page: '/dashboard' },
  { tag: 'navigation.sign-up', type: 'page_view', page: '/sign-up' },
  { tag: 'user.feedback.open', type: 'click', page: '/leagues/1' },
  { tag: 'user.feedback.send', type: 'click', page: '/leagues/1' },
  { tag: 'navigation.admin-dashboard', type: 'page_view', page: '/admin/dashboard' },
  { tag: 'admin.card.analytics', type: 'click', page: '/admin/dashboard' },
  { tag: 'navigation.analytics-dashboard', type: 'page_view', page: '/admin/analytics' },
  { tag: 'error.boundary', type: 'error', page: '/leagues/1' },
];

/** A Zipf(1)-like rank in 0..n-1 from a uniform number: rank k comes up about in proportion to 1/(k+1.5). */
export const zipfRank = (uniform: number, n: number) => Math.min(n - 1, Math.floor((n + 1) ** uniform) - 1);

/** One batch as the web app flushes it: `size` events of a session, a few tags, stamped just now. */
export function benchBatch(size: number, random: () => number, now = Date.now()): AnalyticsEventInput[] {
  const picks = Array.from({ length: 5 }, () => BENCH_TAGS[zipfRank(random(), BENCH_TAGS.length)]!);
  return Array.from({ length: size }, (_, i) => {
    const { tag, type, page } = picks[i % picks.length]!;
    return {
      event_type: type,
      tag,
      page,
      timestamp: new Date(now - (size - i) * 40).toISOString(),
      ...(type === 'custom' ? { metadata: { match_id: 1 + Math.floor(random() * 500) } } : {}),
    };
  });
}

export interface YearOfEvents {
  /** The users who send events; each is active on a share of days drawn once (a few keen, most occasional). */
  userIds: readonly number[];
  /** About this many rows in all: sessions average 20 events. */
  targetRows: number;
  days: number;
  /** Share of sessions by visitors who are not signed in. */
  anonymousShare: number;
  /** Days written per INSERT ... SELECT: each statement is one trigger run over its rows. */
  chunkDays: number;
  seed: number;
  /** The day the year ends (UTC, YYYY-MM-DD); events are never after `now`. */
  lastDay: string;
  now: Date;
  onChunk?: (rows: number, ms: number) => void;
}

const SESSION_EVENTS_MEAN = 20;
/** The tags a session uses: a handful, each drawn by its Zipf rank. */
const TAGS_PER_SESSION = 5;

/** How much busier a day is than the year's quietest: weekends more, and growth over the year. */
const dayWeight = (index: number, days: number, weekend: boolean) => (weekend ? 1.3 : 1) * (0.6 + (0.4 * index) / days);

/**
 * A year of events written by the database itself, in chunks of days: for each day and user, a session on
 * the user's share of days (weekends more, growing over the year); sessions of 10 to 30 events (mean 20), a
 * few seconds to a minute apart, starting in the evening more often than not, over a handful of tags drawn
 * by Zipf rank; a few sessions anonymous. The statement trigger builds the rollups as each chunk lands.
 * Returns the rows written. The generator is seeded (setseed) in each chunk's transaction, so every run
 * loads the same data.
 */
export async function loadYearOfEvents(db: Database, plan: YearOfEvents): Promise<number> {
  const random = seededRandom(plan.seed);
  const shares = plan.userIds.map(() => 0.02 + 0.6 * random() ** 1.5);
  const last = Date.parse(`${plan.lastDay}T00:00:00Z`);
  const dayOf = (index: number) => new Date(last - (plan.days - 1 - index) * 86_400_000);
  let busy = 0;
  for (let i = 0; i < plan.days; i++) busy += dayWeight(i, plan.days, [0, 6].includes(dayOf(i).getUTCDay()));
  // Scaled so that the expected number of sessions times their mean length is the rows asked for.
  const scale = plan.targetRows / SESSION_EVENTS_MEAN / (busy * shares.reduce((sum, share) => sum + share, 0));
  const ids = `{${plan.userIds.join(',')}}`;
  const rates = `{${shares.map((share) => Math.min(1, share * scale).toFixed(6)).join(',')}}`;
  const tags = `{${BENCH_TAGS.map((t) => `"${t.tag}"`).join(',')}}`;
  const types = `{${BENCH_TAGS.map((t) => t.type).join(',')}}`;
  const pages = `{${BENCH_TAGS.map((t) => `"${t.page}"`).join(',')}}`;
  const firstDay = dayOf(0).toISOString().slice(0, 10);
  const zipf = sql.raw(`(floor(power(${BENCH_TAGS.length + 1}::float8, random()))::int - 1)`);
  const picks = sql.join(
    Array.from({ length: TAGS_PER_SESSION }, () => zipf),
    sql`, `,
  );

  let written = 0;
  for (let start = 0; start < plan.days; start += plan.chunkDays) {
    const from = dayOf(start).toISOString().slice(0, 10);
    const to = dayOf(Math.min(plan.days, start + plan.chunkDays) - 1)
      .toISOString()
      .slice(0, 10);
    const began = performance.now();
    const rows = await db.transaction(async (tx) => {
      await tx.execute(sql`select setseed(${((plan.seed * 7919 + start) % 10_000) / 10_000})`);
      const result = await tx.execute(sql`
        insert into analytics_events (event_type, tag, page, user_id, occurred_at, metadata, received_at)
        select t.types[k], t.tags[k], t.pages[k], s.user_id, s.start + s.gap * j, null, s.start + s.gap * j
        from (
          select case when random() < ${plan.anonymousShare} then null else u.id end as user_id,
                 (d.day + (case when random() < 0.6 then 1080 + floor(random() * 270) else 420 + floor(random() * 640) end)
                   * interval '1 minute') at time zone 'America/Chicago' as start,
                 (10 + floor(random() * 21))::int as events,
                 (5 + random() * 55) * interval '1 second' as gap,
                 array[${picks}] as picks
          from generate_series(${from}::date, ${to}::date, interval '1 day') as d(day)
          cross join unnest(${ids}::int[], ${rates}::float8[]) as u(id, rate)
          where random() < u.rate
            * (case when extract(isodow from d.day) >= 6 then 1.3 else 1 end)
            * (0.6 + 0.4 * (d.day::date - ${firstDay}::date) / ${plan.days}::float8)
        ) as s
        cross join lateral generate_series(0, s.events - 1) as j
        cross join lateral (select s.picks[1 + j % ${TAGS_PER_SESSION}] + 1 as k) as pick
        cross join (select ${tags}::text[] as tags, ${types}::text[] as types, ${pages}::text[] as pages) as t
        where s.start + s.gap * j <= ${plan.now.toISOString()}::timestamptz`);
      return (
        (result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ??
        (result as unknown as { affectedRows?: number }).affectedRows ??
        0
      );
    });
    written += rows;
    plan.onChunk?.(rows, performance.now() - began);
  }
  return written;
}
