'use client';

/** Loads the address the customer asked for again (the offline page stands in for it). */
export function RetryButton() {
  return (
    <button
      type="button"
      onClick={() => window.location.reload()}
      className="mt-6 inline-block rounded-xl bg-primary px-5 py-3 text-on-primary focus-visible:outline-2 focus-visible:outline-offset-2"
    >
      تلاش دوباره
    </button>
  );
}
