import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { unsubscribeLinkResponse, unsubscribeResponse } from '@courtside/shared/schemas/message-preferences';
import { UNSUBSCRIBE_INVALID_MESSAGE } from '@courtside/shared/schemas/unsubscribe-messages';
import { ErrorAlert } from '@/components/error-alert';
import { PageLoader } from '@/components/page-loader';
import { type Answer, api, isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { paths } from '@/lib/paths';

export const UNSUBSCRIBE_TITLE = 'Stop these emails';
export const unsubscribeQuestion = (when: string) =>
  `Stop the emails Courtside sends you when ${when}? The same news stays in your notifications in the app.`;
export const unsubscribeDone = (when: string) => `Done. You will no longer get emails when ${when}.`;
export const unsubscribeAlreadyOff = (when: string) => `You already get no emails when ${when}.`;
export const UNSUBSCRIBE_CHOOSE_OTHERS = 'Choose your other emails in your profile';
export const unsubscribeFailed = (message: string) => `Your emails could not be stopped: ${message}`;
/** The profile's preferences, where the rest is chosen after signing in. */
export const PREFERENCES_LINK = `${paths.profile}#notification-preferences-title`;

/**
 * Where the "Stop these emails" link of every notification email leads (ADR 067). Opening it changes nothing
 * (mail scanners open every link): it says what will stop and asks; the button makes the same one-click request a
 * mail app would. No sign-in: the link's signed token names the player and the kind of email.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useQuery({
    queryKey: ['unsubscribe-link', token],
    queryFn: ({ signal }) =>
      api.get<Answer<typeof unsubscribeLinkResponse>>('notifications/unsubscribeLink', { query: { token }, signal }),
    enabled: token !== '',
    // A refused token stays refused: asking again would only delay the message.
    retry: (count, error) => !isApiError(error) || (error.status >= 500 && count < 2),
  });
  const stop = useMutation({
    mutationFn: () =>
      api.post<Answer<typeof unsubscribeResponse>>('notifications/unsubscribe', {
        query: { token },
        body: { 'List-Unsubscribe': 'One-Click' },
      }),
  });

  let content;
  if (token === '') {
    content = <ErrorAlert>{UNSUBSCRIBE_INVALID_MESSAGE}</ErrorAlert>;
  } else if (link.isPending) {
    return <PageLoader label="Checking your link..." />;
  } else if (link.isError) {
    content = (
      <Stack gap="sm" align="flex-start">
        <ErrorAlert>{errorMessage(link.error)}</ErrorAlert>
        {isApiError(link.error) && link.error.status >= 400 && link.error.status < 500 ? null : (
          <Button variant="light" loading={link.isFetching} onClick={() => void link.refetch()}>
            Try Again
          </Button>
        )}
      </Stack>
    );
  } else if (stop.isSuccess || !link.data.email_enabled) {
    content = (
      <Text size="lg" role="status">
        {stop.isSuccess ? unsubscribeDone(stop.data.when) : unsubscribeAlreadyOff(link.data.when)}
      </Text>
    );
  } else {
    content = (
      <Stack gap="md" align="flex-start">
        <Text size="lg">{unsubscribeQuestion(link.data.when)}</Text>
        {stop.isError ? <ErrorAlert>{unsubscribeFailed(errorMessage(stop.error))}</ErrorAlert> : null}
        <Button onClick={() => stop.mutate()} loading={stop.isPending}>
          Stop these emails
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="md" py="xl" maw={560} mx="auto">
      <Title order={1}>{UNSUBSCRIBE_TITLE}</Title>
      {content}
      <Anchor component={Link} to={PREFERENCES_LINK}>
        {UNSUBSCRIBE_CHOOSE_OTHERS}
      </Anchor>
    </Stack>
  );
}
