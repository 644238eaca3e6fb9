import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { LINK_REFUSAL_MESSAGES } from '@courtside/shared/schemas/account-recovery-messages';
import { errorMessage } from '@/lib/error-message';
import { paths } from '@/lib/paths';
import { useConfirmEmail } from './api';
import { AuthCard } from './auth-card';
import { linkRefusalOf } from './link-refusal';

/**
 * The page the link mailed to a new address opens (/confirm-email?token=…). It asks for one click rather than
 * confirming as it opens: mail scanners fetch links ahead of their reader, and must not confirm for them.
 */
export function ConfirmEmailPage() {
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const confirm = useConfirmEmail();
  const refusal = token === '' ? 'unknown' : linkRefusalOf(confirm.error);

  let body;
  if (confirm.isSuccess) {
    body = (
      <Stack gap="md">
        <Alert color="court" variant="light" icon={<IconCircleCheck aria-hidden="true" />} role="status">
          {confirm.data.message} You now sign in with {confirm.data.email}.
        </Alert>
        <Button component={Link} to={paths.signIn} fullWidth>
          Go to sign in
        </Button>
      </Stack>
    );
  } else if (refusal || confirm.isError) {
    body = (
      <Stack gap="md">
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
          {refusal ? LINK_REFUSAL_MESSAGES[refusal] : errorMessage(confirm.error)}
        </Alert>
        <Text size="sm">To ask for a new link, change your email again on your profile.</Text>
        <Button component={Link} to={paths.profile} variant="light" fullWidth>
          Open your profile
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="md">
        <Text>Confirm that this is your new email address. Until you do, you keep signing in with the old one.</Text>
        <Button loading={confirm.isPending} onClick={() => confirm.mutate({ token })} fullWidth>
          Confirm my new email
        </Button>
      </Stack>
    );
  }

  return (
    <AuthCard title="Confirm your new email">
      {body}
      <Group justify="flex-end" mt="lg">
        <Anchor component={Link} to={paths.landing} size="sm">
          Back to home
        </Anchor>
      </Group>
    </AuthCard>
  );
}
