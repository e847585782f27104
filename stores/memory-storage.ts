import type { TextStorage } from './storage';

/** An in-memory stand-in for localStorage (tests, and any place without Web Storage). */
export function memoryStorage(initial: Record<string, string> = {}): TextStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => data[k] ?? null,
    setItem: (k, v) => {
      data[k] = v;
    },
    removeItem: (k) => {
      delete data[k];
    },
  };
}
