import ky, { type KyInstance } from 'ky';
import { PUSH_CONFIG_STORAGE_KEY } from '@/lib/spec-constants';
import { REQUEST_TIMEOUT_MS, send } from '@/lib/api/envelope';
import { readLocal, writeLocal, type KeyValueStorage } from '@/lib/local-storage';
import { parsePushConfig, type PushConfig } from './push-config-shape';

export { PUSH_CONFIG_STORAGE_KEY };
export type { FirebaseWebConfig, PushConfig } from './push-config-shape';

/** How long the stored configuration is used before it is fetched again. */
export const PUSH_CONFIG_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** What is kept under PUSH_CONFIG: the configuration (null: push is off) and when it was fetched. */
interface StoredPushConfig {
  saved_at: number;
  push: PushConfig | null;
}

/**
 * The stored configuration when it is younger than a day: `{ push }` (push may be null, "push
 * is off", which is an answer too); null when nothing usable is stored (missing, corrupt, old,
 * or stamped in the future by a wrong clock).
 */
export function freshStoredPushConfig(raw: string | null, now: number): { push: PushConfig | null } | null {
  if (!raw) return null;
  let stored: Partial<StoredPushConfig>;
  try {
    stored = JSON.parse(raw) as Partial<StoredPushConfig>;
  } catch {
    return null;
  }
  if (!stored || typeof stored !== 'object' || typeof stored.saved_at !== 'number') return null;
  const age = now - stored.saved_at;
  if (!(age >= 0 && age < PUSH_CONFIG_MAX_AGE_MS)) return null;
  const push = parsePushConfig(stored.push);
  return push === undefined ? null : { push };
}

// The storefront's own route (app/api/push-config), which adds the API key on the server. Not
// the gateway's ky instance: this call needs no session and must not stand in for the page's
// first, session-starting call (lib/session/first-call.ts).
const publicHttp = ky.create({ prefixUrl: '/api', timeout: REQUEST_TIMEOUT_MS, retry: 0, credentials: 'omit' });

export interface LoadPushConfigOptions {
  http?: KyInstance;
  storage?: KeyValueStorage | null;
  now?: () => number;
}

let pending: Promise<PushConfig | null> | null = null;

/**
 * The push-messaging configuration: the stored copy while it is fresh, else fetched from
 * /api/push-config and stored. null when push is off or the configuration cannot be had now
 * (offline, server error): the notifications button then stays hidden. Calls made while a
 * fetch is under way share it.
 */
export function loadPushConfig(options: LoadPushConfigOptions = {}): Promise<PushConfig | null> {
  const { http = publicHttp, storage, now = Date.now } = options;
  const stored = freshStoredPushConfig(readLocal(PUSH_CONFIG_STORAGE_KEY, storage), now());
  if (stored) return Promise.resolve(stored.push);
  pending ??= fetchPushConfig(http, storage, now).finally(() => {
    pending = null;
  });
  return pending;
}

async function fetchPushConfig(http: KyInstance, storage: KeyValueStorage | null | undefined, now: () => number): Promise<PushConfig | null> {
  try {
    const { data } = await send<{ push: unknown }>(http.get('push-config'));
    const push = parsePushConfig(data?.push);
    if (push === undefined) return null;
    const record: StoredPushConfig = { saved_at: now(), push };
    writeLocal(PUSH_CONFIG_STORAGE_KEY, JSON.stringify(record), storage);
    return push;
  } catch {
    return null;
  }
}
