/** The favourite heart's look, shared by the button and the placeholder shown before it loads. */
export function Heart({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
      <path d="M12 21s-7.5-4.6-9.6-9.3C1 8.4 3 4.5 6.9 4.5c2.1 0 3.5 1.1 4.1 2.3h2c.6-1.2 2-2.3 4.1-2.3 3.9 0 5.9 3.9 4.5 7.2C19.5 16.4 12 21 12 21z" />
    </svg>
  );
}

export const FAVORITE_BOX = 'inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full border border-black/10 bg-surface/90 text-rose-600 transition hover:bg-rose-50';

/** The heart's 40×40 box before client state (or the button's code) is there: nothing moves. */
export function FavoritePlaceholder() {
  return (
    <span className={`${FAVORITE_BOX} opacity-40`} aria-hidden="true">
      <Heart filled={false} />
    </span>
  );
}
