import { Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUserEdit } from '@tabler/icons-react';
import { Link } from 'react-router';
import { primaryPlayerOf } from '@courtside/shared/players/primary-player';
import { missingProfileFields, type RequiredProfileField } from '@courtside/shared/players/profile-completeness';
import { paths } from '@/lib/paths';
import { useMyPlayers } from './api';

/** The names the profile form gives these details (gender is its Play Type). */
const FIELD_LABELS: Record<RequiredProfileField, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  rating: 'Rating',
  gender: 'Play type',
};

/**
 * Asks for the details league registration needs (the same rule that blocks it), before the player finds out
 * at registration. Also shown when there is no primary player at all: sign-up can stop between its two calls.
 */
export function CompleteProfileCard() {
  const players = useMyPlayers();
  // Said only on a clear answer: while loading, or when the list failed, nothing is known to be missing.
  if (!players.isSuccess) return null;
  const missing = missingProfileFields(primaryPlayerOf(players.data));
  if (missing.length === 0) return null;

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="complete-profile-title">
      <Group gap="md" align="flex-start" wrap="nowrap">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
          <IconUserEdit size={26} />
        </ThemeIcon>
        <Stack gap="sm" align="flex-start" style={{ minWidth: 0 }}>
          <Title order={2} size="h3" id="complete-profile-title">
            Complete your profile
          </Title>
          <Text>League registration needs these details, still missing from your profile:</Text>
          <List aria-label="Missing from your profile">
            {missing.map((field) => (
              <List.Item key={field}>{FIELD_LABELS[field]}</List.Item>
            ))}
          </List>
          <Button component={Link} to={paths.profile} data-analytics="navigation.dashboard.complete-profile">
            Go to Profile
          </Button>
        </Stack>
      </Group>
    </Card>
  );
}
