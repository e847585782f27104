import Link from '@/components/ui/Link';
import { toPersianDigits } from '@/common/digits';

function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M3 4h2l2.4 11h10.2L20 7H6.2" />
      <circle cx="9.5" cy="19" r="1.5" />
      <circle cx="17" cy="19" r="1.5" />
    </svg>
  );
}

/** The cart link; on a phone the word hides (it stays the link's name) and the icon shows. */
export function CartLink({ count }: { count: number }) {
  return (
    <Link href="/cart" className="tap relative inline-flex h-10 items-center gap-1.5 rounded-full px-2.5 text-sm hover:bg-black/5 sm:px-3">
      <CartIcon />
      <span className="max-sm:sr-only">سبد خرید</span>
      {count > 0 && (
        <span
          data-testid="cart-count"
          className="inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-bold leading-5 text-on-primary"
        >
          {toPersianDigits(count)}
          <span className="sr-only"> کالا</span>
        </span>
      )}
    </Link>
  );
}
