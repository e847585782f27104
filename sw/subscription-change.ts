/**
 * `pushsubscriptionchange`: the browser replaced or dropped the worker's push subscription
 * (Firefox when one expires, a push service rotating its keys). The backend's row for the old
 * endpoint is dead, and no page may open for days, so the worker subscribes again with the same
 * application server key and reports the new subscription with the old endpoint itself. A page
 * that asks Firebase later binds an FCM token to it again (lib/api/push.ts).
 *
 * No webworker types here: the gateway test (lib/pwa) runs this code against the real gateway.
 */

/** Where the worker reports: the gateway, with the customer's session cookie (backend/routes/push.ts). */
export const SUBSCRIPTION_API = '/api/v1/app/push/subscription';
/** The storefront's push configuration (app/api/push-config), for the VAPID key when the old subscription has none. */
export const PUSH_CONFIG_API = '/api/push-config';
/** Tries in all when the network or the server fails; the page's next sync covers the rest. */
export const ATTEMPTS = 3;
export const RETRY_MS = 5000;

/** The part of PushSubscriptionChangeEvent read here. */
export interface SubscriptionChange {
  readonly oldSubscription: PushSubscription | null;
  readonly newSubscription: PushSubscription | null;
}

export interface RenewalDeps {
  pushManager: Pick<PushManager, 'getSubscription' | 'subscribe'>;
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
  wait?: (ms: number) => Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The shop's VAPID key from the push configuration; null when push is off or it cannot be had. */
async function configuredKey(fetch: RenewalDeps['fetch']): Promise<string | null> {
  const res = await fetch(PUSH_CONFIG_API, { credentials: 'omit' });
  const body: unknown = res.ok ? await res.json().catch(() => null) : null;
  const key = (body as { data?: { push?: { vapid_key?: unknown } | null } } | null)?.data?.push?.vapid_key;
  return typeof key === 'string' && key ? key : null;
}

/** The subscription now: the one the browser gave, one a page made meanwhile, or a new one with the old key. */
async function currentSubscription(change: SubscriptionChange, deps: RenewalDeps): Promise<PushSubscription | null> {
  const existing = change.newSubscription ?? (await deps.pushManager.getSubscription());
  if (existing) return existing;
  const applicationServerKey = change.oldSubscription?.options.applicationServerKey ?? (await configuredKey(deps.fetch));
  return applicationServerKey ? deps.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }) : null;
}

/**
 * One report; false when it is worth another try (offline, 5xx, 429). A 401 means the customer
 * logged out: quietly done, as after any other refusal that a retry cannot change. A same-origin
 * fetch from the worker carries the session cookie, and the browser marks it Sec-Fetch-Site:
 * same-origin with this origin, which is what the gateway's cross-site check asks for.
 */
async function report(body: string, fetch: RenewalDeps['fetch']): Promise<boolean> {
  try {
    const res = await fetch(SUBSCRIPTION_API, {
      method: 'POST',
      mode: 'same-origin',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body,
    });
    return res.status < 500 && res.status !== 429;
  } catch {
    return false;
  }
}

/** Subscribes again when needed and reports the new subscription in place of the old one. */
export async function renewSubscription(change: SubscriptionChange, deps: RenewalDeps): Promise<void> {
  const subscription = await currentSubscription(change, deps);
  if (!subscription) return;
  const body = JSON.stringify({ subscription: subscription.toJSON(), old_endpoint: change.oldSubscription?.endpoint ?? null });
  const wait = deps.wait ?? pause;
  for (let attempt = 1; !(await report(body, deps.fetch)) && attempt < ATTEMPTS; attempt++) await wait(RETRY_MS * attempt);
}
