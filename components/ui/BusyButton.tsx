import type { ButtonHTMLAttributes, Ref } from 'react';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-disabled' | 'aria-busy'> & {
  /** Its request is under way. */
  busy: boolean;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * A button whose request may be under way. While busy it is aria-disabled, not disabled (a
 * disabled button drops the keyboard's focus mid-request), says it is busy, and a press (a
 * click, or Enter in its form) does nothing. `busy` is what the last render saw: a handler that
 * must not run twice before the re-render (a payment window) keeps its own guard.
 */
export function BusyButton({ busy, onClick, className = '', type = 'button', ...rest }: Props) {
  return (
    <button
      {...rest}
      type={type}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
      className={`${className} aria-disabled:cursor-wait aria-disabled:opacity-60`.trimStart()}
    />
  );
}
