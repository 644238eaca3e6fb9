import type { ReactNode } from 'react';
import { Button, Stack } from '@mantine/core';
import { Navigate, Outlet } from 'react-router';
import { AccessDenied } from '@/components/access-denied';
import { ErrorAlert } from '@/components/error-alert';
import { PageLoader } from '@/components/page-loader';
import { useCurrentUser } from '@/lib/current-user';
import { paths } from '@/lib/paths';
import { isAdmin } from '@courtside/shared/league/permissions';

/** Spec: every route but /, /sign-in, /sign-up and /coming-soon needs a signed-in user; others go to /. */
export function RequireSignedIn() {
  const me = useCurrentUser();
  if (me.isPending) return <PageLoader />;
  if (me.isError) {
    return (
      <Stack align="flex-start">
        <ErrorAlert title="Could not check your session">{me.error.message}</ErrorAlert>
        <Button variant="light" onClick={() => void me.refetch()}>
          Try Again
        </Button>
      </Stack>
    );
  }
  if (!me.data) return <Navigate to={paths.landing} replace />;
  return <Outlet />;
}

/** Spec: admin pages are for admin and owner users; everyone else sees the access-denied message. */
export function RequireAdmin() {
  const { data: user } = useCurrentUser();
  return isAdmin(user) ? <Outlet /> : <AccessDenied />;
}

/** Spec: a signed-in user who opens / goes to the dashboard. */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const me = useCurrentUser();
  if (me.isPending) return <PageLoader />;
  if (me.data) return <Navigate to={paths.dashboard} replace />;
  // Anonymous, or the session check failed: the public page is still the right thing to show.
  return children;
}
