import { describe, expect, it } from 'vitest';
import { initialAddressInfo } from '@/stores/slices/customer';
import type { AddressView } from '@/lib/api/checkout';
import { draftFromAddress, draftToInput, isDraftStarted, isValidPostalCode, normalizePostalCode, validateAddressDraft } from './draft';

const filled = { ...initialAddressInfo, addressTitle: 'خانه', address: 'اصفهان، چهارباغ', addressNumber: '۱۲', postalCode: '' };

describe('postal code', () => {
  it('accepts empty or exactly ten digits in any script, with spaces or dashes', () => {
    expect(isValidPostalCode('')).toBe(true);
    expect(isValidPostalCode('8174673111')).toBe(true);
    expect(isValidPostalCode('۸۱۷۴۶-۷۳۱۱۱')).toBe(true);
    expect(isValidPostalCode('٨١٧٤٦ ٧٣١١١')).toBe(true);
    expect(normalizePostalCode('۸۱۷۴۶-۷۳۱۱۱')).toBe('8174673111');
  });

  it('rejects nine or eleven digits', () => {
    expect(isValidPostalCode('817467311')).toBe(false);
    expect(isValidPostalCode('81746731112')).toBe(false);
  });
});

describe('validateAddressDraft', () => {
  it('passes a complete draft without a postal code', () => {
    expect(validateAddressDraft(filled)).toEqual({});
  });

  it('names every missing field in Persian, whitespace counting as missing', () => {
    const errors = validateAddressDraft({ ...initialAddressInfo, addressTitle: '  ', postalCode: '۱۲۳' });
    expect(Object.keys(errors).sort()).toEqual(['address', 'number', 'postalCode', 'title']);
    expect(errors.postalCode).toBe('کد پستی باید ۱۰ رقم باشد.');
  });
});

describe('draft ↔ API', () => {
  it('sends trimmed text and Western digits with the picked point', () => {
    const input = draftToInput({ ...filled, addressTitle: ' خانه ', postalCode: '۸۱۷۴۶۷۳۱۱۱', location: 'چهارباغ', lat: 32.65, lng: 51.67 });
    expect(input).toEqual({
      title: 'خانه',
      address: 'اصفهان، چهارباغ',
      number: '12',
      postal_code: '8174673111',
      location: 'چهارباغ',
      lat: 32.65,
      lng: 51.67,
    });
  });

  it('turns a saved address into an edit draft centred on its point', () => {
    const saved: AddressView = {
      id: 7,
      title: 'کار',
      address: 'خیابان نظر',
      number: '3',
      postal_code: '',
      location: 'نظر',
      lat: 32.645,
      lng: 51.68,
      is_in_zone: true,
      shipping_price: 25_000,
    };
    const draft = { ...initialAddressInfo, ...draftFromAddress(saved) };
    expect(draft).toMatchObject({ addressId: 7, addressTitle: 'کار', addressNumber: '۳', lat: 32.645, lng: 51.68, center: { lat: 32.645, lng: 51.68 } });
    expect(draftToInput(draft)).toMatchObject({ title: 'کار', number: '3', lat: 32.645, lng: 51.68 });
  });

  it('knows a fresh draft from one the customer has started', () => {
    expect(isDraftStarted(initialAddressInfo)).toBe(false);
    expect(isDraftStarted({ ...initialAddressInfo, address: 'x' })).toBe(true);
  });
});
