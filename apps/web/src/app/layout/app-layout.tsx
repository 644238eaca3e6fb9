import { Loader, VisuallyHidden } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { usePageViewTracking } from '@/lib/analytics/use-page-view-tracking';
import { useCurrentUser } from '@/lib/current-user';
import { OfflineBanner } from '@/lib/pwa/offline-banner';
import { RemoveBootHeader } from '../boot-header';
import classes from './app-layout.module.css';
import { HeaderBar, VisitorHeaderBar } from './header-bar';
import { MAIN_ID, SkipLink } from './skip-link';
import { usePageArrival } from './use-page-arrival';

/** Every page: the header (full for a signed-in user, brand only for a visitor) and the page below it. */
export function AppLayout() {
  const { data: user } = useCurrentUser();
  const arrivedAt = usePageArrival();
  // A page's code or first reads on their way (its route loader): the page left stays on screen until then.
  const pending = useNavigation().state !== 'idle';
  // ScrollRestoration asks the router for a reloaded page's saved position as it mounts, and the answer comes as
  // a router update. Mounted in the first render, it asks before RouterProvider listens for updates (a parent's
  // effects run after its children's), and the answer is lost; mounted a render later, it is heard. main.tsx
  // has the first page whole by then.
  const mounted = useMounted();
  // Here, around every page, so that no route can forget it; inert until analytics is installed (main.tsx).
  usePageViewTracking();

  return (
    <div className={classes.shell}>
      <SkipLink />
      {/* Replaces index.html's boot header, which looks the same, in the same frame. */}
      <header className={classes.header}>{user ? <HeaderBar /> : <VisitorHeaderBar />}</header>
      <RemoveBootHeader />
      {pending && (
        <Loader
          className={classes.pending}
          size="sm"
          type="dots"
          role="progressbar"
          aria-label="Loading the next page"
        />
      )}
      {/* tabIndex -1: the skip link's target takes focus, so the next Tab continues inside the page. */}
      <main id={MAIN_ID} tabIndex={-1} className={classes.main} aria-busy={pending}>
        <div className={classes.page}>
          <OfflineBanner />
          <Outlet />
        </div>
      </main>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {arrivedAt}
      </VisuallyHidden>
      {mounted && <ScrollRestoration />}
    </div>
  );
}
