import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PushSubscriptionDto } from '@courtside/shared/schemas/push';
import { installFakeApi } from '@/test/fake-api';
import { makePlayer, makeUser } from '@/test/fixtures';
import { findToast } from '@/test/form-errors';
import { renderApp } from '@/test/render';

// The Push API cannot run in jsdom (it needs a service worker and a push service), so it alone is replaced here,
// by a stand-in that behaves as the browser's does: a permission question, and one subscription per worker.

const KEY_BYTES = Uint8Array.from({ length: 65 }, (_, index) => (index === 0 ? 4 : index));
const PUBLIC_KEY = btoa(String.fromCharCode(...KEY_BYTES))
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '');
const PHONE_ENDPOINT = 'https://fcm.googleapis.com/fcm/send/this-phone';

class FakePushSubscription {
  readonly unsubscribe = vi.fn(async () => {
    this.manager.current = null;
    return true;
  });

  constructor(
    private readonly manager: FakePushManager,
    readonly endpoint: string,
    readonly options: { applicationServerKey: ArrayBuffer | null; userVisibleOnly: boolean },
  ) {}

  toJSON() {
    return { endpoint: this.endpoint, expirationTime: null, keys: { p256dh: 'BPhone', auth: 'secret' } };
  }
}

class FakePushManager {
  current: FakePushSubscription | null = null;
  readonly getSubscription = vi.fn(async () => this.current);
  readonly subscribe = vi.fn(async (options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => {
    this.current = new FakePushSubscription(this, PHONE_ENDPOINT, {
      userVisibleOnly: options.userVisibleOnly,
      applicationServerKey: options.applicationServerKey.slice().buffer,
    });
    return this.current;
  });
}

function installPushApi({
  permission = 'default',
  answer = 'granted',
  subscribed = false,
}: { permission?: NotificationPermission; answer?: NotificationPermission; subscribed?: boolean } = {}) {
  const manager = new FakePushManager();
  if (subscribed) {
    manager.current = new FakePushSubscription(manager, PHONE_ENDPOINT, {
      userVisibleOnly: true,
      applicationServerKey: KEY_BYTES.slice().buffer,
    });
  }
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager: manager }) },
  });
  vi.stubGlobal('PushManager', FakePushManager);
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  vi.stubGlobal('Notification', notification);
  return { manager, notification };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function device(values: Partial<PushSubscriptionDto> = {}): PushSubscriptionDto {
  return {
    id: 1,
    endpoint: PHONE_ENDPOINT,
    label: 'Chrome on Android',
    created_at: '2026-03-02T10:00:00.000Z',
    last_success_at: null,
    ...values,
  };
}

async function openSection(routes: Parameters<typeof installFakeApi>[0]) {
  const api = installFakeApi({
    'GET users/me': { body: makeUser() },
    'GET players/getMyPlayers': { body: [makePlayer()] },
    'GET calendar/feed': { body: { active: false, created_at: null } },
    'GET push/publicKey': { body: { public_key: PUBLIC_KEY } },
    ...routes,
  });
  const view = renderApp('/profile');
  const section = await screen.findByRole('region', { name: 'Notifications' });
  return { ...view, api, section: within(section) };
}

describe('Notifications (profile)', () => {
  it('asks for permission only on the tap, subscribes this device with the server key and says it is on', async () => {
    const { manager, notification } = installPushApi();
    const { user, api, section } = await openSection({
      'GET push/subscriptions': { body: [] },
      'POST push/subscribe': { body: device() },
    });
    expect(section.getByText(/Get a notification on this phone or computer/)).toBeVisible();
    expect(await section.findByText('Off')).toBeInTheDocument();
    expect(notification.requestPermission).not.toHaveBeenCalled();

    await user.click(section.getByRole('button', { name: 'Notify me on this device' }));

    await findToast('Notifications are on for this device.');
    expect(notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(manager.subscribe).toHaveBeenCalledTimes(1);
    const [options] = manager.subscribe.mock.calls[0]!;
    expect(options.userVisibleOnly).toBe(true);
    expect([...options.applicationServerKey]).toEqual([...KEY_BYTES]);
    expect(api.callsTo('POST', 'push/subscribe').map((call) => call.body)).toEqual([
      { endpoint: PHONE_ENDPOINT, expirationTime: null, keys: { p256dh: 'BPhone', auth: 'secret' } },
    ]);
    expect(section.getByText('On')).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Turn Off' })).toBeInTheDocument();
  });

  it('says how to unblock notifications when the person says no, and sends nothing', async () => {
    const { manager } = installPushApi({ answer: 'denied' });
    const { user, api, section } = await openSection({ 'GET push/subscriptions': { body: [] } });

    await user.click(await section.findByRole('button', { name: 'Notify me on this device' }));

    expect(await section.findByText(/Notifications are blocked for Courtside in this browser/)).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Notify me on this device' })).not.toBeInTheDocument();
    expect(manager.subscribe).not.toHaveBeenCalled();
    expect(api.callsTo('POST', 'push/subscribe')).toHaveLength(0);
  });

  it('keeps it off, and says why, when the question is closed without an answer', async () => {
    installPushApi({ answer: 'default' });
    const { user, api, section } = await openSection({ 'GET push/subscriptions': { body: [] } });
    await user.click(await section.findByRole('button', { name: 'Notify me on this device' }));
    await findToast('Notifications could not be turned on: the browser asked for permission and got no answer.');
    expect(section.getByText('Off')).toBeInTheDocument();
    expect(api.callsTo('POST', 'push/subscribe')).toHaveLength(0);
  });

  it('says so at once when notifications were blocked before', async () => {
    const { notification } = installPushApi({ permission: 'denied' });
    const { section } = await openSection({ 'GET push/subscriptions': { body: [] } });
    expect(await section.findByText(/Notifications are blocked for Courtside in this browser/)).toBeInTheDocument();
    expect(notification.requestPermission).not.toHaveBeenCalled();
  });

  it('explains what to do on a browser without Web Push', async () => {
    // jsdom, like Safari on an iPhone outside a Home Screen app, has no PushManager.
    const { section } = await openSection({ 'GET push/subscriptions': { body: [] } });
    expect(await section.findByText(/This browser cannot show notifications from Courtside/)).toHaveTextContent(
      'add Courtside to your Home Screen',
    );
    expect(section.queryByRole('button', { name: 'Notify me on this device' })).not.toBeInTheDocument();
  });

  it('turns this device off on the server and in the browser', async () => {
    const { manager } = installPushApi({ permission: 'granted', subscribed: true });
    const subscription = manager.current!;
    let listed = [device()];
    const { user, api, section } = await openSection({
      'GET push/subscriptions': () => ({ body: listed }),
      'POST push/unsubscribe': () => {
        listed = [];
        return { body: { success: true } };
      },
    });
    expect(await section.findByText('On')).toBeInTheDocument();

    await user.click(section.getByRole('button', { name: 'Turn Off' }));

    await findToast('Notifications are off for this device.');
    expect(api.callsTo('POST', 'push/unsubscribe').map((call) => call.body)).toEqual([{ endpoint: PHONE_ENDPOINT }]);
    expect(subscription.unsubscribe).toHaveBeenCalledTimes(1);
    expect(await section.findByRole('button', { name: 'Notify me on this device' })).toBeInTheDocument();
    expect(section.getByText('Off')).toBeInTheDocument();
  });

  it('sends the subscription this browser already has when the server has forgotten it', async () => {
    const { manager } = installPushApi({ permission: 'granted', subscribed: true });
    const { user, api, section } = await openSection({
      'GET push/subscriptions': { body: [] },
      'POST push/subscribe': { body: device() },
    });
    expect(await section.findByText('Off')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Notify me on this device' }));
    await findToast('Notifications are on for this device.');
    expect(manager.subscribe).not.toHaveBeenCalled();
    expect(api.callsTo('POST', 'push/subscribe')).toHaveLength(1);
  });

  it('lists the other devices with notifications on, each with its own Turn Off', async () => {
    installPushApi();
    let listed = [
      device({
        id: 7,
        endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/laptop',
        label: 'Firefox on Windows',
      }),
    ];
    const { user, api, section } = await openSection({
      'GET push/subscriptions': () => ({ body: listed }),
      'POST push/unsubscribe': () => {
        listed = [];
        return { body: { success: true } };
      },
    });
    const others = await section.findByRole('list', { name: 'Also on' });
    expect(within(others).getByText('Firefox on Windows, since Mar 2, 2026')).toBeInTheDocument();

    await user.click(
      within(others).getByRole('button', { name: 'Turn off notifications for Firefox on Windows, since Mar 2, 2026' }),
    );

    await findToast('Notifications are off for that device.');
    expect(api.callsTo('POST', 'push/unsubscribe').map((call) => call.body)).toEqual([{ subscription_id: 7 }]);
    await waitFor(() => expect(section.queryByRole('list', { name: 'Also on' })).not.toBeInTheDocument());
  });

  it("reports the server's reason when the device cannot be saved", async () => {
    installPushApi();
    const { user, section } = await openSection({
      'GET push/subscriptions': { body: [] },
      'POST push/subscribe': { status: 400, body: { error: 'keys.p256dh is not a point on the P-256 curve.' } },
    });
    await user.click(await section.findByRole('button', { name: 'Notify me on this device' }));
    await findToast('Notifications could not be turned on: keys.p256dh is not a point on the P-256 curve.');
    expect(section.getByText('Off')).toBeInTheDocument();
  });

  it('says so when the devices cannot be loaded, and loads them again on request', async () => {
    installPushApi();
    let failing = true;
    const { user, section } = await openSection({
      'GET push/subscriptions': () => (failing ? { status: 500 } : { body: [] }),
    });
    expect(await section.findByText('Your notification settings could not be loaded.')).toBeInTheDocument();
    failing = false;
    await user.click(section.getByRole('button', { name: 'Try Again' }));
    expect(await section.findByRole('button', { name: 'Notify me on this device' })).toBeInTheDocument();
  });

  it('stops this device getting notifications when its person logs out, before the session ends', async () => {
    const { manager } = installPushApi({ permission: 'granted', subscribed: true });
    const subscription = manager.current!;
    const { user, api, section } = await openSection({
      'GET push/subscriptions': { body: [device()] },
      'POST push/unsubscribe': { body: { success: true } },
      'POST users/logout': { body: { success: true } },
    });
    expect(await section.findByText('On')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('link', { name: 'Join Now' })).toBeInTheDocument();
    const order = api.calls.filter((call) => call.method === 'POST').map((call) => call.path);
    expect(order).toEqual(['push/unsubscribe', 'users/logout']);
    expect(api.callsTo('POST', 'push/unsubscribe')[0]?.body).toEqual({ endpoint: PHONE_ENDPOINT });
    expect(subscription.unsubscribe).toHaveBeenCalledTimes(1);
  });
});
