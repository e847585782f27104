import type { FirebaseWebConfig, PushWebConfig } from '@/common/contract/push';

export type { FirebaseWebConfig };
/** The push-messaging configuration: Firebase's web config and the web-push (VAPID) public key (the API's own type). */
export type PushConfig = PushWebConfig;

const REQUIRED = ['apiKey', 'authDomain', 'projectId', 'messagingSenderId', 'appId'] as const;
const OPTIONAL = ['storageBucket', 'measurementId'] as const;

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '' && value.length <= 500;
const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * The `push` value of an API answer (or of the stored copy): a config with only its known
 * fields, null when push is not configured, undefined when the value is not a push config.
 */
export function parsePushConfig(value: unknown): PushConfig | null | undefined {
  if (value === null) return null;
  if (!isRecord(value) || !isRecord(value.firebase) || !isText(value.vapid_key)) return undefined;
  const raw = value.firebase;
  if (!REQUIRED.every((key) => isText(raw[key]))) return undefined;
  const firebase = Object.fromEntries(REQUIRED.map((key) => [key, raw[key]])) as unknown as FirebaseWebConfig;
  for (const key of OPTIONAL) {
    const field = raw[key];
    if (isText(field)) firebase[key] = field;
  }
  return { firebase, vapid_key: value.vapid_key };
}
