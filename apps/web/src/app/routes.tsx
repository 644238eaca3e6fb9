import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { AdminDashboardPage } from '@/features/admin/admin-dashboard-page';
import { LandingPage } from '@/features/auth/landing-page';
import { AddAvailabilityPage } from '@/features/availability/add-availability-page';
import { MyAvailabilityPage } from '@/features/availability/my-availability-page';
import { ScheduleOverlapsPage } from '@/features/schedule-overlaps/schedule-overlaps-page';
import { WeeklyCalendarPage } from '@/features/weekly-calendar/weekly-calendar-page';
import { DivisionPage } from '@/features/league-home/division-page';
import { LeagueHomePage } from '@/features/league-home/league-home-page';
import { MatchHistoryPage } from '@/features/league-home/match-history-page';
import { MatchSchedulePage } from '@/features/match-play/match-schedule-page';
import { MatchScorePage } from '@/features/match-play/match-score-page';
import { StandingsPage } from '@/features/standings/standings-page';
import { SignInPage } from '@/features/auth/sign-in-page';
import { SignUpPage } from '@/features/auth/sign-up-page';
import { ComingSoonPage } from '@/features/coming-soon/coming-soon-page';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { FeedbackListPage } from '@/features/feedback/feedback-list-page';
import { FeedbackPage } from '@/features/feedback/feedback-page';
import { InviteCodesPage } from '@/features/invite-codes/invite-codes-page';
import { LeagueEditorPage } from '@/features/leagues-admin/league-editor-page';
import { LeaguesPage } from '@/features/leagues-admin/leagues-page';
import { LocationsPage } from '@/features/locations/locations-page';
import { MyLeaguesPage } from '@/features/my-leagues/my-leagues-page';
import { ProfilePage } from '@/features/profile/profile-page';
import { RegisterPage } from '@/features/registration/register-page';
import { UsersPage } from '@/features/users/users-page';
import { AppLayout } from './layout/app-layout';
import type { RouteHandle } from '@/lib/route-title';
import { NotFoundPage } from './not-found-page';
import { RedirectSignedIn, RequireAdmin, RequireSignedIn } from './route-guards';
import { RouteErrorPage } from './route-error-page';

// A league address the spec does not name still sits behind sign-in and shows the Coming Soon page, so an
// old or mistyped league link never dead-ends.
const plannedSignedInPaths = ['leagues/:leagueId/*'];

/** The page's name for the browser tab and for screen readers after a navigation (layout/use-page-arrival.ts). */
const title = (pageTitle: string): RouteHandle => ({ title: pageTitle });

const comingSoon = (path: string): RouteObject => ({ path, element: <ComingSoonPage />, handle: title('Coming Soon') });

/** Public pages that a signed-in user has no use for send them to the dashboard. */
const forVisitors = (page: ReactElement) => <RedirectSignedIn>{page}</RedirectSignedIn>;

/** The spec loads the proposals page on demand: its code is fetched the first time it is opened. */
const proposalsPage: Omit<RouteObject, 'path' | 'index' | 'children'> = {
  lazy: async () => ({ Component: (await import('@/features/match-proposals/proposals-page')).ProposalsPage }),
  hydrateFallbackElement: <PageLoader />,
  handle: title('Match Proposals'),
};

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
          { index: true, element: forVisitors(<LandingPage />) },
          { path: 'sign-in', element: forVisitors(<SignInPage />), handle: title('Sign In') },
          { path: 'sign-up', element: forVisitors(<SignUpPage />), handle: title('Sign Up') },
          comingSoon('coming-soon'),
          {
            element: <RequireSignedIn />,
            children: [
              { path: 'dashboard', element: <DashboardPage />, handle: title('Dashboard') },
              { path: 'profile', element: <ProfilePage />, handle: title('Profile') },
              { path: 'register', element: <RegisterPage />, handle: title('Register for a League') },
              { path: 'my-leagues', element: <MyLeaguesPage />, handle: title('My Leagues') },
              {
                // The spec loads this page on demand: its code is fetched the first time it is opened.
                path: 'scheduled-matches',
                lazy: async () => ({
                  Component: (await import('@/features/scheduled-matches/scheduled-matches-page')).ScheduledMatchesPage,
                }),
                // Shown while that code arrives when the page is the first one opened.
                hydrateFallbackElement: <PageLoader />,
                handle: title('Scheduled Matches'),
              },
              { path: 'availability', element: <MyAvailabilityPage />, handle: title('My Availability') },
              { path: 'availability/add', element: <AddAvailabilityPage />, handle: title('Add Availability') },
              { path: 'schedule-overlaps', element: <ScheduleOverlapsPage />, handle: title('Schedule Overlaps') },
              { path: 'match-proposals', ...proposalsPage },
              { path: 'feedback', element: <FeedbackPage />, handle: title('Feedback') },
              {
                path: 'leagues/:leagueId',
                children: [
                  { index: true, element: <LeagueHomePage />, handle: title('League Home') },
                  { path: 'division', element: <DivisionPage />, handle: title('Division') },
                  { path: 'schedule', element: <WeeklyCalendarPage />, handle: title('Weekly Calendar') },
                  { path: 'availability', element: <WeeklyCalendarPage />, handle: title('Weekly Calendar') },
                  { path: 'availability/list', element: <MyAvailabilityPage />, handle: title('My Availability') },
                  { path: 'availability/add', element: <AddAvailabilityPage />, handle: title('Add Availability') },
                  { path: 'find-matches', element: <ScheduleOverlapsPage />, handle: title('Schedule Overlaps') },
                  { path: 'schedule/overlaps', element: <ScheduleOverlapsPage />, handle: title('Schedule Overlaps') },
                  { path: 'proposals', ...proposalsPage },
                  { path: 'schedule/full', element: <MatchHistoryPage />, handle: title('Match History') },
                  { path: 'standings', element: <StandingsPage />, handle: title('League Standings') },
                  { path: 'match/:matchId/score', element: <MatchScorePage />, handle: title('Match Score Entry') },
                  {
                    path: 'match/:matchId/schedule',
                    element: <MatchSchedulePage />,
                    handle: title('Schedule Match'),
                  },
                ],
              },
              ...plannedSignedInPaths.map(comingSoon),
              {
                path: 'admin',
                element: <RequireAdmin />,
                children: [
                  { index: true, element: <AdminDashboardPage />, handle: title('Admin Dashboard') },
                  { path: 'dashboard', element: <AdminDashboardPage />, handle: title('Admin Dashboard') },
                  { path: 'users', element: <UsersPage />, handle: title('Manage Users') },
                  { path: 'invite-codes', element: <InviteCodesPage />, handle: title('Invite Codes') },
                  { path: 'leagues-registrations', element: <LeaguesPage />, handle: title('League Management') },
                  { path: 'leagues/editor', element: <LeagueEditorPage />, handle: title('Create League') },
                  { path: 'leagues/editor/:leagueId', element: <LeagueEditorPage />, handle: title('Edit League') },
                  { path: 'feedback', element: <FeedbackListPage />, handle: title('Feedback') },
                  {
                    // The charts library is large and only administrators open this page: fetched on demand.
                    path: 'analytics',
                    lazy: async () => ({
                      Component: (await import('@/features/analytics/analytics-dashboard-page')).AnalyticsDashboardPage,
                    }),
                    hydrateFallbackElement: <PageLoader />,
                    handle: title('Analytics Dashboard'),
                  },
                ],
              },
              {
                path: 'locations',
                element: <RequireAdmin />,
                children: [{ index: true, element: <LocationsPage />, handle: title('Manage Locations') }],
              },
            ],
          },
          { path: '*', element: <NotFoundPage />, handle: title('Page Not Found') },
        ],
      },
    ],
  },
];
