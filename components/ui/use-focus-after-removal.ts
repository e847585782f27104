import { useEffect, useRef } from 'react';

/**
 * A removed item takes the focused button with it, and focus would fall to the page's start:
 * it goes to the returned element instead (a list's count, or its empty message), which also
 * reads it out. Give that element tabIndex={-1}.
 */
export function useFocusAfterRemoval<T extends HTMLElement>(itemCount: number) {
  const target = useRef<T>(null);
  const previous = useRef(itemCount);
  useEffect(() => {
    if (itemCount < previous.current && document.activeElement === document.body) target.current?.focus();
    previous.current = itemCount;
  }, [itemCount]);
  return target;
}
