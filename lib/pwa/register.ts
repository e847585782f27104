import { SKIP_WAITING, SW_URL } from '@/sw/protocol';

/** The worker's registration for the whole site (registering again returns the same one). */
export function registerWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(SW_URL, { scope: '/' });
}

/**
 * Registers the service worker for the whole site. `onWaiting` hears of a new version that
 * is installed and waits for this page's consent (only when an older version controls it).
 */
export async function registerServiceWorker(onWaiting: (worker: ServiceWorker) => void): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await registerWorker();
  const watch = (worker: ServiceWorker) =>
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) onWaiting(worker);
    });
  if (registration.waiting && navigator.serviceWorker.controller) onWaiting(registration.waiting);
  if (registration.installing) watch(registration.installing);
  registration.addEventListener('updatefound', () => registration.installing && watch(registration.installing));
  return registration;
}

/**
 * A browser looks for a new worker on a full page load only, and in-app navigation is none: an
 * installed app or a web view resumed for days would keep a build whose on-demand code the
 * server no longer has. So a page asks again when it comes back into view, and while it stays in
 * view, at most once per interval (looked at every quarter of one, so never much later). Returns
 * the stop function.
 */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function checkForUpdates(registration: { update: () => Promise<unknown> }, every = UPDATE_CHECK_MS): () => void {
  let last = Date.now();
  const check = () => {
    if (document.visibilityState !== 'visible' || Date.now() - last < every) return;
    last = Date.now();
    // Offline or a server hiccup: the next check tries again.
    registration.update().catch(() => undefined);
  };
  document.addEventListener('visibilitychange', check);
  const timer = setInterval(check, every / 4);
  return () => {
    document.removeEventListener('visibilitychange', check);
    clearInterval(timer);
  };
}

/** Lets the waiting version take over, then reloads so the page runs the code it serves. */
export function applyUpdate(worker: ServiceWorker): void {
  // Another tab let it take over already: no change is left to wait for (a listener left waiting
  // would reload this tab, unasked, at the next update someone accepts elsewhere).
  if (worker.state !== 'installed') return window.location.reload();
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  worker.postMessage({ type: SKIP_WAITING });
}
