import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, type TMockCall } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { meRoute, storeTestToken } from '../../../testing/session';

const PUBLIC_KEY = `B${'x'.repeat(86)}`; // 87 base64url characters: 65 bytes, as a real key
const SUBSCRIPTION_JSON = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  expirationTime: null,
  keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
};

/** A browser's push machinery, enough for the toggle: permission, one registration, one subscription. */
function fakeBrowserPush({ permission = 'default' as NotificationPermission, isSubscribed = false } = {}) {
  let subscription: { endpoint: string; toJSON: () => unknown; unsubscribe: () => Promise<boolean> } | null = null;
  const makeSubscription = () => ({
    endpoint: SUBSCRIPTION_JSON.endpoint,
    toJSON: () => SUBSCRIPTION_JSON,
    unsubscribe: vi.fn(async () => {
      subscription = null;
      return true;
    }),
  });
  if (isSubscribed) subscription = makeSubscription();
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async () => (subscription = makeSubscription())),
  };
  let registration: { pushManager: typeof pushManager } | undefined = isSubscribed ? { pushManager } : undefined;
  const serviceWorker = {
    getRegistration: vi.fn(async () => registration),
    register: vi.fn(async () => (registration = { pushManager })),
  };
  const notification = { permission, requestPermission: vi.fn(async () => 'granted' as NotificationPermission) };
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', notification);
  return { serviceWorker, pushManager, notification };
}

describe('notifications on this device', () => {
  beforeEach(() => storeTestToken());
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('asks for permission only on the click, subscribes, and tells the server; then turns off', async () => {
    const browser = fakeBrowserPush();
    let saved: unknown = null;
    let removed: unknown = null;
    mockApi({
      ...meRoute(),
      'GET /api/notifications': () => jsonResponse({ items: [], unreadCount: 0 }),
      'GET /api/push/key': () => jsonResponse({ publicKey: PUBLIC_KEY }),
      'POST /api/push/subscriptions': ({ init }: TMockCall) => {
        saved = JSON.parse(String(init?.body));
        return new Response(null, { status: 204 });
      },
      'DELETE /api/push/subscriptions': ({ init }: TMockCall) => {
        removed = JSON.parse(String(init?.body));
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderApp('/my-profile/notification');
    const turnOn = await screen.findByRole('button', { name: 'Turn on notifications' });
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
    await user.click(turnOn);
    expect(await screen.findByRole('button', { name: 'Turn off on this device' })).toBeInTheDocument();
    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.serviceWorker.register).toHaveBeenCalledWith('/sw.js');
    const [options] = browser.pushManager.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
    expect(options.userVisibleOnly).toBe(true);
    expect((options.applicationServerKey as Uint8Array).length).toBe(65);
    expect(saved).toEqual(SUBSCRIPTION_JSON);

    await user.click(screen.getByRole('button', { name: 'Turn off on this device' }));
    expect(await screen.findByRole('button', { name: 'Turn on notifications' })).toBeInTheDocument();
    expect(removed).toEqual({ endpoint: SUBSCRIPTION_JSON.endpoint });
  });

  it('shows nothing when the server has push off, and says so when the browser blocks it', async () => {
    fakeBrowserPush();
    mockApi({
      ...meRoute(),
      'GET /api/notifications': () => jsonResponse({ items: [], unreadCount: 0 }),
      'GET /api/push/key': () => jsonResponse({ publicKey: null }),
    });
    const { unmount } = renderApp('/my-profile/notification');
    expect(await screen.findByText('No notifications.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Notifications on this device' })).not.toBeInTheDocument();
    unmount();

    fakeBrowserPush({ permission: 'denied' });
    mockApi({
      ...meRoute(),
      'GET /api/notifications': () => jsonResponse({ items: [], unreadCount: 0 }),
      'GET /api/push/key': () => jsonResponse({ publicKey: PUBLIC_KEY }),
    });
    renderApp('/my-profile/notification');
    expect(await screen.findByText(/Notifications are blocked for Padanam in this browser/)).toBeInTheDocument();
  });
});
