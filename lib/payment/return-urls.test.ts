import { describe, expect, it } from 'vitest';
import { orderReturnUrls } from './return-urls';

describe('orderReturnUrls', () => {
  it('sends a shop order back to the payment landings with the order flags', () => {
    expect(orderReturnUrls({ id: 17, submit_by: 'site' })).toEqual({
      success_url: '/paid-order?forOrder=true&fromOrder=17',
      fail_url: '/failed-payment?forOrder=true&fromOrder=17',
    });
  });

  it('sends a panel order back to the panel pages: checkout when paid, the order when not', () => {
    expect(orderReturnUrls({ id: 9, submit_by: 'panel' })).toEqual({
      success_url: '/order/cart/checkout?fromOrder=9',
      fail_url: '/order/9',
    });
  });
});
