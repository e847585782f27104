/// <reference lib="webworker" />
import { BADGE_ICON, readPushMessage, sameOriginUrl } from './push-message';
import { renewSubscription } from './subscription-change';

/**
 * A window a tap on a notification must not take away: in the middle of a purchase (the cart,
 * checkout), or editing the profile, whose fields are not kept as a draft (the comment, support
 * and guest booking forms keep theirs for the tab).
 */
const BUSY = /^\/(?:cart(?:\/|$)|profile$)/;

type Windows = Pick<Clients, 'matchAll' | 'openWindow'>;

/**
 * Opens `url` in the customer's window: a tab already there comes forward; else an open shop tab
 * comes forward, then moves there (forward first: the browser lets a tap bring a window forward
 * only for seconds, and a slow page would outlast them); a tab in the middle of a purchase is
 * left as it is, and a new window opens instead.
 */
export async function openUrl(clients: Windows, url: string): Promise<void> {
  const windows = (await clients.matchAll({ type: 'window' })) as WindowClient[];
  const target = new URL(url);
  const there = windows.find((w) => {
    const at = new URL(w.url);
    return at.pathname === target.pathname && at.search === target.search;
  });
  if (there) {
    await there.focus().catch(() => undefined);
    return;
  }
  for (const client of windows) {
    if (BUSY.test(new URL(client.url).pathname)) continue;
    try {
      const front = await client.focus().catch(() => client);
      await front.navigate(url);
      return;
    } catch {
      // This tab cannot be navigated (not ours to control): try the next, then a new window.
    }
  }
  await clients.openWindow(url);
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
        badge: BADGE_ICON,
        dir: 'rtl',
        lang: 'fa',
        data: { url: message.url },
      }),
    );
  });

  sw.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(openUrl(sw.clients, sameOriginUrl(event.notification.data?.url, sw.location.origin)));
  });

  sw.addEventListener('pushsubscriptionchange', (event) => {
    const deps = { pushManager: sw.registration.pushManager, fetch: (input: string, init?: RequestInit) => sw.fetch(input, init) };
    // Refused (no permission any more) or unreachable: the page's next sync is the fallback.
    event.waitUntil(renewSubscription(event, deps).catch(() => undefined));
  });
}
