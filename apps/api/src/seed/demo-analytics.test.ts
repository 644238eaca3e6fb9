import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayUtc } from '@courtside/shared/players/age';
import { analyticsEventInput } from '@courtside/shared/schemas/analytics';
import { createFeedbackRequest } from '@courtside/shared/schemas/feedback';
import type { DatabaseHandle } from '../db/client';
import { seedDemoActivity } from '../db/queries/demo-analytics';
import { seedDemoClub } from '../db/queries/demo-seed';
import { findLeagueByName } from '../db/queries/leagues';
import { hashPassword } from '../lib/passwords';
import { createTestDatabase } from '../test/test-database';
import { DEMO_ANALYTICS_DAYS, planDemoActivity, type DemoActivityInput } from './demo-analytics';
import { DEMO_PASSWORD, demoClubFor, demoLeagues, demoPlayers, demoStaff } from './demo-club';
import { demoFeedback } from './demo-feedback';
import { DEMO_PRIVATE_LEAGUE_NAME } from './demo-private-league';
import { DEMO_DISPUTING_PLAYER, DEMO_EVERY_STATE_PLAYER } from './demo-season';

const DAY = 86_400_000;
const today = todayUtc();
const leagues = demoLeagues(today);
const activeLeagueName = leagues.find((league) => league.status === 'active')!.name;
const activity = (now: Date) => ({
  now,
  staff: demoStaff,
  players: demoPlayers(),
  keenPlayers: [DEMO_EVERY_STATE_PLAYER, DEMO_DISPUTING_PLAYER],
  leagueNames: [...leagues.map((league) => league.name), DEMO_PRIVATE_LEAGUE_NAME],
  activeLeague: activeLeagueName,
  feedback: demoFeedback,
});

let database: DatabaseHandle;
let now: number;
let written: { events: number; feedback: number };

// The whole demo seed, as `npm run seed:demo` runs it: the club, then its activity ending now.
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoClub(database.db, demoClubFor(today, { passwordHash: await hashPassword(DEMO_PASSWORD) }));
  now = Date.now();
  written = await seedDemoActivity(database.db, activity(new Date(now)));
});
afterAll(() => database.close());

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

interface EventRow {
  event_type: string;
  tag: string;
  page: string;
  user_id: number | null;
  occurred_at: string;
  received_at: string;
  metadata: Record<string, unknown> | null;
}
const allEvents = () =>
  rows<EventRow>(sql`select event_type, tag, page, user_id, occurred_at::text, received_at::text, metadata
    from analytics_events order by occurred_at`);
const demoUserIds = async () =>
  rows<{ id: number; email: string; user_type: string }>(sql`select id, email, user_type from users order by id`);

describe('the demo analytics', () => {
  it('writes thousands of events but not a hundred thousand, all within the ninety days before now', async () => {
    const events = await allEvents();
    expect(events).toHaveLength(written.events);
    expect(events.length).toBeGreaterThan(5_000);
    expect(events.length).toBeLessThan(50_000);
    const times = events.map((event) => Date.parse(event.occurred_at));
    expect(Math.min(...times)).toBeGreaterThanOrEqual(now - DEMO_ANALYTICS_DAYS * DAY);
    expect(Math.max(...times)).toBeLessThanOrEqual(now);
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan((DEMO_ANALYTICS_DAYS - 1) * DAY);
    const days = new Set(events.map((event) => new Date(event.occurred_at).toISOString().slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(DEMO_ANALYTICS_DAYS - 1);
    for (const event of events) {
      const received = Date.parse(event.received_at);
      expect(received).toBeGreaterThanOrEqual(Date.parse(event.occurred_at));
      expect(received).toBeLessThanOrEqual(Date.parse(event.occurred_at) + 5_000);
    }
  });

  it('is what the browser could have sent: every event passes the API contract', async () => {
    for (const event of await allEvents()) {
      const sent = {
        event_type: event.event_type,
        tag: event.tag,
        page: event.page,
        metadata: event.metadata ?? undefined,
      };
      expect(analyticsEventInput.safeParse(sent).error).toBeUndefined();
    }
  });

  it('comes from every demo person, with anonymous visits, all four kinds of event and a few crashes', async () => {
    const events = await allEvents();
    const users = await demoUserIds();
    expect(new Set(events.flatMap((event) => event.user_id ?? [])).size).toBe(users.length);
    const anonymous = events.filter((event) => event.user_id === null);
    expect(anonymous.length / events.length).toBeGreaterThan(0.05);
    expect(anonymous.length / events.length).toBeLessThan(0.3);
    expect(new Set(anonymous.map((event) => event.page))).toEqual(new Set(['/', '/sign-in', '/sign-up']));
    expect(new Set(events.map((event) => event.event_type))).toEqual(
      new Set(['click', 'custom', 'page_view', 'error']),
    );
    const crashes = events.filter((event) => event.event_type === 'error');
    expect(crashes.length).toBeGreaterThan(0);
    expect(crashes.length).toBeLessThan(30);
    for (const crash of crashes) {
      expect(crash.tag).toBe('error.boundary');
      expect(Object.keys(crash.metadata ?? {}).sort()).toEqual(['message', 'name']);
    }
  });

  it('visits real pages: page views named by title, league and match addresses that exist', async () => {
    const events = await allEvents();
    const leagueIds = new Set((await rows<{ id: number }>(sql`select id from leagues`)).map((row) => row.id));
    const matchLeague = new Map(
      (await rows<{ id: number; league_id: number }>(sql`select id, league_id from matches`)).map((row) => [
        row.id,
        row.league_id,
      ]),
    );
    for (const view of events.filter((event) => event.event_type === 'page_view')) {
      const title = view.metadata?.title as string | undefined;
      const slug = (title ?? 'page').toLowerCase().replace(/[^a-z0-9]+/g, '-');
      expect(view.tag).toBe(`navigation.${slug}`);
      const league = /^\/leagues\/(\d+)(?:\/match\/(\d+)\/(?:score|schedule))?/.exec(view.page);
      if (!league) continue;
      expect(leagueIds.has(Number(league[1]))).toBe(true);
      if (league[2]) expect(matchLeague.get(Number(league[2]))).toBe(Number(league[1]));
    }
    const tags = new Set(events.map((event) => event.tag));
    for (const tag of ['navigation.league-standings', 'navigation.weekly-calendar', 'navigation.match-score-entry']) {
      expect(tags).toContain(tag);
    }
    for (const tag of [
      'navigation.header.home',
      'admin.card.analytics',
      'league.home.standings',
      'user.feedback.open',
    ]) {
      expect(tags).toContain(tag);
    }
  });

  it('records league_joined for each registration and a named event for each score entered or match arranged', async () => {
    const events = await allEvents();
    const key = (userId: number | null, id: unknown) => `${userId}:${String(id)}`;
    const named = (tag: string, field: string) =>
      new Set(events.filter((event) => event.tag === tag).map((event) => key(event.user_id, event.metadata?.[field])));
    const joined = named('league_joined', 'league_id');
    const registered = await rows<{ user_id: number; league_id: number }>(
      sql`select p.user_id, r.league_id from registrations r join players p on p.id = r.player_id`,
    );
    expect(joined).toEqual(new Set(registered.map((row) => key(row.user_id, row.league_id))));

    const from = new Date(now - DEMO_ANALYTICS_DAYS * DAY + 3_600_000).toISOString();
    const audit = await rows<{ actor_user_id: number; match_id: number; kind: string }>(
      sql`select actor_user_id, match_id, kind from match_events where created_at > ${from}::timestamptz`,
    );
    const submitted = audit.filter((row) => row.kind === 'score_submitted');
    const arranged = audit.filter((row) => row.kind === 'scheduled' || row.kind === 'rescheduled');
    expect(submitted.length).toBeGreaterThan(10);
    expect(named('match_score_submitted', 'match_id')).toEqual(
      new Set(submitted.map((row) => key(row.actor_user_id, row.match_id))),
    );
    expect(named('match_scheduled', 'match_id')).toEqual(
      new Set(arranged.map((row) => key(row.actor_user_id, row.match_id))),
    );
  });

  it('peaks on weekday evenings and at weekends, and grows over the ninety days', async () => {
    const local = await rows<{ weekday: number; hour: number; age_days: number }>(sql`
      select extract(isodow from occurred_at at time zone 'America/Chicago')::int as weekday,
             extract(hour from occurred_at at time zone 'America/Chicago')::int as hour,
             floor(extract(epoch from (${new Date(now).toISOString()}::timestamptz - occurred_at)) / 86400)::int as age_days
      from analytics_events`);
    const weekday = local.filter((event) => event.weekday <= 5);
    const evenings = weekday.filter((event) => event.hour >= 18 && event.hour < 23).length;
    const mornings = weekday.filter((event) => event.hour >= 6 && event.hour < 11).length;
    expect(evenings).toBeGreaterThan(2 * mornings);
    const perDay = (list: unknown[], days: number) => list.length / days;
    expect(
      perDay(
        local.filter((event) => event.weekday > 5),
        2,
      ),
    ).toBeGreaterThan(1.15 * perDay(weekday, 5));
    const lastMonth = local.filter((event) => event.age_days < 30).length;
    const firstMonth = local.filter((event) => event.age_days >= 60).length;
    expect(lastMonth).toBeGreaterThan(1.5 * firstMonth);
  });

  it('keeps the three rollups exactly in step with the events', async () => {
    const day = sql`(occurred_at at time zone 'UTC')::date`;
    const [totals] = await rows<{ events: number; rolled: number }>(sql`
      select (select count(*)::int from analytics_events) as events,
             (select sum(event_count)::int from analytics_daily_tags) as rolled`);
    expect(totals).toEqual({ events: written.events, rolled: written.events });
    const differences = await rows<{ n: number }>(sql`
      select
        (select count(*)::int from (
          (select ${day} as day, tag, count(*)::int as n from analytics_events group by 1, 2
            except select day, tag, event_count from analytics_daily_tags)
          union all
          (select day, tag, event_count from analytics_daily_tags
            except select ${day}, tag, count(*)::int from analytics_events group by 1, 2)) d) +
        (select count(*)::int from (
          (select distinct ${day}, user_id from analytics_events where user_id is not null
            except select day, user_id from analytics_daily_users)
          union all
          (select day, user_id from analytics_daily_users
            except select distinct ${day}, user_id from analytics_events where user_id is not null)) u) +
        (select count(*)::int from (
          (select distinct ${day}, tag, user_id from analytics_events where user_id is not null
            except select day, tag, user_id from analytics_daily_tag_users)
          union all
          (select day, tag, user_id from analytics_daily_tag_users
            except select distinct ${day}, tag, user_id from analytics_events where user_id is not null)) t) as n`);
    expect(differences).toEqual([{ n: 0 }]);
    const [users] = await rows<{ n: number }>(sql`select count(*)::int as n from analytics_daily_users`);
    expect(users!.n).toBeGreaterThan(DEMO_ANALYTICS_DAYS * 5);
  });
});

describe('the demo feedback', () => {
  interface FeedbackRow {
    user_id: number;
    email: string;
    message: string;
    page_url: string;
    created_at: string;
  }
  const feedbackRows = () =>
    rows<FeedbackRow>(sql`select user_id, email, message, page_url, created_at::text from feedback order by id`);

  it('is a dozen messages from eleven demo players and the admin, over the last five weeks', async () => {
    const list = await feedbackRows();
    expect(list).toHaveLength(12);
    expect(written.feedback).toBe(12);
    const users = new Map((await demoUserIds()).map((user) => [user.id, user]));
    const players = new Set(demoPlayers().map((player) => player.email));
    expect(list.filter((row) => players.has(row.email))).toHaveLength(11);
    expect(list.filter((row) => row.email === demoStaff[1]!.email)).toHaveLength(1);
    for (const row of list) {
      expect(users.get(row.user_id)?.email).toBe(row.email);
      expect(createFeedbackRequest.safeParse({ message: row.message, page_url: row.page_url }).error).toBeUndefined();
      const sent = Date.parse(row.created_at);
      expect(sent).toBeLessThan(now);
      expect(sent).toBeGreaterThan(now - 40 * DAY);
    }
  });

  it('is about pages the writer could see, and each was sent from a visit the analytics show', async () => {
    const active = await findLeagueByName(database.db, activeLeagueName);
    const events = await allEvents();
    const players = await rows<{ user_id: number; match_id: number }>(sql`
      select p.user_id, m.id as match_id from matches m
      join players p on p.id in (m.home_player_id, m.away_player_id)`);
    for (const row of await feedbackRows()) {
      const league = /^\/leagues\/(\d+)(?:\/match\/(\d+)\/score)?/.exec(row.page_url);
      if (league) {
        expect(Number(league[1])).toBe(active!.id);
        if (league[2]) expect(players).toContainEqual({ user_id: row.user_id, match_id: Number(league[2]) });
      } else {
        expect(['/dashboard', '/register', '/profile', '/admin/users']).toContain(row.page_url);
      }
      const sent = events.find(
        (event) =>
          event.tag === 'user.feedback.send' &&
          event.user_id === row.user_id &&
          Date.parse(event.occurred_at) === Date.parse(row.created_at),
      );
      expect(sent?.page).toBe(row.page_url);
    }
  });
});

describe('running the demo seed again', () => {
  it('adds no events and no feedback', async () => {
    const before = await rows<{ events: number; feedback: number }>(
      sql`select (select count(*)::int from analytics_events) as events, (select count(*)::int from feedback) as feedback`,
    );
    expect(await seedDemoActivity(database.db, activity(new Date()))).toEqual({ events: 0, feedback: 0 });
    const after = await rows<{ events: number; feedback: number }>(
      sql`select (select count(*)::int from analytics_events) as events, (select count(*)::int from feedback) as feedback`,
    );
    expect(after).toEqual(before);
  });
});

describe('planDemoActivity', () => {
  const input: DemoActivityInput = {
    now: Date.parse('2026-03-20T15:00:00Z'),
    people: [
      { userId: 1, role: 'admin' },
      { userId: 2, role: 'player', keen: true },
      { userId: 3, role: 'player' },
    ],
    leagues: [
      {
        id: 7,
        status: 'active',
        registrationStart: '2026-01-10',
        registrationEnd: '2026-01-31',
        playStart: '2026-02-07',
      },
    ],
    registrations: [
      { userId: 2, leagueId: 7 },
      { userId: 3, leagueId: 7 },
    ],
    matchActions: [
      { userId: 3, leagueId: 7, matchId: 40, kind: 'score_submitted', at: Date.parse('2026-03-10T01:30:00Z') },
    ],
    feedback: [{ userId: 2, page: '/leagues/7/standings', at: Date.parse('2026-03-15T02:00:00Z') }],
  };

  it('plans the same activity for the same input, across a change of clocks (8 March in Chicago)', () => {
    const first = planDemoActivity(input);
    expect(planDemoActivity(input)).toEqual(first);
    const times = first.map((event) => event.occurredAt);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(first.find((event) => event.tag === 'match_score_submitted')?.metadata).toEqual({ match_id: 40 });
    expect(first.filter((event) => event.tag === 'league_joined')).toHaveLength(2);
  });

  it('refuses a feedback page the app does not have', () => {
    expect(() =>
      planDemoActivity({ ...input, feedback: [{ userId: 2, page: '/nowhere', at: input.now - DAY }] }),
    ).toThrow('The demo has no page at /nowhere');
  });
});
