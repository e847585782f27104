import type { SeoProduct } from '@/lib/api/product-types';
import { toPersianDigits } from '@/common/digits';
import { Stars } from '@/components/catalog/Stars';
import { CommentComposer } from '@/components/layout/islands';
import { WhenNearScreen } from '@/components/layout/WhenNearScreen';
import { CommentItem } from './CommentItem';
import { MoreComments } from './MoreComments';

/** Rating summary, the writing form (client), the latest comments (server-rendered) and older ones on demand. */
export function CommentsSection({ product }: { product: SeoProduct }) {
  const { comments, comments_count: count, rating } = product;
  return (
    <section id="comments" aria-labelledby="comments-title" className="mt-12 scroll-mt-24">
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h2 id="comments-title" className="text-xl font-bold">
          نظرات کاربران
          {count > 0 && <span className="ms-1 text-base font-normal text-ink/60">({toPersianDigits(count)})</span>}
        </h2>
        <Stars value={rating.avg} count={rating.count} size="md" />
      </div>
      {/* Below the fold: the form's code (React Query, the comment client) loads when it is near. */}
      <WhenNearScreen fallback={<div className="min-h-14" aria-hidden="true" />}>
        <CommentComposer productId={product.id} shownIds={comments.map((c) => c.id)} />
      </WhenNearScreen>
      {comments.length > 0 ? (
        <ol className="mt-4 flex flex-col gap-3" aria-label="نظرها">
          {comments.map((c) => (
            <li key={c.id}>
              <CommentItem comment={c} />
            </li>
          ))}
        </ol>
      ) : (
        // Hidden as soon as the shopper's own first comment shows above it.
        <p className="mt-4 text-sm text-ink/70 [[data-posted]~&]:hidden">هنوز نظری برای این محصول ثبت نشده است؛ اولین نفر باشید.</p>
      )}
      {count > comments.length && <MoreComments productId={product.id} knownIds={comments.map((c) => c.id)} />}
    </section>
  );
}
