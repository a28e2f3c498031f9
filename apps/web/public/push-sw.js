/*
 * Padanam's service worker, for web push only (no caching, no offline pages): it shows each
 * pushed notice as a system notification and, on a click, opens the app at the notice's link.
 * Registered only after a student turns notifications on from the Notification screen.
 */
self.addEventListener('push', (event) => {
  let message = null;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  if (!message || typeof message.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: '/favicon.svg',
      data: { link: typeof message.link === 'string' ? message.link : '/my-profile/notification' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = event.notification.data && event.notification.data.link;
  // Only an address inside the app: a path such as /your-doubts?doubt=4, never another site.
  const path = typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') ? link : '/';
  const target = new URL(`/#${path}`, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.navigate(target).then((client) => (client || open).focus());
      return self.clients.openWindow(target);
    }),
  );
});
