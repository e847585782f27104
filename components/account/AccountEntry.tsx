'use client';

import Link from '@/components/ui/Link';
import { usePathname, useSearchParams } from 'next/navigation';
import { loginHref } from '@/lib/login-href';
import { useEffect, useId, useRef, useState } from 'react';
import { useRootStore } from '@/stores';
import { selectCustomer } from '@/stores/slices/user';
import { logout } from '@/stores/session-actions';
import { ClientState } from '@/components/layout/ClientState';
import { LoginLink } from './LoginLink';
import { BusyButton } from '@/components/ui/BusyButton';

/** The account menu's pages: what a customer comes back for most (orders, bookings, wallet) first. */
const ACCOUNT_LINKS = [
  ['/profile/orders', 'سفارش‌های من'],
  ['/profile/reservations', 'نوبت‌های من'],
  ['/profile/wallet', 'کیف پول'],
  ['/profile/favorites', 'علاقه‌مندی‌ها'],
  ['/profile/addresses', 'آدرس‌های من'],
  ['/profile/coupons', 'کدهای تخفیف'],
  ['/profile', 'ویرایش حساب'],
] as const;

/**
 * The customer's account menu as a disclosure (button + list of links): it is in the layout of
 * every page, so it stays a few lines of code instead of a menu library in the first load.
 */
function CustomerMenu({ name }: { name: string }) {
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | FocusEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('focusin', close);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('focusin', close);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  // Touching each other, the items are 44 px tall on a touch screen: no hit area to spare.
  const item = 'block w-full rounded-lg px-3 py-2 text-start hover:bg-black/5 focus-visible:bg-black/5 pointer-coarse:py-3';
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
        // The name truncates inside: the button's own overflow would clip its hit area (tap).
        className="tap block h-10 max-w-28 rounded-full px-3 text-sm hover:bg-black/5 sm:max-w-44"
      >
        <span className="block truncate">{name}</span>
      </button>
      {open && (
        <ul id={listId} className="absolute end-0 z-50 mt-1 w-44 rounded-xl border border-black/5 bg-surface p-1 text-sm shadow-lg">
          {ACCOUNT_LINKS.map(([href, label]) => (
            <li key={href}>
              <Link href={href} className={item} onClick={() => setOpen(false)}>
                {label}
              </Link>
            </li>
          ))}
          <li>
            <BusyButton
              busy={leaving}
              onClick={async () => {
                setLeaving(true);
                // A logout that succeeds ends in a full load; one that failed leaves the menu usable.
                if (!(await logout())) setLeaving(false);
              }}
              className={item}
            >
              {leaving ? 'در حال خروج…' : 'خروج'}
            </BusyButton>
          </li>
        </ul>
      )}
    </div>
  );
}

/** «ورود» brings the shopper back to the page they were on (rendered only in the browser). */
function GuestLogin() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  return <LoginLink href={loginHref(search ? `${pathname}?${search}` : pathname)} />;
}

function Entry() {
  const customer = useRootStore(selectCustomer);
  if (!customer) return <GuestLogin />;
  return <CustomerMenu name={customer.name || 'حساب من'} />;
}

/** Login link for guests; the customer's menu (profile, favourites, logout) once logged in. */
export function AccountEntry() {
  return (
    <ClientState skeletonClassName="h-10 w-16 rounded-full" withoutJs={<LoginLink href="/login" />}>
      <Entry />
    </ClientState>
  );
}
