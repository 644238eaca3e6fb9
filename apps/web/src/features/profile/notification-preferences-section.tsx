import { Button, Stack, Switch, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MESSAGE_KIND_WHEN,
  type MessageChannel,
  type MessagePreferenceDto,
  type messagePreferencesResponse,
} from '@courtside/shared/schemas/message-preferences';
import { type Answer, api } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { notifyError, notifySuccess } from '@/lib/notify';
import { ProfileSection } from './profile-section';
import classes from './notification-preferences-section.module.css';

export const PREFERENCES_TITLE = 'What we send you';
export const PREFERENCES_INTRO =
  'Choose which news reaches you by email and which as a notification on your devices. The same news is always ' +
  'in your notifications in the app.';
export const PREFERENCES_PUSH_NOTE = 'Push goes to the devices you turned notifications on for above.';
export const PREFERENCES_LOAD_FAILED = 'Your notification preferences could not be loaded.';
export const PREFERENCES_SAVED = 'Notification preferences saved.';
export const preferenceSaveFailed = (message: string) => `Your choice could not be saved: ${message}`;
/** Where the unsubscribe page sends a player to choose the rest. */
export const PREFERENCES_ANCHOR = 'notification-preferences-title';

export const messagePreferencesKey = ['message-preferences'] as const;

type Preferences = Answer<typeof messagePreferencesResponse>;
interface Choice {
  kind: MessagePreferenceDto['kind'];
  channel: MessageChannel;
  enabled: boolean;
}

export const switchLabel = (channel: MessageChannel, kind: MessagePreferenceDto['kind']) =>
  `${channel === 'email' ? 'Email me' : 'Notify my devices'} when ${MESSAGE_KIND_WHEN[kind]}`;

function useMessagePreferences() {
  return useQuery({
    queryKey: messagePreferencesKey,
    queryFn: ({ signal }) => api.get<Preferences>('notifications/preferences', { signal }),
  });
}

/** Saved at each tap, shown at once; a refusal puts the switch back as the server has it. */
function useSaveChoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: Choice) =>
      api.put<Preferences>('notifications/preferences', { body: { preferences: [choice] } }),
    onMutate: async (choice) => {
      await queryClient.cancelQueries({ queryKey: messagePreferencesKey });
      queryClient.setQueryData<Preferences>(messagePreferencesKey, (current) =>
        current
          ? {
              ...current,
              preferences: current.preferences.map((row) =>
                row.kind === choice.kind ? { ...row, [choice.channel]: choice.enabled } : row,
              ),
            }
          : current,
      );
    },
    onSuccess: (saved) => queryClient.setQueryData(messagePreferencesKey, saved),
    onError: () => queryClient.invalidateQueries({ queryKey: messagePreferencesKey }),
  });
}

/**
 * The profile's choices per kind of news and channel (issue 35 item 3, ADR 067): a row per kind, a switch for
 * email and one for push, each saved as it is tapped. Laid out as a table whose label column wraps, so it reads
 * at 375 px as well as on a desktop.
 */
export function NotificationPreferencesSection() {
  const preferences = useMessagePreferences();
  const save = useSaveChoice();

  const choose = (choice: Choice) =>
    save.mutate(choice, {
      onSuccess: () => notifySuccess(PREFERENCES_SAVED),
      onError: (error) => notifyError(preferenceSaveFailed(errorMessage(error))),
    });

  let content;
  if (preferences.isPending) {
    content = <Text size="sm">Loading...</Text>;
  } else if (preferences.isError) {
    content = (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{PREFERENCES_LOAD_FAILED}</Text>
        <Button variant="light" size="xs" loading={preferences.isFetching} onClick={() => void preferences.refetch()}>
          Try Again
        </Button>
      </Stack>
    );
  } else {
    content = (
      <>
        <Table className={classes.table} verticalSpacing="sm" aria-labelledby={PREFERENCES_ANCHOR}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">News</Table.Th>
              <Table.Th scope="col" className={classes.channel}>
                Email
              </Table.Th>
              <Table.Th scope="col" className={classes.channel}>
                Push
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preferences.data.preferences.map((row) => (
              <Table.Tr key={row.kind}>
                <Table.Th scope="row" fw={400}>
                  {row.label}
                </Table.Th>
                {(['email', 'push'] as const).map((channel) => (
                  <Table.Td key={channel} className={classes.channel}>
                    <Switch
                      className={classes.switch}
                      size="md"
                      checked={row[channel]}
                      aria-label={switchLabel(channel, row.kind)}
                      onChange={(event) => choose({ kind: row.kind, channel, enabled: event.currentTarget.checked })}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm" c="dimmed" mt="sm">
          {PREFERENCES_PUSH_NOTE}
        </Text>
      </>
    );
  }

  return (
    <ProfileSection id={PREFERENCES_ANCHOR} title={PREFERENCES_TITLE}>
      <Text mb="md">{PREFERENCES_INTRO}</Text>
      {content}
    </ProfileSection>
  );
}
