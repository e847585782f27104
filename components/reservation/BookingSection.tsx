'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { ClientStateFallback } from '@/components/layout/ClientState';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { BOOKING_ID } from './booking-id';
import { useBookingPanel } from './use-booking-panel';
import { useResumeBooking } from './use-resume-booking';

/** The booking area of a reservable product's page. */
export function BookingSection({ productId }: { productId: number }) {
  const [open, setOpen] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { Panel, failed, load } = useBookingPanel();
  const show = useCallback(() => {
    setOpen(true);
    load();
  }, [load]);
  useResumeBooking(productId, show);
  // The buying area's «انتخاب تاریخ و نوبت», a listing card's «رزرو نوبت» and «رزرو دوباره» lead
  // here (#booking): the calendar opens as the customer arrives, not at a second press.
  useEffect(() => {
    const openIfAsked = () => {
      if (location.hash === `#${BOOKING_ID}`) show();
    };
    openIfAsked();
    addEventListener('hashchange', openIfAsked);
    return () => removeEventListener('hashchange', openIfAsked);
  }, [show]);
  // The pressed button goes: focus moves to the area's title, not to the page's start.
  const press = () => {
    show();
    titleRef.current?.focus();
  };
  return (
    <section id={BOOKING_ID} aria-labelledby="booking-title" className="mt-8 scroll-mt-20 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-black/5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="booking-title" ref={titleRef} tabIndex={-1} className="text-lg font-bold focus:outline-none">
          رزرو نوبت
        </h2>
        {!open && (
          <button type="button" onClick={press} className="tap rounded-xl bg-primary px-5 py-2 font-bold text-on-primary">
            رزرو نوبت
          </button>
        )}
      </div>
      {open && (
        <div className="mt-4">
          {Panel ? (
            <Panel productId={productId} />
          ) : failed ? (
            <RetryAlert message="بخش رزرو بارگیری نشد؛ اتصال اینترنت را بررسی کنید و دوباره تلاش کنید." onRetry={press} />
          ) : (
            <ClientStateFallback className="h-96 w-full rounded-2xl" />
          )}
        </div>
      )}
    </section>
  );
}
