'use client';

import { useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { Pending } from '@/components/ui/Pending';
import { categoryHref, type CategoryView } from '@/lib/category-view';
import { SORT_NAMES } from '@/lib/sort-labels';

/**
 * Sort and in-stock filter of a category page: a plain GET form (works without JavaScript,
 * through «اعمال»); with JavaScript a change applies at once. The page itself is rendered on the
 * server from the URL.
 */
export function CategoryFilters({ id, view }: { id: number; view: CategoryView }) {
  const router = useRouter();
  const [applying, startApplying] = useTransition();
  // With JavaScript: the same query, without empty values (one URL per view), from page 1.
  const apply = (form: HTMLFormElement | null) => {
    if (!form) return;
    const data = new FormData(form);
    const sort = String(data.get('sort') ?? '');
    startApplying(() => router.push(categoryHref(id, 1, { sort: (sort || undefined) as CategoryView['sort'], inStock: data.get('is_exist') === '1' })));
  };
  return (
    <form
      action={`/category/${id}`}
      method="get"
      aria-label="مرتب‌سازی و فیلتر"
      aria-busy={applying}
      onSubmit={(e) => {
        e.preventDefault();
        apply(e.currentTarget);
      }}
      className="relative mb-5 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      {applying && <Pending />}
      <label className="flex items-center gap-2">
        <span>مرتب‌سازی</span>
        <select
          name="sort"
          defaultValue={view.sort ?? ''}
          onChange={(e) => apply(e.currentTarget.form)}
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
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          name="is_exist"
          value="1"
          defaultChecked={view.inStock}
          onChange={(e) => apply(e.currentTarget.form)}
          className="h-4 w-4 accent-primary"
        />
        فقط کالاهای موجود
      </label>
      <button type="submit" className="rounded-xl border border-black/10 px-3 py-2 hover:bg-black/5">
        اعمال
      </button>
    </form>
  );
}
