'use client';

import { useRef, useState } from 'react';
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
  const opener = useRef<HTMLElement | null>(null);
  const show = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
  };
  // Headless UI gives focus back to what had it when the dialog mounted; on the first opening the
  // dialog's code is still loading then, and focus would fall to the page's start.
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => {
      if (document.activeElement === document.body) opener.current?.focus();
    });
  };
  const startNew = () => {
    const { addressInfo } = rootStore.getState().customer;
    if (addressInfo.addressId !== null) rootStore.getState().resetAddressInfo();
    show();
  };
  const startEdit = (address: AddressView) => {
    const { addressInfo } = rootStore.getState().customer;
    if (addressInfo.addressId !== address.id) {
      rootStore.getState().resetAddressInfo();
      rootStore.getState().updateAddressInfo(draftFromAddress(address));
    }
    show();
  };
  return { open, startNew, startEdit, close };
}
