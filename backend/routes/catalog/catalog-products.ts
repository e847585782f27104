import { FINAL_PRICE_SQL } from '../../lib/product-view';

/**
 * The products table as the catalogue shows it, to read `AS p` in place of `products p`.
 *
 * A pack is never a cart line: its package add puts each of its available items (limit null or
 * above 0) in the cart once, each at its own price (spec section 5). So what a pack costs is the
 * sum of those items' final prices now, and it is in stock while one of them is (sold out, it
 * shows what all its items cost, not a price of 0 that would lead a cheapest-first list). Its own price
 * and discount columns are not what anyone pays, and are ignored here: a pack is listed at that
 * sum with no discount of its own, its limit 0 when nothing in it can be added (or it is itself
 * switched off with limit 0), else null (each item keeps its own limit in the cart). Prices,
 * price filters and sorts, stock filters and structured data then all agree with the cart.
 *
 * Only the columns the catalogue's queries read are listed.
 */
export const CATALOG_PRODUCTS_SQL = `(
  SELECT base.id, base.category_id, base.name, base.slug, base.sku, base.description, base.reservable, base.is_pack,
    base.images, base.search_text, base.meta_title, base.meta_description, base.popularity, base.sort,
    base.created_at,
    -- When what the page shows last changed (the sitemap's lastmod): the row, which its reviews,
    -- toppings, properties and pack membership move too (migration 028), or a pack's items
    -- (their prices make its price).
    GREATEST(base.updated_at, items.updated_at) AS updated_at,
    CASE WHEN NOT base.is_pack THEN base.price WHEN items.available > 0 THEN items.price ELSE items.full_price END AS price,
    CASE WHEN base.is_pack THEN 0 ELSE base.discount END AS discount,
    CASE WHEN NOT base.is_pack THEN base.stock_limit WHEN base.stock_limit = 0 OR items.available = 0 THEN 0 END AS stock_limit
  FROM products base
  LEFT JOIN LATERAL (
    -- p is the item here, so its final price is rounded exactly as the cart rounds it.
    SELECT count(*) FILTER (WHERE p.stock_limit IS NULL OR p.stock_limit > 0)::int AS available,
      COALESCE(sum(${FINAL_PRICE_SQL}) FILTER (WHERE p.stock_limit IS NULL OR p.stock_limit > 0), 0)::bigint AS price,
      COALESCE(sum(${FINAL_PRICE_SQL}), 0)::bigint AS full_price,
      max(p.updated_at) AS updated_at
    FROM pack_items pi JOIN products p ON p.id = pi.product_id
    WHERE base.is_pack AND pi.pack_id = base.id
  ) items ON true
)`;
