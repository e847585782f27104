import { describe, expect, it } from 'vitest';
import { fitStored } from './fit-stored';

const fresh = { coupon: { code: '', status: null as boolean | null }, addressInfo: { lat: 0, title: '' }, count: 1, items: [] as number[], note: null as string | null };

describe('a stored slice fitted to the fresh one', () => {
  it('keeps what has the right kind, and each wrong field falls back alone', () => {
    const stored = { coupon: null, addressInfo: 'x', count: '3', items: [4, 5], note: 'hi', added: { a: 1 } };
    expect(fitStored(stored, fresh)).toEqual({ coupon: { code: '', status: null }, addressInfo: { lat: 0, title: '' }, count: 1, items: [4, 5], note: 'hi', added: { a: 1 } });
  });

  it('fits nested fields and takes nullable ones as stored', () => {
    expect(fitStored({ coupon: { code: 'OFF', status: true }, addressInfo: { lat: '1', title: 'خانه' } }, fresh)).toMatchObject({
      coupon: { code: 'OFF', status: true },
      addressInfo: { lat: 0, title: 'خانه' },
    });
  });

  it('gives the fresh state for nothing stored or a stored slice of another kind', () => {
    expect(fitStored(undefined, fresh)).toBe(fresh);
    expect(fitStored([1], fresh)).toBe(fresh);
    expect(fitStored('x', fresh)).toBe(fresh);
  });
});
