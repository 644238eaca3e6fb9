import type { ReactElement } from 'react';
import type { RouteObject } from '@/lib/router';
import { AppLayout } from './layout/app-layout';
import { lazyPage } from './lazy-page';
import { RedirectSignedIn, RequireAdmin, RequireSignedIn } from './route-guards';
// Not lazy: it is what shows when a page's chunk fails to load (a release replaced it, or the network dropped).
import { RouteErrorPage } from './route-error-page';

// Every page is its own chunk (ADR 040): the entry holds only the router, the layout and the guards.
// Pages opened under several paths share one chunk, because each import() below names the same module.
const pages = {
  landing: () => import('@/features/auth/landing-page'),
  signIn: () => import('@/features/auth/sign-in-page'),
  signUp: () => import('@/features/auth/sign-up-page'),
  comingSoon: () => import('@/features/coming-soon/coming-soon-page'),
  dashboard: () => import('@/features/dashboard/dashboard-page'),
  profile: () => import('@/features/profile/profile-page'),
  register: () => import('@/features/registration/register-page'),
  myLeagues: () => import('@/features/my-leagues/my-leagues-page'),
  scheduledMatches: () => import('@/features/scheduled-matches/scheduled-matches-page'),
  myAvailability: () => import('@/features/availability/my-availability-page'),
  addAvailability: () => import('@/features/availability/add-availability-page'),
  overlaps: () => import('@/features/schedule-overlaps/schedule-overlaps-page'),
  proposals: () => import('@/features/match-proposals/proposals-page'),
  feedback: () => import('@/features/feedback/feedback-page'),
  leagueHome: () => import('@/features/league-home/league-home-page'),
  division: () => import('@/features/league-home/division-page'),
  weeklyCalendar: () => import('@/features/weekly-calendar/weekly-calendar-page'),
  matchHistory: () => import('@/features/league-home/match-history-page'),
  standings: () => import('@/features/standings/standings-page'),
  matchScore: () => import('@/features/match-play/match-score-page'),
  matchSchedule: () => import('@/features/match-play/match-schedule-page'),
  adminDashboard: () => import('@/features/admin/admin-dashboard-page'),
  users: () => import('@/features/users/users-page'),
  inviteCodes: () => import('@/features/invite-codes/invite-codes-page'),
  leagues: () => import('@/features/leagues-admin/leagues-page'),
  leagueEditor: () => import('@/features/leagues-admin/league-editor-page'),
  feedbackList: () => import('@/features/feedback/feedback-list-page'),
  // The charts library is large and only administrators open this page.
  analytics: () => import('@/features/analytics/analytics-dashboard-page'),
  locations: () => import('@/features/locations/locations-page'),
  notFound: () => import('./not-found-page'),
};

// A league address the spec does not name still sits behind sign-in and shows the Coming Soon page, so an
// old or mistyped league link never dead-ends.
const plannedSignedInPaths = ['leagues/:leagueId/*'];

const comingSoon = (path: string): RouteObject => ({
  path,
  ...lazyPage(pages.comingSoon, 'ComingSoonPage', { title: 'Coming Soon' }),
});

/** Public pages that a signed-in user has no use for send them to the dashboard. */
const forVisitors = (page: ReactElement) => <RedirectSignedIn>{page}</RedirectSignedIn>;

const myAvailability = lazyPage(pages.myAvailability, 'MyAvailabilityPage', { title: 'My Availability' });
const addAvailability = lazyPage(pages.addAvailability, 'AddAvailabilityPage', { title: 'Add Availability' });
const overlaps = lazyPage(pages.overlaps, 'ScheduleOverlapsPage', { title: 'Schedule Overlaps' });
const proposals = lazyPage(pages.proposals, 'ProposalsPage', { title: 'Match Proposals' });
const weeklyCalendar = lazyPage(pages.weeklyCalendar, 'WeeklyCalendarPage', { title: 'Weekly Calendar' });
const adminDashboard = lazyPage(pages.adminDashboard, 'AdminDashboardPage', { title: 'Admin Dashboard' });
const leagueEditor = (title: string) => lazyPage(pages.leagueEditor, 'LeagueEditorPage', { title });

export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // A second boundary inside the layout keeps the header usable when a page fails.
        errorElement: <RouteErrorPage />,
        children: [
          // The landing page is named by its h1.
          { index: true, ...lazyPage(pages.landing, 'LandingPage', { wrap: forVisitors }) },
          { path: 'sign-in', ...lazyPage(pages.signIn, 'SignInPage', { title: 'Sign In', wrap: forVisitors }) },
          { path: 'sign-up', ...lazyPage(pages.signUp, 'SignUpPage', { title: 'Sign Up', wrap: forVisitors }) },
          comingSoon('coming-soon'),
          {
            element: <RequireSignedIn />,
            children: [
              { path: 'dashboard', ...lazyPage(pages.dashboard, 'DashboardPage', { title: 'Dashboard' }) },
              { path: 'profile', ...lazyPage(pages.profile, 'ProfilePage', { title: 'Profile' }) },
              {
                path: 'register',
                ...lazyPage(pages.register, 'RegisterPage', { title: 'Register for a League' }),
              },
              { path: 'my-leagues', ...lazyPage(pages.myLeagues, 'MyLeaguesPage', { title: 'My Leagues' }) },
              {
                path: 'scheduled-matches',
                ...lazyPage(pages.scheduledMatches, 'ScheduledMatchesPage', { title: 'Scheduled Matches' }),
              },
              { path: 'availability', ...myAvailability },
              { path: 'availability/add', ...addAvailability },
              { path: 'schedule-overlaps', ...overlaps },
              { path: 'match-proposals', ...proposals },
              { path: 'feedback', ...lazyPage(pages.feedback, 'FeedbackPage', { title: 'Feedback' }) },
              {
                path: 'leagues/:leagueId',
                children: [
                  { index: true, ...lazyPage(pages.leagueHome, 'LeagueHomePage', { title: 'League Home' }) },
                  { path: 'division', ...lazyPage(pages.division, 'DivisionPage', { title: 'Division' }) },
                  { path: 'schedule', ...weeklyCalendar },
                  { path: 'availability', ...weeklyCalendar },
                  { path: 'availability/list', ...myAvailability },
                  { path: 'availability/add', ...addAvailability },
                  { path: 'find-matches', ...overlaps },
                  { path: 'schedule/overlaps', ...overlaps },
                  { path: 'proposals', ...proposals },
                  {
                    path: 'schedule/full',
                    ...lazyPage(pages.matchHistory, 'MatchHistoryPage', { title: 'Match History' }),
                  },
                  {
                    path: 'standings',
                    ...lazyPage(pages.standings, 'StandingsPage', { title: 'League Standings' }),
                  },
                  {
                    path: 'match/:matchId/score',
                    ...lazyPage(pages.matchScore, 'MatchScorePage', { title: 'Match Score Entry' }),
                  },
                  {
                    path: 'match/:matchId/schedule',
                    ...lazyPage(pages.matchSchedule, 'MatchSchedulePage', { title: 'Schedule Match' }),
                  },
                ],
              },
              ...plannedSignedInPaths.map(comingSoon),
              {
                path: 'admin',
                element: <RequireAdmin />,
                children: [
                  { index: true, ...adminDashboard },
                  { path: 'dashboard', ...adminDashboard },
                  { path: 'users', ...lazyPage(pages.users, 'UsersPage', { title: 'Manage Users' }) },
                  {
                    path: 'invite-codes',
                    ...lazyPage(pages.inviteCodes, 'InviteCodesPage', { title: 'Invite Codes' }),
                  },
                  {
                    path: 'leagues-registrations',
                    ...lazyPage(pages.leagues, 'LeaguesPage', { title: 'League Management' }),
                  },
                  { path: 'leagues/editor', ...leagueEditor('Create League') },
                  { path: 'leagues/editor/:leagueId', ...leagueEditor('Edit League') },
                  {
                    path: 'feedback',
                    ...lazyPage(pages.feedbackList, 'FeedbackListPage', { title: 'Feedback' }),
                  },
                  {
                    path: 'analytics',
                    ...lazyPage(pages.analytics, 'AnalyticsDashboardPage', { title: 'Analytics Dashboard' }),
                  },
                ],
              },
              {
                path: 'locations',
                element: <RequireAdmin />,
                children: [
                  { index: true, ...lazyPage(pages.locations, 'LocationsPage', { title: 'Manage Locations' }) },
                ],
              },
            ],
          },
          { path: '*', ...lazyPage(pages.notFound, 'NotFoundPage', { title: 'Page Not Found' }) },
        ],
      },
    ],
  },
];
