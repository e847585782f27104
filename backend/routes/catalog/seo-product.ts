import type { ProductComment, SeoProduct } from '../../../common/contract/catalog';
import type { SharedProductDetail } from './product-detail-data';

/** The latest comments a server-rendered product page carries. */
export const SEO_COMMENTS = 10;

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** The public view of a product for its server-rendered page (GET /app/seo/product/{id}). */
export function seoProduct(d: SharedProductDetail, comments: ProductComment[], shopName: string): SeoProduct {
  return {
    id: d.id,
    name: d.name,
    slug: d.slug,
    sku: d.sku,
    description: d.description,
    image: d.image,
    images: d.images,
    price: d.price,
    discount: d.discount,
    final_price: d.final_price,
    currency: 'TOMAN' as const,
    limit: d.limit,
    available: d.available,
    availability: d.available ? ('InStock' as const) : ('OutOfStock' as const),
    reservable: d.reservable,
    is_pack: d.is_pack,
    category: d.category,
    category_path: d.category_path,
    toppings: d.toppings,
    pack_items: d.pack_items,
    properties: d.properties,
    rating: d.rating,
    comments,
    comments_count: d.comments_count,
    meta_title: d.meta_title || (shopName ? `${d.name} | ${shopName}` : d.name),
    meta_description: clip(d.meta_description || d.description || d.name, 160),
    path: `/product/${d.id}`,
    shop_name: shopName,
    created_at: d.created_at,
    updated_at: d.updated_at,
  };
}
