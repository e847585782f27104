'use client';

import dynamic from 'next/dynamic';

// The address dialogs (Headless UI, the form, the map picker's opening code) load when one
// opens, not with the checkout page; meanwhile the page dims as the dialog's backdrop will.
const backdrop = () => <div className="fixed inset-0 z-50 bg-black/40" aria-hidden="true" />;

export const AddressFormDialog = dynamic(() => import('./AddressFormDialog').then((m) => m.AddressFormDialog), { ssr: false, loading: backdrop });

export const DeleteAddressDialog = dynamic(() => import('./DeleteAddressDialog').then((m) => m.DeleteAddressDialog), { ssr: false, loading: backdrop });
