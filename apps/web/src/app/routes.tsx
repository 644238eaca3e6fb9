import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { AdminDashboardPage } from '@/features/admin/admin-dashboard-page';
import { LandingPage } from '@/features/auth/landing-page';
import { SignInPage } from '@/features/auth/sign-in-page';
import { SignUpPage } from '@/features/auth/sign-up-page';
import { ComingSoonPage } from '@/features/coming-soon/coming-soon-page';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { InviteCodesPage } from '@/features/invite-codes/invite-codes-page';
import { LeagueEditorPage } from '@/features/leagues-admin/league-editor-page';
import { LeaguesPage } from '@/features/leagues-admin/leagues-page';
import { LocationsPage } from '@/features/locations/locations-page';
import { MyLeaguesPage } from '@/features/my-leagues/my-leagues-page';
import { ProfilePage } from '@/features/profile/profile-page';
import { RegisterPage } from '@/features/registration/register-page';
import { UsersPage } from '@/features/users/users-page';
import { AppLayout } from './layout/app-layout';
import type { RouteHandle } from './layout/use-page-arrival';
import { NotFoundPage } from './not-found-page';
import { RedirectSignedIn, RequireAdmin, RequireSignedIn } from './route-guards';
import { RouteErrorPage } from './route-error-page';

// Spec routes whose screens arrive with later features. They already sit behind the right guard
// and show the Coming Soon page, so links to them (dashboard, admin cards) never dead-end.
const plannedSignedInPaths = [
  'feedback',
  'availability',
  'availability/add',
  'schedule-overlaps',
  'match-proposals',
  'scheduled-matches',
  'leagues/:leagueId',
  'leagues/:leagueId/*',
];
const plannedAdminPaths = ['feedback', 'analytics'];

/** The page's name for the browser tab and for screen readers after a navigation (layout/use-page-arrival.ts). */
const title = (pageTitle: string): RouteHandle => ({ title: pageTitle });

const comingSoon = (path: string): RouteObject => ({ path, element: <ComingSoonPage />, handle: title('Coming Soon') });

/** Public pages that a signed-in user has no use for send them to the dashboard. */
const forVisitors = (page: ReactElement) => <RedirectSignedIn>{page}</RedirectSignedIn>;

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
                  ...plannedAdminPaths.map(comingSoon),
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
