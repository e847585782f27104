// The soak's mixed shopper workload: what one shopper's browser asks for on a visit, pages and
// API calls, walking through every seed product and category so caches see the whole catalogue
// (memory bounded by entries, not by luck of a hot key). Paths given as functions get the
// connection's customer id (bench/api.mjs asCustomers).

/** A rotating pick from a list, shared by all connections. */
function rotating(list) {
  let i = 0;
  return () => list[i++ % list.length];
}

export function shopperSequence(targets) {
  const product = rotating(targets.productIds);
  const category = rotating(targets.categoryIds);
  let current = targets.product;
  const item = () => ({ product_id: targets.product, count: 1 });
  const cart = (id) => `/api/v1/app/customer/${id}/cart`;
  return [
    { path: '/' },
    { path: '/api/v1/app/config' },
    { path: () => `/category/${category()}` },
    { path: () => `/api/v1/products?type=category&category=${category()}&page=1&limit=20` },
    {
      path: () => {
        current = product();
        return `/product/${current}`;
      },
    },
    { path: () => `/api/v1/app/product/${current}` },
    { method: 'POST', path: '/api/v1/products/search/fast', body: { name: 'قهو' } },
    { method: 'POST', path: '/api/v1/products/search', body: { name: 'قهوه' } },
    { path: cart },
    { method: 'POST', path: (id) => `${cart(id)}/add`, body: item() },
    { method: 'POST', path: '/api/v1/order/price/', body: { products: [item()], delivery: false } },
    { method: 'POST', path: (id) => `${cart(id)}/remove`, body: item() },
  ];
}
