import { HttpError, messages } from '../../http';
import { toWesternDigits } from '../../../common/digits';
import { cartMessages } from './messages';

/** The most of one product a cart may hold when the product itself has no limit. */
export const MAX_PER_PRODUCT = 999;
/** Distinct lines one cart may hold. */
export const MAX_CART_LINES = 100;
/** Products one request may list. */
export const MAX_REQUEST_ITEMS = 100;
/** Toppings one line may carry. */
export const MAX_TOPPINGS = 50;

/** A cart line's identity plus a count; toppings sorted ascending, without duplicates. */
export interface ItemInput {
  product_id: number;
  count: number;
  toppings: number[];
}

/** The key that identifies a line: product and its sorted topping ids. */
export function lineKey(productId: number, toppings: readonly number[]): string {
  return `${productId}:${toppings.join(',')}`;
}

/** An integer sent as a JSON number or a string of (Persian, Arabic or Western) digits; else undefined. */
function toInteger(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : undefined;
  if (typeof value === 'string') {
    const text = toWesternDigits(value.trim());
    return /^\d{1,15}$/.test(text) ? Number(text) : undefined;
  }
  return undefined;
}

export function parseEntityId(value: unknown, msg: string = messages.badRequest): number {
  const id = toInteger(value);
  if (id === undefined || id < 1 || id > 2_147_483_647) throw new HttpError(400, msg);
  return id;
}

/** An optional id: absent (undefined, null or '') is null; anything else must be a valid id (400). */
export function optionalEntityId(value: unknown, msg?: string): number | null {
  return value === undefined || value === null || value === '' ? null : parseEntityId(value, msg);
}

export function parseCount(value: unknown, opts: { min: number; max: number; fallback?: number; msg?: string }): number {
  if ((value === undefined || value === null) && opts.fallback !== undefined) return opts.fallback;
  const count = toInteger(value);
  if (count === undefined || count < opts.min || count > opts.max) throw new HttpError(400, opts.msg ?? cartMessages.badCount);
  return count;
}

/** `[{id, count: 1}, …]` or `[id, …]` → sorted unique ids. Missing or null means no toppings. */
export function parseToppings(value: unknown): number[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > MAX_TOPPINGS) throw new HttpError(400, cartMessages.badTopping);
  const ids = new Set<number>();
  for (const entry of value) {
    if (entry && typeof entry === 'object' && !Array.isArray(entry)) {
      const { id, count } = entry as Record<string, unknown>;
      if (count !== undefined && count !== null && toInteger(count) !== 1) throw new HttpError(400, cartMessages.badTopping);
      ids.add(parseEntityId(id, cartMessages.badTopping));
    } else {
      ids.add(parseEntityId(entry, cartMessages.badTopping));
    }
  }
  return [...ids].sort((a, b) => a - b);
}

export function parseItem(raw: unknown, count: { min: number; max: number; fallback?: number }): ItemInput {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new HttpError(400, cartMessages.badProducts);
  const item = raw as Record<string, unknown>;
  return {
    product_id: parseEntityId(item.product_id, cartMessages.badProducts),
    count: parseCount(item.count, count),
    toppings: parseToppings(item.toppings),
  };
}

/** body.products as a list of items: an array of at most MAX_REQUEST_ITEMS objects. */
export function parseItems(value: unknown, count: { min: number; max: number; fallback?: number }, opts: { allowEmpty: boolean }): ItemInput[] {
  if (!Array.isArray(value)) throw new HttpError(400, cartMessages.badProducts);
  if (value.length > MAX_REQUEST_ITEMS) throw new HttpError(400, cartMessages.tooManyProducts);
  if (value.length === 0 && !opts.allowEmpty) throw new HttpError(400, cartMessages.emptyProducts);
  return value.map((raw) => parseItem(raw, count));
}

/** A strict-ish boolean: true/false, "true"/"false", 1/0; undefined stays undefined. */
export function parseFlag(value: unknown, msg: string): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (value === true || value === 'true' || value === 1 || value === '1') return true;
  if (value === false || value === 'false' || value === 0 || value === '0') return false;
  throw new HttpError(400, msg);
}

/** A merge id: 1..64 printable characters (a UUID, typically). */
export function parseMergeId(value: unknown): string {
  if (typeof value !== 'string') throw new HttpError(400, cartMessages.badMergeId);
  const id = value.trim();
  if (id.length < 1 || id.length > 64 || /[\u0000-\u001f\u007f]/.test(id)) throw new HttpError(400, cartMessages.badMergeId);
  return id;
}
