'use client';

import { useEffect, useId, useRef, useState, useTransition, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import Image from 'next/image';
import { useRouter } from 'next/navigation';
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatToman } from '@/lib/price';
import { toPersianDigits } from '@/common/digits';
import { queryKeys } from '@/lib/query-keys';
import { useDebounced } from '@/hooks/use-debounced';
import { cleanText } from '@/lib/search-params';
import { catalogClient as catalog } from '@/lib/api/browser';
import { Pending } from '@/components/ui/Pending';
import { SEARCH_FORM_CLASS, SEARCH_INPUT_CLASS, SEARCH_INPUT_ID, SEARCH_INPUT_PROPS, SEARCH_LABEL, SearchIcon } from './SearchBoxParts';

const DEBOUNCE_MS = 300;
const MIN_CHARS = 2;

type Suggestion =
  | { kind: 'search'; name: string }
  | { kind: 'product'; id: number; name: string; image: string | null; price: number }
  | { kind: 'category'; id: number; name: string };

function hrefOf(s: Suggestion): string {
  if (s.kind === 'product') return `/product/${s.id}`;
  if (s.kind === 'category') return `/category/${s.id}`;
  return s.name ? `/search?name=${encodeURIComponent(s.name)}` : '/search';
}

// Touching each other, options are at least 44 px tall on a touch screen: no hit area to spare.
const optionClass = 'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm data-focus:bg-primary/10 pointer-coarse:min-h-11';

/**
 * The header search as a combobox with debounced suggestions (products and categories). Arrow
 * keys move through suggestions, Enter opens one, Enter on free text searches it, Escape
 * closes. Loaded on demand by HeaderSearch, which hands over what was typed and the focus.
 */
export function SearchCombobox({ initialQuery = '', autoFocus = false }: { initialQuery?: string; autoFocus?: boolean }) {
  const router = useRouter();
  const [query, setQuery] = useState(initialQuery);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = inputRef.current;
    if (!autoFocus || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [autoFocus]);
  const text = cleanText(query, 100, true) ?? '';
  const term = useDebounced(text, DEBOUNCE_MS);
  const suggestions = useQuery({
    queryKey: queryKeys.searchSuggestions(term),
    queryFn: async () => (await catalog.searchFast(term)).data,
    enabled: term.length >= MIN_CHARS,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

  // A transition: `navigating` holds until the results page is drawn.
  const [navigating, startNavigation] = useTransition();
  const go = (href: string) => startNavigation(() => router.push(href));
  const searchFor = (name: string) => go(hrefOf({ kind: 'search', name }));
  const choose = (s: Suggestion | null) => {
    if (!s) return;
    if (s.kind !== 'search') setQuery('');
    go(hrefOf(s));
  };

  // Enter while no suggestion is active: search the typed text (the combobox would only close).
  const onKeyDownCapture = (e: KeyboardEvent<HTMLFormElement>) => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    const input = e.target as HTMLInputElement;
    if (input.tagName === 'INPUT' && !input.getAttribute('aria-activedescendant')) {
      e.preventDefault();
      e.stopPropagation();
      searchFor(text);
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    searchFor(text);
  };

  const data = term.length >= MIN_CHARS ? suggestions.data : undefined;
  const products = data?.products ?? [];
  const categories = data?.categories ?? [];
  const waiting = text.length >= MIN_CHARS && (text !== term || suggestions.isFetching);
  const nothing = !waiting && term.length >= MIN_CHARS && !!data && products.length === 0 && categories.length === 0;
  const found = products.length + categories.length;
  const status = waiting ? 'در حال جستجو…' : nothing ? 'پیشنهادی پیدا نشد' : '';

  return (
    <form
      action="/search"
      method="get"
      role="search"
      aria-busy={navigating}
      onSubmit={onSubmit}
      onKeyDownCapture={onKeyDownCapture}
      className={SEARCH_FORM_CLASS}
    >
      <SearchIcon />
      {navigating && <Pending label="در حال جستجو…" />}
      <label htmlFor={SEARCH_INPUT_ID} className="sr-only">
        {SEARCH_LABEL}
      </label>
      <Combobox<Suggestion | null> value={null} onChange={choose}>
        <ComboboxInput
          ref={inputRef}
          {...SEARCH_INPUT_PROPS}
          displayValue={() => query}
          onChange={(e) => setQuery(e.target.value)}
          className={SEARCH_INPUT_CLASS}
        />
        {text && (
          // Not modal: a modal list makes the rest of the page inert, the status below included.
          <ComboboxOptions
            modal={false}
            className="absolute inset-x-0 top-full z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-2xl border border-black/5 bg-surface p-1 shadow-lg empty:hidden">
            <ComboboxOption value={{ kind: 'search', name: text }} className={optionClass}>
              <span aria-hidden="true">🔍</span>
              <span>
                جستجوی «<b>{text}</b>»
              </span>
            </ComboboxOption>
            {products.length > 0 && (
              <SuggestionGroup label="محصولات">
                {products.map((p) => (
                  <ComboboxOption
                    key={`p${p.id}`}
                    value={{ kind: 'product', id: p.id, name: p.name, image: p.image, price: p.final_price }}
                    className={optionClass}
                  >
                    <span className="relative h-10 w-10 shrink-0 overflow-hidden rounded-lg bg-black/5">
                      {p.image && (
                        <Image src={p.image} alt="" fill sizes="40px" unoptimized={/^https?:\/\//i.test(p.image)} className="object-cover" />
                      )}
                    </span>
                    <span className="flex min-w-0 flex-col">
                      <span className="truncate">{p.name}</span>
                      <span className="text-xs text-ink/60">{p.limit === 0 ? 'ناموجود' : formatToman(p.final_price)}</span>
                    </span>
                  </ComboboxOption>
                ))}
              </SuggestionGroup>
            )}
            {categories.length > 0 && (
              <SuggestionGroup label="دسته‌ها">
                {categories.map((c) => (
                  <ComboboxOption key={`c${c.id}`} value={{ kind: 'category', id: c.id, name: c.name }} className={optionClass}>
                    <span aria-hidden="true">🗂️</span>
                    <span>دسته «{c.name}»</span>
                  </ComboboxOption>
                ))}
              </SuggestionGroup>
            )}
            {/* Seen in the list; screen readers hear it from the status below (a listbox holds options only). */}
            {status && (
              <div aria-hidden="true" className="px-3 py-2 text-xs text-ink/60">
                {status}
              </div>
            )}
          </ComboboxOptions>
        )}
      </Combobox>
      <div role="status" className="sr-only">
        {text && !waiting && (nothing ? status : found > 0 && `${toPersianDigits(found)} پیشنهاد`)}
      </div>
    </form>
  );
}

/** A labelled run of suggestions: a listbox may hold groups of options, not loose headings. */
function SuggestionGroup({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id}>
      <div id={id} className="px-3 pb-1 pt-2 text-xs text-ink/60">
        {label}
      </div>
      {children}
    </div>
  );
}
