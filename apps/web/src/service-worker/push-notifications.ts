/**
 * Web push in the service worker: each pushed notice shown as a system notification and, on a
 * click, the app opened at the notice's link. The server sends `{ title, body, link }`
 * (modules/push); anything else is ignored.
 */
declare const self: ServiceWorkerGlobalScope;

const DEFAULT_LINK = '/my-profile/notification';

interface PushedNotice {
  title: string;
  body?: unknown;
  link?: unknown;
}

function noticeOf(event: PushEvent): PushedNotice | null {
  try {
    const message: unknown = event.data ? event.data.json() : null;
    const title = (message as { title?: unknown } | null)?.title;
    return typeof title === 'string' ? (message as PushedNotice) : null;
  } catch {
    return null;
  }
}

function showNotice(event: PushEvent): void {
  const notice = noticeOf(event);
  if (!notice) return;
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: typeof notice.body === 'string' ? notice.body : '',
      icon: '/icons/icon-192.png',
      badge: '/favicon.svg',
      data: { link: typeof notice.link === 'string' ? notice.link : DEFAULT_LINK },
    }),
  );
}

/** Only an address inside the app (a path such as /your-doubts?doubt=4), never another site. */
export function appAddressOf(link: unknown, origin: string): string {
  const path = typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') ? link : '/';
  return new URL(`/#${path}`, origin).href;
}

function openNotice(event: NotificationEvent): void {
  event.notification.close();
  const target = appAddressOf((event.notification.data as { link?: unknown } | null)?.link, self.location.origin);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!open) return void (await self.clients.openWindow(target));
      const navigated = await open.navigate(target);
      await (navigated ?? open).focus();
    }),
  );
}

export function listenForPush(): void {
  self.addEventListener('push', showNotice);
  self.addEventListener('notificationclick', openNotice);
}
