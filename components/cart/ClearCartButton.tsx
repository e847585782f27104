'use client';

import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useCloseOnBack } from '@/components/ui/use-close-on-back';

/** The confirmation, mounted while open: a phone's Back closes it. */
function ConfirmClear({ onConfirm, onClose }: { onConfirm: () => void; onClose: () => void }) {
  useCloseOnBack(onClose);
  return (
    <ConfirmDialog
      title="خالی کردن سبد خرید"
      question="همه اقلام از سبد خرید حذف می‌شوند. ادامه می‌دهید؟"
      confirm="بله، خالی شود"
      onConfirm={onConfirm}
      onClose={onClose}
    />
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
