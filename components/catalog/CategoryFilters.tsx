'use client';

import { useEffect, useRef, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { Pending } from '@/components/ui/Pending';
import { KeyedSelectHint, useKeyedSelect } from '@/components/ui/keyed-select';
import { categoryHref, type CategoryView } from '@/lib/category-view';
import { SORT_NAMES } from '@/lib/sort-labels';
import { FilterCheckbox } from './FilterCheckbox';

// The control that applied a view: each view is a page of its own, so the new page's form gets
// focus back on it (a keyboard or screen-reader user is not thrown to the top of the document).
let refocus: string | null = null;
const APPLY_ID = 'category-apply';

/**
 * Sort and in-stock filter of a category page: a plain GET form (works without JavaScript,
 * through «اعمال»); with JavaScript a pointer's choice applies at once, a sort chosen with the
 * keyboard on Enter or «اعمال» (useKeyedSelect).
 */
export function CategoryFilters({ id, view }: { id: number; view: CategoryView }) {
  const router = useRouter();
  const [applying, startApplying] = useTransition();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // namedItem finds a control by name or id.
    const control = refocus && form.current?.elements.namedItem(refocus);
    refocus = null;
    if (control instanceof HTMLElement) control.focus();
  }, []);

  // With JavaScript: the same query, without empty values (one URL per view), from page 1.
  const apply = (from: string) => {
    if (!form.current) return;
    const data = new FormData(form.current);
    const sort = String(data.get('sort') ?? '');
    const href = categoryHref(id, 1, { sort: (sort || undefined) as CategoryView['sort'], inStock: data.get('is_exist') === '1' });
    if (href === location.pathname + location.search) return;
    refocus = from;
    startApplying(() => router.push(href));
  };
  const sortSelect = useKeyedSelect(() => apply('sort'));
  return (
    <form
      ref={form}
      action={`/category/${id}`}
      method="get"
      aria-label="مرتب‌سازی و فیلتر"
      aria-busy={applying}
      onSubmit={(e) => {
        e.preventDefault();
        apply(APPLY_ID);
      }}
      className="relative mb-5 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      {applying && <Pending />}
      <label className="flex items-center gap-2">
        <span>مرتب‌سازی</span>
        <select
          name="sort"
          defaultValue={view.sort ?? ''}
          aria-describedby="sort-keys"
          {...sortSelect.handlers}
          onChange={() => sortSelect.appliesNow() && apply('sort')}
          className="rounded-xl border border-black/10 bg-surface px-3 py-2"
        >
          <option value="">پیش‌فرض فروشگاه</option>
          {SORT_NAMES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <KeyedSelectHint id="sort-keys" />
      <FilterCheckbox name="is_exist" label="فقط کالاهای موجود" defaultChecked={view.inStock} onChange={() => apply('is_exist')} />
      <button id={APPLY_ID} type="submit" className="tap rounded-xl border border-black/10 px-3 py-2 hover:bg-black/5">
        اعمال
      </button>
    </form>
  );
}
