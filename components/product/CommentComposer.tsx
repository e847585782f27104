'use client';

import { visibleLength } from '@/lib/visible-length';
import { useState, type FormEvent } from 'react';
import Link from '@/components/ui/Link';
import { useRouter } from 'next/navigation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductDetail } from '@/common/contract/catalog';
import { queryKeys } from '@/lib/query-keys';
import type { ProductComment } from '@/lib/api/product-types';
import { loginHref } from '@/lib/login-href';
import { useRootStore } from '@/stores';
import { selectCustomer } from '@/stores/slices/user';
import { DEFAULT_PRODUCT_STAR } from '@/lib/spec-constants';
import { useRestored } from '@/stores/hydration';
import { notify } from '@/stores/notifications';
import { catalogClient as catalog } from '@/lib/api/browser';
import { CommentItem } from './CommentItem';
import { StarInput } from '@/components/ui/StarInput';
import { useFormDraft } from '@/components/ui/use-form-draft';
import { COMMENT_MAX, commentDraft, draftStar } from '@/lib/product/comment-draft';
import { BusyButton } from '@/components/ui/BusyButton';

/** Spec: a product comment's star defaults to 1. */
const DEFAULT_STAR = DEFAULT_PRODUCT_STAR;
const MIN = 2;
const MAX = COMMENT_MAX;

/**
 * Writing a comment (logged-in customers): stars (default 1) and text. A posted comment shows at
 * once; the gateway has expired the cached page, so a refresh brings the server's list, count
 * and average with it, and the comment then shows there only (`shownIds`); older comments
 * already opened follow that list (`MoreCommentsList`).
 */
export function CommentComposer({ productId, shownIds }: { productId: number; shownIds: number[] }) {
  const router = useRouter();
  const restored = useRestored();
  const customerId = useRootStore((s) => selectCustomer(s)?.id ?? null);
  // Kept for the tab while it is written (lib/product/comment-draft.ts); another product's is left alone.
  const [draft, setDraft] = useFormDraft(commentDraft);
  const mine = draft.product === String(productId);
  const star = mine ? draftStar(draft.star, DEFAULT_STAR) : DEFAULT_STAR;
  const text = mine ? draft.text : '';
  const keep = (next: { star?: number; text?: string }) =>
    setDraft({ product: String(productId), star: String(next.star ?? star), text: next.text ?? text });
  const [error, setError] = useState('');
  const [posted, setPosted] = useState<ProductComment[]>([]);

  const client = useQueryClient();
  const add = useMutation({
    mutationFn: (body: { star: number; comment: string }) => catalog.addComment(productId, { customer_id: customerId!, ...body }),
    onSuccess: (res) => {
      notify({ message: res.msg || 'نظر شما ثبت شد', variant: 'success', code: res.code });
      setPosted((list) => [res.data, ...list]);
      setDraft(commentDraft.empty);
      // The refreshed list shows it with «نظر شما», never a «گزارش» the server would refuse: the
      // customer's read of the product names it at once, and is read again behind that.
      const own = queryKeys.product(productId, customerId);
      client.setQueryData<ProductDetail>(own, (product) => product && { ...product, own_comment_ids: [...(product.own_comment_ids ?? []), res.data.id] });
      void client.invalidateQueries({ queryKey: own });
      router.refresh();
    },
  });

  if (!restored) {
    return <div className="min-h-14" aria-hidden="true" />;
  }
  if (customerId === null) {
    return (
      <p className="flex min-h-14 items-center rounded-2xl bg-surface px-4 text-sm ring-1 ring-black/5">
        برای نوشتن نظر&nbsp;
        <Link href={loginHref(`/product/${productId}`)} className="tap text-primary underline">
          وارد حساب کاربری شوید
        </Link>
        .
      </p>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (add.isPending) return;
    const comment = text.trim();
    if (visibleLength(comment) < MIN) return setError('متن نظر را بنویسید (دست‌کم ۲ حرف).');
    if ([...comment].length > MAX) return setError('متن نظر بیش از حد طولانی است.');
    setError('');
    add.mutate({ star, comment });
  };

  const fresh = posted.filter((c) => !shownIds.includes(c.id));
  return (
    <>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-black/5" aria-label="نوشتن نظر">
        <StarInput name="star" value={star} onChange={(value) => keep({ star: value })} />
        <label htmlFor="comment-text" className="text-sm">
          متن نظر
        </label>
        <textarea
          id="comment-text"
          value={text}
          onChange={(e) => keep({ text: e.target.value })}
          rows={3}
          maxLength={MAX}
          aria-invalid={!!error}
          aria-describedby={error ? 'comment-error' : undefined}
          className="rounded-xl border border-black/10 bg-background p-3 text-sm"
        />
        {error && (
          <p id="comment-error" role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <BusyButton type="submit" busy={add.isPending} className="tap self-start rounded-xl bg-primary px-5 py-2 text-sm text-on-primary">
          {add.isPending ? 'در حال ثبت…' : 'ثبت نظر'}
        </BusyButton>
      </form>
      {fresh.length > 0 && (
        <ol aria-label="نظرهای تازه شما" data-posted="" className="mt-4 flex flex-col gap-3">
          {fresh.map((c) => (
            <li key={c.id}>
              <CommentItem comment={c} own />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
