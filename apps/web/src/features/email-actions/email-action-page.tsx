import { Alert, Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { EMAIL_ACTION_BUTTONS, EMAIL_ACTION_DONE } from '@courtside/shared/schemas/email-action-messages';
import { ErrorAlert } from '@/components/error-alert';
import { paths } from '@/lib/paths';
import { useEmailActionPreview, usePerformEmailAction } from './api';

export const EMAIL_ACTION_TITLE = 'Answer from your email';
export const MISSING_TOKEN = 'This link is incomplete. Open it again from your email, or answer in Courtside.';
export const CHECKING_LINK = 'Checking the link...';

/**
 * Where a one-tap link of an email lands (ADR 070): it says what the link will do and does it only when the
 * button is tapped, so opening the page (or a mail scanner fetching it) changes nothing. No sign-in needed; then
 * a link into the app, where the same thing lives.
 */
export function EmailActionPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const preview = useEmailActionPreview(token);
  const perform = usePerformEmailAction();

  let body;
  if (token === '') {
    body = <Refused message={MISSING_TOKEN} />;
  } else if (perform.isSuccess) {
    const { done } = perform.data;
    body = (
      <Stack gap="md">
        <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden="true" />} role="status">
          <Text fw={600}>{EMAIL_ACTION_DONE[done.action]}</Text>
          <Text>{done.summary}</Text>
        </Alert>
        <Button component={Link} to={done.app_path} fullWidth>
          Open in Courtside
        </Button>
      </Stack>
    );
  } else if (preview.isPending) {
    body = (
      <Stack align="center" gap="sm" py="lg" role="status">
        <Loader aria-hidden="true" />
        <Text>{CHECKING_LINK}</Text>
      </Stack>
    );
  } else if (preview.isError) {
    body = <Refused message={preview.error.message} />;
  } else {
    const { action, summary, app_path: appPath } = preview.data;
    body = (
      <Stack gap="md">
        <Card withBorder padding="md">
          <Text size="lg">{summary}</Text>
        </Card>
        {perform.isError && (
          <Stack gap="sm">
            <ErrorAlert>{perform.error.message}</ErrorAlert>
            <Button component={Link} to={appPath} variant="default" fullWidth>
              Open in Courtside
            </Button>
          </Stack>
        )}
        {!perform.isError && (
          <Button fullWidth size="md" loading={perform.isPending} onClick={() => perform.mutate(token)}>
            {EMAIL_ACTION_BUTTONS[action]}
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={560} mx="auto" py="md">
      <Title order={1}>{EMAIL_ACTION_TITLE}</Title>
      {body}
    </Stack>
  );
}

/** Why the link cannot act, and the way into the app instead. */
function Refused({ message }: { message: string }) {
  return (
    <Stack gap="md">
      <ErrorAlert>{message}</ErrorAlert>
      <Button component={Link} to={paths.dashboard} variant="default" fullWidth>
        Open Courtside
      </Button>
    </Stack>
  );
}
