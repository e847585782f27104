'use client';

import { useRef, useState, useTransition, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import type { CategoryView, PropertyOption } from '@/lib/api/catalog';
import type { PriceRange } from '@/lib/api/types';
import { formatNumber } from '@/lib/price';
import { EMPTY_FILTER, searchHref, serializeSearchFilter, type PropertyPair, type SearchFilter } from '@/lib/search-params';
import { draftOf, reserveDayError, samePair, searchFilterOf, type Draft } from '@/lib/search-draft';
import { SORT_NAMES } from '@/lib/sort-labels';
import { KeyedSelectHint, useKeyedSelect } from '@/components/ui/keyed-select';
import { PriceInput } from './PriceInput';
import { FilterCheckbox } from '../FilterCheckbox';
import { PropertyChips } from './PropertyChips';
import { ReserveSlotFields } from './ReserveSlotFields';

export const SORT_LABELS: [value: string, label: string][] = [['', 'مرتبط‌ترین'], ...SORT_NAMES];

/** Categories in tree order, children indented under their parent. */
function categoryOptions(categories: CategoryView[]) {
  const depth = new Map<number, number>();
  return categories.map((c) => {
    const d = c.parent_id !== null ? (depth.get(c.parent_id) ?? 0) + 1 : 0;
    depth.set(c.id, d);
    return { id: c.id, label: `${'— '.repeat(d)}${c.name}` };
  });
}

/**
 * The search filters. A plain GET form (it works without JavaScript); with it, choices apply at
 * once (a select changed with the keyboard on Enter: useKeyedSelect) and typed values on «اعمال»,
 * always through the URL, so results are shareable and survive a reload. The form shows the
 * choice at once, not the URL's old one while the results load. Digits are normalised; the
 * shop's price range is the price boxes' hint, and a bound typed past it is kept as typed.
 */
export function SearchFilters({
  filter,
  categories,
  properties,
  priceRange,
}: {
  filter: SearchFilter;
  categories: CategoryView[];
  properties: PropertyOption[];
  priceRange: PriceRange | null;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const key = serializeSearchFilter(filter);
  const [seen, setSeen] = useState(key);
  const [draft, setDraft] = useState<Draft>(() => draftOf(filter));
  if (seen !== key) {
    // The URL changed (a navigation): show what it says.
    setSeen(key);
    setDraft(draftOf(filter));
  }

  const go = (next: SearchFilter) => {
    startTransition(() => router.push(searchHref({ ...next, page: 1 }), { scroll: false }));
  };

  const filterOf = (d: Draft) => searchFilterOf(filter, d);

  // A day typed that is no date, or a time without a day, is said on the day's field, not dropped
  // from the search unseen.
  const [dateError, setDateError] = useState<string | null>(null);
  const dateField = useRef<HTMLInputElement>(null);
  const apply = (d: Draft) => {
    const error = reserveDayError(d);
    if (error) {
      setDateError(error);
      dateField.current?.focus();
      return;
    }
    go(filterOf(d));
  };

  /** Shows a change at once; `now` also takes the whole form to the URL. */
  const change = (patch: Partial<Draft>, now = true) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (now) apply(next);
  };
  const categorySelect = useKeyedSelect(() => apply(draft));
  const sortSelect = useKeyedSelect(() => apply(draft));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply(draft);
  };

  const toggleProperty = (pair: PropertyPair, on: boolean) => {
    const rest = draft.properties.filter((p) => !samePair(p, pair));
    change({ properties: on ? [...rest, pair] : rest });
  };

  const advancedOpen = filter.priceMin !== undefined || filter.priceMax !== undefined || filter.properties.length > 0;
  const rangeHint =
    priceRange && priceRange.max > priceRange.min ? `از ${formatNumber(priceRange.min)} تا ${formatNumber(priceRange.max)} تومان` : undefined;

  return (
    <form action="/search" method="get" onSubmit={submit} aria-label="فیلتر جستجو" aria-busy={pending} className="flex flex-col gap-4 rounded-2xl bg-surface p-4 text-sm shadow-sm ring-1 ring-black/5">
      <div className="flex flex-col gap-1">
        <label htmlFor="search-name">نام محصول</label>
        <input
          id="search-name"
          name="name"
          type="search"
          maxLength={100}
          value={draft.name}
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          className="rounded-xl border border-black/10 bg-background px-3 py-2"
        />
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-1">
        <div className="flex flex-col gap-1">
          <label htmlFor="search-category">دسته‌بندی</label>
          <select
            id="search-category"
            name="category"
            value={draft.category ?? ''}
            aria-describedby="search-select-keys"
            {...categorySelect.handlers}
            onChange={(e) => change({ category: e.target.value ? Number(e.target.value) : undefined }, categorySelect.appliesNow())}
            className="rounded-xl border border-black/10 bg-background px-3 py-2"
          >
            <option value="">همه دسته‌ها</option>
            {categoryOptions(categories).map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="search-sort">مرتب‌سازی</label>
          <select
            id="search-sort"
            name="sort"
            value={draft.sort ?? ''}
            aria-describedby="search-select-keys"
            {...sortSelect.handlers}
            onChange={(e) => change({ sort: (e.target.value || undefined) as SearchFilter['sort'] }, sortSelect.appliesNow())}
            className="rounded-xl border border-black/10 bg-background px-3 py-2"
          >
            {SORT_LABELS.map(([value, label]) => (
              <option key={value || 'relevance'} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <KeyedSelectHint id="search-select-keys" />
      </div>
      <FilterCheckbox name="is_exist" label="فقط کالاهای موجود" checked={draft.isExist} onChange={(e) => change({ isExist: e.target.checked })} />
      <FilterCheckbox name="discounted" label="فقط کالاهای تخفیف‌دار" checked={draft.discounted} onChange={(e) => change({ discounted: e.target.checked })} />
      <ReserveSlotFields
        date={draft.reserveDate}
        time={draft.reserveTime}
        dateError={dateError}
        dateRef={dateField}
        onDate={(reserveDate) => {
          setDraft({ ...draft, reserveDate });
          setDateError(null);
        }}
        onTime={(reserveTime) => {
          setDraft({ ...draft, reserveTime });
          setDateError(null);
        }}
      />
      <details open={advancedOpen} className="group rounded-xl border border-black/5 px-3 py-2 md:details-content:[content-visibility:visible]">
        <summary className="tap cursor-pointer font-medium md:list-none">قیمت و ویژگی‌ها</summary>
        <div className="mt-3 flex flex-col gap-4">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-medium">محدوده قیمت (تومان)</legend>
            {rangeHint && <p className="text-xs text-ink/60">{rangeHint}</p>}
            <div className="grid grid-cols-2 gap-2">
              <PriceInput
                bound="min"
                label="از"
                value={draft.min}
                onChange={(min) => setDraft({ ...draft, min })}
                hint={priceRange && priceRange.max > priceRange.min ? formatNumber(priceRange.min) : undefined}
              />
              <PriceInput
                bound="max"
                label="تا"
                value={draft.max}
                onChange={(max) => setDraft({ ...draft, max })}
                hint={priceRange && priceRange.max > priceRange.min ? formatNumber(priceRange.max) : undefined}
              />
            </div>
          </fieldset>
          <PropertyChips groups={properties} chosen={draft.properties} onToggle={toggleProperty} />
        </div>
      </details>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="tap rounded-xl bg-primary px-4 py-2 text-on-primary">
          اعمال فیلترها
        </button>
        <a
          href="/search"
          onClick={(e) => {
            e.preventDefault();
            const cleared = { ...EMPTY_FILTER, name: filter.name };
            setDraft(draftOf(cleared));
            go(cleared);
          }}
          className="tap rounded-xl px-4 py-2 text-ink/70 hover:bg-black/5"
        >
          حذف فیلترها
        </a>
      </div>
      {pending && (
        <p role="status" className="text-xs text-ink/60">
          در حال به‌روزرسانی نتایج…
        </p>
      )}
    </form>
  );
}
