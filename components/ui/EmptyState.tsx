import type { ReactNode } from 'react';

/** A calm "nothing here" panel with an optional way on. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div role="status" className="rounded-2xl border border-dashed border-black/10 bg-surface px-6 py-12 text-center">
      <p className="text-lg font-bold">{title}</p>
      {children && <div className="mt-3 text-sm text-ink/70">{children}</div>}
    </div>
  );
}
