'use client';

import { useState } from 'react';
import { checkoutClient } from '@/lib/api/browser';
import { openPayment, releasePaymentWindow, reservePaymentWindow } from '@/lib/payment/open';
import { reservationPath } from '@/lib/reservation/payload';
import { formatToman } from '@/lib/price';
import { handleApiError } from '@/stores/session-actions';

/**
 * Pays what an unpaid booking still owes by card; the provider returns to the booking's page.
 * When credit now covers it, the server pays it at once: `onPaid` re-reads the booking.
 */
export function PayReservationButton({ orderId, amount, onPaid }: { orderId: number; amount: number; onPaid: () => void }) {
  const [busy, setBusy] = useState(false);
  const pay = async () => {
    const win = reservePaymentWindow();
    setBusy(true);
    try {
      const path = reservationPath(orderId);
      const res = (await checkoutClient.payOrder(orderId, { success_url: path, fail_url: path })).data;
      if (res.paid) {
        releasePaymentWindow(win);
        onPaid();
      } else {
        openPayment(res.payment_url, win);
      }
    } catch (err) {
      releasePaymentWindow(win);
      handleApiError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" onClick={pay} disabled={busy} className="w-full rounded-xl bg-primary px-4 py-3 font-bold text-on-primary disabled:opacity-50 sm:w-auto">
      پرداخت {formatToman(amount)}
    </button>
  );
}
