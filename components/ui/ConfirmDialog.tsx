'use client';

import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { BusyButton } from './BusyButton';

/**
 * Asks before something that cannot be undone. The safe answer («انصراف») has the focus, so Enter
 * twice never confirms; while `pending`, the confirm button keeps the keyboard's focus
 * (aria-disabled, not disabled) and says what is under way.
 */
export function ConfirmDialog({
  title,
  question,
  confirm,
  pending = null,
  error = '',
  onConfirm,
  onClose,
}: {
  title: string;
  question: string;
  confirm: string;
  /** The confirm button's words while its request runs; null when nothing runs. */
  pending?: string | null;
  /** Why the last confirm failed, said inside the dialog (see use-inline-failure.ts). */
  error?: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50" role="alertdialog">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-sm rounded-2xl bg-surface p-5 shadow-xl">
          <DialogTitle className="text-lg font-bold">{title}</DialogTitle>
          <Description className="mt-2 text-sm text-ink/80">{question}</Description>
          {error && (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {error}
            </p>
          )}
          <div className="mt-5 flex gap-2">
            <BusyButton busy={pending !== null} onClick={onConfirm} className="tap flex-1 rounded-xl bg-red-700 px-4 py-2 text-sm font-bold text-white">
              {pending ?? confirm}
            </BusyButton>
            <button type="button" onClick={onClose} autoFocus className="tap flex-1 rounded-xl border border-black/15 px-4 py-2 text-sm hover:bg-black/5">
              انصراف
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
