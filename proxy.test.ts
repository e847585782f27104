import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { proxy } from './proxy';

/** A page request from a visitor who already has a session (so no guest bootstrap is involved). */
function visit(path: string, role: 'guest' | 'customer' = 'guest'): NextRequest {
  return new NextRequest(`http://shop.test${path}`, { headers: { cookie: `shop_token=t; shop_role=${role}` } });
}

describe('proxy', () => {
  it('sends a path with a trailing slash to its slash-less URL, query kept (308)', async () => {
    const res = await proxy(visit('/product/3/?x=1'));
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe('http://shop.test/product/3?x=1');
  });

  it('sends a logged-in customer away from /login to the safe redirect target', async () => {
    const res = await proxy(visit('/login?redirect=%2Fcart', 'customer'));
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('http://shop.test/cart');
    const hostile = await proxy(visit('/login?redirect=//evil.example', 'customer'));
    expect(hostile.headers.get('location')).toBe('http://shop.test/');
  });

  it('lets a guest see the login page', async () => {
    const res = await proxy(visit('/login?redirect=%2Fcart'));
    expect(res.headers.get('location')).toBeNull();
    expect(res.headers.get('x-middleware-next')).toBe('1');
  });

  it('serves /category/{id}?page={n} from the params-only cached route', async () => {
    const res = await proxy(visit('/category/5?page=2'));
    expect(new URL(res.headers.get('x-middleware-rewrite')!).pathname).toBe('/category/5/p/2');
    const sorted = await proxy(visit('/category/5?sort=cheapest&is_exist=1&page=2'));
    expect(new URL(sorted.headers.get('x-middleware-rewrite')!).pathname).toBe('/category/5/p/2/cheapest.in-stock');
    const unknown = await proxy(visit('/category/5?sort=<script>'));
    expect(new URL(unknown.headers.get('x-middleware-rewrite')!).pathname).toBe('/category/5/p/1');
    const first = await proxy(visit('/category/5'));
    expect(new URL(first.headers.get('x-middleware-rewrite')!).pathname).toBe('/category/5/p/1');
    // An empty page is no page (spec section 5: empty values are dropped).
    expect(new URL((await proxy(visit('/category/5?page='))).headers.get('x-middleware-rewrite')!).pathname).toBe('/category/5/p/1');
    // Persian and Arabic digits are the same page (and the same cached route).
    for (const digits of ['۲', '٢', '%DB%B2']) {
      const persian = await proxy(visit(`/category/5?page=${digits}`));
      expect(new URL(persian.headers.get('x-middleware-rewrite')!).pathname, digits).toBe('/category/5/p/2');
    }
  });
  it('sends an id typed in Persian or Arabic digits, or with leading zeros, to its one address (308), the query kept', async () => {
    // A product's slug segment goes too: one address per product, for customers and search engines.
    const product = await proxy(visit('/product/%DB%B1%DB%B2/%D9%84%D8%A7%D8%AA%D9%87?x=1'));
    expect(product.status).toBe(308);
    expect(product.headers.get('location')).toBe('http://shop.test/product/12?x=1');
    const category = await proxy(visit('/category/%D9%A5?page=2'));
    expect(category.headers.get('location')).toBe('http://shop.test/category/5?page=2');
    expect((await proxy(visit('/product/012'))).headers.get('location')).toBe('http://shop.test/product/12');
    expect((await proxy(visit('/product/12/latte'))).headers.get('location')).toBe('http://shop.test/product/12');
    expect((await proxy(visit('/owners/%DB%B3'))).headers.get('location')).toBe('http://shop.test/owners/3');
    // Already its one address, not an id of digits, or a path too deep: left to the page (200 or 404).
    for (const path of ['/product/12', '/product/%DB%B1x', '/product/1/a/b', '/category/5/p/2', '/owners']) {
      expect((await proxy(visit(path))).status, path).not.toBe(308);
    }
  });

  it('gives the order pages a fresh nonce policy and leaves the cacheable pages to the hash policy', async () => {
    for (const path of ['/order/12', '/profile/orders', '/cart']) {
      const policy = (await proxy(visit(path, 'customer'))).headers.get('content-security-policy') ?? '';
      expect(policy, path).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    }
    for (const path of ['/product/3', '/ordering']) {
      expect((await proxy(visit(path))).headers.get('content-security-policy'), path).toBeNull();
    }
  });
});
