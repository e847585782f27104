/** Product shapes of the shop API (see backend/lib/product-view.ts for the embedded backend's). */

export interface CategoryRef {
  id: number;
  name: string;
  slug?: string;
}

export interface ProductSummary {
  id: number;
  name: string;
  slug: string;
  sku: string;
  /** Toman, before the product's own discount. */
  price: number;
  /** Percent, 0–100. */
  discount: number;
  /** Toman, after the discount. */
  final_price: number;
  /** How many a customer may have in a cart; null is unlimited, 0 is sold out. */
  limit: number | null;
  /** false only when sold out (limit 0). */
  available?: boolean;
  reservable: boolean;
  is_pack: boolean;
  has_toppings: boolean;
  image: string | null;
  images: string[];
  category: CategoryRef;
  /** Average star (one decimal, 0 without comments) and the number of visible comments. */
  rating?: { avg: number; count: number };
  updated_at: string;
}

export interface Topping {
  id: number;
  name: string;
  price: number;
}

export interface ProductProperty {
  name: string;
  value: string;
}

/**
 * A reservation turn: weekday follows PostgreSQL's DOW (0 Sunday … 6 Saturday) for weekly
 * turns and is null for a one-off turn, which has a Gregorian date instead. Times are HH:MM.
 */
export interface ProductTurn {
  id: number;
  weekday: number | null;
  date: string | null;
  start_time: string;
  end_time: string;
  capacity: number;
}

/** GET /app/product/{id}: everything about one product, plus the caller's favourite flag and turns. */
export interface ProductDetail extends ProductSummary {
  description: string;
  toppings: Topping[];
  pack_items: ProductSummary[];
  properties: ProductProperty[];
  /** Root category first, the product's own category last. */
  category_path: CategoryRef[];
  comments_count?: number;
  is_favorite?: boolean;
  /** The calling customer's own comments on this product (an extension of the spec's API). */
  own_comment_ids?: number[];
  meta_title?: string;
  meta_description?: string;
  created_at?: string;
  turns?: ProductTurn[];
}

/** A product comment: newest first; customer_name is never the mobile. */
export interface ProductComment {
  id: number;
  product_id: number;
  star: number;
  comment: string;
  customer_name: string;
  created_at: string;
}

/**
 * GET /app/seo/product/{id}: what a server-rendered product page needs, nothing personal.
 * meta_title/meta_description already fall back to the name and description.
 */
export interface SeoProduct {
  id: number;
  name: string;
  slug: string;
  sku: string;
  description: string;
  image: string | null;
  images: string[];
  price: number;
  discount: number;
  final_price: number;
  currency: 'TOMAN';
  limit: number | null;
  available: boolean;
  availability: 'InStock' | 'OutOfStock';
  reservable: boolean;
  is_pack: boolean;
  category: { id: number; name: string; slug: string };
  category_path: { id: number; name: string; slug: string }[];
  toppings: Topping[];
  pack_items: ProductSummary[];
  properties: ProductProperty[];
  rating: { avg: number; count: number };
  /** The latest comments (10). */
  comments: ProductComment[];
  comments_count: number;
  meta_title: string;
  meta_description: string;
  path: string;
  shop_name: string;
  created_at: string;
  updated_at: string;
}

/** The SEO payload in the shape the buying components take (no personal fields). */
export function detailFromSeo(p: SeoProduct): ProductDetail {
  return {
    ...summaryOf({ ...p, has_toppings: p.toppings.length > 0 }),
    description: p.description,
    toppings: p.toppings,
    pack_items: p.pack_items,
    properties: p.properties,
    category_path: p.category_path,
    comments_count: p.comments_count,
    meta_title: p.meta_title,
    meta_description: p.meta_description,
    created_at: p.created_at,
  };
}

/** A product's pictures: its gallery, else its one image. */
export function productImages(p: Pick<ProductSummary, 'image' | 'images'>): string[] {
  return p.images.length ? p.images : p.image ? [p.image] : [];
}

/** Sold out: the API's limit 0 (available false). */
export function isSoldOut(p: Pick<ProductSummary, 'limit' | 'available'>): boolean {
  return p.available === false || p.limit === 0;
}

/** Just the summary fields of a product (a detail carries much more than a cart line needs). */
export function summaryOf(p: ProductSummary): ProductSummary {
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    sku: p.sku,
    price: p.price,
    discount: p.discount,
    final_price: p.final_price,
    limit: p.limit,
    ...(p.available !== undefined ? { available: p.available } : {}),
    reservable: p.reservable,
    is_pack: p.is_pack,
    has_toppings: p.has_toppings,
    image: p.image,
    images: p.images,
    category: p.category,
    ...(p.rating ? { rating: p.rating } : {}),
    updated_at: p.updated_at,
  };
}
