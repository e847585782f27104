import { readLocalObject, removeLocal, tabStore, writeLocal, type KeyValueStorage } from '@/lib/local-storage';

/**
 * What was typed into a form, kept for the tab (sessionStorage): a reload, the phone discarding
 * a background tab, or a trip to the login page and back must not make the customer type it
 * again. Per tab and gone with it; the form drops it once sent, and a logout drops it with the
 * person (clearPersonalDrafts).
 */
export interface FormDraft<F extends string> {
  empty: Record<F, string>;
  load(storage?: KeyValueStorage | null): Record<F, string>;
  save(draft: Record<F, string>, storage?: KeyValueStorage | null): void;
  clear(storage?: KeyValueStorage | null): void;
}

/** A draft of text fields under `key`; one read back that is not ours (a field missing, not text or over `maxLength`) is the empty form. */
export function formDraft<F extends string>(key: string, fields: readonly F[], maxLength: number): FormDraft<F> {
  const empty = Object.fromEntries(fields.map((f) => [f, ''])) as Record<F, string>;
  return {
    empty,
    load(storage = tabStore()) {
      const draft = readLocalObject(key, storage);
      if (!draft) return empty;
      const valid = fields.every((f) => typeof draft[f] === 'string' && (draft[f] as string).length <= maxLength);
      return valid ? (Object.fromEntries(fields.map((f) => [f, draft[f]])) as Record<F, string>) : empty;
    },
    save(draft, storage = tabStore()) {
      writeLocal(key, JSON.stringify(draft), storage);
    },
    clear(storage = tabStore()) {
      removeLocal(key, storage);
    },
  };
}
