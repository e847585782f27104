'use client';

import { useId, useState } from 'react';
import { checkoutClient } from '@/lib/api/browser';
import { payLabel } from '@/lib/order-status';
import { openPayment, releasePaymentWindow, reservePaymentWindow } from '@/lib/payment/open';
import { reservationPath } from '@/lib/reservation/payload';
import { formatToman } from '@/lib/price';
import { notify } from '@/stores/notifications';
import { handleApiError } from '@/stores/session-actions';
import { NewWindowHint } from '@/components/payment/NewWindowHint';
import { PaymentDeadline } from '@/components/orders/PaymentDeadline';
import { BusyButton } from '@/components/ui/BusyButton';

/**
 * Pays what an unpaid booking still owes by card; the provider returns to the booking's page.
 * When credit covers it (amount 0: «پرداخت از اعتبار», no provider window opened first, or credit
 * that arrived since the page was read), the server pays it at once: `onPaid` re-reads the booking.
 */
export function PayReservationButton({
  orderId,
  amount,
  deadline,
  onPaid,
}: {
  orderId: number;
  amount: number;
  deadline: string | null | undefined;
  onPaid: () => void;
}) {
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const pay = async () => {
    const win = amount > 0 ? reservePaymentWindow() : null;
    setBusy(true);
    try {
      const path = reservationPath(orderId);
      const res = await checkoutClient.payOrder(orderId, { success_url: path, fail_url: path });
      if (res.data.paid) {
        releasePaymentWindow(win);
        notify({ message: res.msg, variant: 'success', code: res.code });
        onPaid();
      } else {
        openPayment(res.data.payment_url, win);
      }
    } catch (err) {
      releasePaymentWindow(win);
      handleApiError(err, { pressed: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-2">
      <BusyButton
        busy={busy}
        onClick={pay}
        aria-describedby={amount > 0 ? hintId : undefined}
        className="w-full rounded-xl bg-primary px-4 py-3 font-bold text-on-primary sm:w-auto"
      >
        {amount > 0 ? `${payLabel(amount)} ${formatToman(amount)}` : payLabel(0)}
      </BusyButton>
      <NewWindowHint id={hintId} />
      <PaymentDeadline at={deadline} />
    </div>
  );
}
