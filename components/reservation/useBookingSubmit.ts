'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { checkoutClient, reservationsClient } from '@/lib/api/browser';
import { normalizeMobile, toWesternDigits } from '@/common/digits';
import { ApiError, describeError, MESSAGES } from '@/lib/errors';
import { keyFor } from '@/lib/checkout/idempotency';
import { orderMayExist } from '@/lib/checkout/submit-failure';
import { openPayment, releasePaymentWindow, reservePaymentWindow } from '@/lib/payment/open';
import { bookingSubject, needsPayment, reservationPath, reservationSubmitRequest, type GuestBooker } from '@/lib/reservation/payload';
import { invalidateTurns } from '@/hooks/queries/reservations';
import { invalidateAfterOrder } from '@/hooks/queries/after-order';
import { guestDraft } from '@/lib/reservation/guest-draft';
import { rootStore } from '@/stores';
import { handleApiError } from '@/stores/session-actions';
import type { ReservedItem } from '@/stores/slices/reservations';

/** Which guest field cannot be sent, and why (shown on the field itself). */
export interface GuestFieldError {
  field: keyof GuestBooker;
  message: string;
}

/** A guest's details in the API's form, or the field that stops them. */
function guestBooker(raw: GuestBooker): GuestBooker | GuestFieldError {
  const mobile = normalizeMobile(raw.mobile);
  if (!mobile) return { field: 'mobile', message: 'شماره موبایل معتبر نیست' };
  if (!raw.first_name.trim()) return { field: 'first_name', message: 'نام را وارد کنید' };
  if (!raw.last_name.trim()) return { field: 'last_name', message: 'نام خانوادگی را وارد کنید' };
  return { mobile, first_name: raw.first_name.trim(), last_name: raw.last_name.trim(), nation_code: toWesternDigits(raw.nation_code).trim() };
}

/**
 * The server refused the chosen turn itself: full or a changed price (409), or no longer
 * bookable (400: started, no longer offered that day, past the booking horizon). The API has no
 * finer code for these, and a 400 of the submit is about its one reserved item.
 */
function refusesTurn(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 409 || error.status === 400);
}

/**
 * Books the reserved item: a guest's national code checked first, one idempotency key per
 * booking (a double click or retry books once), paid from credit, and what credit does not
 * cover (a guest's whole price) paid by card. A refused turn shows the server's message, the
 * choice goes and the turns are read again. An answer that never came may hide a booking made:
 * the choice and its key are kept for the customer to press again. Ends on /reservation/{order_id}.
 */
export function useBookingSubmit(productId: number) {
  const router = useRouter();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [guestError, setGuestError] = useState<GuestFieldError | null>(null);

  const submit = async (item: ReservedItem, opts: { mobile: string | null; userId: number | null; guest: GuestBooker | null; cardLikely: boolean; expectedPrice: number }) => {
    if (busy) return;
    let guest: GuestBooker | null = null;
    if (opts.guest) {
      const checked = guestBooker(opts.guest);
      if ('field' in checked) return setGuestError(checked);
      guest = checked;
    }
    // Opened now, inside the click: a window opened after an await is blocked as a pop-up.
    const win = opts.cardLikely ? reservePaymentWindow() : null;
    setBusy(true);
    try {
      if (guest) {
        await reservationsClient.nationCheck(guest.mobile, guest.nation_code).catch((error: unknown) => {
          // Refused: the server's message on the field too (as the profile's), besides its notice below.
          if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
            setGuestError({ field: 'nation_code', message: describeError(error).notice?.message ?? MESSAGES[400] });
          }
          throw error;
        });
      }
      const mobile = guest?.mobile ?? opts.mobile;
      const booked = guest ? { ...item, times: item.times.map((t) => ({ ...t, ...guest, customer: guest.mobile })) } : item;
      const request = { ...reservationSubmitRequest(booked, mobile, opts.userId), expected_price: opts.expectedPrice };
      const store = rootStore.getState();
      const submission = keyFor(store.reservations.submission, request);
      store.setReservationSubmission(submission);
      const first = booked.times[0];
      const res = await checkoutClient.submit(request, submission.key, first ? { reserve_date: first.date, reserve_time: first.turn } : undefined).then(
        (answer) => answer.data,
        (error: unknown) => {
          // Kept with its key, and the choice with it (useChosenTurn): pressed again, the same
          // request opens the booking if it was made, instead of making a second one. Any other
          // failure is an answer: no booking was made.
          store.setReservationSubmission({ ...submission, answerLost: orderMayExist(error), subject: bookingSubject(item) });
          if (refusesTurn(error)) {
            store.clearReserved();
            invalidateTurns(client, productId);
          }
          throw error;
        },
      );
      store.setReservationSubmission(null);
      store.clearReserved();
      guestDraft.clear();
      invalidateTurns(client, productId);
      invalidateAfterOrder(client, store.user.customer?.id ?? null, mobile);
      const path = reservationPath(res.order_id);
      if (needsPayment(res)) {
        try {
          const pay = (await checkoutClient.payOrder(res.order_id, { success_url: path, fail_url: path })).data;
          // Credit that arrived meanwhile paid it: no provider, the booking's page says so.
          if (pay.paid) releasePaymentWindow(win);
          // Only a same-tab payment leaves; after a pop-up or the app's browser the booking's page shows.
          else if (openPayment(pay.payment_url, win) === 'same-tab') return;
        } catch (err) {
          releasePaymentWindow(win);
          handleApiError(err, { pressed: true });
        }
      } else {
        releasePaymentWindow(win);
      }
      router.push(path);
    } catch (err) {
      releasePaymentWindow(win);
      handleApiError(err, { pressed: true });
    } finally {
      setBusy(false);
    }
  };

  return { submit, busy, guestError, clearGuestError: () => setGuestError(null) };
}
