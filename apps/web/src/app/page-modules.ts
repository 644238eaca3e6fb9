// Which page module each address opens, as plain data for the build (build-tools/page-files-plugin.ts): the
// server names that page's files in the HTML it sends, so a first visit fetches them with the shell instead of
// after it (issue 10). routes.tsx stays the app's table; page-modules.test.tsx opens every route of it and
// checks that this list picks the same page, in an order where the first matching pattern is the router's choice.

/** A route's full path and the module of its page, from the app's root (the web app's folder). */
export interface PageModule {
  pattern: string;
  module: string;
}

const feature = (path: string) => `src/features/${path}.tsx`;

const landing = feature('auth/landing-page');
const myAvailability = feature('availability/my-availability-page');
const addAvailability = feature('availability/add-availability-page');
const overlaps = feature('schedule-overlaps/schedule-overlaps-page');
const proposals = feature('match-proposals/proposals-page');
const weeklyCalendar = feature('weekly-calendar/weekly-calendar-page');
const adminDashboard = feature('admin/admin-dashboard-page');
const leagueEditor = feature('leagues-admin/league-editor-page');
const comingSoon = feature('coming-soon/coming-soon-page');

/** More specific patterns first: a static segment before a parameter, anything before a `*`. */
export const PAGE_MODULES: readonly PageModule[] = [
  { pattern: '/', module: landing },
  { pattern: '/sign-in', module: feature('auth/sign-in-page') },
  { pattern: '/sign-up', module: feature('auth/sign-up-page') },
  { pattern: '/coming-soon', module: comingSoon },
  { pattern: '/dashboard', module: feature('dashboard/dashboard-page') },
  { pattern: '/profile', module: feature('profile/profile-page') },
  { pattern: '/register', module: feature('registration/register-page') },
  { pattern: '/my-leagues', module: feature('my-leagues/my-leagues-page') },
  { pattern: '/scheduled-matches', module: feature('scheduled-matches/scheduled-matches-page') },
  { pattern: '/availability', module: myAvailability },
  { pattern: '/availability/add', module: addAvailability },
  { pattern: '/schedule-overlaps', module: overlaps },
  { pattern: '/match-proposals', module: proposals },
  { pattern: '/feedback', module: feature('feedback/feedback-page') },
  { pattern: '/leagues/:leagueId', module: feature('league-home/league-home-page') },
  { pattern: '/leagues/:leagueId/division', module: feature('league-home/division-page') },
  { pattern: '/leagues/:leagueId/schedule', module: weeklyCalendar },
  { pattern: '/leagues/:leagueId/availability', module: weeklyCalendar },
  { pattern: '/leagues/:leagueId/availability/list', module: myAvailability },
  { pattern: '/leagues/:leagueId/availability/add', module: addAvailability },
  { pattern: '/leagues/:leagueId/find-matches', module: overlaps },
  { pattern: '/leagues/:leagueId/schedule/overlaps', module: overlaps },
  { pattern: '/leagues/:leagueId/proposals', module: proposals },
  { pattern: '/leagues/:leagueId/schedule/full', module: feature('league-home/match-history-page') },
  { pattern: '/leagues/:leagueId/standings', module: feature('standings/standings-page') },
  { pattern: '/leagues/:leagueId/match/:matchId/score', module: feature('match-play/match-score-page') },
  { pattern: '/leagues/:leagueId/match/:matchId/schedule', module: feature('match-play/match-schedule-page') },
  { pattern: '/leagues/:leagueId/*', module: comingSoon },
  { pattern: '/admin', module: adminDashboard },
  { pattern: '/admin/dashboard', module: adminDashboard },
  { pattern: '/admin/users', module: feature('users/users-page') },
  { pattern: '/admin/invite-codes', module: feature('invite-codes/invite-codes-page') },
  { pattern: '/admin/leagues-registrations', module: feature('leagues-admin/leagues-page') },
  { pattern: '/admin/leagues/editor', module: leagueEditor },
  { pattern: '/admin/leagues/editor/:leagueId', module: leagueEditor },
  { pattern: '/admin/feedback', module: feature('feedback/feedback-list-page') },
  { pattern: '/admin/analytics', module: feature('analytics/analytics-dashboard-page') },
  { pattern: '/locations', module: feature('locations/locations-page') },
  { pattern: '*', module: 'src/app/not-found-page.tsx' },
];
