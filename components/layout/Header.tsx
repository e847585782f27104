import Link from 'next/link';
import { HeaderSearch } from './HeaderSearch';
import { AccountEntry } from '@/components/account/AccountEntry';
import { CartBadge } from '@/components/cart/CartBadge';

/**
 * Shop name, cart and account on one row; the search box on a row of its own below `md`, so at
 * 320 px no state (guest, long customer name, two-digit badge) can squeeze it to nothing.
 */
export function Header({ shopName }: { shopName: string }) {
  return (
    <header className="sticky top-0 z-40 border-b border-black/5 bg-surface/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2 md:flex-nowrap md:py-3">
        <Link href="/" className="min-w-0 shrink truncate text-lg font-bold text-primary">
          {shopName}
        </Link>
        <div className="order-last basis-full md:order-none md:min-w-0 md:flex-1 md:basis-auto">
          <HeaderSearch />
        </div>
        <nav aria-label="حساب کاربری و سبد خرید" className="ms-auto flex shrink-0 items-center gap-1">
          <CartBadge />
          <AccountEntry />
        </nav>
      </div>
    </header>
  );
}
