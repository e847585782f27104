'use client';

import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import type { AddressView } from '@/lib/api/checkout';
import { useDeleteAddress } from '@/lib/queries/addresses';

/**
 * Asks before deleting an address; past orders keep their own copy, so nothing else changes.
 * Once deleted, `onDeleted` closes it in `onClose`'s place.
 */
export function DeleteAddressDialog({ address, customerId, onClose, onDeleted }: { address: AddressView; customerId: number; onClose: () => void; onDeleted: () => void }) {
  const remove = useDeleteAddress(customerId);
  return (
    <ConfirmDialog
      title="حذف آدرس"
      question={`آدرس «${address.title}» حذف شود؟`}
      confirm="بله، حذف شود"
      pending={remove.isPending ? 'در حال حذف…' : null}
      onConfirm={() => remove.mutate(address.id, { onSuccess: onDeleted })}
      onClose={onClose}
    />
  );
}
