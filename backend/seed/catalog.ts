import type { Db, Queryable } from '../db/client';
import { normalizeSearch } from '../lib/text';
import { seedCustomers } from './customers';
import { DEMO_SHOP } from './shop';
import {
  SEED_CATEGORIES,
  SEED_COMMENTS,
  SEED_LOCATIONS,
  SEED_POSTERS,
  SEED_PRODUCTS,
  SEED_REVIEWERS,
  SEED_STORIES,
  productImagePaths,
} from './catalog-data';

/**
 * The text products.search_text holds: name first (search ranks a match near the start
 * higher), then category names, SKU and property values, all through normalizeSearch.
 */
export function productSearchText(name: string, categoryNames: string[], sku: string, propertyValues: string[]): string {
  return normalizeSearch([name, ...categoryNames, sku, ...propertyValues].join(' '));
}

const json = (rows: unknown[]) => JSON.stringify(rows);

/** At most 160 characters: the first sentence, plus where to order it when that still fits. */
function metaDescription(firstSentence: string, shopName: string): string {
  const full = `${firstSentence} سفارش آنلاین از ${shopName}، اصفهان.`;
  if (full.length <= 160) return full;
  return firstSentence.length <= 160 ? firstSentence : `${firstSentence.slice(0, 159).trimEnd()}…`;
}

async function seedCategories(q: Queryable) {
  const rows = SEED_CATEGORIES.map((c, ord) => ({
    ord,
    slug: c.slug,
    name: c.name,
    parent: c.parent ?? null,
    description: c.description,
    image: `/media/categories/${c.slug}.webp`,
    sort: c.sort,
    search_text: normalizeSearch(c.name),
  }));
  // Parents first: a statement does not see rows inserted by itself.
  for (const level of [rows.filter((r) => !r.parent), rows.filter((r) => r.parent)]) {
    await q.query(
      `INSERT INTO categories (parent_id, name, slug, description, image, sort, search_text)
       SELECT parent.id, r.name, r.slug, r.description, r.image, r.sort, r.search_text
       FROM jsonb_to_recordset($1::jsonb) AS r(ord int, slug text, name text, parent text, description text, image text, sort int, search_text text)
       LEFT JOIN categories parent ON parent.slug = r.parent
       ORDER BY r.ord
       ON CONFLICT (slug) DO NOTHING`,
      [json(level)],
    );
  }
}

async function seedProducts(q: Queryable) {
  const categoryBySlug = new Map(SEED_CATEGORIES.map((c) => [c.slug, c]));
  const shopName = DEMO_SHOP.name;
  const rows = SEED_PRODUCTS.map((p) => {
    const category = categoryBySlug.get(p.category);
    if (!category) throw new Error(`seed: unknown category ${p.category} for ${p.slug}`);
    const parent = category.parent ? categoryBySlug.get(category.parent) : undefined;
    const firstSentence = p.description.split(/(?<=\.)\s/)[0];
    return {
      slug: p.slug,
      sku: p.sku,
      name: p.name,
      category: p.category,
      description: p.description,
      price: p.price,
      discount: p.discount ?? 0,
      stock_limit: p.limit ?? null,
      reservable: p.reservable ?? false,
      is_pack: Boolean(p.pack?.length),
      images: productImagePaths(p),
      search_text: productSearchText(
        p.name,
        [category.name, ...(parent ? [parent.name] : [])],
        p.sku,
        Object.values(p.properties ?? {}),
      ),
      meta_title: `${p.name} | ${shopName}`,
      meta_description: metaDescription(firstSentence, shopName),
      popularity: p.popularity,
      age_days: p.ageDays,
      sort: SEED_PRODUCTS.indexOf(p) + 1,
    };
  });
  await q.query(
    `INSERT INTO products (category_id, name, slug, sku, description, price, discount, stock_limit, reservable,
       is_pack, images, search_text, meta_title, meta_description, popularity, sort, created_at, updated_at)
     SELECT c.id, r.name, r.slug, r.sku, r.description, r.price, r.discount, r.stock_limit, r.reservable,
       r.is_pack, r.images, r.search_text, r.meta_title, r.meta_description, r.popularity, r.sort,
       now() - make_interval(days => r.age_days), now() - make_interval(days => r.age_days)
     FROM jsonb_to_recordset($1::jsonb) AS r(slug text, sku text, name text, category text, description text,
       price bigint, discount int, stock_limit int, reservable boolean, is_pack boolean, images jsonb,
       search_text text, meta_title text, meta_description text, popularity int, age_days int, sort int)
     JOIN categories c ON c.slug = r.category
     ORDER BY r.sort
     ON CONFLICT DO NOTHING`,
    [json(rows)],
  );

  const toppings = SEED_PRODUCTS.flatMap((p) => (p.toppings ?? []).map(([name, price]) => ({ product: p.slug, name, price })));
  await q.query(
    `INSERT INTO product_toppings (product_id, name, price)
     SELECT p.id, r.name, r.price FROM jsonb_to_recordset($1::jsonb) AS r(product text, name text, price bigint)
     JOIN products p ON p.slug = r.product
     ON CONFLICT (product_id, name) DO NOTHING`,
    [json(toppings)],
  );

  const packItems = SEED_PRODUCTS.flatMap((p) => (p.pack ?? []).map((item) => ({ pack: p.slug, item })));
  await q.query(
    `INSERT INTO pack_items (pack_id, product_id)
     SELECT pack.id, item.id FROM jsonb_to_recordset($1::jsonb) AS r(pack text, item text)
     JOIN products pack ON pack.slug = r.pack JOIN products item ON item.slug = r.item
     ON CONFLICT DO NOTHING`,
    [json(packItems)],
  );

  const properties = SEED_PRODUCTS.flatMap((p) =>
    Object.entries(p.properties ?? {}).map(([name, value]) => ({ product: p.slug, name, value })),
  );
  await q.query(
    `INSERT INTO product_properties (product_id, name, value)
     SELECT p.id, r.name, r.value FROM jsonb_to_recordset($1::jsonb) AS r(product text, name text, value text)
     JOIN products p ON p.slug = r.product
     ON CONFLICT DO NOTHING`,
    [json(properties)],
  );

  const turns = SEED_PRODUCTS.flatMap((p) =>
    p.turns
      ? p.turns.weekdays.flatMap((weekday) =>
          p.turns!.slots.map(([start, end]) => ({ product: p.slug, weekday, start, end, capacity: p.turns!.capacity })),
        )
      : [],
  );
  await q.query(
    `INSERT INTO product_turns (product_id, weekday, start_time, end_time, capacity)
     SELECT p.id, r.weekday, r.start::time, r."end"::time, r.capacity
     FROM jsonb_to_recordset($1::jsonb) AS r(product text, weekday int, start text, "end" text, capacity int)
     JOIN products p ON p.slug = r.product
     ON CONFLICT (product_id, weekday, start_time) WHERE date IS NULL DO NOTHING`,
    [json(turns)],
  );
}

async function seedComments(q: Queryable) {
  await q.query(
    `INSERT INTO customers (mobile, first_name, last_name)
     SELECT r.mobile, r.first_name, r.last_name FROM jsonb_to_recordset($1::jsonb) AS r(mobile text, first_name text, last_name text)
     ON CONFLICT (mobile) DO NOTHING`,
    [json([...SEED_REVIEWERS])],
  );
  const rows = SEED_COMMENTS.map((c) => ({
    product: c.product,
    mobile: SEED_REVIEWERS[c.reviewer].mobile,
    star: c.star,
    comment: c.comment,
    days_ago: c.daysAgo,
  }));
  await q.query(
    `INSERT INTO comments (product_id, customer_id, star, comment, created_at)
     SELECT p.id, cu.id, r.star, r.comment, now() - make_interval(days => r.days_ago)
     FROM jsonb_to_recordset($1::jsonb) AS r(product text, mobile text, star int, comment text, days_ago int)
     JOIN products p ON p.slug = r.product JOIN customers cu ON cu.mobile = r.mobile
     WHERE NOT EXISTS (SELECT 1 FROM comments x WHERE x.product_id = p.id AND x.customer_id = cu.id AND x.comment = r.comment)
     ORDER BY r.days_ago DESC`,
    [json(rows)],
  );
}

async function seedStoriesAndPosters(q: Queryable) {
  const stories = SEED_STORIES.map((s) => ({
    slug: s.slug,
    title: s.title,
    image: `/media/stories/${s.slug}.webp`,
    product: s.product ?? null,
    sort: s.sort,
  }));
  await q.query(
    `INSERT INTO stories (slug, title, image, link, sort)
     SELECT r.slug, r.title, r.image, CASE WHEN p.id IS NULL THEN NULL ELSE '/product/' || p.id END, r.sort
     FROM jsonb_to_recordset($1::jsonb) AS r(slug text, title text, image text, product text, sort int)
     LEFT JOIN products p ON p.slug = r.product
     ORDER BY r.sort
     ON CONFLICT (slug) DO NOTHING`,
    [json(stories)],
  );
  const posters = SEED_POSTERS.map((p, i) => ({
    slug: p.slug,
    title: p.title,
    subtitle: p.subtitle,
    image: `/media/posters/${p.slug}.webp`,
    category: p.category,
    sort: i + 1,
  }));
  await q.query(
    `INSERT INTO posters (slug, title, subtitle, image, link, sort)
     SELECT r.slug, r.title, r.subtitle, r.image, CASE WHEN c.id IS NULL THEN NULL ELSE '/category/' || c.id END, r.sort
     FROM jsonb_to_recordset($1::jsonb) AS r(slug text, title text, subtitle text, image text, category text, sort int)
     LEFT JOIN categories c ON c.slug = r.category
     ORDER BY r.sort
     ON CONFLICT (slug) DO NOTHING`,
    [json(posters)],
  );
}

async function seedPlaces(q: Queryable) {
  await q.query(
    `INSERT INTO locations (id, parent_id, name)
     SELECT r.id, r.parent, r.name FROM jsonb_to_recordset($1::jsonb) AS r(id int, parent int, name text)
     ORDER BY r.id
     ON CONFLICT DO NOTHING`,
    [json(SEED_LOCATIONS)],
  );
  await q.query(`SELECT setval(pg_get_serial_sequence('locations', 'id'), GREATEST((SELECT max(id) FROM locations), 1))`);
}

/**
 * The demo catalogue (categories, products with toppings/packs/properties/turns, reviews,
 * stories, a poster, locations; delivery zones: seed/zones.ts, owners: seed/reservations.ts).
 * The official holidays are not demo data: seed/holidays.ts keeps them in sync on every start.
 * Idempotent: every insert skips rows whose natural key (slug, name, date…) already exists.
 */
export async function seedCatalog(db: Db): Promise<void> {
  // The demo customer keeps id 1; the reviewers created below come after it.
  await seedCustomers(db);
  await db.tx(async (q) => {
    await seedCategories(q);
    await seedProducts(q);
    await seedComments(q);
    await seedStoriesAndPosters(q);
    await seedPlaces(q);
  });
}
