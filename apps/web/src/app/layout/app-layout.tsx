import { VisuallyHidden } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router';
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
  // Here, around every page, so that no route can forget it; inert until analytics is installed (main.tsx).
  usePageViewTracking();

  return (
    <div className={classes.shell}>
      <SkipLink />
      {/* Replaces index.html's boot header, which looks the same, in the same frame. */}
      <header className={classes.header}>{user ? <HeaderBar /> : <VisitorHeaderBar />}</header>
      <RemoveBootHeader />
      {/* tabIndex -1: the skip link's target takes focus, so the next Tab continues inside the page. */}
      <main id={MAIN_ID} tabIndex={-1} className={classes.main}>
        <div className={classes.page}>
          <OfflineBanner />
          <Outlet />
        </div>
      </main>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {arrivedAt}
      </VisuallyHidden>
      <ScrollRestoration />
    </div>
  );
}
