import type { Db } from '../db/client';

const CHANNEL = 'catalog_changed';
/** Entries kept at most, least recently used dropped first: searches make a key per text. */
const MAX_ENTRIES = 1000;

/**
 * What rarely changes (the category tree with its counts, the shop's config, product details,
 * product pages of listings and searches) kept in memory per
 * database and dropped whenever the catalogue tables change: migration 011 has PostgreSQL
 * notify every listener on each write, whoever makes it, so a second storefront process or an
 * admin tool writing the database invalidates this one too. Until listening works, and after
 * it fails, every read goes to the database.
 */
export interface CatalogCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
}

class ListeningCache implements CatalogCache {
  private entries = new Map<string, Promise<unknown>>();
  /** Bumped on every change, so a load that started before it is not kept after it. */
  private generation = 0;
  private listening = false;

  constructor(db: Db) {
    db.listen(CHANNEL, () => this.clear(), () => this.stop())
      .then(() => {
        this.listening = true;
      })
      .catch((err) => console.error('[catalog-cache] not listening, not caching:', err));
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.listening) return load();
    const kept = this.entries.get(key) as Promise<T> | undefined;
    if (kept) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept;
    }
    const generation = this.generation;
    const loading = load();
    this.entries.set(key, loading);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    const forget = () => {
      if (this.entries.get(key) === loading) this.entries.delete(key);
    };
    loading.then(() => {
      if (this.generation !== generation) forget();
    }, forget);
    return loading;
  }

  private clear(): void {
    this.generation++;
    this.entries.clear();
  }

  private stop(): void {
    this.listening = false;
    this.clear();
  }
}

const caches = new WeakMap<Db, CatalogCache>();

/** The catalogue cache of this database connection (one per Db, created on first use). */
export function catalogCache(db: Db): CatalogCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ListeningCache(db);
    caches.set(db, cache);
  }
  return cache;
}
