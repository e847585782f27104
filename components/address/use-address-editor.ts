'use client';

import { useState } from 'react';
import type { AddressView } from '@/lib/api/checkout';
import { draftFromAddress } from '@/lib/address/draft';
import { rootStore } from '@/stores';

/**
 * Opens the address form for a new address or an existing one. A draft the customer left (a
 * reload, a closed dialog) is kept when they come back to the same address; another address
 * replaces it.
 */
export function useAddressEditor() {
  const [open, setOpen] = useState(false);
  const startNew = () => {
    const { addressInfo } = rootStore.getState().customer;
    if (addressInfo.addressId !== null) rootStore.getState().resetAddressInfo();
    setOpen(true);
  };
  const startEdit = (address: AddressView) => {
    const { addressInfo } = rootStore.getState().customer;
    if (addressInfo.addressId !== address.id) {
      rootStore.getState().resetAddressInfo();
      rootStore.getState().updateAddressInfo(draftFromAddress(address));
    }
    setOpen(true);
  };
  return { open, startNew, startEdit, close: () => setOpen(false) };
}
