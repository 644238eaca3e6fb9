import type { ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { PageHeader } from './page-header';

export const LEAGUE_NOT_AVAILABLE_TITLE = 'League not available';
/** For an address whose league id cannot be one, in the server's words for a league it does not know. */
export const LEAGUE_NOT_FOUND_MESSAGE = 'League not found.';

/**
 * A league the user cannot open: the server's reason and the way back to their own leagues. A private league
 * hidden from them reads as one that does not exist, so this says no more than the server did.
 */
export function LeagueNotAvailableMessage({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <>
      <PageHeader title={LEAGUE_NOT_AVAILABLE_TITLE} />
      <Stack gap="md" align="flex-start">
        <Text>{message}</Text>
        <Group gap="sm">
          <Button component={Link} to={paths.myLeagues} leftSection={<IconTrophy size={18} aria-hidden="true" />}>
            Go to My Leagues
          </Button>
          {children}
        </Group>
      </Stack>
    </>
  );
}
