import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarPlus, IconCopy } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CalendarFeedCreatedDto,
  CalendarFeedStatusDto,
  calendarFeedCreatedDto,
  calendarFeedStatusDto,
} from '@courtside/shared/schemas/calendar-feed';
import { confirmRowAction } from '@/components/data-list';
import { type Answer, api } from '@/lib/api-client';
import { copyToClipboard } from '@/lib/clipboard';
import { errorMessage } from '@/lib/error-message';
import { formatDate } from '@/lib/format-date';
import { notifyError, notifySuccess } from '@/lib/notify';
import { ProfileSection } from './profile-section';

export const CALENDAR_FEED_INTRO =
  'Google Calendar and Apple Calendar can subscribe to a private address that lists your matches, and keep ' +
  'them up to date as they are scheduled, moved and played.';
export const CALENDAR_FEED_CREATED_MESSAGE = 'Your calendar address is ready.';
export const CALENDAR_FEED_RESET_MESSAGE = 'Your new calendar address is ready. The old one no longer works.';
export const CALENDAR_FEED_OFF_MESSAGE = 'Your calendar address is turned off.';
export const CALENDAR_FEED_LOAD_FAILED = 'Your calendar address could not be loaded.';
export const createFailedMessage = (message: string) => `Failed to create a calendar address: ${message}`;
export const turnOffFailedMessage = (message: string) => `Failed to turn off the calendar address: ${message}`;

export const calendarFeedKey = ['calendar-feed'] as const;

/** GET calendar/feed: whether the signed-in user has an address, and since when (never the address itself). */
function useCalendarFeed() {
  return useQuery({
    queryKey: calendarFeedKey,
    queryFn: ({ signal }) => api.get<Answer<typeof calendarFeedStatusDto>>('calendar/feed', { signal }),
  });
}

/** POST calendar/feed makes a new address, which retires the old one (ADR 029). */
function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    // An empty JSON body: the server's request checks want JSON on every POST (ADR 002).
    mutationFn: () => api.post<Answer<typeof calendarFeedCreatedDto>>('calendar/feed', { body: {} }),
    onSuccess: (created) =>
      queryClient.setQueryData<CalendarFeedStatusDto>(calendarFeedKey, {
        active: true,
        created_at: created.created_at,
      }),
  });
}

function useTurnOffCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('calendar/feed'),
    onSuccess: () =>
      queryClient.setQueryData<CalendarFeedStatusDto>(calendarFeedKey, { active: false, created_at: null }),
  });
}

/**
 * The profile's Calendar Feed section. Only a hash of the address is stored, so the address is shown once,
 * right after it is made; later visits can only say that one is active, reset it or turn it off.
 */
export function CalendarFeedSection() {
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const turnOff = useTurnOffCalendarFeed();
  // The address made on this visit: the only time it can be shown.
  const [created, setCreated] = useState<CalendarFeedCreatedDto | null>(null);
  const busy = create.isPending || turnOff.isPending;

  const makeAddress = (successMessage: string) =>
    create.mutate(undefined, {
      onSuccess: (address) => {
        setCreated(address);
        notifySuccess(successMessage);
      },
      onError: (error) => notifyError(createFailedMessage(errorMessage(error))),
    });

  const confirmReset = () =>
    confirmRowAction({
      title: 'Reset calendar address',
      message:
        'A new address will be made. Calendars subscribed to the current one stop receiving your matches ' +
        'until you subscribe them to the new one.',
      confirmLabel: 'Reset Address',
      onConfirm: () => makeAddress(CALENDAR_FEED_RESET_MESSAGE),
    });

  const confirmTurnOff = () =>
    confirmRowAction({
      title: 'Turn off calendar address',
      message: 'Calendars subscribed to this address stop receiving your matches. You can make a new one later.',
      confirmLabel: 'Turn Off',
      destructive: true,
      onConfirm: () =>
        turnOff.mutate(undefined, {
          onSuccess: () => {
            setCreated(null);
            notifySuccess(CALENDAR_FEED_OFF_MESSAGE);
          },
          onError: (error) => notifyError(turnOffFailedMessage(errorMessage(error))),
        }),
    });

  const manageButtons = (
    <Group gap="sm">
      <Button variant="light" onClick={confirmReset} loading={create.isPending} disabled={busy}>
        Reset Address
      </Button>
      <Button variant="outline" color="red" onClick={confirmTurnOff} loading={turnOff.isPending} disabled={busy}>
        Turn Off
      </Button>
    </Group>
  );

  let content;
  // An address made on this visit stays on screen until the server says it is gone (a password change ends it).
  if (created && feed.data?.active !== false) {
    content = (
      <Stack gap="sm">
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label="Your calendar address"
            readOnly
            value={created.url}
            onFocus={(event) => event.currentTarget.select()}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button
            variant="default"
            leftSection={<IconCopy size={16} aria-hidden="true" />}
            onClick={() => void copyToClipboard(created.url)}
          >
            Copy
          </Button>
        </Group>
        <Text size="sm">
          In Google Calendar, choose Other calendars, then From URL, and paste the address.{' '}
          <Anchor href={created.webcal_url}>Open in Apple Calendar</Anchor>
        </Text>
        <Text size="sm" c="dimmed">
          This address is shown only once, so copy it now. Keep it private: anyone who has it can see your matches.
          Reset Address makes a new one and stops the old one.
        </Text>
        {manageButtons}
      </Stack>
    );
  } else if (feed.isPending) {
    content = <Text size="sm">Loading...</Text>;
  } else if (feed.isError) {
    content = (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{CALENDAR_FEED_LOAD_FAILED}</Text>
        <Button variant="light" size="xs" loading={feed.isFetching} onClick={() => void feed.refetch()}>
          Try Again
        </Button>
      </Stack>
    );
  } else if (feed.data.active) {
    content = (
      <Stack gap="sm">
        <Text>Your calendar address is active since {formatDate(feed.data.created_at, 'an earlier visit')}.</Text>
        <Text size="sm" c="dimmed">
          For your privacy the address is shown only when it is made. To add it to another calendar, reset it: you get a
          new address and the old one stops working.
        </Text>
        {manageButtons}
      </Stack>
    );
  } else {
    content = (
      <Group>
        <Button
          leftSection={<IconCalendarPlus size={18} aria-hidden="true" />}
          onClick={() => makeAddress(CALENDAR_FEED_CREATED_MESSAGE)}
          loading={create.isPending}
        >
          Create Calendar Address
        </Button>
      </Group>
    );
  }

  return (
    <ProfileSection id="calendar-feed-title" title="Calendar Feed">
      <Text mb="md">{CALENDAR_FEED_INTRO}</Text>
      {content}
    </ProfileSection>
  );
}
