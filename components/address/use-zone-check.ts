'use client';

import { useEffect } from 'react';
import { useLocationCheck } from '@/lib/queries/addresses';
import { useDebounced } from '@/lib/use-debounced';
import { rootStore, useRootStore } from '@/stores';

const CHECK_DELAY_MS = 400;

/**
 * Checks the draft's point against the delivery zones once the map has rested, and writes the
 * answer into the draft: in zone or not, the shipping price, and the server's address and zone
 * name where the customer has typed nothing yet. `settled` is false while the point is unchecked.
 */
export function useZoneCheck() {
  const lat = useRootStore((s) => s.customer.addressInfo.lat);
  const lng = useRootStore((s) => s.customer.addressInfo.lng);
  const point = useDebounced(`${lat},${lng}`, CHECK_DELAY_MS);
  const [dLat, dLng] = point.split(',').map(Number);
  const check = useLocationCheck({ lat: dLat, lng: dLng });

  const data = check.data;
  useEffect(() => {
    if (!data) return;
    const { addressInfo } = rootStore.getState().customer;
    rootStore.getState().updateAddressInfo({
      isInZone: data.is_in_zone,
      shippingPrice: data.shipping_price,
      address: addressInfo.address || data.address,
      location: addressInfo.location || data.zone?.name || '',
    });
  }, [data]);

  const settled = dLat === lat && dLng === lng && check.isSuccess && !check.isFetching;
  return { settled, failed: check.isError, retry: () => void check.refetch() };
}
