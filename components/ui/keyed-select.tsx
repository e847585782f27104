import { useRef, type KeyboardEvent } from 'react';

/**
 * A select whose pointer choice applies at once but whose keyboard choice waits for Enter: arrow
 * keys on a closed select change its value, and a new page per arrow press is a change of context
 * the customer did not ask for (WCAG 3.2.2). Spread `handlers` on the select; in its onChange,
 * apply only when `appliesNow()`.
 */
export function useKeyedSelect(apply: () => void) {
  const keyed = useRef(false);
  return {
    handlers: {
      onKeyDown: (e: KeyboardEvent<HTMLSelectElement>) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          apply();
        } else if (e.key !== 'Tab' && e.key !== 'Shift') {
          keyed.current = true;
        }
      },
      onPointerDown: () => {
        keyed.current = false;
      },
    },
    appliesNow: () => !keyed.current,
  };
}

/** The keyboard rule, for the selects' aria-describedby. */
export function KeyedSelectHint({ id }: { id: string }) {
  return (
    <span id={id} className="sr-only">
      با صفحه‌کلید، پس از انتخاب، کلید اینتر را بزنید.
    </span>
  );
}
