import { describe, expect, it } from 'vitest';
import type { Customer } from '@/lib/api/types';
import { initialUser, selectCustomer } from './user';

const customer = { id: 7, mobile: '09120000000', first_name: 'رضا', last_name: 'احمدی', name: 'رضا احمدی' } as Customer;

describe('selectCustomer', () => {
  it('is the customer of a customer session only', () => {
    expect(selectCustomer({ user: { user: { id: 3, role: 'customer' }, customer, guest: false } })).toBe(customer);
    expect(selectCustomer({ user: initialUser })).toBeNull();
    // A customer record left beside a guest session is not a login.
    expect(selectCustomer({ user: { user: { id: 4, role: 'guest' }, customer, guest: true } })).toBeNull();
    expect(selectCustomer({ user: { user: { id: 4, role: 'guest' }, customer, guest: false } })).toBeNull();
  });
});
