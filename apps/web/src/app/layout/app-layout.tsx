import { AppShell, Container, Group } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router';
import { useCurrentUser } from '@/lib/current-user';
import { paths } from '@/lib/paths';
import { BrandLink } from './brand-link';
import { HeaderBar } from './header-bar';

/** Every page: the header (full for a signed-in user, brand only for a visitor) and the page below it. */
export function AppLayout() {
  const { data: user } = useCurrentUser();

  return (
    <AppShell header={{ height: 64 }} padding={{ base: 'sm', sm: 'lg' }}>
      <AppShell.Header>
        {user ? (
          <HeaderBar />
        ) : (
          <Group h="100%" px="md">
            <BrandLink to={paths.landing} />
          </Group>
        )}
      </AppShell.Header>
      <AppShell.Main>
        <Container size="lg" px={0}>
          <Outlet />
        </Container>
      </AppShell.Main>
      <ScrollRestoration />
    </AppShell>
  );
}
