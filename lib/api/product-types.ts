/** Product shapes of the shop API (see backend/lib/product-view.ts for the embedded backend's). */

export interface CategoryRef {
  id: number;
  name: string;
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
  reservable: boolean;
  is_pack: boolean;
  has_toppings: boolean;
  image: string | null;
  images: string[];
  category: CategoryRef;
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

export interface ProductDetail extends ProductSummary {
  description: string;
  toppings: Topping[];
  pack_items: ProductSummary[];
  properties: ProductProperty[];
  category_path: CategoryRef[];
  comments_count?: number;
  is_favorite?: boolean;
}
