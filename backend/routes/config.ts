import { Hono } from 'hono';
import type { Env } from '../context';
import { ok } from '../http';
import { getSetting } from '../lib/settings';
import { catalogCache } from '../lib/catalog-cache';
import type { Db } from '../db/client';
import { CATALOG_PRODUCTS_SQL } from './catalog/catalog-products';
import { FINAL_PRICE_SQL } from '../lib/product-view';

export interface ShopSettings {
  name: string;
  description: string;
  shop_type: 'shop' | 'doctor';
  skeleton_type: 'card' | 'list';
  palette: Record<'primary' | 'primary_contrast' | 'secondary' | 'background' | 'surface' | 'text', string>;
}

export const configRoutes = new Hono<Env>();

/** The config answer: the shop's settings and its price range, kept in the catalogue cache. */
async function loadConfig(db: Db) {
  const shop = await getSetting<ShopSettings>(db, 'shop');
  const [range] = await db.query<{ min: number | null; max: number | null }>(
    // What a customer pays, as the search's price bounds filter it (a pack at what its items cost),
    // of what can be bought: a sold-out product's price is no edge of the range.
    `SELECT min(${FINAL_PRICE_SQL})::bigint AS min, max(${FINAL_PRICE_SQL})::bigint AS max FROM ${CATALOG_PRODUCTS_SQL} AS p
     WHERE NOT COALESCE(p.stock_limit = 0, false)`,
  );
  return {
    config: {
      shop_name: shop?.name ?? '',
      description: shop?.description ?? '',
      shop_type: shop?.shop_type ?? 'shop',
      skeleton_type: shop?.skeleton_type ?? 'card',
      palette: shop?.palette ?? null,
      price_range: { min: Number(range?.min ?? 0), max: Number(range?.max ?? 0) },
    },
  };
}

configRoutes.get('/config', async (c) => {
  const { db } = c.var.deps;
  return ok(c, await catalogCache(db).get('config', () => loadConfig(db)));
});
