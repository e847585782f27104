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

/** Lets the waiting version take over, then reloads so the page runs the code it serves. */
export function applyUpdate(worker: ServiceWorker): void {
  // Another tab let it take over already: no change is left to wait for (a listener left waiting
  // would reload this tab, unasked, at the next update someone accepts elsewhere).
  if (worker.state !== 'installed') return window.location.reload();
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  worker.postMessage({ type: SKIP_WAITING });
}
