import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBallTennis } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCurrentUser } from '@/lib/current-user';
import { paths } from '@/lib/paths';

/** Where links to features still being built lead; public, so it works signed in or not. */
export function ComingSoonPage() {
  const { data: user } = useCurrentUser();
  return (
    <Stack align="center" ta="center" gap="md" py="xl" maw={560} mx="auto">
      <ThemeIcon size={72} radius="xl" variant="light" aria-hidden="true">
        <IconBallTennis size={44} />
      </ThemeIcon>
      <Title order={1}>Coming Soon</Title>
      <Text size="lg">
        We are still stringing the racket on this one. This part of Courtside is on its way. Check back soon!
      </Text>
      <Button component={Link} to={user ? paths.dashboard : paths.landing}>
        {user ? 'Back to Dashboard' : 'Back to Home'}
      </Button>
    </Stack>
  );
}
