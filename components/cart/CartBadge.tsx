'use client';

import Link from 'next/link';

/** The header's cart entry. */
export function CartBadge() {
  return (
    <Link href="/cart" className="rounded-full px-3 py-2 text-sm hover:bg-black/5" aria-label="سبد خرید">
      سبد خرید
    </Link>
  );
}
