/** Markup shared by the header's plain search form and its combobox, so the swap is seamless. */

// On a phone the header gives the box a row of its own (see Header), so it is never squeezed.
export const SEARCH_FORM_CLASS = 'relative w-full';

export const SEARCH_INPUT_CLASS = 'w-full rounded-full border border-black/10 bg-background py-2 pe-3 ps-9 text-sm';

export const SEARCH_INPUT_ID = 'header-search';
export const SEARCH_LABEL = 'جستجوی محصولات';

/** The input's attributes, the same on the plain form and in the combobox. */
export const SEARCH_INPUT_PROPS = {
  id: SEARCH_INPUT_ID,
  name: 'name',
  type: 'search',
  maxLength: 100,
  autoComplete: 'off',
  'aria-label': SEARCH_LABEL,
  placeholder: 'جستجو در محصولات…',
} as const;

export function SearchIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-ink/50"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}
