'use client';

import { ConfirmButton } from '@/components/ui/ConfirmButton';

/** «خالی کردن سبد خرید», after a confirmation. */
export function ClearCartButton({ onConfirm, disabled }: { onConfirm: () => Promise<unknown> | void; disabled?: boolean }) {
  return (
    <ConfirmButton
      title="خالی کردن سبد خرید"
      question="همه اقلام از سبد خرید حذف می‌شوند. ادامه می‌دهید؟"
      confirm="بله، خالی شود"
      onConfirm={() => void onConfirm()}
      disabled={disabled}
      className="tap rounded-lg px-3 py-2 text-sm text-red-700 hover:bg-red-50 disabled:opacity-50"
    >
      خالی کردن سبد خرید
    </ConfirmButton>
  );
}
