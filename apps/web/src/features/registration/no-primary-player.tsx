import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconUserExclamation } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { REGISTER_MESSAGES } from './registration-choices';

/** The user has no primary player (sign-up can stop between its two calls): registration needs one. */
export function NoPrimaryPlayer() {
  return (
    <Alert color="yellow" variant="light" icon={<IconUserExclamation aria-hidden="true" />}>
      <Stack gap="sm" align="flex-start">
        <Text>{REGISTER_MESSAGES.noPrimaryPlayer}</Text>
        <Button component={Link} to={paths.profile}>
          Go to Profile
        </Button>
      </Stack>
    </Alert>
  );
}
