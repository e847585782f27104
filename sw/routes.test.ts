import { describe, expect, it } from 'vitest';
import { requestKind, routerPageDocument, serverFailure, shellAssets } from './routes';

const origin = 'https://shop.example';
const kind = (path: string, navigate = true, base = origin) => requestKind({ url: new URL(path, base), origin, navigate });

describe('what the service worker may cache', () => {
  it('keeps public pages for offline use', () => {
    for (const path of ['/', '/product/3', '/category/2', '/category/2?page=2', '/search', '/owners', '/owners/4']) {
      expect(kind(path), path).toBe('public-page');
    }
  });

  it('never caches personal pages: they are network only, with the offline page as fallback', () => {
    for (const path of ['/cart', '/cart/checkout', '/profile', '/profile/orders', '/order/5', '/paid-order', '/login', '/reservation/2', '/support', '/productx', '/searching']) {
      expect(kind(path), path).toBe('private-page');
    }
  });

  it('leaves the API gateway, the worker script and other origins alone', () => {
    expect(kind('/api/v1/app/customer/1/cart', false)).toBe('pass');
    // Navigations into the API are answered by the worker (network only, its preload used once).
    expect(kind('/api/v1/payment/callback', true)).toBe('private-page');
    expect(kind('/serwist/sw.js', false)).toBe('pass');
    expect(kind('/product/3', true, 'https://evil.example')).toBe('pass');
    expect(kind('/manifest.webmanifest', false)).toBe('pass');
  });

  it('caches hashed files and images', () => {
    expect(kind('/_next/static/chunks/0abc.js', false)).toBe('static');
    expect(kind('/_next/image?url=%2Fmedia%2Fp.png&w=640&q=75', false)).toBe('image');
    expect(kind('/media/products/1.webp', false)).toBe('image');
    expect(kind('/icons/icon-192.png', false)).toBe('image');
  });
});

describe("a page the app's router goes to", () => {
  const doc = (path: string, headers: Record<string, string>) =>
    routerPageDocument({ url: new URL(path, origin), origin, headers: new Headers(headers) });

  it("is saved by its document address, without the router's _rsc, the rest of the query as written", () => {
    expect(doc('/product/12?_rsc=abc', { rsc: '1' })).toBe(`${origin}/product/12`);
    expect(doc('/category/3?sort=cheap&_rsc=1', { RSC: '1' })).toBe(`${origin}/category/3?sort=cheap`);
    expect(doc("/category/3?name=%DA%A9%DB%8C%DA%A9%20(x)&_rsc=1&page=2", { rsc: '1' })).toBe(`${origin}/category/3?name=%DA%A9%DB%8C%DA%A9%20(x)&page=2`);
  });

  it('is not, for a search, a prefetch, a private page, a plain fetch or another origin', () => {
    expect(doc('/search?name=x&_rsc=1', { rsc: '1' })).toBeNull();
    expect(doc('/product/12?_rsc=abc', { rsc: '1', 'next-router-prefetch': '1' })).toBeNull();
    expect(doc('/product/12?_rsc=abc', { rsc: '1', 'next-router-segment-prefetch': '/_tree' })).toBeNull();
    expect(doc('/cart?_rsc=abc', { rsc: '1' })).toBeNull();
    expect(doc('/product/12', {})).toBeNull();
    expect(routerPageDocument({ url: new URL('https://other.example/product/1'), origin, headers: new Headers({ rsc: '1' }) })).toBeNull();
  });
});

describe('a page the server failed', () => {
  it('replaces a gateway\'s error, and prefers a saved copy to the shop\'s own error page', () => {
    for (const status of [502, 503, 504]) expect(serverFailure(status, '/product/3'), String(status)).toBe('gateway');
    expect(serverFailure(500, '/product/3')).toBe('ours');
    // The shop's own 503 (its API unreachable) is its page, not a proxy's: no offline page for it.
    expect(serverFailure(503, '/profile/orders', true)).toBe('ours');
    expect(serverFailure(501, '/cart')).toBe('ours');
  });

  it('leaves answers and the API\'s pages alone', () => {
    for (const status of [200, 301, 404, 499]) expect(serverFailure(status, '/product/3'), String(status)).toBe('none');
    expect(serverFailure(502, '/api/v1/payment/callback')).toBe('none');
    expect(serverFailure(500, '/api/health')).toBe('none');
  });
});

describe('the app shell from a page', () => {
  it('lists every static file the HTML names, once', () => {
    const html = `<link rel="preload" href="/_next/static/media/Vazirmatn%5Bwght%5D-s.p.abc.woff2" as="font"/>
      <script src="/_next/static/chunks/a1.js" async=""></script><script src="/_next/static/chunks/a1.js"></script>
      <script>self.__next_f.push([1,"/_next/static/chunks/b2.js"])</script><img src="/media/x.png">`;
    expect(shellAssets(html)).toEqual([
      '/_next/static/media/Vazirmatn%5Bwght%5D-s.p.abc.woff2',
      '/_next/static/chunks/a1.js',
      '/_next/static/chunks/b2.js',
    ]);
  });
});
