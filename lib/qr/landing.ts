import { readLocal } from '@/lib/local-storage';
import { QR_SHOP_KEY } from '@/lib/spec-constants';

/** The query flags the QR route hands to the home page (the token itself went into the cookie). */
export const QR_SHOP_PARAM = 'qr_shop';
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

/** login_to_id from the home page's query, when it is a positive integer. */
export function qrShopFrom(search: URLSearchParams): number | null {
  const raw = search.get(QR_SHOP_PARAM);
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/**
 * The shop a QR login linked this device to (QR_SHOP), for an order's `submitted_for` (spec: the
 * owner an order is for); null without a QR login.
 */
export function storedQrShop(): string | null {
  const raw = readLocal(QR_SHOP_KEY);
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? raw : null;
}
