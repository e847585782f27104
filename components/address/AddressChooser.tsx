'use client';

import { useEffect } from 'react';
import type { AddressView } from '@/lib/api/checkout';
import { isDraftStarted } from '@/lib/address/draft';
import { useAddresses } from '@/hooks/queries/addresses';
import { useCustomer } from '@/hooks/queries/customer';
import { useRootStore } from '@/stores';
import { AddressFormDialog } from './dialogs';
import { AddressList } from './AddressList';
import { useAddressEditor } from './use-address-editor';

/** «افزودن آدرس جدید», or «ادامهٔ آدرس نیمه‌کاره» when a new address's draft is waiting. */
export function NewAddressButton({ onClick }: { onClick: () => void }) {
  const waiting = useRootStore((s) => s.customer.addressInfo.addressId === null && isDraftStarted(s.customer.addressInfo));
  return (
    <button type="button" onClick={onClick} className="tap rounded-xl border border-primary px-4 py-2 text-sm text-primary hover:bg-primary/5">
      {waiting ? 'ادامهٔ آدرس نیمه‌کاره' : 'افزودن آدرس جدید'}
    </button>
  );
}

/**
 * The checkout's address step: the saved addresses as a radio group (out-of-zone ones disabled)
 * and a new address through the map form, selected once saved. A selection that is no longer
 * in the list (deleted elsewhere) or no longer deliverable is dropped. With nothing selected and
 * one address a courier can reach, that one is selected: it is the only one the order can go to.
 * With several, the customer chooses (a guess could send the order to the wrong one). Render it
 * inside ClientState: it reads the restored customer and draft.
 */
export function AddressChooser({ selectedId, onSelect }: { selectedId: number | null; onSelect: (address: AddressView | null) => void }) {
  const customerId = useCustomer()?.id ?? null;
  const addresses = useAddresses(customerId);
  const editor = useAddressEditor();

  const list = addresses.data;
  useEffect(() => {
    if (!list) return;
    const deliverable = list.filter((a) => a.is_in_zone);
    if (selectedId === null) {
      if (deliverable.length === 1) onSelect(deliverable[0]);
      return;
    }
    if (!deliverable.some((a) => a.id === selectedId)) onSelect(deliverable.length === 1 ? deliverable[0] : null);
  }, [list, selectedId, onSelect]);

  if (customerId === null) return null;
  return (
    <div className="space-y-3">
      <AddressList mode="choose" customerId={customerId} selectedId={selectedId} onSelect={onSelect} />
      <NewAddressButton onClick={editor.startNew} />
      {editor.open && <AddressFormDialog onClose={editor.close} onSaved={(address) => onSelect(address.is_in_zone ? address : null)} />}
    </div>
  );
}
