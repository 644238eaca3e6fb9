import { useState, type ReactNode } from 'react';
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

/**
 * Spec: a signed-in user who opens / goes to the dashboard; so does one who opens /sign-in or /sign-up, whose
 * forms have nothing to offer them.
 */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const me = useCurrentUser();
  if (me.isPending) return <PageLoader />;
  // Anonymous, or the session check failed: the public page is still the right thing to show.
  return <RedirectIfSignedInOnArrival signedIn={Boolean(me.data)}>{children}</RedirectIfSignedInOnArrival>;
}

/**
 * Decides once, on arrival. Signing up signs the user in halfway through the form's own work (the primary
 * player is created next), and the form then shows its toast and goes to the dashboard itself: a guard that
 * kept watching would unmount the form mid-way and lose that toast, or an error from the last step.
 */
function RedirectIfSignedInOnArrival({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const [signedInOnArrival] = useState(signedIn);
  if (signedInOnArrival) return <Navigate to={paths.dashboard} replace />;
  return children;
}
