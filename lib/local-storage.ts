/** The part of the Web Storage API the app uses: localStorage in the browser, a stand-in in tests. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** localStorage when the browser has it and allows it; null where it is missing or denied (some web views, privacy modes). */
export function localStore(): KeyValueStorage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** The tab's sessionStorage, or null where it is missing or denied (some web views). */
export function tabStore(): KeyValueStorage | null {
  try {
    return typeof window !== 'undefined' && window.sessionStorage ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

/** The stored value, or null: a missing or denied storage reads as empty. */
export function readLocal(key: string, storage = localStore()): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The stored JSON object's fields, or null when there is none, it does not parse or it is not an object. */
export function readLocalObject(key: string, storage = localStore()): Record<string, unknown> | null {
  try {
    const raw: unknown = JSON.parse(readLocal(key, storage) ?? 'null');
    return raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Stores a value when it can; a full or denied storage only means it is fetched again next time. */
export function writeLocal(key: string, value: string, storage = localStore()): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Quota exceeded or storage denied.
  }
}

export function removeLocal(key: string, storage = localStore()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Storage denied.
  }
}
