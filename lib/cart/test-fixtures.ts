import type { ProductSummary } from '../api/product-types';

/** A catalogue product for cart tests; override what the test is about. */
export function product(id: number, over: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id,
    name: `محصول ${id}`,
    slug: `p-${id}`,
    sku: `SKU-${id}`,
    price: 100_000,
    discount: 0,
    final_price: 100_000,
    limit: null,
    reservable: false,
    is_pack: false,
    has_toppings: false,
    image: null,
    images: [],
    category: { id: 1, name: 'دسته' },
    updated_at: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

export const shot = { id: 11, name: 'شات اضافه', price: 30_000 };
export const syrup = { id: 12, name: 'سیروپ وانیل', price: 20_000 };
