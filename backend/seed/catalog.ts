import type { Db } from '../db/client';
import { normalizeSearch } from '../lib/text';

/** Demo catalogue. (Initial slice; extended by the catalogue work.) */
export async function seedCatalog(db: Db): Promise<void> {
  const [{ count }] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM categories');
  if (count > 0) return;
  const [drinks] = await db.query<{ id: number }>(
    `INSERT INTO categories (name, slug, sort) VALUES ('نوشیدنی', 'drinks', 1) RETURNING id`,
  );
  await db.query(
    `INSERT INTO products (category_id, name, slug, sku, description, price, search_text)
     VALUES ($1, 'قهوه ترک', 'turkish-coffee', 'DR-001', 'قهوه ترک دم‌شده در جذوه', 85000, $2)`,
    [drinks.id, normalizeSearch('قهوه ترک')],
  );
}
