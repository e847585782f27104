'use client';

import Link from '@/components/ui/Link';
import { EmptyState } from '@/components/catalog/EmptyState';
import { useCustomer } from '@/lib/queries/customer';
import { AddressFormDialog } from './dialogs';
import { AddressList } from './AddressList';
import { NewAddressButton } from './AddressChooser';
import { useAddressEditor } from './use-address-editor';

/** «آدرس‌های من»: the customer's addresses to add, edit and delete; guests are sent to log in. */
export function ProfileAddresses() {
  const customerId = useCustomer()?.id ?? null;
  const editor = useAddressEditor();

  if (customerId === null) {
    return (
      <EmptyState title="برای دیدن آدرس‌ها وارد شوید">
        <Link href="/login?redirect=/profile/addresses" className="tap inline-block rounded-xl bg-primary px-5 py-2 text-on-primary">
          ورود به حساب کاربری
        </Link>
      </EmptyState>
    );
  }
  return (
    <div className="space-y-4">
      <NewAddressButton onClick={editor.startNew} />
      <AddressList mode="manage" customerId={customerId} onEdit={editor.startEdit} />
      {editor.open && <AddressFormDialog onClose={editor.close} onSaved={() => undefined} />}
    </div>
  );
}
