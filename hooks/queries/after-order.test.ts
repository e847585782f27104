import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { accountKeys, queryKeys, reservationKeys } from '@/lib/query-keys';
import { invalidateAfterOrder } from './after-order';

describe('after an order or a booking', () => {
  it('marks the credit, the ledger, the orders and the booker\'s turns stale, and nothing of anyone else', () => {
    const client = new QueryClient();
    const mine = [queryKeys.customer(7), queryKeys.orders(7, 'all'), accountKeys.transactions(7), reservationKeys.prevTurns('09120000000')];
    const others = [queryKeys.customer(8), queryKeys.cart(7), reservationKeys.prevTurns('09120000001')];
    for (const key of [...mine, ...others]) client.setQueryData(key, { x: 1 });

    invalidateAfterOrder(client, 7, '09120000000');

    for (const key of mine) expect(client.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
    for (const key of others) expect(client.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(false);
  });
});
