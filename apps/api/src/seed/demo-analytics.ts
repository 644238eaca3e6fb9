/**
 * Ninety days of the demo club using the app, as the analytics events its browsers would have sent: sessions
 * of page views and clicks on real pages with real league and match ids, the product's three named events
 * where the club's history says they happened (registrations, matches arranged and scored), anonymous
 * visits to the landing and sign-in pages, and a few crashes. People play in the evening on weekdays and in
 * the daytime at weekends, and the app is used more as the season gets going. Tags are the ones the web app
 * sends (page views by route title, clicks by their data-analytics attribute). A pure function of its input
 * (the ids the seed made, and `now`), so every run gives the same activity; db/queries/demo-analytics.ts
 * writes it.
 */
import { DAY_MS, MINUTE_MS, parseDay, weekdayOfDay } from '@courtside/shared/availability/civil-date';
import { localDayOf } from '@courtside/shared/availability/local-date';
import { wallClockToUtc } from '@courtside/shared/availability/zone-offsets';
import { isUrgentTag } from '@courtside/shared/analytics/tags';
import type { AnalyticsEventType, AnalyticsMetadata } from '@courtside/shared/schemas/analytics';
import type { MatchEventKind } from '@courtside/shared/schemas/matches';
import { DEMO_TIME_ZONE } from './demo-season';
import { seededRandom } from '../lib/seeded-random';

export const DEMO_ANALYTICS_DAYS = 90;

export interface DemoActivityLeague {
  id: number;
  status: string;
  registrationStart: string;
  registrationEnd: string;
  playStart: string;
}

/** A change to a match from its audit trail: who made it, to which match, and when (epoch ms). */
export interface DemoMatchAction {
  userId: number;
  leagueId: number;
  matchId: number;
  kind: MatchEventKind;
  at: number;
}

export interface DemoActivityInput {
  /** When the ninety days end (epoch ms): nothing happens after it. */
  now: number;
  /** `keen`: the README's players, who try everything and come back most days. */
  people: readonly { userId: number; role: 'owner' | 'admin' | 'player'; keen?: boolean }[];
  leagues: readonly DemoActivityLeague[];
  registrations: readonly { userId: number; leagueId: number }[];
  matchActions: readonly DemoMatchAction[];
  /** Feedback sent: the page it was sent from and when; the visit that sent it is part of the activity. */
  feedback: readonly { userId: number; page: string; at: number }[];
}

export interface DemoAnalyticsEvent {
  eventType: AnalyticsEventType;
  tag: string;
  page: string;
  userId: number | null;
  occurredAt: number;
  /** When the server stored it: within half a second for urgent tags, within the 5-second batch otherwise. */
  receivedAt: number;
  metadata: AnalyticsMetadata | null;
}

/** A page as the router names it (apps/web/src/app/routes.tsx); the landing page has no title. */
interface Page {
  kind: string;
  title: string | null;
  path: string;
  leagueId?: number;
}

const page = (kind: string, title: string | null, path: string, leagueId?: number): Page => ({
  kind,
  title,
  path,
  ...(leagueId === undefined ? {} : { leagueId }),
});

/** The web app's page-view tag: 'League Standings' -> 'navigation.league-standings'; no title, 'navigation.page'. */
export function demoPageViewTag(title: string | null): string {
  const slug = (title ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug ? `navigation.${slug}` : 'navigation.page';
}

const PAGES = {
  landing: page('landing', null, '/'),
  signIn: page('sign-in', 'Sign In', '/sign-in'),
  signUp: page('sign-up', 'Sign Up', '/sign-up'),
  dashboard: page('dashboard', 'Dashboard', '/dashboard'),
  profile: page('profile', 'Profile', '/profile'),
  register: page('register', 'Register for a League', '/register'),
  myLeagues: page('my-leagues', 'My Leagues', '/my-leagues'),
  scheduledMatches: page('scheduled-matches', 'Scheduled Matches', '/scheduled-matches'),
  adminDashboard: page('admin-dashboard', 'Admin Dashboard', '/admin/dashboard'),
  adminUsers: page('admin-users', 'Manage Users', '/admin/users'),
  adminLeagues: page('admin-leagues', 'League Management', '/admin/leagues-registrations'),
  adminLocations: page('admin-locations', 'Manage Locations', '/locations'),
  adminFeedback: page('admin-feedback', 'Feedback', '/admin/feedback'),
  adminAnalytics: page('admin-analytics', 'Analytics Dashboard', '/admin/analytics'),
  adminCodes: page('admin-codes', 'Invite Codes', '/admin/invite-codes'),
} satisfies Record<string, Page>;

const leaguePages = (id: number) => ({
  home: page('league-home', 'League Home', `/leagues/${id}`, id),
  division: page('division', 'Division', `/leagues/${id}/division`, id),
  standings: page('standings', 'League Standings', `/leagues/${id}/standings`, id),
  schedule: page('calendar', 'Weekly Calendar', `/leagues/${id}/schedule`, id),
  availability: page('calendar', 'Weekly Calendar', `/leagues/${id}/availability`, id),
  addAvailability: page('add-availability', 'Add Availability', `/leagues/${id}/availability/add`, id),
  findMatches: page('overlaps', 'Schedule Overlaps', `/leagues/${id}/find-matches`, id),
  proposals: page('proposals', 'Match Proposals', `/leagues/${id}/proposals`, id),
  history: page('history', 'Match History', `/leagues/${id}/schedule/full`, id),
});
const scorePage = (leagueId: number, matchId: number) =>
  page('score', 'Match Score Entry', `/leagues/${leagueId}/match/${matchId}/score`, leagueId);
const scheduleMatchPage = (leagueId: number, matchId: number) =>
  page('schedule-match', 'Schedule Match', `/leagues/${leagueId}/match/${matchId}/schedule`, leagueId);

/** The admin dashboard's cards (their data-analytics tags), with how often each is opened. */
const ADMIN_CARDS: readonly (readonly [number, readonly [string, Page]])[] = [
  [3, ['admin.card.users', PAGES.adminUsers]],
  [4, ['admin.card.leagues', PAGES.adminLeagues]],
  [1, ['admin.card.locations', PAGES.adminLocations]],
  [2, ['admin.card.feedback', PAGES.adminFeedback]],
  [3, ['admin.card.analytics', PAGES.adminAnalytics]],
  [1, ['admin.card.invite-codes', PAGES.adminCodes]],
];

/** What went wrong now and then: each a crash the route error boundary caught (its name and message). */
const CRASHES: readonly AnalyticsMetadata[] = [
  { name: 'TypeError', message: 'Failed to fetch dynamically imported module' },
  { name: 'TypeError', message: 'Failed to fetch' },
  { name: 'TypeError', message: "Cannot read properties of undefined (reading 'length')" },
];
const CRASH_CHANCE = 0.0015;
const LOGOUT_CHANCE = 0.08;

/**
 * Where people start a visit, in minutes of the club's clock, with the share of visits each window gets:
 * weekday evenings after work, a few lunch breaks and mornings; weekend mornings and afternoons.
 */
const WEEKDAY_WINDOWS: readonly (readonly [number, readonly [number, number]])[] = [
  [0.62, [18 * 60, 22 * 60 + 30]],
  [0.13, [12 * 60, 13 * 60 + 30]],
  [0.12, [7 * 60, 8 * 60 + 45]],
  [0.13, [14 * 60, 17 * 60 + 30]],
];
const WEEKEND_WINDOWS: readonly (readonly [number, readonly [number, number]])[] = [
  [0.45, [8 * 60, 11 * 60 + 30]],
  [0.35, [13 * 60, 18 * 60]],
  [0.2, [19 * 60, 22 * 60]],
];

/** Returns every event, oldest first, within the ninety days before `now`. */
export function planDemoActivity(input: DemoActivityInput): DemoAnalyticsEvent[] {
  const { now } = input;
  const random = seededRandom(90);
  const from = now - DEMO_ANALYTICS_DAYS * DAY_MS;
  const today = localDayOf(now, DEMO_TIME_ZONE);
  const firstDay = today - DEMO_ANALYTICS_DAYS;
  const leagues = new Map(input.leagues.map((league) => [league.id, league]));
  const joined = joinTimes(input, random);
  const engagement = new Map(input.people.map((person) => [person.userId, engagementOf(person, random)]));
  const events: DemoAnalyticsEvent[] = [];
  const keep = (session: Session) => events.push(...session.events);

  // The moments the club's history fixes: a registration, a match arranged or scored, a feedback message.
  for (const join of joined) {
    const session = new Session(join.userId, random);
    session.enter(PAGES.dashboard, random() < 0.3);
    session.go('navigation.dashboard.register', PAGES.register);
    session.custom('league_joined', { league_id: join.leagueId }, join.at);
    keep(session);
  }
  // The audit trail keeps the minute the plan gave; a browser's clock reads a few minutes either side.
  for (const action of input.matchActions) {
    const at = Math.min(now, action.at + Math.round((random() - 0.5) * 20 * MINUTE_MS));
    keep(actionSession({ ...action, at }, random));
  }
  for (const sent of input.feedback) {
    const session = new Session(sent.userId, random);
    session.enter(pageAt(sent.page));
    session.click('user.feedback.open');
    session.click('user.feedback.send', sent.at);
    keep(session);
  }

  for (let day = firstDay; day <= today; day++) {
    const weekday = weekdayOfDay(day);
    const weekend = weekday >= 5;
    // From half the use ninety days ago to all of it now.
    const growth = 0.5 + (0.5 * (day - firstDay)) / DEMO_ANALYTICS_DAYS;
    const dayFactor = weekend ? 1.25 : weekday === 4 ? 0.85 : 1;
    for (const person of input.people) {
      const ownLeagues = joined
        .filter((join) => join.userId === person.userId && join.at < atMinute(day, 0))
        .map((join) => leagues.get(join.leagueId)!);
      const inSeason = ownLeagues.some((league) => inPlay(league, day));
      const chance = Math.min(0.95, engagement.get(person.userId)! * growth * dayFactor * (inSeason ? 1.3 : 1));
      if (random() >= chance) continue;
      const context: SessionContext = {
        leagues: ownLeagues,
        day,
        registrationOpen: input.leagues.some(
          (league) =>
            parseDay(league.registrationStart)! <= day &&
            day <= parseDay(league.registrationEnd)! &&
            !ownLeagues.includes(league),
        ),
      };
      const visits = 1 + (random() < (weekend ? 0.4 : 0.25) ? 1 : 0);
      for (let v = 0; v < visits; v++) {
        const session = new Session(person.userId, random, startOn(day, weekend, random));
        if (person.role === 'player') playerVisit(session, context, random);
        else staffVisit(session, random);
        if (random() < LOGOUT_CHANCE) session.logOut();
        keep(session);
      }
    }
    const visitors = Math.round((2 + 6 * growth) * dayFactor * (0.6 + 0.8 * random()));
    for (let v = 0; v < visitors; v++) keep(visitorSession(startOn(day, weekend, random), random));
  }

  const delay = seededRandom(91);
  return events
    .filter((event) => event.occurredAt >= from && event.occurredAt <= now)
    .sort((a, b) => a.occurredAt - b.occurredAt)
    .map((event) => {
      const flushedAfter = isUrgentTag(event.tag) ? 50 + 400 * delay() : 5000 * delay();
      return { ...event, receivedAt: Math.min(now, event.occurredAt + Math.round(flushedAfter)) };
    });
}

/** Each registration happened on an evening within its league's registration window, before today. */
function joinTimes(input: DemoActivityInput, random: () => number) {
  const today = localDayOf(input.now, DEMO_TIME_ZONE);
  const leagues = new Map(input.leagues.map((league) => [league.id, league]));
  return input.registrations.flatMap(({ userId, leagueId }) => {
    const league = leagues.get(leagueId);
    if (!league) return [];
    const first = parseDay(league.registrationStart)!;
    const last = Math.min(parseDay(league.registrationEnd)!, today - 1);
    if (last < first) return [];
    const day = first + Math.floor(random() * (last - first + 1));
    return [{ userId, leagueId, at: atMinute(day, 19 * 60 + Math.floor(random() * 180)) }];
  });
}

/** How likely someone is to visit on an ordinary day at the end of the ninety days. */
function engagementOf(person: DemoActivityInput['people'][number], random: () => number) {
  if (person.keen) return 0.85;
  if (person.role === 'admin') return 0.7;
  if (person.role === 'owner') return 0.45;
  return 0.2 + 0.55 * random();
}

const inPlay = (league: DemoActivityLeague, day: number) =>
  league.status === 'active' && parseDay(league.playStart)! <= day;

interface SessionContext {
  /** The leagues they had joined by that day. */
  leagues: DemoActivityLeague[];
  day: number;
  /** Whether a league they have not joined is taking registrations. */
  registrationOpen: boolean;
}

/** A player's visit: the dashboard, then a wander through their leagues' pages. */
function playerVisit(session: Session, context: SessionContext, random: () => number) {
  session.enter(PAGES.dashboard, random() < 0.3);
  for (let moves = 2 + Math.floor(random() * 7); moves > 0; moves--) {
    const [tag, next] = pickWeighted(movesFrom(session.page!, context), random);
    if (next === null) return;
    if (tag === 'league.home.propose') session.click(tag);
    else session.go(tag, next);
    if (random() < CRASH_CHANCE) session.crash(CRASHES[Math.floor(random() * CRASHES.length)]!);
  }
}

/** The owner and the admin: a look at the dashboard, then the admin pages. */
function staffVisit(session: Session, random: () => number) {
  session.enter(PAGES.dashboard, random() < 0.2);
  session.go(random() < 0.5 ? 'navigation.header.admin' : 'navigation.dashboard.admin', PAGES.adminDashboard);
  for (let cards = 1 + Math.floor(random() * 3); cards > 0; cards--) {
    const [tag, target] = pickWeighted(ADMIN_CARDS, random);
    session.go(tag, target);
    if (cards > 1) {
      session.go(random() < 0.6 ? 'navigation.header.back' : 'navigation.header.admin', PAGES.adminDashboard);
    }
  }
}

/** Someone who is not signed in: the landing page, often the sign-in or sign-up page after it. */
function visitorSession(start: number, random: () => number) {
  const session = new Session(null, random, start);
  session.view(PAGES.landing);
  const roll = random();
  if (roll < 0.45) session.go(null, PAGES.signIn);
  else if (roll < 0.65) {
    session.go(null, PAGES.signUp);
    if (random() < 0.3) session.go(null, PAGES.signIn);
  }
  return session;
}

/**
 * The visit around a change to a match: the player opens it from the league home and acts; the admin who
 * rules on a dispute comes through League Management.
 */
function actionSession(action: DemoMatchAction, random: () => number) {
  const session = new Session(action.userId, random);
  const league = leaguePages(action.leagueId);
  if (action.kind === 'dispute_resolved') {
    session.enter(PAGES.dashboard);
    session.go('navigation.dashboard.admin', PAGES.adminDashboard);
    session.go('admin.card.leagues', PAGES.adminLeagues);
  } else {
    session.enter(PAGES.dashboard, random() < 0.3);
    session.go('navigation.dashboard.my-leagues', PAGES.myLeagues);
  }
  session.go(null, league.home);
  switch (action.kind) {
    case 'scheduled':
    case 'rescheduled': {
      const tag = action.kind === 'scheduled' ? 'league.home.schedule-next' : 'league.home.reschedule';
      session.go(tag, scheduleMatchPage(action.leagueId, action.matchId));
      session.custom('match_scheduled', { match_id: action.matchId }, action.at);
      break;
    }
    case 'score_submitted':
      session.go('league.home.enter-score', scorePage(action.leagueId, action.matchId));
      session.custom('match_score_submitted', { match_id: action.matchId }, action.at);
      break;
    default:
      // Confirming, disputing or ruling is done on the score page; the visit is what the analytics see.
      session.go('league.home.view-score', scorePage(action.leagueId, action.matchId), action.at);
  }
  session.go('navigation.header.league-home', league.home);
  if (random() < 0.5) session.go('league.home.standings', league.standings);
  return session;
}

type Move = readonly [number, readonly [string | null, Page | null]];

/** Where a player can go from a page (the click's tag and the page it opens), and how likely each is. */
function movesFrom(here: Page, context: SessionContext): Move[] {
  const leave: Move = [1.5, [null, null]];
  const home: Move = [2, ['navigation.header.home', PAGES.dashboard]];
  const playing = context.leagues.filter((league) => inPlay(league, context.day));
  switch (here.kind) {
    case 'dashboard':
      return [
        [context.leagues.length > 0 ? 5 : 0.5, ['navigation.dashboard.my-leagues', PAGES.myLeagues]],
        [context.registrationOpen ? 1.5 : 0.2, ['navigation.dashboard.register', PAGES.register]],
        [playing.length > 0 ? 2 : 0, ['navigation.dashboard.scheduled-matches', PAGES.scheduledMatches]],
        [0.7, ['navigation.header.profile', PAGES.profile]],
        [1, [null, null]],
      ];
    case 'my-leagues':
      return [
        ...context.leagues.map((league): Move => [
          inPlay(league, context.day) ? 4 : 1,
          [null, leaguePages(league.id).home],
        ]),
        home,
        leave,
      ];
    case 'scheduled-matches':
      return [...playing.map((league): Move => [3, [null, leaguePages(league.id).home]]), home, leave];
    case 'league-home': {
      const league = context.leagues.find((own) => own.id === here.leagueId);
      const pages = leaguePages(here.leagueId!);
      if (!league || !inPlay(league, context.day)) {
        return [
          [league?.status === 'pending_start' ? 3 : 0, ['league.home.view-division', pages.division]],
          home,
          leave,
        ];
      }
      return [
        [5, ['league.home.standings', pages.standings]],
        [3, ['league.home.update-availability', pages.availability]],
        [3, ['league.home.all-overlaps', pages.findMatches]],
        [2.5, ['league.home.view-proposals', pages.proposals]],
        [2, ['league.home.match-history', pages.history]],
        [1.5, ['league.home.view-division', pages.division]],
        [1, ['league.home.add-availability', pages.addAvailability]],
        [0.7, ['league.home.propose', here]],
        home,
        leave,
      ];
    }
    case 'register':
    case 'profile':
    case 'sign-in':
    case 'sign-up':
    case 'landing':
      return [home, leave];
    default:
      return [
        [4, ['navigation.header.league-home', leaguePages(here.leagueId!).home]],
        [1, ['navigation.header.back', leaguePages(here.leagueId!).home]],
        home,
        leave,
      ];
  }
}

/** The page of an address the demo sends feedback from. */
function pageAt(path: string): Page {
  const known = Object.values(PAGES).find((candidate) => candidate.path === path);
  if (known) return known;
  const league = /^\/leagues\/(\d+)(\/.*)?$/.exec(path);
  if (league) {
    const id = Number(league[1]);
    const match = /^\/match\/(\d+)\/score$/.exec(league[2] ?? '');
    if (match) return scorePage(id, Number(match[1]));
    const found = Object.values(leaguePages(id)).find((candidate) => candidate.path === path);
    if (found) return found;
  }
  throw new Error(`The demo has no page at ${path}`);
}

/**
 * One visit, its events a few seconds to a minute and a half apart. A visit that must hold an event at a
 * given moment (a score entered at 20:31) is built from wherever it starts and then moved in time so that
 * the event falls on that moment.
 */
class Session {
  readonly events: DemoAnalyticsEvent[] = [];
  page: Page | undefined;
  private clock: number;
  private anchored = false;

  constructor(
    private readonly userId: number | null,
    private readonly random: () => number,
    start = 0,
  ) {
    this.clock = start;
  }

  /** The first page of a signed-in visit, after the sign-in page when the browser did not remember them. */
  enter(first: Page, signedOut = false) {
    if (signedOut) {
      this.view(PAGES.signIn, null);
      this.wait(15, 60);
    }
    this.view(first);
  }

  view(target: Page, userId = this.userId) {
    this.page = target;
    const metadata = target.title === null ? null : { title: target.title };
    this.push('page_view', demoPageViewTag(target.title), metadata, userId);
  }

  /** A click that opens another page (no click event when the link carries no tag), then that page. */
  go(tag: string | null, target: Page, at?: number) {
    this.wait(5, 90);
    if (tag !== null) {
      this.push('click', tag, null);
      this.wait(0.1, 1);
    }
    this.view(target);
    if (at !== undefined) this.anchor(at);
  }

  click(tag: string, at?: number) {
    this.wait(3, 45);
    this.push('click', tag, null);
    if (at !== undefined) this.anchor(at);
  }

  custom(tag: string, metadata: AnalyticsMetadata, at?: number) {
    this.wait(0.2, 1);
    this.push('custom', tag, metadata);
    if (at !== undefined) this.anchor(at);
  }

  crash(metadata: AnalyticsMetadata) {
    this.wait(1, 20);
    this.push('error', 'error.boundary', metadata);
  }

  /** Logout ends the session and lands on the landing page, signed out. */
  logOut() {
    this.wait(5, 60);
    this.push('click', 'navigation.header.logout', null);
    this.wait(0.1, 0.5);
    this.view(PAGES.landing, null);
  }

  private wait(minSeconds: number, maxSeconds: number) {
    this.clock += Math.round((minSeconds + (maxSeconds - minSeconds) * this.random()) * 1000);
  }

  /** Moves the whole visit so that its latest event happened at `at`. */
  private anchor(at: number) {
    if (this.anchored) throw new Error('A demo visit holds one fixed moment.');
    const shift = at - this.clock;
    for (const event of this.events) event.occurredAt += shift;
    this.clock = at;
    this.anchored = true;
  }

  private push(eventType: AnalyticsEventType, tag: string, metadata: AnalyticsMetadata | null, userId = this.userId) {
    const path = this.page?.path ?? '/';
    this.events.push({ eventType, tag, page: path, userId, occurredAt: this.clock, receivedAt: 0, metadata });
  }
}

function pickWeighted<T>(options: readonly (readonly [number, T])[], random: () => number): T {
  const total = options.reduce((sum, [weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [weight, value] of options) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return options.at(-1)![1];
}

/** When a visit starts on a local day: a window by the share of visits it gets, then any minute in it. */
function startOn(day: number, weekend: boolean, random: () => number): number {
  const [from, to] = pickWeighted(weekend ? WEEKEND_WINDOWS : WEEKDAY_WINDOWS, random);
  return atMinute(day, from + Math.floor(random() * (to - from)));
}

/** The instant of a minute of a local day on the club's clock. */
function atMinute(day: number, minute: number): number {
  return wallClockToUtc(DEMO_TIME_ZONE, day * DAY_MS + minute * MINUTE_MS);
}
