'use client';

import { useEffect, useRef } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { catalogClient as catalog } from '@/lib/api/browser';
import { CommentItem } from './CommentItem';
import { BusyButton } from '@/components/ui/BusyButton';

const PAGE = 10;

/** Older comments, ten at a time, after the ones the page was rendered with (starts loading at once). */
export function MoreCommentsList({ productId, knownIds }: { productId: number; knownIds: number[] }) {
  const client = useQueryClient();
  // Each page goes on after the last comment shown before it, so comments written or hidden
  // meanwhile shift nothing. The first goes on after the page's own last one as it is now.
  const pageLast = knownIds.at(-1);
  const firstAfter = useRef(pageLast);
  const query = useInfiniteQuery({
    queryKey: queryKeys.moreComments(productId),
    queryFn: async ({ pageParam }) => (await catalog.comments(productId, pageParam.page, PAGE, pageParam.before ?? firstAfter.current)).data,
    initialPageParam: { page: 2 } as { page: number; before?: number },
    getNextPageParam: (last) => ((last.has_more ?? last.page < last.pages) ? { page: last.page + 1, before: last.results.at(-1)?.id } : undefined),
  });
  useEffect(() => {
    // The page's own list changed (a comment posted on top pushed one off it): the older ones
    // are read again from its new last one, every page loaded so far, so none goes missing.
    if (firstAfter.current === pageLast) return;
    firstAfter.current = pageLast;
    void client.invalidateQueries({ queryKey: queryKeys.moreComments(productId) });
  }, [client, pageLast, productId]);
  const known = new Set(knownIds);
  const extra = (query.data?.pages ?? []).flatMap((p) => p.results).filter((c) => !known.has(c.id) && known.add(c.id));
  const more = query.hasNextPage || query.isPending || query.isError;

  const list = useRef<HTMLOListElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Where the comments a press asks for will start; this list mounts on the first press.
  const firstNew = useRef<number | null>(0);
  useEffect(() => {
    // That press was on MoreComments' own button, gone now: focus goes on in this one.
    if (document.activeElement === document.body) button.current?.focus();
  }, []);
  useEffect(() => {
    const item = firstNew.current === null ? undefined : list.current?.children[firstNew.current];
    if (!(item instanceof HTMLElement)) return;
    firstNew.current = null;
    // The first new comment, where reading goes on (the button may be gone with the last page),
    // unless focus has moved elsewhere meanwhile.
    if (document.activeElement === document.body || document.activeElement === button.current) item.focus();
  }, [extra.length]);

  return (
    <>
      {extra.length > 0 && (
        <ol ref={list} className="mt-3 flex flex-col gap-3" aria-label="نظرهای بیشتر">
          {extra.map((c) => (
            <li key={c.id} tabIndex={-1} className="focus:outline-none">
              <CommentItem comment={c} />
            </li>
          ))}
        </ol>
      )}
      {query.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          بارگذاری نظرها ممکن نشد.
        </p>
      )}
      {more && (
        <BusyButton
          ref={button}
          busy={query.isFetching}
          onClick={() => {
            firstNew.current = extra.length;
            void (query.isError ? query.refetch() : query.fetchNextPage());
          }}
          className="tap mt-4 rounded-xl border border-black/10 px-4 py-2 text-sm hover:bg-black/5"
        >
          {query.isFetching ? 'در حال بارگذاری…' : query.isError ? 'تلاش دوباره' : 'نمایش نظرات بیشتر'}
        </BusyButton>
      )}
    </>
  );
}
