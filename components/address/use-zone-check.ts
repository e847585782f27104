'use client';

import { useEffect, useRef } from 'react';
import { useLocationCheck } from '@/hooks/queries/addresses';
import { useDebounced } from '@/hooks/use-debounced';
import { rootStore, useRootStore } from '@/stores';

const CHECK_DELAY_MS = 400;

/** What the server last suggested for the two text fields. */
interface Suggestion {
  address: string;
  location: string;
}

/**
 * Checks the draft's point against the delivery zones once the map has rested, and writes the
 * answer into the draft: in zone or not, the shipping price, and the server's address and zone
 * name in the fields the customer has not typed in (empty, or still the previous suggestion), so
 * they follow the pin. `settled` is false while the point is unchecked.
 */
export function useZoneCheck() {
  const lat = useRootStore((s) => s.customer.addressInfo.lat);
  const lng = useRootStore((s) => s.customer.addressInfo.lng);
  const point = useDebounced(`${lat},${lng}`, CHECK_DELAY_MS);
  const [dLat, dLng] = point.split(',').map(Number);
  const check = useLocationCheck({ lat: dLat, lng: dLng });

  const data = check.data;
  const suggested = useRef<Suggestion>({ address: '', location: '' });
  useEffect(() => {
    if (!data) return;
    const { addressInfo } = rootStore.getState().customer;
    const next: Suggestion = { address: data.address ?? '', location: data.zone?.name ?? '' };
    const follow = (field: keyof Suggestion) =>
      !addressInfo[field] || addressInfo[field] === suggested.current[field] ? next[field] : addressInfo[field];
    rootStore.getState().updateAddressInfo({
      isInZone: data.is_in_zone,
      shippingPrice: data.shipping_price,
      address: follow('address'),
      location: follow('location'),
    });
    suggested.current = next;
  }, [data]);

  const settled = dLat === lat && dLng === lng && check.isSuccess && !check.isFetching;
  // The zone's own name, not the «محله» field: the customer may have typed over that.
  return { settled, failed: check.isError, place: data?.zone?.name ?? '', retry: () => void check.refetch() };
}
