import { useState } from 'react';
import { Badge, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PushSubscriptionDto,
  pushPublicKeyDto,
  pushSubscriptionDto,
  pushSubscriptionListDto,
} from '@courtside/shared/schemas/push';
import { type Answer, api, isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { formatDate } from '@/lib/format-date';
import { notifyError, notifySuccess } from '@/lib/notify';
import {
  PushSetupError,
  devicePushEndpoint,
  grantedPermission,
  pushAvailability,
  subscribeDevice,
  unsubscribeDevice,
  type PushAvailability,
} from '@/lib/pwa/push-subscription';
import { ProfileSection } from './profile-section';

export const PUSH_INTRO =
  'Get a notification on this phone or computer when a proposal arrives or is answered, a match is scheduled, ' +
  'or a score waits for you, even when Courtside is closed.';
export const PUSH_ON_MESSAGE = 'Notifications are on for this device.';
export const PUSH_OFF_MESSAGE = 'Notifications are off for this device.';
export const PUSH_OTHER_OFF_MESSAGE = 'Notifications are off for that device.';
export const PUSH_UNSUPPORTED_MESSAGE =
  'This browser cannot show notifications from Courtside. On an iPhone or iPad, add Courtside to your Home Screen ' +
  '(Share, then Add to Home Screen), open it from there, and turn notifications on in its profile.';
export const PUSH_DENIED_MESSAGE =
  'Notifications are blocked for Courtside in this browser. Allow them in the site settings of your browser ' +
  '(on a phone: Settings, then Notifications), then come back here to turn them on.';
export const PUSH_LOAD_FAILED = 'Your notification settings could not be loaded.';
export const turnOnFailedMessage = (message: string) => `Notifications could not be turned on: ${message}`;
export const turnOffPushFailedMessage = (message: string) => `Notifications could not be turned off: ${message}`;

export const pushSubscriptionsKey = ['push-subscriptions'] as const;
const pushDeviceKey = ['push-device'] as const;
const pushPublicKeyKey = ['push-public-key'] as const;

/** GET push/subscriptions: the devices the signed-in user gets notifications on. */
function usePushSubscriptions() {
  return useQuery({
    queryKey: pushSubscriptionsKey,
    queryFn: ({ signal }) => api.get<Answer<typeof pushSubscriptionListDto>>('push/subscriptions', { signal }),
  });
}

/** This browser's own subscription, as its service worker holds it. */
function useDeviceEndpoint(enabled: boolean) {
  return useQuery({ queryKey: pushDeviceKey, queryFn: devicePushEndpoint, enabled });
}

/** Loaded before the tap, so that the tap itself asks for permission with nothing to wait for first. */
function usePushPublicKey(enabled: boolean) {
  return useQuery({
    queryKey: pushPublicKeyKey,
    queryFn: ({ signal }) => api.get<Answer<typeof pushPublicKeyDto>>('push/publicKey', { signal }),
    staleTime: Infinity,
    enabled,
  });
}

function useTurnOn(publicKey: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (permission: Promise<NotificationPermission>) => {
      await grantedPermission(permission);
      if (!publicKey) throw new Error('the server key is not loaded yet.');
      const subscription = await subscribeDevice(publicKey);
      return api.post<Answer<typeof pushSubscriptionDto>>('push/subscribe', { body: subscription });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushDeviceKey }),
    onSuccess: (saved) => {
      queryClient.setQueryData<PushSubscriptionDto[]>(pushSubscriptionsKey, (devices = []) => [
        ...devices.filter((device) => device.id !== saved.id),
        saved,
      ]);
    },
  });
}

/** The server forgets the device first: if that fails, nothing has changed and the player can try again. */
function useTurnOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (which: { endpoint: string } | { subscription_id: number }) => {
      try {
        await api.post('push/unsubscribe', { body: which });
      } catch (error) {
        // Already gone on the server (its push service said so, or another account took the device): off anyway.
        if (!isApiError(error) || error.status !== 404) throw error;
      }
      // Only this device's own subscription lives in this browser.
      if ('endpoint' in which) await unsubscribeDevice();
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pushDeviceKey }),
        queryClient.invalidateQueries({ queryKey: pushSubscriptionsKey }),
      ]),
  });
}

/**
 * The profile's Notifications section: "Notify me on this device" asks the browser's permission (only on that
 * tap) and subscribes this device; Turn Off undoes it. Other devices with notifications on are listed, each with
 * its own Turn Off, for the old phone left in a drawer.
 */
export function PushNotificationsSection() {
  // Read once per visit: a permission changed in the browser's settings shows when the page is opened again.
  const [availability, setAvailability] = useState<PushAvailability>(pushAvailability);
  const supported = availability !== 'unsupported';
  const devices = usePushSubscriptions();
  const device = useDeviceEndpoint(supported);
  const publicKey = usePushPublicKey(availability === 'available');
  const turnOn = useTurnOn(publicKey.data?.public_key);
  const turnOff = useTurnOff();
  const busy = turnOn.isPending || turnOff.isPending;

  const notifyMe = () => {
    // Asked here, in the tap itself: Safari shows the question only then, and never on page load.
    const permission = Notification.requestPermission();
    turnOn.mutate(permission, {
      onSuccess: () => notifySuccess(PUSH_ON_MESSAGE),
      onError: (error) => {
        if (error instanceof PushSetupError && error.reason === 'denied') setAvailability('denied');
        else notifyError(turnOnFailedMessage(errorMessage(error)));
      },
    });
  };

  const turnOffThisDevice = (endpoint: string) =>
    turnOff.mutate(
      { endpoint },
      {
        onSuccess: () => notifySuccess(PUSH_OFF_MESSAGE),
        onError: (error) => notifyError(turnOffPushFailedMessage(errorMessage(error))),
      },
    );

  const turnOffOther = (id: number) =>
    turnOff.mutate(
      { subscription_id: id },
      {
        onSuccess: () => notifySuccess(PUSH_OTHER_OFF_MESSAGE),
        onError: (error) => notifyError(turnOffPushFailedMessage(errorMessage(error))),
      },
    );

  const thisEndpoint = device.data ?? null;
  const isOn = thisEndpoint !== null && (devices.data ?? []).some((listed) => listed.endpoint === thisEndpoint);
  const others = (devices.data ?? []).filter((listed) => listed.endpoint !== thisEndpoint);

  let content;
  if (availability === 'unsupported') {
    content = <Text size="sm">{PUSH_UNSUPPORTED_MESSAGE}</Text>;
  } else if (availability === 'denied' && !isOn) {
    content = <Text size="sm">{PUSH_DENIED_MESSAGE}</Text>;
  } else if (devices.isPending || device.isPending) {
    content = <Text size="sm">Loading...</Text>;
  } else if (devices.isError || device.isError) {
    content = (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{PUSH_LOAD_FAILED}</Text>
        <Button
          variant="light"
          size="xs"
          loading={devices.isFetching || device.isFetching}
          onClick={() => void Promise.all([devices.refetch(), device.refetch()])}
        >
          Try Again
        </Button>
      </Stack>
    );
  } else {
    content = (
      <Stack gap="sm">
        <Group gap="xs">
          <Text>This device:</Text>
          <Badge color={isOn ? 'court' : 'gray'} variant="light">
            {isOn ? 'On' : 'Off'}
          </Badge>
        </Group>
        <Group>
          {isOn ? (
            <Button
              variant="outline"
              color="red"
              onClick={() => turnOffThisDevice(thisEndpoint)}
              loading={turnOff.isPending}
              disabled={busy}
            >
              Turn Off
            </Button>
          ) : (
            <Button
              leftSection={<IconBell size={18} aria-hidden="true" />}
              onClick={notifyMe}
              loading={turnOn.isPending}
              disabled={busy || !publicKey.data}
            >
              Notify me on this device
            </Button>
          )}
        </Group>
      </Stack>
    );
  }

  return (
    <ProfileSection id="push-notifications-title" title="Notifications">
      <Text mb="md">{PUSH_INTRO}</Text>
      {content}
      {others.length > 0 ? (
        <Stack gap="xs" mt="md">
          <Text fw={500} id="push-other-devices">
            Also on
          </Text>
          <List listStyleType="none" spacing="xs" aria-labelledby="push-other-devices">
            {others.map((other) => (
              <List.Item key={other.id}>
                <Group gap="sm" wrap="wrap">
                  <Text size="sm">
                    {other.label}, since {formatDate(other.created_at)}
                  </Text>
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    onClick={() => turnOffOther(other.id)}
                    disabled={busy}
                    aria-label={`Turn off notifications for ${other.label}, since ${formatDate(other.created_at)}`}
                  >
                    Turn Off
                  </Button>
                </Group>
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
    </ProfileSection>
  );
}
