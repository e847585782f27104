'use client';

import Link from 'next/link';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useRootStore } from '@/stores';
import { logout } from '@/stores/session-actions';
import { ClientState } from '@/components/layout/ClientState';

function Entry() {
  const customer = useRootStore((s) => s.user.customer);
  if (!customer) {
    return (
      <Link href="/login" className="rounded-full bg-primary px-4 py-2 text-sm text-on-primary">
        ورود
      </Link>
    );
  }
  return (
    <Menu as="div" className="relative">
      <MenuButton className="rounded-full px-3 py-2 text-sm hover:bg-black/5">{customer.name || 'حساب من'}</MenuButton>
      <MenuItems anchor="bottom end" className="z-50 mt-1 w-44 rounded-xl border border-black/5 bg-surface p-1 text-sm shadow-lg">
        <MenuItem>
          <Link href="/profile" className="block rounded-lg px-3 py-2 data-focus:bg-black/5">
            ویرایش حساب
          </Link>
        </MenuItem>
        <MenuItem>
          <button type="button" onClick={() => void logout()} className="block w-full rounded-lg px-3 py-2 text-start data-focus:bg-black/5">
            خروج
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}

/** Login link for guests; the customer's menu (profile, logout) once logged in. */
export function AccountEntry() {
  return (
    <ClientState>
      <Entry />
    </ClientState>
  );
}
