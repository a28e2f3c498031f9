// This browser's side of web push: whether it can, the subscription it holds, and turning it on
// (the permission prompt, the app's service worker, PushManager.subscribe) or off. Asked only after the
// student clicks: browsers ignore, and students dislike, a prompt nobody asked for.
import type { TPushSubscriptionInput } from '@padanam/contract';
import { SERVICE_WORKER_URL } from './service-worker';

export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

export function pushPermission(): NotificationPermission {
  return Notification.permission;
}

/** The VAPID key as PushManager wants it: bytes from base64url. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

/** Asks for permission, subscribes this browser and returns what the server keeps; null if refused. */
export async function subscribeThisBrowser(publicKey: string): Promise<TPushSubscriptionInput | null> {
  if ((await Notification.requestPermission()) !== 'granted') return null;
  const worker = (await registration()) ?? (await navigator.serviceWorker.register(SERVICE_WORKER_URL));
  const subscription = await worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  return subscription.toJSON() as TPushSubscriptionInput;
}

/** Unsubscribes this browser; returns the endpoint it had, for the server to forget. */
export async function unsubscribeThisBrowser(): Promise<string | null> {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
