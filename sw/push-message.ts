/**
 * Reads a push message into what the notification shows. Accepts the shop's own shape
 * ({ title, body, url }) and Firebase Cloud Messaging's ({ notification: {…}, data: { url },
 * fcmOptions: { link } }), so messages work with or without Firebase. The URL opened on click
 * is always on this origin: a message cannot send a customer to another site.
 */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  icon: string;
}

export const DEFAULT_TITLE = 'پیام تازه از فروشگاه';
export const DEFAULT_ICON = '/icons/icon-192.png';
/** The status bar's badge: a one-colour cup on transparency (Android draws only its alpha). */
export const BADGE_ICON = '/icons/badge-96.png';
const MAX_TITLE = 120;
const MAX_BODY = 400;

type Json = Record<string, unknown>;

function record(value: unknown): Json {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
}

function text(value: unknown, max: number): string {
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}

/** An absolute URL on `origin` for `raw`, or `fallback` when raw is missing or elsewhere. */
export function sameOriginUrl(raw: unknown, origin: string, fallback = '/'): string {
  if (typeof raw === 'string' && raw.trim()) {
    try {
      const url = new URL(raw.trim(), origin);
      if (url.origin === origin) return url.href;
    } catch {
      // Not a URL: the home page.
    }
  }
  return new URL(fallback, origin).href;
}

function parse(raw: string | null): Json {
  if (!raw) return {};
  try {
    return record(JSON.parse(raw));
  } catch {
    // A plain-text push: the text is the body.
    return { body: raw };
  }
}

export function readPushMessage(raw: string | null, origin: string): PushMessage {
  const message = parse(raw);
  const notification = record(message.notification);
  const data = record(message.data);
  const fcmOptions = record(message.fcmOptions ?? message.fcm_options);
  const title = text(notification.title ?? message.title, MAX_TITLE) || DEFAULT_TITLE;
  const body = text(notification.body ?? message.body, MAX_BODY);
  const url = sameOriginUrl(message.url ?? data.url ?? data.link ?? fcmOptions.link ?? notification.click_action, origin);
  const icon = sameOriginUrl(notification.icon ?? message.icon, origin, DEFAULT_ICON);
  return { title, body, url, icon };
}
