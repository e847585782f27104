import Link from 'next/link';
import { HeaderSearch } from './HeaderSearch';
import { AccountEntry, CartBadge } from './islands';

export function Header({ shopName }: { shopName: string }) {
  return (
    <header className="sticky top-0 z-40 border-b border-black/5 bg-surface/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3">
        <Link href="/" className="shrink-0 text-lg font-bold text-primary">
          {shopName}
        </Link>
        <div className="min-w-0 flex-1">
          <HeaderSearch />
        </div>
        <nav aria-label="حساب کاربری و سبد خرید" className="flex shrink-0 items-center gap-2">
          <CartBadge />
          <AccountEntry />
        </nav>
      </div>
    </header>
  );
}
