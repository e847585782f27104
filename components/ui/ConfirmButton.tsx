'use client';

import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { closesOnBack } from './use-close-on-back';
import { BusyButton } from './BusyButton';

/** Mounted while open: a phone's Back closes it. */
const BackClosableConfirm = closesOnBack(ConfirmDialog);

/**
 * A button for something that cannot be undone: it asks first, in the shop's own dialog (the
 * browser's confirm box is English, left-to-right, and some app web views answer it «no»
 * without showing it). While `busy`, it keeps the keyboard's focus (aria-disabled) and asks nothing.
 */
export function ConfirmButton({
  children,
  title,
  question,
  confirm,
  onConfirm,
  busy = false,
  disabled = false,
  className,
}: {
  children: ReactNode;
  title: string;
  question: string;
  confirm: string;
  onConfirm: () => void;
  busy?: boolean;
  disabled?: boolean;
  className: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <BusyButton busy={busy} onClick={() => setOpen(true)} disabled={disabled} className={className}>
        {children}
      </BusyButton>
      {open && (
        <BackClosableConfirm
          title={title}
          question={question}
          confirm={confirm}
          onClose={() => setOpen(false)}
          onConfirm={() => {
            setOpen(false);
            // After the closed dialog has given focus back to this button (a microtask after it
            // unmounts): what onConfirm removes, this button included, then hands focus to the
            // page's own target (useFocusAfterRemoval) instead of the dialog's older openers.
            setTimeout(onConfirm, 0);
          }}
        />
      )}
    </>
  );
}
