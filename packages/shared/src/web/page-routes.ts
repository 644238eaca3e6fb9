// The web app's one route table: every page's address, module, title, who may open it, the reads it makes as
// soon as it is drawn and, for some, the h1 it always opens with. The web app builds its router from it
// (apps/web/src/app/routes.tsx), the web build lists each page's files from it
// (apps/web/build-tools/page-files-plugin.ts), and the server names a page's files and first reads, and writes
// its h1, in the HTML it sends (apps/api/src/plugins/page-html.ts). Plain data, so the build and the server read
// it without loading React.

/**
 * Who may open a page. `visitor`: a public page that sends a signed-in user to the dashboard (the landing page,
 * Sign In, Sign Up). `public`: anyone. `player`: any signed-in user, others go to the landing page. `admin`:
 * admins and the owner; other signed-in users see the access-denied message. `league-manager`: one league's
 * pages (the address has a `:leagueId`) for those who manage it, the club's admins and the league's organizer
 * (ADR 076); other signed-in users see the access-denied message, or the not-found state for a league hidden
 * from them.
 */
export type PageAccess = 'visitor' | 'public' | 'player' | 'admin' | 'league-manager';

export interface PageRoute {
  /** From the site's root, in the router's syntax: `:param` is one segment, a last `*` the rest. */
  path: string;
  /** The page's module under apps/web/src, without its extension, and the component it exports. */
  module: string;
  component: string;
  /** The page's name in the browser tab and for screen readers; without one the page's h1 names it. */
  title?: string;
  access: PageAccess;
  /**
   * API reads (under /api/1.0) the page makes as soon as it is drawn, which the server preloads with the HTML
   * (ADR 044). `:leagueId` is replaced by the address's league. Only for pages opened at the court: the web
   * app's tests hold each list to exactly the requests its page makes.
   */
  earlyReads?: readonly string[];
  /**
   * The page's h1, for a page whose first line is always these words: the server writes it into the HTML it
   * sends, where the browser draws it with the boot header before any script has run (ADR 079). The app draws
   * its own h1 in the same place and removes this one in the same frame (apps/web/src/app/boot-header.tsx).
   * e2e/boot-heading.spec.ts holds every page that has one to the same words in the same place.
   */
  bootHeading?: string;
}

const page = (module: string, component: string, route: Omit<PageRoute, 'module' | 'component'>): PageRoute => ({
  module,
  component,
  ...route,
});

const landing = (path: string) => page('features/auth/landing-page', 'LandingPage', { path, access: 'visitor' });
const comingSoon = (path: string, access: PageAccess) =>
  page('features/coming-soon/coming-soon-page', 'ComingSoonPage', { path, title: 'Coming Soon', access });
const player = (path: string, module: string, component: string, title: string, earlyReads?: readonly string[]) =>
  page(module, component, { path, title, access: 'player', ...(earlyReads && { earlyReads }) });
const admin = (path: string, module: string, component: string, title: string) =>
  page(module, component, { path, title, access: 'admin' });
/** The route, with the h1 its page always opens with drawn with the HTML (`bootHeading`): its title unless named. */
function headed(route: PageRoute, bootHeading = route.title): PageRoute {
  if (bootHeading === undefined) throw new Error(`${route.path} has no title to draw as its boot heading`);
  return { ...route, bootHeading };
}

const myAvailability = (path: string) =>
  player(path, 'features/availability/my-availability-page', 'MyAvailabilityPage', 'My Availability');
const addAvailability = (path: string) =>
  player(path, 'features/availability/add-availability-page', 'AddAvailabilityPage', 'Add Availability');
const overlaps = (path: string) =>
  player(path, 'features/schedule-overlaps/schedule-overlaps-page', 'ScheduleOverlapsPage', 'Schedule Overlaps');
const proposals = (path: string) =>
  player(path, 'features/match-proposals/proposals-page', 'ProposalsPage', 'Match Proposals');
const weeklyCalendar = (path: string) =>
  player(path, 'features/weekly-calendar/weekly-calendar-page', 'WeeklyCalendarPage', 'Weekly Calendar', [
    'availability/leagueAvailability?league_id=:leagueId',
    'divisions/getMyDivision?league_id=:leagueId',
    'match-proposals/get?league_id=:leagueId',
    'leagues/get?league_id=:leagueId',
  ]);
const adminDashboard = (path: string) =>
  headed(admin(path, 'features/admin/admin-dashboard-page', 'AdminDashboardPage', 'Admin Dashboard'));
const leagueManager = (path: string, module: string, component: string, title: string) =>
  page(module, component, { path, title, access: 'league-manager' });
const leagueEditor = 'features/leagues-admin/league-editor-page';

/**
 * Every page, the more specific addresses before those they overlap (a static segment before a `:param`,
 * anything before a `*`), so that the first entry an address matches is the page the router opens.
 */
export const PAGE_ROUTES: readonly PageRoute[] = [
  // The landing page is named by its h1.
  landing('/'),
  page('features/auth/sign-in-page', 'SignInPage', { path: '/sign-in', title: 'Sign In', access: 'visitor' }),
  page('features/auth/sign-up-page', 'SignUpPage', { path: '/sign-up', title: 'Sign Up', access: 'visitor' }),
  page('features/auth/forgot-password-page', 'ForgotPasswordPage', {
    path: '/forgot-password',
    title: 'Forgot Password',
    access: 'visitor',
  }),
  // Public rather than visitor: a link from an email works whoever is signed in on this browser.
  page('features/auth/reset-password-page', 'ResetPasswordPage', {
    path: '/reset-password',
    title: 'Choose a New Password',
    access: 'public',
  }),
  page('features/auth/confirm-email-page', 'ConfirmEmailPage', {
    path: '/confirm-email',
    title: 'Confirm Your Email',
    access: 'public',
  }),
  comingSoon('/coming-soon', 'public'),
  // An email's "Stop these emails" link: its signed token stands in for a sign-in (ADR 067).
  page('features/unsubscribe/unsubscribe-page', 'UnsubscribePage', {
    path: '/unsubscribe',
    title: 'Stop These Emails',
    access: 'public',
  }),
  // Where an email's one-tap answer lands (ADR 070): signed in or not, the link's token is what counts.
  page('features/email-actions/email-action-page', 'EmailActionPage', {
    path: '/email-action',
    title: 'Answer from your email',
    access: 'public',
  }),
  player('/dashboard', 'features/dashboard/dashboard-page', 'DashboardPage', 'Dashboard', [
    'players/getMyPlayers',
    'leagues/myLeagues',
    'matches/mine',
    'leagues/recentActivity',
    // Next Steps: proposals of every league, and the leagues open for registration.
    'match-proposals/get',
    'leagues/all',
  ]),
  player('/profile', 'features/profile/profile-page', 'ProfilePage', 'Profile'),
  headed(player('/register', 'features/registration/register-page', 'RegisterPage', 'Register for a League')),
  player('/my-leagues', 'features/my-leagues/my-leagues-page', 'MyLeaguesPage', 'My Leagues'),
  headed(player('/notifications', 'features/notifications/notifications-page', 'NotificationsPage', 'Notifications')),
  headed(
    player(
      '/scheduled-matches',
      'features/scheduled-matches/scheduled-matches-page',
      'ScheduledMatchesPage',
      'Scheduled Matches',
    ),
  ),
  myAvailability('/availability'),
  addAvailability('/availability/add'),
  overlaps('/schedule-overlaps'),
  proposals('/match-proposals'),
  headed(player('/feedback', 'features/feedback/feedback-page', 'FeedbackPage', 'Feedback')),
  // A player's own private league (issue 38); before /leagues/:leagueId, which 'new' would otherwise match.
  player(
    '/leagues/new',
    'features/leagues-admin/new-private-league-page',
    'NewPrivateLeaguePage',
    'Start a Private League',
  ),
  // The invitation itself lets a visitor see what they are asked to join, so it needs no sign-in.
  page('features/registration/join-league-page', 'JoinLeaguePage', {
    path: '/leagues/join/:token',
    title: 'Join League',
    access: 'public',
  }),
  player('/leagues/:leagueId', 'features/league-home/league-home-page', 'LeagueHomePage', 'League Home', [
    'divisions/getMyDivision?league_id=:leagueId',
    'leagues/get?league_id=:leagueId',
    'leagues/standings?league_id=:leagueId',
    'match-proposals/get?league_id=:leagueId',
  ]),
  player('/leagues/:leagueId/division', 'features/league-home/division-page', 'DivisionPage', 'Division'),
  weeklyCalendar('/leagues/:leagueId/schedule'),
  weeklyCalendar('/leagues/:leagueId/availability'),
  myAvailability('/leagues/:leagueId/availability/list'),
  addAvailability('/leagues/:leagueId/availability/add'),
  overlaps('/leagues/:leagueId/find-matches'),
  overlaps('/leagues/:leagueId/schedule/overlaps'),
  proposals('/leagues/:leagueId/proposals'),
  player(
    '/leagues/:leagueId/schedule/full',
    'features/league-home/match-history-page',
    'MatchHistoryPage',
    'Match History',
  ),
  player('/leagues/:leagueId/standings', 'features/standings/standings-page', 'StandingsPage', 'League Standings', [
    'leagues/standings?league_id=:leagueId',
  ]),
  player(
    '/leagues/:leagueId/match/:matchId/score',
    'features/match-play/match-score-page',
    'MatchScorePage',
    'Match Score Entry',
  ),
  player(
    '/leagues/:leagueId/match/:matchId/schedule',
    'features/match-play/match-schedule-page',
    'MatchSchedulePage',
    'Schedule Match',
  ),
  leagueManager(
    '/leagues/:leagueId/manage',
    'features/leagues-admin/manage-league-page',
    'ManageLeaguePage',
    'Manage League',
  ),
  // A league address the spec does not name still sits behind sign-in and shows the Coming Soon page, so an
  // old or mistyped league link never dead-ends.
  comingSoon('/leagues/:leagueId/*', 'player'),
  adminDashboard('/admin'),
  adminDashboard('/admin/dashboard'),
  headed(admin('/admin/users', 'features/users/users-page', 'UsersPage', 'Manage Users')),
  headed(admin('/admin/invite-codes', 'features/invite-codes/invite-codes-page', 'InviteCodesPage', 'Invite Codes')),
  headed(
    admin('/admin/leagues-registrations', 'features/leagues-admin/leagues-page', 'LeaguesPage', 'League Management'),
  ),
  admin('/admin/leagues/editor', leagueEditor, 'LeagueEditorPage', 'Create League'),
  // One league's own admin pages: its organizer uses them too (ADR 076).
  leagueManager('/admin/leagues/editor/:leagueId', leagueEditor, 'LeagueEditorPage', 'Edit League'),
  leagueManager('/admin/leagues/:leagueId/season', 'features/season/season-page', 'SeasonPage', 'Season'),
  headed(
    admin('/admin/feedback', 'features/feedback/feedback-list-page', 'FeedbackListPage', 'Feedback'),
    'User Feedback',
  ),
  headed(admin('/admin/outbox', 'features/outbox/outbox-page', 'OutboxPage', 'Outbox')),
  headed(
    admin(
      '/admin/analytics',
      'features/analytics/analytics-dashboard-page',
      'AnalyticsDashboardPage',
      'Analytics Dashboard',
    ),
  ),
  admin('/locations', 'features/locations/locations-page', 'LocationsPage', 'Manage Locations'),
  page('app/not-found-page', 'NotFoundPage', { path: '*', title: 'Page Not Found', access: 'public' }),
];

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * The parameters `pathname` gives a route with this pattern, or null when it does not open it, by the router's
 * rules: a `:param` is one (decoded) segment, a last `*` the rest of the address (nothing included), static
 * segments match whatever their case, and a trailing slash changes nothing.
 */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const wanted = segmentsOf(pattern);
  const given = segmentsOf(pathname);
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    if (segment === '*') return index === wanted.length - 1 ? params : null;
    const part = given[index];
    if (part === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = safeDecode(part);
    else if (segment.toLowerCase() !== part.toLowerCase()) return null;
  }
  return given.length === wanted.length ? params : null;
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** The page an address opens, with its parameters. */
export function pageRouteFor(pathname: string): { route: PageRoute; params: Record<string, string> } | undefined {
  for (const route of PAGE_ROUTES) {
    const params = matchPattern(route.path, pathname);
    if (params) return { route, params };
  }
  return undefined;
}
