import { createHash, timingSafeEqual } from 'node:crypto';
import type { FirebaseWebConfig, PushWebConfig } from '../../common/contract/push';

export interface PushOptions {
  /** PUSH_CONFIG_KEY: the key the push-config GET must present; unset: that GET is always 401. */
  configKey?: string;
  /** null: push is not configured (no Firebase web config or VAPID key, or an invalid one). */
  web: PushWebConfig | null;
}

const REQUIRED = ['apiKey', 'authDomain', 'projectId', 'messagingSenderId', 'appId'] as const;
const OPTIONAL = ['storageBucket', 'measurementId'] as const;
/** Control characters, refused in every push config field. */
const CONTROL = /[\u0000-\u001f\u007f]/;

const isField = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= 500 && !CONTROL.test(value);

/** The Firebase web config from its JSON text, keeping only the known fields; a reason when it is unusable. */
export function parseFirebaseWebConfig(text: string): FirebaseWebConfig | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { error: 'it is not valid JSON' };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { error: 'it is not a JSON object' };
  const raw = value as Record<string, unknown>;
  const missing = REQUIRED.filter((key) => !isField(raw[key]));
  if (missing.length > 0) return { error: `missing or invalid ${missing.join(', ')}` };
  const bad = OPTIONAL.filter((key) => raw[key] !== undefined && !isField(raw[key]));
  if (bad.length > 0) return { error: `invalid ${bad.join(', ')}` };
  const config = Object.fromEntries(REQUIRED.map((key) => [key, (raw[key] as string).trim()])) as unknown as FirebaseWebConfig;
  for (const key of OPTIONAL) {
    const field = raw[key];
    if (isField(field)) config[key] = field.trim();
  }
  return config;
}

/** A VAPID public key is an uncompressed P-256 point (65 bytes starting 0x04), base64url-encoded. */
export function isVapidPublicKey(value: string): boolean {
  if (!/^[A-Za-z0-9_-]{80,90}={0,2}$/.test(value)) return false;
  const bytes = Buffer.from(value.replace(/=+$/, ''), 'base64url');
  return bytes.length === 65 && bytes[0] === 0x04;
}

/**
 * PUSH_CONFIG_KEY, FIREBASE_WEB_CONFIG (JSON) and FIREBASE_VAPID_KEY. A half or invalid push
 * configuration logs one warning and leaves push off: the shop still starts, the push button
 * stays hidden.
 */
export function pushOptionsFromEnv(env: Readonly<Record<string, string | undefined>>, warn: (message: string) => void = console.warn): PushOptions {
  const configKey = env.PUSH_CONFIG_KEY || undefined;
  const firebaseText = env.FIREBASE_WEB_CONFIG?.trim() ?? '';
  const vapidKey = env.FIREBASE_VAPID_KEY?.trim() ?? '';
  if (!firebaseText && !vapidKey) return { configKey, web: null };
  const off = (reason: string) => {
    warn(`[shop-backend] push messaging is off: ${reason}`);
    return { configKey, web: null };
  };
  if (!firebaseText) return off('FIREBASE_VAPID_KEY is set but FIREBASE_WEB_CONFIG is not');
  const firebase = parseFirebaseWebConfig(firebaseText);
  if ('error' in firebase) return off(`FIREBASE_WEB_CONFIG is unusable (${firebase.error})`);
  if (!vapidKey) return off('FIREBASE_WEB_CONFIG is set but FIREBASE_VAPID_KEY is not');
  if (!isVapidPublicKey(vapidKey)) return off('FIREBASE_VAPID_KEY is not a base64url P-256 public key (87 characters)');
  return { configKey, web: { firebase, vapid_key: vapidKey } };
}

/** Whether `given` is the configured key; hashing both makes the comparison take the same time whatever the lengths. */
export function sameKey(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
