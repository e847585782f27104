'use client';

import { toPersianDigits } from '@/common/digits';

export interface CountStepperProps {
  count: number;
  onIncrease: () => void;
  onDecrease: () => void;
  canIncrease: boolean;
  canDecrease?: boolean;
  /** Names the thing counted in the buttons' accessible names («افزایش تعداد کاپوچینو»). */
  itemName?: string;
  /** Why the count cannot go up (shown under the stepper while it cannot). */
  limitReason?: string | null;
  disabled?: boolean;
  size?: 'sm' | 'md';
  id?: string;
}

/** − count + with Persian digits; the reason is shown, read out and tied to + when the count cannot rise. */
export function CountStepper({
  count,
  onIncrease,
  onDecrease,
  canIncrease,
  canDecrease = true,
  itemName,
  limitReason,
  disabled = false,
  size = 'md',
  id,
}: CountStepperProps) {
  const suffix = itemName ? ` ${itemName}` : '';
  const reasonId = id ? `${id}-limit` : undefined;
  const showReason = !canIncrease && !!limitReason;
  // At a bound, aria-disabled, not disabled: the press that reaches the limit keeps the keyboard's
  // focus on the button (a disabled one drops it to the page's start), and the reason is read
  // out. `disabled` (the page's script not running yet) stays native: nothing can be pressed.
  const increaseOff = !canIncrease;
  const decreaseOff = !canDecrease;
  const box = size === 'sm' ? 'h-8 w-8 text-base' : 'h-10 w-10 text-lg';
  const button = `${box} tap inline-flex items-center justify-center rounded-lg border border-black/15 bg-surface font-bold hover:bg-black/5 disabled:cursor-not-allowed disabled:opacity-40 aria-disabled:cursor-not-allowed aria-disabled:opacity-40`;
  return (
    <div className="flex flex-col gap-1">
      <div className="inline-flex items-center gap-2" role="group" aria-label={`تغییر تعداد${suffix}`}>
        <button
          type="button"
          className={button}
          onClick={() => increaseOff || onIncrease()}
          disabled={disabled}
          aria-disabled={increaseOff || undefined}
          aria-label={`افزایش تعداد${suffix}`}
          aria-describedby={showReason ? reasonId : undefined}
        >
          +
        </button>
        <output className="min-w-8 text-center font-bold tabular-nums" aria-live="polite" aria-label={`تعداد${suffix}`}>
          {toPersianDigits(count)}
        </output>
        <button
          type="button"
          className={button}
          onClick={() => decreaseOff || onDecrease()}
          disabled={disabled}
          aria-disabled={decreaseOff || undefined}
          aria-label={`کاهش تعداد${suffix}`}
        >
          −
        </button>
      </div>
      {/* On the page before its text: a live region inserted with its text may go unread. */}
      <p id={reasonId} role="status" className="text-xs text-amber-800 empty:hidden">
        {showReason ? limitReason : null}
      </p>
    </div>
  );
}
