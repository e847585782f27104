import { DbClosedError, type Db } from '../db/client';

const CHANNEL = 'catalog_changed';
/** Entries kept at most, least recently used dropped first: searches make a key per text. */
const MAX_ENTRIES = 1000;
/** Pauses before listening again after the listening connection failed: 1 s, doubling up to 30 s. */
const FIRST_PAUSE_MS = 1_000;
const MAX_PAUSE_MS = 30_000;

/**
 * What rarely changes (the category tree with its counts, the shop's config, product details,
 * product pages of listings and searches) kept in memory per
 * database and dropped whenever the catalogue tables change: migration 011 has PostgreSQL
 * notify every listener on each write, whoever makes it, so a second storefront process or an
 * admin tool writing the database invalidates this one too. Until listening works, and after
 * it fails, every read goes to the database while it listens again, after a growing pause.
 */
export interface CatalogCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
}

class ListeningCache implements CatalogCache {
  private entries = new Map<string, Promise<unknown>>();
  /** Bumped on every change, so a load that started before it is not kept after it. */
  private generation = 0;
  private listening = false;
  private retry: NodeJS.Timeout | null = null;
  private pauseMs = FIRST_PAUSE_MS;

  constructor(private readonly db: Db) {
    this.listen();
  }

  private listen(): void {
    this.db
      .listen(CHANNEL, () => this.clear(), () => this.lost())
      .then(() => {
        this.listening = true;
        this.pauseMs = FIRST_PAUSE_MS;
      })
      .catch((err) => {
        if (err instanceof DbClosedError) return;
        console.error(`[catalog-cache] not listening, not caching: ${err?.message ?? err}`);
        this.listenLater();
      });
  }

  /** A change may have gone unheard: nothing kept is trusted, and listening starts over. */
  private lost(): void {
    this.listening = false;
    this.clear();
    this.listenLater();
  }

  private listenLater(): void {
    if (this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.listen();
    }, this.pauseMs);
    this.retry.unref();
    this.pauseMs = Math.min(this.pauseMs * 2, MAX_PAUSE_MS);
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
