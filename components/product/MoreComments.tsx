'use client';

import { useState, type ComponentType } from 'react';
import { MESSAGES } from '@/lib/errors';
import { withQuery } from '@/components/layout/query-island';
import { BusyButton } from '@/components/ui/BusyButton';

// Loaded, with the query client around it, on the first click.
const loadMoreCommentsList = withQuery(() => import('./MoreCommentsList').then((m) => m.MoreCommentsList));

type ListProps = { productId: number; knownIds: number[] };

/** «نمایش نظرات بیشتر»: the list and its paging code load on the first click only. */
export function MoreComments(props: ListProps) {
  const [List, setList] = useState<ComponentType<ListProps> | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  if (List) return <List {...props} />;
  const open = () => {
    setState('loading');
    loadMoreCommentsList()
      .then((List) => setList(() => List))
      .catch(() => setState('failed'));
  };
  return (
    <>
      {state === 'failed' && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {MESSAGES.network}
        </p>
      )}
      <BusyButton busy={state === 'loading'} onClick={open} className="tap mt-4 rounded-xl border border-black/10 px-4 py-2 text-sm hover:bg-black/5">
        {state === 'loading' ? 'در حال بارگذاری…' : 'نمایش نظرات بیشتر'}
      </BusyButton>
    </>
  );
}
