import { Hono } from 'hono';
import type { Env } from '../../context';
import type { Queryable } from '../../db/client';
import { ok } from '../../http';
import { getSetting } from '../../lib/settings';
import { parseId } from '../../lib/validate';
import type { ShopSettings } from '../config';
import { notFound, parseRefId, queryValue } from './params';

/** {id, title, subtitle, image, link} — link is a storefront path such as /category/3, or null. */
export interface PosterView {
  id: number;
  title: string;
  subtitle: string;
  image: string;
  link: string | null;
}

const POSTER_COLUMNS = 'id, title, subtitle, image, link';

export async function loadActivePosters(db: Queryable): Promise<PosterView[]> {
  return db.query<PosterView>(`SELECT ${POSTER_COLUMNS} FROM posters WHERE active ORDER BY sort, id`);
}

/** The shop is the single product owner; its id is always 1. */
export const OWNER_ID = 1;

interface OwnerExtra {
  address: string;
  phone: string;
  lat: number;
  lng: number;
  working_hours: string;
  instagram: string;
  image: string | null;
}

/** {id, name, description, image, address, phone, lat, lng, working_hours, instagram} */
async function ownerView(db: Queryable) {
  const shop = await getSetting<ShopSettings>(db, 'shop');
  const extra = await getSetting<Partial<OwnerExtra>>(db, 'shop_owner');
  return {
    id: OWNER_ID,
    name: shop?.name ?? '',
    description: shop?.description ?? '',
    image: extra?.image ?? null,
    address: extra?.address ?? '',
    phone: extra?.phone ?? '',
    lat: extra?.lat ?? null,
    lng: extra?.lng ?? null,
    working_hours: extra?.working_hours ?? '',
    instagram: extra?.instagram ?? '',
  };
}

/**
 * GET /poster/{id}                  → data: PosterView (inactive or unknown → 404)
 * GET /user/product_owners          → data: {results: [Owner]}
 * GET /user/{id}/owner_details      → data: Owner (only id 1 exists)
 * GET /locations?parent (default 1) → data: {results: [{id, name, parent_id, has_children}], parent}
 *     id 1 is the country, its children the provinces, theirs the cities. Unknown parent → empty.
 */
export const shopInfoRoutes = new Hono<Env>();

shopInfoRoutes.get('/poster/:id', async (c) => {
  const id = parseId(c.req.param('id'));
  const [poster] = await c.var.deps.db.query<PosterView>(`SELECT ${POSTER_COLUMNS} FROM posters WHERE id = $1 AND active`, [id]);
  if (!poster) throw notFound();
  return ok(c, poster);
});

shopInfoRoutes.get('/user/product_owners', async (c) => {
  return ok(c, { results: [await ownerView(c.var.deps.db)] });
});

shopInfoRoutes.get('/user/:id/owner_details', async (c) => {
  if (parseId(c.req.param('id')) !== OWNER_ID) throw notFound();
  return ok(c, await ownerView(c.var.deps.db));
});

shopInfoRoutes.get('/locations', async (c) => {
  const value = queryValue(c, 'parent');
  const parent = value === undefined ? 1 : parseRefId(value, 'parent');
  const results = await c.var.deps.db.query(
    `SELECT l.id, l.name, l.parent_id, EXISTS (SELECT 1 FROM locations ch WHERE ch.parent_id = l.id) AS has_children
     FROM locations l WHERE l.parent_id = $1 ORDER BY l.id`,
    [parent],
  );
  return ok(c, { results, parent });
});
