'use client';

import { useState } from 'react';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { useCloseOnBack } from '@/components/ui/use-close-on-back';

/** The confirmation, mounted while open: a phone's Back closes it. */
function ConfirmClear({ onConfirm, onClose }: { onConfirm: () => void; onClose: () => void }) {
  useCloseOnBack(onClose);
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-sm space-y-4 rounded-2xl bg-surface p-5 shadow-xl">
          <DialogTitle className="text-lg font-bold">خالی کردن سبد خرید</DialogTitle>
          <Description className="text-sm text-ink/80">همه اقلام از سبد خرید حذف می‌شوند. ادامه می‌دهید؟</Description>
          <div className="flex gap-2">
            <button type="button" className="tap flex-1 rounded-xl bg-red-700 px-4 py-2 font-bold text-white" onClick={onConfirm}>
              بله، خالی شود
            </button>
            {/* The safe answer has the focus: Enter twice must not empty the cart. */}
            <button type="button" autoFocus className="tap flex-1 rounded-xl border border-black/15 px-4 py-2" onClick={onClose}>
              انصراف
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/** «خالی کردن سبد خرید», after a confirmation. */
export function ClearCartButton({ onConfirm, disabled }: { onConfirm: () => Promise<unknown> | void; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        disabled={disabled}
        className="tap rounded-lg px-3 py-2 text-sm text-red-700 hover:bg-red-50 disabled:opacity-50"
      >
        خالی کردن سبد خرید
      </button>
      {open && (
        <ConfirmClear
          onClose={() => setOpen(false)}
          onConfirm={() => {
            setOpen(false);
            void onConfirm();
          }}
        />
      )}
    </>
  );
}
