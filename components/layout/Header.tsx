import Link from '@/components/ui/Link';
import { HeaderSearch } from './HeaderSearch';
import { AccountEntry, CartBadge } from './islands';

/**
 * Shop name, cart and account on one row (the name gives way first); below `md` the search box
 * has a row of its own, so at 320 px no state (guest, long customer name, two-digit badge) can
 * squeeze it to nothing or push the cart off the row. The sticky bar is opaque: a backdrop blur
 * behind a 95 % surface was all but invisible, yet added a render pass to every frame; scrolling
 * home as a phone, the compositor drew each frame in 4.4 ms with it, 1.5 ms without
 * (bench/scroll-frames.mjs; bench/README, session 21).
 */
export function Header({ shopName }: { shopName: string }) {
  return (
    <header className="sticky top-0 z-40 border-b border-black/5 bg-surface">
      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 px-4 py-2 md:grid-cols-[auto_minmax(0,1fr)_auto] md:py-3">
        {/* The name truncates inside the link: the link's own overflow would clip its hit area (tap). */}
        <Link href="/" className="tap min-w-0 text-lg font-bold text-primary">
          <span className="block truncate">{shopName}</span>
        </Link>
        <div className="col-span-2 row-start-2 md:col-span-1 md:col-start-2 md:row-start-1">
          <HeaderSearch />
        </div>
        <nav aria-label="حساب کاربری و سبد خرید" className="col-start-2 row-start-1 flex items-center gap-1 md:col-start-3">
          <CartBadge />
          <AccountEntry />
        </nav>
      </div>
    </header>
  );
}
