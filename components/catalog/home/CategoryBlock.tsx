'use client';

import { useSyncExternalStore } from 'react';
import Link from '@/components/ui/Link';
import { readLocal, tabStore, writeLocal } from '@/lib/local-storage';
import type { CategoryView } from '@/lib/api/catalog';
import type { ParentEntry } from './category-block';
import { CategoryTile } from './CategoryTile';

// The chips chosen in this tab: in memory for client navigation (and where storage is denied),
// in sessionStorage for a reload. Storage fires no event in the tab that wrote it.
const chosenHere = new Map<string, string>();
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A home category block. With base_category, a parent list seeded with «همه» chooses whose
 * categories show; the server renders «همه» (every category as a link), so it works without
 * JavaScript too. The chosen parent is kept for the tab, so Back from one of its categories
 * shows the same choice (the server's «همه» first, then the kept one).
 */
export function CategoryBlock({
  title,
  parents,
  shownUnder,
}: {
  title: string;
  parents: ParentEntry[];
  /** The categories to show per parent id ('' is «همه»), worked out on the server. */
  shownUnder: Record<string, CategoryView[]>;
}) {
  const key = `home-chip:${title}`;
  // The server (and hydration) draws «همه»; the tab's kept choice follows.
  const kept = useSyncExternalStore(subscribe, () => chosenHere.get(key) ?? readLocal(key, tabStore()) ?? '', () => '');
  const selected = parents.some((p) => p.id === kept) ? kept : '';
  const choose = (id: string) => {
    chosenHere.set(key, id);
    writeLocal(key, id, tabStore());
    for (const listener of listeners) listener();
  };
  const shown = shownUnder[selected] ?? [];
  const chosen = selected ? parents.find((p) => p.id === selected) : undefined;
  return (
    <>
      {parents.length > 0 && (
        // The vertical padding is room for the chips' 44-px hit areas (tap), which the scrolling box
        // would clip (and scroll); the negative margins keep the chips where they were.
        <div role="group" aria-label={`${title}: انتخاب دسته`} className="-mx-4 -mt-3 mb-2 flex gap-2 overflow-x-auto px-4 pt-3 pb-2">
          {parents.map((p) => (
            <button
              key={p.id || 'all'}
              type="button"
              aria-pressed={selected === p.id}
              onClick={() => choose(p.id)}
              className="tap shrink-0 rounded-full border border-black/10 px-4 py-1.5 text-sm aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-on-primary"
            >
              {p.name}
            </button>
          ))}
        </div>
      )}
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        {shown.map((c) => (
          <li key={c.id}>
            <CategoryTile category={c} />
          </li>
        ))}
        {chosen && (
          <li>
            <Link
              href={`/category/${chosen.id}`}
              className="flex h-full min-h-32 items-center justify-center rounded-2xl border border-dashed border-primary/40 p-3 text-center text-sm text-primary hover:bg-primary/5"
            >
              همه محصولات {chosen.name}
            </Link>
          </li>
        )}
      </ul>
    </>
  );
}
