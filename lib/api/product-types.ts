import type { ProductComment, ProductDetail, ProductSummary, SeoProduct, Topping } from '@/common/contract/catalog';

// Product shapes of the shop API: common/contract is their one source, shared with the embedded backend.
export type { ProductComment, ProductDetail, ProductSummary, SeoProduct, Topping };

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
