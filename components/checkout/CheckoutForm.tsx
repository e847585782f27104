'use client';

import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent, useId } from 'react';
import Link from '@/components/ui/Link';
import type { Customer } from '@/lib/api/types';
import { AddressChooser } from '@/components/address/AddressChooser';
import { orderProducts, serverDisplayLine } from '@/lib/cart/line';
import { cardAmount, cardMinimumNote, creditGap } from '@/lib/checkout/credit-gap';
import { useCreditGapResetOnLeave } from './use-credit-gap-reset';
import { orderDescription, TEMPLATE_VALUE_FIELD, templateValueError } from '@/lib/checkout/description';
import { isRecentSubmission } from '@/lib/checkout/idempotency';
import { formatToman } from '@/lib/price';
import { useServerCart } from '@/hooks/queries/server-cart';
import { ORDER_PRICE_FAILED, useOrderPrice } from '@/hooks/queries/order-price';
import { RefreshFailed } from '@/components/ui/RefreshFailed';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { usePlaceOrder } from '@/hooks/queries/place-order';
import { useRootStore } from '@/stores';
import type { PaymentMethod } from '@/stores/slices/orders';
import { ChoiceGroup } from './ChoiceGroup';
import { CheckoutItems } from './CheckoutItems';
import { CouponField } from './CouponField';
import { InvoiceList } from './InvoiceList';
import { OrderDescriptionField } from './OrderDescriptionField';
import { storedQrShop } from '@/lib/qr/landing';
import { NewWindowHint } from '@/components/payment/NewWindowHint';

const DELIVERY_OPTIONS = [
  { value: 'delivery', label: 'ارسال به آدرس', hint: 'هزینه ارسال از محدوده آدرس محاسبه می‌شود' },
  { value: 'pickup', label: 'تحویل حضوری', hint: 'سفارش را از فروشگاه تحویل بگیرید' },
] as const;

const section = 'space-y-3 rounded-2xl bg-surface p-4 shadow-sm';

/** The checkout of a logged-in customer with a non-empty cart. */
export function CheckoutForm({ customer }: { customer: Customer }) {
  const hintId = useId();
  const checkout = useRootStore((s) => s.orders.checkout);
  const paymentMethod = useRootStore((s) => s.orders.paymentMethod);
  const note = useRootStore((s) => s.orders.description);
  const userId = useRootStore((s) => s.user.user?.id ?? null);
  const updateCheckout = useRootStore((s) => s.updateCheckout);
  const setPaymentMethod = useRootStore((s) => s.setPaymentMethod);
  const setCreditGap = useRootStore((s) => s.setCreditGap);

  const cart = useServerCart(customer.id);
  const lines = useMemo(() => (cart.data ? cart.data.items.map(serverDisplayLine) : []), [cart.data]);
  const products = useMemo(() => orderProducts(lines), [lines]);
  const { submitDelivery, addressId, coupon } = checkout;
  const confirmedCoupon = coupon.status === true ? coupon.code : '';
  const price = useOrderPrice(customer, { address: submitDelivery ? addressId : null, delivery: submitDelivery, coupon: confirmedCoupon });
  const invoice = price.data?.invoice;
  // Known with the invoice only: while it loads, or when pricing failed, it is no figure (not 0).
  const credit = price.data?.customer_credit ?? null;
  // A refusal (the price or the cart changed) re-reads the invoice: the customer reviews it there.
  const invoiceRegion = useRef<HTMLElement>(null);
  const { place, pending, answerLost } = usePlaceOrder(customer.id, { onRefused: () => invoiceRegion.current?.focus() });

  // A code that passed the check may still fail this cart (its minimum): the invoice decides. It
  // stays confirmed, so the invoice applies it again once the cart reaches the minimum.
  const couponRefusal = invoice?.coupon && !invoice.coupon.valid ? invoice.coupon.msg : null;
  const couponApplies = confirmedCoupon !== '' && invoice?.coupon?.valid === true;

  // At checkout the credit gap is |credit − price| (spec section 9).
  const payable = invoice?.price ?? null;
  useEffect(() => {
    if (payable !== null && credit !== null) setCreditGap(creditGap(credit, payable));
  }, [credit, payable, setCreditGap]);
  useCreditGapResetOnLeave();

  if (cart.isPending) return <div role="status" aria-label="در حال بارگذاری" className="h-64 animate-pulse rounded-2xl bg-black/5" />;
  if (cart.isError && !cart.data) return <RetryAlert message="دریافت سبد خرید ممکن نشد." onRetry={() => void cart.refetch()} />;
  if (products.length === 0) return lines.length > 0 ? <SoldOutCheckout /> : <EmptyCheckout />;

  const toCard = payable === null || credit === null ? 0 : cardAmount(paymentMethod, credit, payable);
  const missingAddress = submitDelivery && addressId === null;
  // Not while the invoice on screen is the previous one (a coupon or address just changed):
  // the order would be sent at the old price, without the coupon the customer just saw confirmed.
  const priceSettled = !price.isPlaceholderData && !price.isFetching;
  const canSubmit = !pending && invoice !== undefined && priceSettled && !missingAddress;
  const submitLabel = toCard > 0 ? `ثبت سفارش و پرداخت ${formatToman(toCard)}` : 'ثبت و پرداخت سفارش';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    // A courier's number that is no number: back to its box, which now says why.
    if (templateValueError(checkout.template, checkout.templateValue)) {
      return event.currentTarget.querySelector<HTMLInputElement>(`[${TEMPLATE_VALUE_FIELD}]`)?.focus();
    }
    const qrShop = storedQrShop();
    void place(
      {
        products,
        customer: customer.mobile,
        ...(userId !== null ? { user: userId } : {}),
        address: submitDelivery ? addressId : null,
        delivery: submitDelivery,
        payment_type: paymentMethod,
        msg: orderDescription(checkout.template, checkout.templateValue, note),
        use_coupon: couponApplies,
        coupon: couponApplies ? confirmedCoupon : '',
        shipping_price: invoice.shipping_price,
        // What the customer sees: the server refuses the order (409) if its price differs.
        expected_price: invoice.price,
        // These lines are the cart as shown: 409 if it changed elsewhere or another window ordered it.
        from_cart: true,
        send_submit_notification: true,
        // A customer who came in by a shop's QR code orders for that shop.
        ...(qrShop ? { submitted_for: qrShop } : {}),
      },
      toCard > 0,
    );
  };

  // Enter in a field (a text box, a radio) would submit the form: the order placed, and paid at
  // once when credit covers it. Only the button places it (the coupon box's Enter checks the code).
  // Only this form's own fields: the address dialog's form, a portal, bubbles its keys here too.
  const keepEnterInField = (event: KeyboardEvent<HTMLFormElement>) => {
    const field = event.target;
    if (event.key === 'Enter' && field instanceof HTMLInputElement && field.form === event.currentTarget) event.preventDefault();
  };

  return (
    <form onSubmit={submit} onKeyDown={keepEnterInField} className="grid gap-4 lg:grid-cols-[1fr_22rem] lg:items-start" noValidate>
      {/* min-w-0: a grid item is never narrower than its content, which on a 320-px phone scrolled sideways. */}
      <div className="min-w-0 space-y-4">
        <section className={section}>
          <ChoiceGroup
            legend="نحوه تحویل"
            value={submitDelivery ? 'delivery' : 'pickup'}
            options={DELIVERY_OPTIONS}
            onChange={(v) => updateCheckout({ submitDelivery: v === 'delivery' })}
          />
          {submitDelivery && (
            <AddressChooser selectedId={addressId} onSelect={(address) => updateCheckout({ addressId: address?.id ?? null })} />
          )}
        </section>
        <section className={section}>
          <OrderDescriptionField />
        </section>
        <section className={section}>
          <CheckoutItems lines={lines} />
        </section>
      </div>
      <div className="min-w-0 space-y-4 lg:sticky lg:top-20">
        <section ref={invoiceRegion} tabIndex={-1} className={section} aria-labelledby="checkout-invoice-title">
          <h2 id="checkout-invoice-title" className="font-bold">
            صورتحساب
          </h2>
          <CouponField refusal={couponRefusal} />
          {invoice ? (
            <div aria-busy={price.isFetching}>
              <InvoiceList invoice={invoice} shippingHint={!submitDelivery ? 'ندارد' : addressId !== null && priceSettled ? 'رایگان' : 'پس از انتخاب آدرس'} />
            </div>
          ) : price.isError ? (
            <RefreshFailed message={ORDER_PRICE_FAILED} busy={price.isFetching} onRetry={() => void price.refetch()} />
          ) : (
            <p role="status" className="text-sm text-ink/70">
              در حال محاسبه مبلغ سفارش…
            </p>
          )}
        </section>
        <section className={section}>
          <ChoiceGroup<PaymentMethod>
            legend="روش پرداخت"
            value={paymentMethod}
            options={[
              { value: 'credit', label: 'پرداخت از اعتبار', hint: credit === null ? undefined : `اعتبار شما: ${formatToman(credit)}` },
              { value: 'online', label: 'پرداخت آنلاین', hint: 'با همه کارت‌های بانکی عضو شتاب' },
            ]}
            onChange={setPaymentMethod}
          />
          {paymentMethod === 'credit' && payable !== null && toCard > 0 && (
            <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
              اعتبار شما برای این سفارش کافی نیست؛ {formatToman(toCard)} باقی‌مانده از درگاه بانکی پرداخت می‌شود.{' '}
              {cardMinimumNote(paymentMethod, credit ?? 0, payable)}
            </p>
          )}
          {missingAddress && (
            <p role="alert" className="text-sm text-red-800">
              برای ارسال، یک آدرس انتخاب یا اضافه کنید.
            </p>
          )}
          {answerLost && (
            <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
              پاسخ ثبت سفارش نرسید. دوباره «{submitLabel}» را بزنید؛ اگر سفارش ثبت شده باشد همان سفارش باز می‌شود و سفارش دومی ساخته نمی‌شود.{' '}
              <Link href="/profile/orders" className="tap underline">
                سفارش‌های من
              </Link>
            </p>
          )}
          <button
            type="submit"
            // Waiting (the order on its way, the invoice loading or recomputed) is aria-disabled, and
            // `submit` ignores the press: the button keeps keyboard focus. A missing address, which
            // the customer must fix above, takes it out of the tab order.
            disabled={missingAddress}
            aria-disabled={!canSubmit || undefined}
            aria-busy={pending}
            aria-describedby={toCard > 0 ? hintId : undefined}
            className="w-full rounded-xl bg-primary px-4 py-3 font-bold text-on-primary disabled:opacity-50 aria-disabled:opacity-50"
          >
            {pending ? 'در حال ثبت سفارش…' : submitLabel}
          </button>
          <NewWindowHint id={hintId} />
        </section>
      </div>
    </form>
  );
}

/** Every line of the cart sold out meanwhile: not "empty", since the cart page still lists them. */
function SoldOutCheckout() {
  return (
    <div role="alert" className={`${section} text-center`}>
      <p className="text-lg font-medium">کالاهای سبد خرید شما موجود نیستند.</p>
      <Link href="/cart" className="tap inline-block rounded-xl bg-primary px-5 py-2 text-on-primary">
        بازگشت به سبد خرید
      </Link>
    </div>
  );
}

/**
 * The checkout of an empty cart. A recent submission still stored (its answer lost, then a reload
 * or a refused retry) may be an order that emptied the cart: say where to find it.
 */
function EmptyCheckout() {
  const submission = useRootStore((s) => s.orders.checkout.submission);
  const [now] = useState(() => Date.now());
  return (
    <div className={`${section} text-center`}>
      <p className="text-lg font-medium">سبد خرید شما خالی است</p>
      {isRecentSubmission(submission, now) && (
        <p className="text-sm">
          اگر سفارشی ثبت کرده‌اید، آن را در{' '}
          <Link href="/profile/orders" className="tap text-primary underline">
            سفارش‌های من
          </Link>{' '}
          ببینید.
        </p>
      )}
      <Link href="/" className="tap inline-block rounded-xl bg-primary px-5 py-2 text-on-primary">
        مشاهده محصولات
      </Link>
    </div>
  );
}
