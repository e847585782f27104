import type { KeyValueStorage } from './local-storage';

/** An in-memory localStorage for tests of browser code (Node has no Web Storage). */
export function memoryWebStorage(initial: Record<string, string> = {}): KeyValueStorage & { clear(): void; data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
    clear: () => data.clear(),
  };
}
