import { syncPushToken } from '@/lib/api/push';
import { currentPushEndpoint } from './push-endpoint';
import { loadPushConfig, type PushConfig } from './push-config';
import { rememberPushSync } from './push-sync';
import { registerWorker } from './register';

/** How long the worker may take to become active before registering counts as failed. */
const WORKER_READY_MS = 15_000;

/**
 * The active worker's registration (normally registered after load already). `ready` never
 * settles when the worker's install failed (a flaky network), so it is bounded.
 */
async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  await registerWorker();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('service worker not ready')), WORKER_READY_MS);
  });
  return Promise.race([navigator.serviceWorker.ready, late]).finally(() => clearTimeout(timer));
}

/**
 * This browser's current token from Firebase, registered for the customer (the old one replaced),
 * and the sync remembered (lib/pwa/push-sync.ts). Throws when any step fails.
 */
export async function registerCurrentToken(config: PushConfig, customerId: number): Promise<void> {
  const { subscribeToPush } = await import('./fcm');
  const token = await subscribeToPush(config, await workerRegistration());
  // Read once, so the endpoint remembered is the one the server was given.
  const endpoint = await currentPushEndpoint();
  await syncPushToken(token, { endpoint: async () => endpoint });
  rememberPushSync(customerId, endpoint);
}

/** The page-load sync: nothing when push is not configured or its configuration cannot be had now. */
export async function resyncCurrentToken(customerId: number): Promise<void> {
  const config = await loadPushConfig();
  if (config) await registerCurrentToken(config, customerId);
}
