'use client';

import { visibleLength } from '@/lib/visible-length';
import { useState, type FormEvent } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { notify } from '@/stores/notifications';
import { catalogClient as catalog } from '@/lib/api/browser';
import { useCloseOnBack } from '@/components/ui/use-close-on-back';
import { useInlineFailure } from '@/components/ui/use-inline-failure';
import { BusyButton } from '@/components/ui/BusyButton';

const MIN = 2;
const MAX = 500;

/** The report form in a dialog (loaded only when someone reports a comment). */
export function ReportDialog({
  commentId,
  userId,
  customerId,
  onClose,
}: {
  commentId: number;
  userId: number;
  customerId: number | null;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  useCloseOnBack(onClose);

  const router = useRouter();
  const failure = useInlineFailure();
  const report = useMutation({
    meta: { silent: true },
    onError: failure.report,
    mutationFn: (text: string) =>
      catalog.reportComment(userId, commentId, { user_id: userId, ...(customerId ? { customer_id: customerId } : {}), comment: text }),
    onSuccess: (res) => {
      // The gateway has refreshed this product's cached page (a report may hide the comment).
      router.refresh();
      notify({ message: res.msg || 'گزارش شما ثبت شد', variant: 'success', code: res.code });
      onClose();
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (report.isPending) return;
    const text = reason.trim();
    if (visibleLength(text) < MIN) return setError('دلیل گزارش را بنویسید (دست‌کم ۲ حرف).');
    setError('');
    failure.clear();
    report.mutate(text);
  };

  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center p-4 sm:items-center">
        <DialogPanel className="w-full max-w-md rounded-2xl bg-surface p-5 shadow-xl">
          <DialogTitle className="text-lg font-bold">گزارش نظر</DialogTitle>
          <form onSubmit={submit} className="mt-4 flex flex-col gap-3" noValidate>
            <label htmlFor={`report-${commentId}`} className="text-sm">
              دلیل گزارش
            </label>
            <textarea
              id={`report-${commentId}`}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={MAX}
              rows={3}
              autoFocus
              aria-invalid={!!error}
              aria-describedby={error ? `report-${commentId}-error` : undefined}
              className="rounded-xl border border-black/10 bg-background p-3 text-sm"
            />
            {error && (
              <p id={`report-${commentId}-error`} role="alert" className="text-sm text-red-700">
                {error}
              </p>
            )}
            {failure.message && (
              <p role="alert" className="text-sm text-red-700">
                {failure.message}
              </p>
            )}
            <div className="flex gap-2">
              <BusyButton type="submit" busy={report.isPending} className="tap rounded-xl bg-primary px-4 py-2 text-sm text-on-primary">
                {report.isPending ? 'در حال ارسال…' : 'ارسال گزارش'}
              </BusyButton>
              <button type="button" onClick={onClose} className="tap rounded-xl px-4 py-2 text-sm hover:bg-black/5">
                انصراف
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
