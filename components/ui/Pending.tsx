'use client';

// The hook only: links themselves are the shop's Link (components/ui/Link.tsx).
// eslint-disable-next-line no-restricted-imports
import { useLinkStatus } from 'next/link';

/**
 * What a customer sees while a page asked of the server is on its way (a search, a sort, another
 * page of results): a slim bar and, for screen readers, a status. Without it, a slow phone shows
 * nothing after the press, and shoppers press again.
 */
export function Pending({ label = 'در حال بارگذاری…' }: { label?: string }) {
  return (
    <span role="status" className="pointer-events-none absolute inset-x-2 -bottom-1 h-0.5 animate-pulse rounded-full bg-primary">
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Pending, inside a Link (positioned relative), while that link's navigation is under way. */
export function LinkPending() {
  const { pending } = useLinkStatus();
  return pending ? <Pending /> : null;
}
