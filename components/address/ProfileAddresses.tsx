'use client';

import { LoginPrompt } from '@/components/ui/LoginPrompt';
import { useCustomer } from '@/hooks/queries/customer';
import { AddressFormDialog } from './dialogs';
import { AddressList } from './AddressList';
import { NewAddressButton } from './AddressChooser';
import { useAddressEditor } from './use-address-editor';

/** «آدرس‌های من»: the customer's addresses to add, edit and delete; guests are sent to log in. */
export function ProfileAddresses() {
  const customerId = useCustomer()?.id ?? null;
  const editor = useAddressEditor();

  if (customerId === null) return <LoginPrompt title="برای دیدن آدرس‌ها وارد شوید" path="/profile/addresses" />;
  return (
    <div className="space-y-4">
      <NewAddressButton onClick={editor.startNew} />
      <AddressList mode="manage" customerId={customerId} onEdit={editor.startEdit} />
      {editor.open && <AddressFormDialog onClose={editor.close} onSaved={() => undefined} />}
    </div>
  );
}
