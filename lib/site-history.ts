import { safeRedirect } from './redirect';

const KEY = 'site-history';

interface Pages {
  current: string | null;
  previous: string | null;
}

function read(storage: Pick<Storage, 'getItem'>): Pages {
  try {
    const parsed = JSON.parse(storage.getItem(KEY) ?? 'null') as Partial<Pages> | null;
    return { current: parsed?.current ?? null, previous: parsed?.previous ?? null };
  } catch {
    return { current: null, previous: null };
  }
}

/**
 * Remembers the page shown in this tab and the one before it (sessionStorage: per tab, gone
 * with it), so "go back one page" can tell whether there is a page of this site to go back to.
 */
export function rememberPage(storage: Pick<Storage, 'getItem' | 'setItem'>, path: string): void {
  const pages = read(storage);
  if (pages.current === path) return;
  try {
    storage.setItem(KEY, JSON.stringify({ current: path, previous: pages.current }));
  } catch {
    // Storage disabled: "back" falls back to home.
  }
}

/** The page of this site shown before the current one in this tab, or null. */
export function previousPage(storage: Pick<Storage, 'getItem'>): string | null {
  const previous = read(storage).previous;
  return previous && safeRedirect(previous, '') ? previous : null;
}
