import { readLocal } from '@/lib/local-storage';
import { QR_SHOP_KEY } from '@/lib/spec-constants';

/**
 * How the QR route hands login_to_id to the home page: a short-lived cookie (the token itself went
 * into the httpOnly session cookie). Not a query parameter: any link could carry one and make a
 * customer's later orders name a shop they never scanned. Over https it is a `__Host-` cookie,
 * which only this host can set (a sibling site cannot plant one for a parent domain); plain http
 * (a local demo) has no such guard.
 */
export function qrShopCookie(secure: boolean): string {
  return secure ? '__Host-qr_shop' : 'qr_shop';
}
export const QR_SHOP_COOKIE_MAX_AGE_S = 300;
/** A failed code only shows a notice, so a flag in the address is enough. */
export const QR_ERROR_PARAM = 'qr_error';
export const QR_ERROR_MESSAGE = 'این کد QR معتبر نیست یا منقضی شده است';

/** The QR id as the API accepts it in a path segment (base64url), or null for anything else. */
export function qrIdFrom(raw: string): string | null {
  return /^[A-Za-z0-9_-]{1,64}$/.test(raw) ? raw : null;
}

/**
 * login_to_id from the QR exchange's answer: the spec stores data.user.login_to_id (the embedded
 * backend also sends it beside the user). Null unless it is a positive integer.
 */
export function loginToIdOf(answer: unknown): number | null {
  const data = (answer as { data?: { login_to_id?: unknown; user?: { login_to_id?: unknown } } } | null)?.data;
  const id = data?.user?.login_to_id ?? data?.login_to_id;
  return Number.isSafeInteger(id) && (id as number) > 0 ? (id as number) : null;
}

/** login_to_id from the page's cookies (document.cookie), when exactly one is there and it is a positive integer. */
export function qrShopFromCookies(cookie: string, secure: boolean): number | null {
  const values = [...cookie.matchAll(new RegExp(`(?:^|;\\s*)${qrShopCookie(secure)}=([^;]*)`, 'g'))].map((m) => m[1]);
  return values.length === 1 && /^[1-9]\d{0,9}$/.test(values[0]) ? Number(values[0]) : null;
}

/**
 * The shop a QR login linked this device to (QR_SHOP), for an order's `submitted_for` (spec: the
 * owner an order is for); null without a QR login.
 */
export function storedQrShop(): string | null {
  const raw = readLocal(QR_SHOP_KEY);
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? raw : null;
}
