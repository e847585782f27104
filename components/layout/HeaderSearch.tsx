'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import {
  SEARCH_FORM_CLASS,
  SEARCH_INPUT_CLASS,
  SEARCH_INPUT_ID,
  SEARCH_LABEL,
  SEARCH_INPUT_PROPS,
  SearchIcon,
} from '@/components/catalog/search/SearchBoxParts';
import { withQuery } from '@/components/layout/query-island';

type Combobox = ComponentType<{ initialQuery?: string; autoFocus?: boolean }>;

const loadCombobox: () => Promise<Combobox> = withQuery(() => import('@/components/catalog/search/SearchCombobox').then((m) => m.SearchCombobox));

/**
 * The header's search. On the page it is a plain GET form to /search (it works without
 * JavaScript and costs no script on first load); the moment someone reaches for it (pointer,
 * touch or focus) the suggestions combobox loads and takes over with what was typed and the focus.
 */
export function HeaderSearch() {
  const [Enhanced, setEnhanced] = useState<Combobox | null>(null);
  const [handover, setHandover] = useState({ query: '', focused: false });
  const input = useRef<HTMLInputElement>(null);

  const enhance = () => {
    if (Enhanced) return;
    loadCombobox()
      .then((component) => {
        setHandover({ query: input.current?.value ?? '', focused: document.activeElement === input.current });
        setEnhanced(() => component);
      })
      // Offline or a failed chunk: the plain form keeps working; the next reach tries again.
      .catch(() => undefined);
  };

  // A box reached before the page's script ran (a tap while it loads) fired its focus before
  // React listened: take over from it now.
  useEffect(() => {
    if (document.activeElement === input.current) enhance();
    // Only the first render: later reaches fire the form's own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (Enhanced) return <Enhanced initialQuery={handover.query} autoFocus={handover.focused} />;
  return (
    <form action="/search" method="get" role="search" className={SEARCH_FORM_CLASS} onPointerEnter={enhance} onTouchStart={enhance} onFocus={enhance}>
      <SearchIcon />
      <label htmlFor={SEARCH_INPUT_ID} className="sr-only">
        {SEARCH_LABEL}
      </label>
      <input
        ref={input}
        {...SEARCH_INPUT_PROPS}
        className={SEARCH_INPUT_CLASS}
        // What is typed while the combobox is being swapped in (after its code arrived, before
        // React draws it) must reach it too, not only what the box held when the code arrived.
        onInput={(e) => {
          const query = e.currentTarget.value;
          setHandover((h) => ({ ...h, query }));
        }}
      />
    </form>
  );
}
