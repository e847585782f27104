/// <reference lib="webworker" />
import { readPushMessage, sameOriginUrl } from './push-message';
import { renewSubscription } from './subscription-change';

/** Opens `url` in the customer's window: an open shop tab navigates there, otherwise a new one. */
async function openUrl(sw: ServiceWorkerGlobalScope, url: string): Promise<void> {
  const windows = await sw.clients.matchAll({ type: 'window' });
  for (const client of windows) {
    try {
      const moved = await client.navigate(url);
      await (moved ?? client).focus().catch(() => undefined);
      return;
    } catch {
      // This tab cannot be navigated (not ours to control): try the next, then a new window.
    }
  }
  await sw.clients.openWindow(url);
}

/**
 * Standard `push` events become notifications (Persian, right to left); a click opens their URL.
 * A subscription the browser replaces is renewed and reported (sw/subscription-change.ts).
 */
export function listenForPush(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('push', (event) => {
    const message = readPushMessage(event.data?.text() ?? null, sw.location.origin);
    event.waitUntil(
      sw.registration.showNotification(message.title, {
        body: message.body,
        icon: message.icon,
        badge: message.icon,
        dir: 'rtl',
        lang: 'fa',
        data: { url: message.url },
      }),
    );
  });

  sw.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(openUrl(sw, sameOriginUrl(event.notification.data?.url, sw.location.origin)));
  });

  sw.addEventListener('pushsubscriptionchange', (event) => {
    const deps = { pushManager: sw.registration.pushManager, fetch: (input: string, init?: RequestInit) => sw.fetch(input, init) };
    // Refused (no permission any more) or unreachable: the page's next sync is the fallback.
    event.waitUntil(renewSubscription(event, deps).catch(() => undefined));
  });
}
