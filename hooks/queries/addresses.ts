'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkoutClient } from '@/lib/api/browser';
import type { AddressInput, AddressView } from '@/lib/api/checkout';
import { queryKeys } from '@/lib/query-keys';
import { notify } from '@/stores/notifications';

/** The customer's saved addresses, newest first, each with its zone's shipping price. */
export function useAddresses(customerId: number | null) {
  return useQuery({
    queryKey: queryKeys.addresses(customerId ?? 0),
    queryFn: async () => (await checkoutClient.addresses(customerId!)).data,
    enabled: customerId !== null,
    // An address deleted or moved out of zone in another tab leaves the checkout's choice on return.
    refetchOnWindowFocus: true,
  });
}

/**
 * Adds a new address (id null) or edits one; the list shows it at once and is re-read. Its form
 * is in a dialog, which says a failure itself (components/ui/use-inline-failure.ts).
 */
export function useSaveAddress(customerId: number | null, onError: (error: unknown) => void) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    onError,
    mutationFn: ({ id, input }: { id: number | null; input: AddressInput }) => {
      if (customerId === null) throw new Error('no customer');
      return id === null ? checkoutClient.addAddress(customerId, input) : checkoutClient.editAddress(customerId, id, input);
    },
    onSuccess: (res) => {
      // In the list at once (a chooser selects the new address before the re-read answers).
      const key = queryKeys.addresses(customerId ?? 0);
      client.setQueryData<AddressView[]>(key, (list) => {
        if (!list) return list;
        // Newest first, as the API lists them: an edit stays in place, a new one goes on top.
        return list.some((a) => a.id === res.data.id) ? list.map((a) => (a.id === res.data.id ? res.data : a)) : [res.data, ...list];
      });
      void client.invalidateQueries({ queryKey: key });
      notify({ message: res.msg || 'آدرس ذخیره شد', variant: 'success', code: res.code });
    },
  });
}

/** Deletes an address; asked in a dialog, which says a failure itself. */
export function useDeleteAddress(customerId: number | null, onError: (error: unknown) => void) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    onError,
    mutationFn: (id: number) => {
      if (customerId === null) throw new Error('no customer');
      return checkoutClient.deleteAddress(customerId, id);
    },
    onSuccess: (res, id) => {
      client.setQueryData<AddressView[]>(queryKeys.addresses(customerId ?? 0), (list) => list?.filter((a) => a.id !== id));
      notify({ message: res.msg || 'آدرس حذف شد', variant: 'success', code: res.code });
    },
  });
}

/** Whether a point is inside a delivery zone, its address and shipping price (one answer per point). */
export function useLocationCheck(point: { lat: number; lng: number } | null) {
  return useQuery({
    queryKey: queryKeys.locationCheck(point?.lat ?? 0, point?.lng ?? 0),
    queryFn: async () => (await checkoutClient.checkLocation(point!.lat, point!.lng)).data,
    enabled: point !== null,
    staleTime: 5 * 60_000,
  });
}
