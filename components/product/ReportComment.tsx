'use client';

import { useState, type ComponentType } from 'react';
import { useRootStore } from '@/stores';
import { selectCustomer } from '@/stores/slices/user';
import { useRestored } from '@/stores/hydration';
import { notify } from '@/stores/notifications';
import { MESSAGES } from '@/lib/errors';
import { withQuery } from '@/components/layout/query-island';
import { useReturnFocus } from '@/components/ui/use-return-focus';
import { useCustomerProduct } from '@/hooks/queries/product';
import { OwnCommentMark } from './OwnCommentMark';

// Loaded, with the query client around it, on the first click.
const loadReportDialog = withQuery(() => import('./ReportDialog').then((m) => m.ReportDialog));

type DialogProps = { commentId: number; userId: number; customerId: number | null; onClose: () => void };

/**
 * «گزارش» on a comment, for logged-in customers (their own comments get «نظر شما»). The dialog
 * (and its library code) loads only when it is opened, so the product page's first load stays
 * small.
 */
export function ReportComment({ commentId, productId, author }: { commentId: number; productId: number; author: string }) {
  const restored = useRestored();
  // The customer's own read of the product names their comments: no «گزارش» on those.
  const own = useCustomerProduct(productId).data?.own_comment_ids?.includes(commentId) ?? false;
  const userId = useRootStore((s) => (selectCustomer(s) ? (s.user.user?.id ?? null) : null));
  const customerId = useRootStore((s) => selectCustomer(s)?.id ?? null);
  const [Dialog, setDialog] = useState<ComponentType<DialogProps> | null>(null);
  const [opening, setOpening] = useState(false);
  const focus = useReturnFocus();

  if (!restored || userId === null) return null;
  if (own) return <OwnCommentMark />;

  const open = () => {
    if (opening) return;
    focus.remember();
    setOpening(true);
    loadReportDialog()
      .then((Dialog) => setDialog(() => Dialog))
      .catch(() => notify({ message: MESSAGES.network, variant: 'error', code: 'network' }))
      .finally(() => setOpening(false));
  };

  return (
    <>
      <button
        type="button"
        onClick={open}
        aria-busy={opening}
        aria-haspopup="dialog"
        className="tap rounded px-2 py-1 text-xs text-ink/60 hover:bg-black/5 hover:text-ink aria-busy:cursor-wait"
      >
        گزارش<span className="sr-only"> نظر {author}</span>
      </button>
      {Dialog && (
        <Dialog
          commentId={commentId}
          userId={userId}
          customerId={customerId}
          onClose={() => {
            setDialog(null);
            focus.restore();
          }}
        />
      )}
    </>
  );
}
