/**
 * Firebase Cloud Messaging, imported only for a token: when the customer turns notifications on
 * (components/pwa/PushToggle.tsx) or a page finds the sync due (push-sync.ts), never with a page.
 * It subscribes through the shop's own service worker, which shows every push (sw/push.ts): no
 * firebase-messaging-sw.js. Turning off ends that subscription (push-endpoint.ts), which voids
 * the token: Firebase's deleteToken would look for its own worker first.
 */
import { getApps, initializeApp } from 'firebase/app';
import { getMessaging, getToken, isSupported } from 'firebase/messaging';
import type { PushConfig } from './push-config';

const APP_NAME = 'shop-push';

function messaging(config: PushConfig) {
  const app = getApps().find((a) => a.name === APP_NAME) ?? initializeApp(config.firebase, APP_NAME);
  return getMessaging(app);
}

/** This browser's FCM registration token. Throws when the browser or the push service refuses. */
export async function subscribeToPush(config: PushConfig, registration: ServiceWorkerRegistration): Promise<string> {
  if (!(await isSupported())) throw new Error('push messaging is not supported here');
  return getToken(messaging(config), { vapidKey: config.vapid_key, serviceWorkerRegistration: registration });
}

