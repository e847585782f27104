'use client';

import { useState, type FormEvent } from 'react';
import type { OrderView } from '@/lib/api/checkout';
import { Stars } from '@/components/catalog/Stars';
import { StarInput } from '@/components/ui/StarInput';
import { DEFAULT_ORDER_STAR } from '@/lib/spec-constants';
import { useRateOrder } from '@/hooks/queries/orders';
import { BusyButton } from '@/components/ui/BusyButton';

const MAX = 1000;

/** The rating given to a delivered order, or the form to give one (stars default 3, a comment). */
export function OrderRating({ customerId, order }: { customerId: number; order: Pick<OrderView, 'id' | 'rate' | 'can_rate'> }) {
  const [star, setStar] = useState(DEFAULT_ORDER_STAR);
  const [comment, setComment] = useState('');
  const rate = useRateOrder(customerId, order.id);

  if (order.rate) {
    return (
      <section
        aria-labelledby="order-rating"
        // Just rated: the form (and its focused button) is gone, so focus moves to what replaced it.
        ref={rate.isSuccess ? (el) => el?.focus() : undefined}
        tabIndex={-1}
        className="rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-black/5 focus:outline-none"
      >
        <h2 id="order-rating" className="mb-2 font-bold">
          امتیاز شما به این سفارش
        </h2>
        <Stars value={order.rate.star} size="md" />
        {order.rate.comment && <p className="mt-2 text-sm wrap-anywhere">{order.rate.comment}</p>}
      </section>
    );
  }
  if (!order.can_rate) return null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (rate.isPending) return;
    rate.mutate({ star, comment: comment.trim() });
  };
  return (
    <form onSubmit={submit} aria-labelledby="order-rating" className="flex flex-col gap-3 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-black/5">
      <h2 id="order-rating" className="font-bold">
        به این سفارش امتیاز دهید
      </h2>
      <StarInput name="order-star" value={star} onChange={setStar} />
      <label htmlFor="order-comment" className="text-sm">
        نظر شما (اختیاری)
      </label>
      <textarea
        id="order-comment"
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        rows={3}
        maxLength={MAX}
        className="rounded-xl border border-black/10 bg-background p-3 text-sm"
      />
      <BusyButton type="submit" busy={rate.isPending} className="tap self-start rounded-xl bg-primary px-5 py-2 text-sm text-on-primary">
        {rate.isPending ? 'در حال ثبت…' : 'ثبت امتیاز'}
      </BusyButton>
    </form>
  );
}
