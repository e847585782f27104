import type { QueryClient } from '@tanstack/react-query';
import { accountKeys, queryKeys, reservationKeys } from '@/lib/query-keys';

/**
 * What a placed order or booking changes beyond the cart: the credit it may have spent, the
 * wallet's ledger, the orders list and the booker's turns. Read again, so a client-side visit
 * within their stale time does not show the balance or the lists from before.
 */
export function invalidateAfterOrder(client: QueryClient, customerId: number | null, mobile: string | null = null): void {
  const keys: readonly (readonly unknown[])[] = [
    ...(customerId === null ? [] : [queryKeys.customer(customerId), queryKeys.orders(customerId), accountKeys.transactions(customerId)]),
    ...(mobile === null ? [] : [reservationKeys.prevTurns(mobile)]),
  ];
  for (const queryKey of keys) void client.invalidateQueries({ queryKey });
}
