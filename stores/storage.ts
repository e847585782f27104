import type { PersistStorage, StorageValue } from 'zustand/middleware';

/** The minimum of the Web Storage API the store needs (localStorage, or a stand-in in tests). */
export interface TextStorage {
  getItem(key: string): string | null | Promise<string | null>;
  setItem(key: string, value: string): void | Promise<void>;
  removeItem(key: string): void | Promise<void>;
}

/**
 * JSON persistence that never crashes the app: a stored value that does not parse, or is not
 * the persist envelope, is discarded (removed) and the store starts fresh.
 */
export function safeJsonStorage<S>(storage: TextStorage): PersistStorage<S> {
  return {
    async getItem(name) {
      const raw = await storage.getItem(name);
      if (raw == null) return null;
      try {
        const parsed = JSON.parse(raw) as StorageValue<S>;
        if (parsed && typeof parsed === 'object' && parsed.state && typeof parsed.state === 'object') return parsed;
      } catch {
        // fall through: corrupt
      }
      await storage.removeItem(name);
      return null;
    },
    async setItem(name, value) {
      try {
        await storage.setItem(name, JSON.stringify(value));
      } catch {
        // Quota exceeded or storage disabled (private mode): the app keeps working in memory.
      }
    },
    removeItem: (name) => storage.removeItem(name),
  };
}

/** Where nothing can be kept (no localStorage, or it is denied): the store lives in memory only. */
export const NO_STORAGE: TextStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
