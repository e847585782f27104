'use client';

import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

/**
 * The shop's link: next/link that prefetches its page when the shopper reaches for it (a
 * pointer over it, a touch, keyboard focus) instead of whenever it is on screen. Next's
 * on-screen prefetch fetched and decoded the payloads of every page linked from the first
 * screen (home, categories, cart, login) while a first visit was starting; without them the
 * product page's blocking time after its first paint fell from 268 to 152 ms (4× as Lighthouse
 * counts it, bench/README.md). A touch starts the fetch before the tap ends, and the page cache
 * answers it quickly. `prefetch={false}` still means never.
 */
export default function Link({ href, prefetch, onPointerEnter, onTouchStart, onFocus, ...props }: ComponentProps<typeof NextLink>) {
  const router = useRouter();
  const reach = () => {
    if (prefetch !== false && typeof href === 'string') router.prefetch(href);
  };
  return (
    <NextLink
      {...props}
      href={href}
      prefetch={false}
      onPointerEnter={(e) => {
        reach();
        onPointerEnter?.(e);
      }}
      onTouchStart={(e) => {
        reach();
        onTouchStart?.(e);
      }}
      onFocus={(e) => {
        reach();
        onFocus?.(e);
      }}
    />
  );
}
