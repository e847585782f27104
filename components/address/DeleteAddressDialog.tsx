'use client';

import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import type { AddressView } from '@/lib/api/checkout';
import { useDeleteAddress } from '@/lib/queries/addresses';

/**
 * Asks before deleting an address; past orders keep their own copy, so nothing else changes.
 * Once deleted, `onDeleted` closes it in `onClose`'s place.
 */
export function DeleteAddressDialog({ address, customerId, onClose, onDeleted }: { address: AddressView; customerId: number; onClose: () => void; onDeleted: () => void }) {
  const remove = useDeleteAddress(customerId);
  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50" role="alertdialog">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-sm rounded-2xl bg-surface p-5 shadow-xl">
          <DialogTitle className="text-lg font-bold">حذف آدرس</DialogTitle>
          <Description className="mt-2 text-sm text-ink/80">آدرس «{address.title}» حذف شود؟</Description>
          <div className="mt-5 flex gap-2">
            <button
              type="button"
              // aria-disabled, not disabled: keeps keyboard focus mid-request.
              aria-disabled={remove.isPending || undefined}
              onClick={() => {
                if (!remove.isPending) remove.mutate(address.id, { onSuccess: onDeleted });
              }}
              className="tap rounded-xl bg-red-700 px-4 py-2 text-sm text-white aria-disabled:cursor-wait aria-disabled:opacity-60"
            >
              {remove.isPending ? 'در حال حذف…' : 'بله، حذف شود'}
            </button>
            <button type="button" onClick={onClose} autoFocus className="tap rounded-xl px-4 py-2 text-sm hover:bg-black/5">
              انصراف
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
