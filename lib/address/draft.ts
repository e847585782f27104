import { digitsOnly, toPersianDigits, toWesternDigits } from '@/common/digits';
import type { AddressInput, AddressView } from '@/lib/api/checkout';
import type { AddressInfo } from '@/stores/slices/customer';

/** Field limits the API enforces (backend/routes/checkout/addresses.ts), checked here first. */
export const ADDRESS_LIMITS = { title: 100, address: 500, number: 20, location: 200 } as const;

export type AddressField = 'title' | 'address' | 'number' | 'postalCode';
export type AddressErrors = Partial<Record<AddressField, string>>;

/** A postal code as typed (any digit script, spaces or dashes) → Western digits only. */
export function normalizePostalCode(value: string): string {
  return digitsOnly(value);
}

/** Empty (it is optional) or exactly 10 digits after normalising. */
export function isValidPostalCode(value: string): boolean {
  const code = normalizePostalCode(value);
  return code === '' || /^\d{10}$/.test(code);
}

/** The draft's problems in Persian, one per field; empty when it can be saved. */
export function validateAddressDraft(draft: Pick<AddressInfo, 'addressTitle' | 'address' | 'addressNumber' | 'postalCode'>): AddressErrors {
  const errors: AddressErrors = {};
  if (!draft.addressTitle.trim()) errors.title = 'عنوان آدرس را بنویسید (مثلاً خانه یا محل کار).';
  if (!draft.address.trim()) errors.address = 'نشانی را بنویسید.';
  if (!draft.addressNumber.trim()) errors.number = 'پلاک را بنویسید.';
  if (/\S/.test(draft.postalCode) && !isValidPostalCode(draft.postalCode)) errors.postalCode = 'کد پستی باید ۱۰ رقم باشد.';
  return errors;
}

/** What the API receives: trimmed text, Western digits. */
export function draftToInput(draft: AddressInfo): AddressInput {
  return {
    title: draft.addressTitle.trim(),
    address: draft.address.trim(),
    number: toWesternDigits(draft.addressNumber.trim()),
    postal_code: normalizePostalCode(draft.postalCode),
    location: draft.location.trim(),
    lat: draft.lat,
    lng: draft.lng,
  };
}

/** A saved address as a draft to edit, centred on its point. */
export function draftFromAddress(address: AddressView): Partial<AddressInfo> {
  const point = { lat: address.lat, lng: address.lng };
  return {
    addressId: address.id,
    addressTitle: address.title,
    address: address.address,
    // As the form shows what is typed: Persian digits (the server stores Western ones).
    addressNumber: toPersianDigits(address.number),
    postalCode: toPersianDigits(address.postal_code ?? ''),
    location: address.location,
    center: point,
    ...point,
    isInZone: address.is_in_zone,
    shippingPrice: address.shipping_price,
  };
}

/** Whether the draft holds anything the customer typed or picked (worth keeping). */
export function isDraftStarted(draft: AddressInfo): boolean {
  return [draft.addressTitle, draft.address, draft.addressNumber, draft.postalCode].some((v) => v.trim() !== '');
}
