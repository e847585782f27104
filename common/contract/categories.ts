/** API contract: the category shapes the storefront and the embedded backend both use. */

/**
 * A category as the API sends it:
 * {id, name, slug, description, image, parent_id, sort, products_count, updated_at}
 */
export interface CategoryView {
  id: number;
  name: string;
  slug: string;
  description: string;
  image: string | null;
  parent_id: number | null;
  sort: number;
  /** Products of the category and all its descendants. */
  products_count: number;
  updated_at: string;
}

/** GET /app/categories: the tree. */
export interface CategoryNode extends CategoryView {
  children: CategoryNode[];
}

/** A category on a product's path (root first). */
export interface CategoryCrumb {
  id: number;
  name: string;
  slug: string;
}
