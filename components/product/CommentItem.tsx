import type { ProductComment } from '@/lib/api/product-types';
import { Stars } from '@/components/catalog/Stars';
import { formatJalali } from '@/lib/jalali';
import { ReportComment } from '@/components/layout/islands';
import { OwnCommentMark } from './OwnCommentMark';

/** One comment: writer, date, stars, text and (for customers) a report button, or «نظر شما» on their own. */
export function CommentItem({ comment, own = false }: { comment: ProductComment; own?: boolean }) {
  return (
    <article className="rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-black/5" aria-label={`نظر ${comment.customer_name}`}>
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-medium">{comment.customer_name}</span>
        <Stars value={comment.star} />
        <time dateTime={comment.created_at} className="text-xs text-ink/60">
          {formatJalali(comment.created_at)}
        </time>
        {own ? (
          <OwnCommentMark />
        ) : (
          <span className="ms-auto">
            <ReportComment commentId={comment.id} productId={comment.product_id} author={comment.customer_name} />
          </span>
        )}
      </header>
      {/* A customer's own words may be Latin or mixed: their punctuation then ends on the right side. */}
      <p dir="auto" className="mt-2 whitespace-pre-line text-sm leading-7 wrap-anywhere">{comment.comment}</p>
    </article>
  );
}
