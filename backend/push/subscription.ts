import { HttpError } from '../http';
import { isVapidPublicKey } from './config';

/** A browser's Web Push subscription (PushSubscription.toJSON()), checked. */
export interface WebPushSubscription {
  endpoint: string;
  /** The browser's P-256 public key, base64url: a sender encrypts each message to it. */
  p256dh: string;
  /** The 16-byte authentication secret, base64url. */
  auth: string;
}

const m = {
  badEndpoint: 'نشانی اشتراک اعلان این دستگاه معتبر نیست',
  badSubscription: 'اشتراک اعلان این دستگاه معتبر نیست',
} as const;

/** 1 to 1024 printable ASCII characters, as device tokens: it shares their column's btree key. */
export const PRINTABLE = /^[\x21-\x7e]{1,1024}$/;
const AUTH_SECRET = /^[A-Za-z0-9_-]{22}(==)?$/;

/**
 * The browsers' push services: Chrome and Samsung (FCM), Firefox (Mozilla), Safari (Apple), Edge
 * (Windows). A sender will post to the endpoint, so only these hosts, on https's own port, are
 * taken: a name of the shop's own network (a cloud's metadata host, a cluster service, a DNS name
 * that resolves to 127.0.0.1) never is.
 */
const PUSH_SERVICES = [/^fcm\.googleapis\.com$/, /^updates\.push\.services\.mozilla\.com$/, /^(?:[a-z0-9-]+\.)*push\.apple\.com$/, /^[a-z0-9-]+\.notify\.windows\.com$/];

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

function isPushServiceUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && !url.username && !url.password && !url.port && PUSH_SERVICES.some((host) => host.test(url.hostname));
}

/** An endpoint from a request body, trimmed, exactly as the browser reported it; a Persian 400 otherwise. */
export function pushEndpoint(value: unknown): string {
  const endpoint = typeof value === 'string' ? value.trim() : '';
  if (!PRINTABLE.test(endpoint) || !isPushServiceUrl(endpoint)) throw new HttpError(400, m.badEndpoint);
  return endpoint;
}

/** An optional endpoint: absent (undefined or null) is null, anything else must be valid. */
export function optionalPushEndpoint(value: unknown): string | null {
  return value === undefined || value === null ? null : pushEndpoint(value);
}

/** `{endpoint, keys: {p256dh, auth}}` from a request body (expirationTime is ignored); a Persian 400 otherwise. */
export function webPushSubscription(value: unknown): WebPushSubscription {
  if (!isRecord(value) || !isRecord(value.keys)) throw new HttpError(400, m.badSubscription);
  const endpoint = pushEndpoint(value.endpoint);
  const { p256dh, auth } = value.keys;
  // p256dh is an uncompressed P-256 point, the same form as a VAPID public key.
  if (typeof p256dh !== 'string' || !isVapidPublicKey(p256dh)) throw new HttpError(400, m.badSubscription);
  if (typeof auth !== 'string' || !AUTH_SECRET.test(auth)) throw new HttpError(400, m.badSubscription);
  return { endpoint, p256dh, auth };
}
