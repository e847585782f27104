'use client';

import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { AddressView } from '@/lib/api/checkout';
import { useRootStore } from '@/stores';
import { AddressForm } from './AddressForm';

/** The address form in a dialog. Closing it (Escape, outside) keeps the draft; «انصراف» drops it. */
export function AddressFormDialog({ onClose, onSaved }: { onClose: () => void; onSaved: (address: AddressView) => void }) {
  const editing = useRootStore((s) => s.customer.addressInfo.addressId !== null);
  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center overflow-y-auto p-4 sm:items-center">
        <DialogPanel className="max-h-full w-full max-w-xl overflow-y-auto rounded-2xl bg-surface p-5 shadow-xl">
          <DialogTitle className="mb-4 text-lg font-bold">{editing ? 'ویرایش آدرس' : 'آدرس جدید'}</DialogTitle>
          <AddressForm
            onCancel={onClose}
            onSaved={(address) => {
              onSaved(address);
              onClose();
            }}
          />
        </DialogPanel>
      </div>
    </Dialog>
  );
}
