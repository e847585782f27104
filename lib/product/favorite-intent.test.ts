import { describe, expect, it } from 'vitest';
import { memoryWebStorage as memoryStorage } from '@/lib/local-storage.testing';
import { FAVORITE_INTENT_MS, rememberFavoriteIntent, takeFavoriteIntent } from './favorite-intent';

describe("a guest's heart kept through login", () => {
  it('is taken once, by its own product, within its time', () => {
    const storage = memoryStorage();
    rememberFavoriteIntent(7, 1_000, storage);
    expect(takeFavoriteIntent(8, 2_000, storage)).toBe(false);
    expect(takeFavoriteIntent(7, 2_000, storage)).toBe(true);
    expect(takeFavoriteIntent(7, 3_000, storage)).toBe(false);
  });

  it('lapses: a login long after the heart adds nothing', () => {
    const storage = memoryStorage();
    rememberFavoriteIntent(7, 1_000, storage);
    expect(takeFavoriteIntent(7, 1_000 + FAVORITE_INTENT_MS, storage)).toBe(false);
  });
});
