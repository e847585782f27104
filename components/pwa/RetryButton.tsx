'use client';

import { useEffect } from 'react';

/**
 * Loads the address the customer asked for again (the offline page stands in for it): on a press,
 * and by itself when the browser's connection comes back, as a customer waiting on it expects.
 */
export function RetryButton() {
  useEffect(() => {
    const retry = () => window.location.reload();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, []);
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
