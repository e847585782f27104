'use client';

import { useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { ClientStateFallback } from '@/components/layout/ClientState';
import { withQuery } from '@/components/layout/query-island';
import { BOOKING_ID } from './booking-id';

// The calendar, turns and submit code load on the first press of «رزرو نوبت», so a product
// page's first-load JavaScript carries only this button.
const BookingPanel = dynamic(withQuery(() => import('./BookingPanel').then((m) => m.BookingPanel)), {
  ssr: false,
  loading: () => <ClientStateFallback className="h-96 w-full rounded-2xl" />,
});

/** The booking area of a reservable product's page. */
export function BookingSection({ productId }: { productId: number }) {
  const [open, setOpen] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The button goes once pressed: focus moves to the area's title, not to the page's start.
  const openPanel = () => {
    setOpen(true);
    titleRef.current?.focus();
  };
  return (
    <section id={BOOKING_ID} aria-labelledby="booking-title" className="mt-8 scroll-mt-20 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-black/5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="booking-title" ref={titleRef} tabIndex={-1} className="text-lg font-bold focus:outline-none">
          رزرو نوبت
        </h2>
        {!open && (
          <button type="button" onClick={openPanel} className="rounded-xl bg-primary px-5 py-2 font-bold text-on-primary">
            رزرو نوبت
          </button>
        )}
      </div>
      {open && (
        <div className="mt-4">
          <BookingPanel productId={productId} />
        </div>
      )}
    </section>
  );
}
