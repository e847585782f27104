/** API contract: the product shapes (summaries, details, turns, comments, the SEO view) the storefront and the embedded backend both use. */
import type { CategoryCrumb } from './categories';

// Fields marked optional here are ones a remote API may leave out (the spec's API has no such
// field, or not on every endpoint); the embedded backend sends them all the same.

/** A product's category: the slug only where the endpoint sends it. */
export interface CategoryRef {
  id: number;
  name: string;
  slug?: string;
}

/** The product as every listing sends it. */
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
  /** The first of `images`, null without any. */
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
  /** The products inside a pack (summaries), empty for other products. */
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
  /** [] for products that are not reservable. */
  turns?: ProductTurn[];
}

/**
 * A product comment: newest first. customer_name is the writer's first and last name (or «کاربر»
 * when empty), never the mobile.
 */
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
  category: CategoryCrumb;
  category_path: CategoryCrumb[];
  toppings: Topping[];
  pack_items: ProductSummary[];
  properties: ProductProperty[];
  rating: { avg: number; count: number };
  /** The latest comments (10). */
  comments: ProductComment[];
  comments_count: number;
  meta_title: string;
  meta_description: string;
  /** '/product/<id>'. */
  path: string;
  shop_name: string;
  created_at: string;
  updated_at: string;
}
