import type { RouteObject } from 'react-router';
import { AdminDashboardPage } from '@/features/admin/admin-dashboard-page';
import { LandingPage } from '@/features/auth/landing-page';
import { SignInPage } from '@/features/auth/sign-in-page';
import { SignUpPage } from '@/features/auth/sign-up-page';
import { ComingSoonPage } from '@/features/coming-soon/coming-soon-page';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { InviteCodesPage } from '@/features/invite-codes/invite-codes-page';
import { ProfilePage } from '@/features/profile/profile-page';
import { UsersPage } from '@/features/users/users-page';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './not-found-page';
import { RedirectSignedIn, RequireAdmin, RequireSignedIn } from './route-guards';
import { RouteErrorPage } from './route-error-page';

// Spec routes whose screens arrive with later features. They already sit behind the right guard
// and show the Coming Soon page, so links to them (dashboard, admin cards) never dead-end.
const plannedSignedInPaths = [
  'register',
  'my-leagues',
  'feedback',
  'availability',
  'availability/add',
  'schedule-overlaps',
  'match-proposals',
  'scheduled-matches',
  'leagues/:leagueId',
  'leagues/:leagueId/*',
];
const plannedAdminPaths = [
  'leagues-registrations',
  'leagues/editor',
  'leagues/editor/:leagueId',
  'feedback',
  'analytics',
];

const comingSoon = (path: string): RouteObject => ({ path, element: <ComingSoonPage /> });

export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // A second boundary inside the layout keeps the header usable when a page fails.
        errorElement: <RouteErrorPage />,
        children: [
          {
            index: true,
            element: (
              <RedirectSignedIn>
                <LandingPage />
              </RedirectSignedIn>
            ),
          },
          { path: 'sign-in', element: <SignInPage /> },
          { path: 'sign-up', element: <SignUpPage /> },
          { path: 'coming-soon', element: <ComingSoonPage /> },
          {
            element: <RequireSignedIn />,
            children: [
              { path: 'dashboard', element: <DashboardPage /> },
              { path: 'profile', element: <ProfilePage /> },
              ...plannedSignedInPaths.map(comingSoon),
              {
                path: 'admin',
                element: <RequireAdmin />,
                children: [
                  { index: true, element: <AdminDashboardPage /> },
                  { path: 'dashboard', element: <AdminDashboardPage /> },
                  { path: 'users', element: <UsersPage /> },
                  { path: 'invite-codes', element: <InviteCodesPage /> },
                  ...plannedAdminPaths.map(comingSoon),
                ],
              },
              {
                path: 'locations',
                element: <RequireAdmin />,
                children: [{ index: true, element: <ComingSoonPage /> }],
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
