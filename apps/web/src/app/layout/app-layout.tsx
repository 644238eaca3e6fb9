import { AppShell, Container, Group, VisuallyHidden } from '@mantine/core';
import { Outlet, ScrollRestoration } from '@/lib/router';
import { usePageViewTracking } from '@/lib/analytics/use-page-view-tracking';
import { useCurrentUser } from '@/lib/current-user';
import { paths } from '@/lib/paths';
import { OfflineBanner } from '@/lib/pwa/offline-banner';
import { BrandLink } from './brand-link';
import { ColorSchemeIconSwitch } from './color-scheme-switch';
import { HeaderBar } from './header-bar';
import { MAIN_ID, SkipLink } from './skip-link';
import { usePageArrival } from './use-page-arrival';

/** Every page: the header (full for a signed-in user, brand only for a visitor) and the page below it. */
export function AppLayout() {
  const { data: user } = useCurrentUser();
  const arrivedAt = usePageArrival();
  // Here, around every page, so that no route can forget it; inert until analytics is installed (main.tsx).
  usePageViewTracking();

  return (
    <AppShell header={{ height: 64 }} padding={{ base: 'sm', sm: 'lg' }}>
      <SkipLink />
      <AppShell.Header>
        {user ? (
          <HeaderBar />
        ) : (
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <BrandLink to={paths.landing} />
            <ColorSchemeIconSwitch />
          </Group>
        )}
      </AppShell.Header>
      {/* tabIndex -1: the skip link's target takes focus, so the next Tab continues inside the page. */}
      <AppShell.Main id={MAIN_ID} tabIndex={-1}>
        <Container size="lg" px={0}>
          <OfflineBanner />
          <Outlet />
        </Container>
      </AppShell.Main>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {arrivedAt}
      </VisuallyHidden>
      <ScrollRestoration />
    </AppShell>
  );
}
