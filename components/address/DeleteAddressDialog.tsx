'use client';

import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import type { AddressView } from '@/lib/api/checkout';
import { useDeleteAddress } from '@/hooks/queries/addresses';
import { useInlineFailure } from '@/components/ui/use-inline-failure';

/**
 * Asks before deleting an address; past orders keep their own copy, so nothing else changes.
 * Once deleted, `onDeleted` closes it in `onClose`'s place.
 */
export function DeleteAddressDialog({ address, customerId, onClose, onDeleted }: { address: AddressView; customerId: number; onClose: () => void; onDeleted: () => void }) {
  const failure = useInlineFailure();
  const remove = useDeleteAddress(customerId, failure.report);
  return (
    <ConfirmDialog
      title="حذف آدرس"
      question={`آدرس «${address.title}» حذف شود؟`}
      confirm="بله، حذف شود"
      pending={remove.isPending ? 'در حال حذف…' : null}
      error={failure.message}
      onConfirm={() => {
        failure.clear();
        remove.mutate(address.id, { onSuccess: onDeleted });
      }}
      onClose={onClose}
    />
  );
}
