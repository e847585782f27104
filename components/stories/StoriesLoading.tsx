import type { ReactNode } from 'react';

/** The home page's stories row: one height whether loading or shown, so nothing below moves. */
export function StoriesFrame({ children }: { children: ReactNode }) {
  return (
    <section aria-label="استوری‌ها" className="-mx-4 mb-6 h-[6.75rem] overflow-hidden">
      {children}
    </section>
  );
}

/** The circles' skeleton while the stories (or the strip's code) load. */
export function StoriesSkeleton() {
  return (
    <div role="status" aria-label="در حال بارگذاری استوری‌ها" className="flex gap-4 px-4">
      {[0, 1, 2, 3].map((i) => (
        <span key={i} className="h-16 w-16 shrink-0 animate-pulse rounded-full bg-black/10" />
      ))}
    </div>
  );
}

/** The row as the server draws it: the strip's code and the stories arrive after hydration. */
export function StoriesLoading() {
  return (
    <StoriesFrame>
      <StoriesSkeleton />
    </StoriesFrame>
  );
}
