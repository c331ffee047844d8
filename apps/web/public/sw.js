/* The site's service worker: alerts arrive as notifications (web push, decision 70). */

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** An alert from the server: {title, body, url, tag}, encrypted for this browser by its push service. */
function alertOf(data) {
  try {
    return data ? data.json() : {};
  } catch {
    return { body: data.text() };
  }
}

self.addEventListener('push', (event) => {
  const alert = alertOf(event.data);
  event.waitUntil(
    self.registration.showNotification(alert.title || 'Alert', {
      body: alert.body || '',
      // The same alert again (a retry) replaces the first instead of showing twice.
      tag: alert.tag,
      data: { url: alert.url || '/' },
      icon: '/favicon.svg',
      badge: '/favicon.svg',
    }),
  );
});

/** A tap opens the alert's page, in a tab of the site already open when there is one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/', self.location.origin);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((window) => new URL(window.url).origin === url.origin && 'navigate' in window);
      return open ? open.navigate(url.href).then((window) => window?.focus()) : self.clients.openWindow(url.href);
    }),
  );
});
