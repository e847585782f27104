'use client';

import { useRootStore } from '@/stores';
import { notify } from '@/stores/notifications';

/** Empties the reserved turns (and their price) and says so (spec section 8). */
export function ClearReservedButton() {
  const count = useRootStore((s) => s.reservations.reserved.length);
  const clearReserved = useRootStore((s) => s.clearReserved);
  if (count === 0) return null;
  const clear = () => {
    clearReserved();
    notify({ message: 'نوبت‌های رزرو شده خالی شد', variant: 'success', code: 200 });
  };
  return (
    <button type="button" onClick={clear} className="tap rounded-xl border border-black/15 px-4 py-2 text-sm">
      خالی کردن نوبت‌های انتخاب‌شده
    </button>
  );
}
