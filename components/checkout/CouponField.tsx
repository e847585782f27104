'use client';

import { useId, useRef, useState } from 'react';
import { checkoutClient } from '@/lib/api/browser';
import { toWesternDigits } from '@/common/digits';
import { ApiError, serverMessage } from '@/lib/errors';
import { handleApiError } from '@/stores/session-actions';
import { useRootStore } from '@/stores';
import { initialCoupon } from '@/stores/slices/orders';
import { BusyButton } from '@/components/ui/BusyButton';

/**
 * A check answered as a failure about the code (spec section 8: success false, or 400/404/409/422),
 * as an API other than the embedded one may refuse a code: rejected, with the server's reason.
 * The session, a time-out, a rate limit or the server failing are told as every other call's.
 */
const refusesCode = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.kind === 'http' && [400, 404, 409, 422].includes(error.status);

/**
 * The coupon (spec section 4): unchecked → checking → confirmed «تایید شد» or rejected «تایید نشد».
 * The order price is recomputed with the code once confirmed; only a confirmed code is sent.
 * `refusal`: the invoice's reason a confirmed code does not apply to this cart (its minimum).
 */
export function CouponField({ refusal }: { refusal: string | null }) {
  const coupon = useRootStore((s) => s.orders.checkout.coupon);
  const updateCheckout = useRootStore((s) => s.updateCheckout);
  const [checking, setChecking] = useState(false);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  const check = async () => {
    const code = toWesternDigits(coupon.code).trim();
    // Enter in the field calls this too, not only the busy button.
    if (!code || checking) return;
    setChecking(true);
    try {
      const { data } = await checkoutClient.checkCoupon(code);
      updateCheckout({ coupon: { code: data.code, status: data.valid, msg: data.valid ? '' : data.msg, checked: true } });
    } catch (error) {
      if (!refusesCode(error)) return handleApiError(error, { pressed: true });
      updateCheckout({ coupon: { code, status: false, msg: serverMessage(error.body) ?? '', checked: true } });
    } finally {
      setChecking(false);
    }
  };

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium">
        کد تخفیف
      </label>
      <div className="flex gap-2">
        <input
          ref={input}
          id={id}
          value={coupon.code}
          maxLength={64}
          autoComplete="off"
          dir="ltr"
          onChange={(e) => updateCheckout({ coupon: { ...initialCoupon, code: e.target.value } })}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void check();
            }
          }}
          aria-describedby={`${id}-status`}
          className="w-0 min-w-0 flex-1 rounded-xl border border-black/15 bg-background px-3 py-2"
        />
        {coupon.status === true ? (
          <button
            type="button"
            onClick={() => {
              updateCheckout({ coupon: initialCoupon });
              // This button turns into «بررسی کد», disabled while the box is empty: focus would drop to the page's start.
              input.current?.focus();
            }}
            className="tap rounded-xl border border-black/15 px-4 py-2"
          >
            حذف کد
          </button>
        ) : (
          <BusyButton
            busy={checking}
            onClick={() => void check()}
            disabled={!coupon.code.trim()}
            className="tap rounded-xl border border-black/15 px-4 py-2 disabled:opacity-50"
          >
            {checking ? 'در حال بررسی…' : 'بررسی کد'}
          </BusyButton>
        )}
      </div>
      <p id={`${id}-status`} role="status" className="min-h-5 text-sm">
        {coupon.status === true && !refusal && <span className="text-green-800">تایید شد</span>}
        {coupon.status === true && refusal && <span className="text-red-800">برای این سبد اعمال نشد: {refusal}</span>}
        {coupon.status === false && (
          <span className="text-red-800">
            تایید نشد{coupon.msg ? `: ${coupon.msg}` : ''}
          </span>
        )}
      </p>
    </div>
  );
}
