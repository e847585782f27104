import type { Queryable } from '../../db/client';
import { HttpError } from '../../http';
import { zoneAt, type Zone } from '../../geo/zones';
import type { AddressView } from '../../../common/contract/checkout';

export interface AddressRow {
  id: number;
  customer_id: number;
  title: string;
  address: string;
  number: string;
  postal_code: string;
  location: string;
  lat: number;
  lng: number;
}

export const addressMessages = {
  notFound: 'آدرس پیدا نشد',
  outOfZone: 'خارج از محدوده',
  required: 'برای ارسال سفارش یک آدرس انتخاب کنید',
  tooMany: 'حداکثر ۲۰ آدرس می‌توانید ذخیره کنید',
  added: 'آدرس ذخیره شد',
  edited: 'آدرس ویرایش شد',
  deleted: 'آدرس حذف شد',
} as const;

/** The customer's own address, or 404 (another customer's id looks the same as a missing one). */
export async function loadOwnAddress(q: Queryable, customerId: number, addressId: number): Promise<AddressRow> {
  const [row] = await q.query<AddressRow>('SELECT * FROM addresses WHERE id = $1 AND customer_id = $2', [addressId, customerId]);
  if (!row) throw new HttpError(404, addressMessages.notFound);
  return row;
}

/** An address as the API sends it, with its delivery zone (null = out of every zone). */
export async function addressView(q: Queryable, row: AddressRow): Promise<AddressView> {
  const zone = await zoneAt(q, row);
  return {
    id: row.id,
    title: row.title,
    address: row.address,
    number: row.number,
    postal_code: row.postal_code,
    location: row.location,
    lat: Number(row.lat),
    lng: Number(row.lng),
    is_in_zone: zone !== null,
    shipping_price: zone?.shipping_price ?? null,
  };
}

export interface Shipping {
  shipping_price: number;
  address: AddressRow | null;
  zone: Zone | null;
}

/**
 * What delivery costs, from the database only: pick-up is free and has no address (one sent
 * along is ignored: an order to collect must not read as one to deliver); delivery needs one of
 * the customer's addresses inside a zone and costs that zone's price.
 */
export async function resolveShipping(
  q: Queryable,
  customerId: number,
  opts: { addressId: number | null; delivery: boolean; required: boolean },
): Promise<Shipping> {
  if (!opts.delivery) return { shipping_price: 0, address: null, zone: null };
  const address = opts.addressId === null ? null : await loadOwnAddress(q, customerId, opts.addressId);
  if (!address) {
    if (opts.required) throw new HttpError(400, addressMessages.required);
    return { shipping_price: 0, address: null, zone: null };
  }
  const zone = await zoneAt(q, address);
  if (!zone) throw new HttpError(400, addressMessages.outOfZone);
  return { shipping_price: zone.shipping_price, address, zone };
}
