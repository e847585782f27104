import { expect, test, type APIRequestContext, type Response } from '@playwright/test';
import http from 'node:http';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { firstLoadScripts } from '../server/paint-first.mjs';

// A visitor from a search result: a phone browser, no cookie.
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 13; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

async function rowCounts(request: APIRequestContext): Promise<{ users: number; guests: number }> {
  const res = await request.get('/api/dev/stats');
  expect(res.status()).toBe(200);
  return res.json();
}

async function publicPages(request: APIRequestContext): Promise<string[]> {
  const products = (await (await request.get('/api/v1/products?type=all&page=1&limit=5')).json()).data.results;
  const categories = (await (await request.get('/api/v1/categories')).json()).data.results;
  return ['/', `/category/${categories[0].id}`, `/product/${products[0].id}`, `/product/${products[1].id}`];
}

const setsSession = (res: Response) => res.headerValue('set-cookie').then((v) => /(^|\n)shop_token=/.test(v ?? ''));

test('first visits get public pages without a cookie and add no database row', async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'user-agent': PHONE_UA } });
  const pages = await publicPages(api);
  const before = await rowCounts(visitor);
  for (let i = 0; i < 50; i++) {
    const res = await visitor.get(pages[i % pages.length], { maxRedirects: 0 });
    expect(res.status()).toBe(200);
    expect(res.headers()['set-cookie']).toBeUndefined();
    // Shareable by a CDN: the same bytes for everyone, served stale at most an hour after made.
    expect(res.headers()['cache-control']).toBe('s-maxage=300, stale-while-revalidate=3300');
    expect(await visitor.storageState()).toEqual({ cookies: [], origins: [] });
  }
  // A probe (HEAD) of a page or of the API starts no session either.
  for (const path of [pages[0], pages[2], '/api/v1/home', '/api/v1/categories']) {
    const res = await visitor.head(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(200);
    expect(res.headers()['set-cookie'], path).toBeUndefined();
  }
  expect(await visitor.storageState()).toEqual({ cookies: [], origins: [] });
  expect(await rowCounts(visitor)).toEqual(before);
  await Promise.all([api.dispose(), visitor.dispose()]);
});

test('a page\'s HEAD answers with the headers its GET has: length, encoding, policy', async ({ request }) => {
  for (const path of (await publicPages(request)).slice(0, 3)) {
    // Uncompressed, so that the body read here is the bytes a length counts.
    const headers = { 'user-agent': PHONE_UA, 'accept-encoding': 'identity' };
    const get = await request.get(path, { headers });
    const head = await request.head(path, { headers });
    expect(head.status(), path).toBe(200);
    expect(await head.body(), path).toHaveLength(0);
    // A page the cache holds is sent with its length, a fresh render streams: any length sent is the body's.
    const length = (await get.body()).length;
    for (const answer of [get, head]) {
      const declared = answer.headers()['content-length'];
      if (declared !== undefined) expect(Number(declared), path).toBe(length);
    }
    for (const name of ['content-encoding', 'content-security-policy', 'vary', 'cache-control']) {
      expect(head.headers()[name], `${path} ${name}`).toBe(get.headers()[name]);
    }
    expect(get.headers()['content-security-policy'], path).toContain('script-src');
  }
  // And in brotli, which a browser takes: the same coding and variance.
  const [home] = await publicPages(request);
  const brotli = { 'user-agent': PHONE_UA, 'accept-encoding': 'br' };
  const head = await request.head(home, { headers: brotli });
  expect(head.headers()['content-encoding']).toBe('br');
  expect(head.headers()['vary']).toMatch(/accept-encoding/i);
});

test('a page that fires several API calls at once ends with one guest session', async ({ page, context }) => {
  const api: { url: string; session: Promise<boolean> }[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.startsWith('/api/v1/')) api.push({ url: res.url(), session: setsSession(res) });
  });
  // Hold the page's first API call (the home page's stories) in the network, so that the
  // visitor's search starts while it is still in flight: two first calls at once.
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let arrived!: () => void;
  const firstArrived = new Promise<void>((r) => (arrived = r));
  let calls = 0;
  await page.route('**/api/v1/**', async (route) => {
    if (calls++ === 0) {
      arrived();
      await released;
    }
    await route.continue();
  });

  // The page's own clock: the suggestions' debounce is run through, not waited for.
  await page.clock.install();
  const document = await page.goto('/');
  expect(document?.headers()['set-cookie']).toBeUndefined();
  await firstArrived;
  const search = page.getByRole('combobox', { name: 'جستجوی محصولات' }).or(page.getByLabel('جستجوی محصولات'));
  await search.first().click();
  // The live combobox (loaded on focus), so the debounce below is surely its own.
  await expect(page.getByRole('combobox', { name: 'جستجوی محصولات' })).toBeVisible();
  await search.first().fill('قهوه');
  await page.clock.runFor(1_000);
  // What follows the debounce is a render and a fetch, no timer: a moment of real time covers it.
  await page.waitForTimeout(300);
  release();
  await expect.poll(() => calls, { message: 'the search called the API too' }).toBeGreaterThanOrEqual(2);
  await page.waitForLoadState('networkidle');

  const sessions = (await Promise.all(api.map((a) => a.session))).filter(Boolean);
  expect(sessions, api.map((a) => a.url).join('\n')).toHaveLength(1);
  const cookies = await context.cookies();
  expect(cookies.filter((c) => c.name === 'shop_token')).toHaveLength(1);
  expect(cookies.find((c) => c.name === 'shop_token')?.httpOnly).toBe(true);
  expect(cookies.find((c) => c.name === 'shop_role')?.value).toBe('guest');

  // The session is kept: the next page's calls start no other.
  const token = cookies.find((c) => c.name === 'shop_token')?.value;
  const seen = api.length;
  await page.goto('/');
  await search.first().click();
  await search.first().fill('کیک');
  await expect.poll(() => api.length).toBeGreaterThan(seen);
  await page.waitForLoadState('networkidle');
  const later = await Promise.all(api.slice(seen).map((a) => a.session));
  expect(later.filter(Boolean)).toHaveLength(0);
  expect((await context.cookies()).find((c) => c.name === 'shop_token')?.value).toBe(token);
});

test('the polyfill only browsers without modules would load is empty', async ({ request }) => {
  const products = (await (await request.get('/api/v1/products?type=all&page=1&limit=1')).json()).data.results;
  const html = await (await request.get(`/product/${products[0].id}`)).text();
  const legacy = firstLoadScripts(html).filter((s) => s.noModule).map((s) => s.src);
  expect(legacy.length, 'Next names its polyfill with nomodule').toBeGreaterThan(0);
  for (const src of legacy) {
    const res = await request.get(src);
    expect(res.status()).toBe(200);
    expect((await res.body()).length, src).toBeLessThan(200);
  }
});

test('the product picture reaches the screen before the framework starts, and the page then works', async ({ page, request }) => {
  const products = (await (await request.get('/api/v1/products?type=all&page=1&limit=20')).json()).data.results;
  const product = products.find((p: { available: boolean; reservable: boolean }) => p.available && !p.reservable);
  const html = await (await request.get(`/product/${product.id}`, { headers: { 'user-agent': PHONE_UA } })).text();
  // The chunks are fetched at once as low-priority preloads; no chunk runs from a tag of its own.
  expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+" async="">/);
  const chunks = firstLoadScripts(html).filter((s) => !s.noModule);
  expect(chunks.length).toBeGreaterThan(3);
  for (const { src } of chunks) {
    // Next writes its own bootstrap preload as fetchPriority.
    expect(html.toLowerCase(), src).toContain(`<link rel="preload" as="script" fetchpriority="low" href="${src.toLowerCase()}"/>`);
  }

  const refused: string[] = [];
  page.on('console', (m) => m.type() === 'error' && refused.push(m.text()));
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto(`/product/${product.id}`);
  const { hero, start } = await page.evaluate(
    () =>
      new Promise<{ hero: number | null; start: number }>((resolve) => {
        const read = () => {
          const mark = performance.getEntriesByName('paint-first')[0];
          if (!mark) return setTimeout(read, 50);
          // When the priority picture reached the screen (Element Timing).
          new PerformanceObserver((list) => {
            const entry = list.getEntries().find((e) => (e as PerformanceEntry & { identifier: string }).identifier === 'hero');
            resolve({ hero: entry?.startTime ?? null, start: mark.startTime });
          }).observe({ type: 'element', buffered: true });
        };
        read();
      }),
  );
  expect(hero, 'the picture was timed').not.toBeNull();
  expect(start).toBeGreaterThanOrEqual(hero!);
  // Hydrated: the quantity control answers.
  await page.getByRole('button', { name: `افزایش تعداد ${product.name}` }).click();
  await expect(page.getByRole('status', { name: `تعداد ${product.name}`, exact: true })).toHaveText('۲');
  expect(refused.filter((text) => /Content Security Policy|Refused/i.test(text))).toEqual([]);
});

test('the framework scripts a page starts with carry V8\'s compile hint', async ({ request }) => {
  const products = (await (await request.get('/api/v1/products?type=all&page=1&limit=1')).json()).data.results;
  const html = await (await request.get(`/product/${products[0].id}`, { headers: { 'user-agent': PHONE_UA } })).text();
  const scripts = firstLoadScripts(html).filter((s) => !s.noModule).map((s) => s.src);
  const bodies = await Promise.all(scripts.map(async (src) => (await request.get(src)).text()));
  // React DOM and Next's router, three quarters of the first load: compiled off the main thread.
  const largest = bodies.sort((a, b) => b.length - a.length).slice(0, 2);
  for (const body of largest) expect(body.startsWith('//# allFunctionsCalledOnLoad\n'), body.slice(0, 80)).toBe(true);
  // The page's own chunks are left to compile lazily.
  expect(bodies.filter((body) => !body.startsWith('//# allFunctionsCalledOnLoad')).length).toBeGreaterThan(0);
});

test('home, category and product pages start without React Query; their cards still add to the cart', async ({ page, request }) => {
  for (const path of await publicPages(request)) {
    const html = await (await request.get(path, { headers: { 'user-agent': PHONE_UA } })).text();
    const scripts = firstLoadScripts(html).map((s) => s.src);
    expect(scripts.length, path).toBeGreaterThan(3);
    for (const src of scripts) {
      // React Query's own error text survives minification; its code arrives with the islands.
      const body = await (await request.get(src)).text();
      expect(body.includes('No QueryClient set'), `${path} loads React Query in ${src}`).toBe(false);
    }
  }

  const categories = (await (await request.get('/api/v1/categories')).json()).data.results;
  await page.goto(`/category/${categories[0].id}`);
  // A card's button names its product after the visible label, for screen readers.
  const add = { name: /^افزودن به سبد خرید «.+»$/ };
  const card = page.getByRole('article').filter({ has: page.getByRole('button', add) }).first();
  await card.getByRole('button', add).click();
  await expect(card.getByText('۱ عدد در سبد خرید')).toBeVisible();
  await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText(/^۱/);
});

test('pages fetch only the preloaded Persian face; the Latin face comes when Latin text does', async ({ page, request }) => {
  const fonts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'font') fonts.push(new URL(req.url()).pathname);
  });
  for (const path of await publicPages(request)) {
    await page.goto(path, { waitUntil: 'networkidle' });
    const preloaded = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    expect(preloaded, path).toHaveLength(1);
    expect(new Set(fonts), path).toEqual(new Set(preloaded));
  }
  const persian = fonts[0];

  // A customer's Latin text brings the second face, which then draws it.
  await page.getByRole('searchbox', { name: 'جستجوی محصولات' }).click();
  await page.getByRole('combobox', { name: 'جستجوی محصولات' }).fill('Latte 42');
  await expect.poll(() => fonts.filter((f) => f !== persian).length).toBe(1);
  const latinFaces = () => page.evaluate(() => [...document.fonts].filter((f) => f.unicodeRange.includes('U+41')).map((f) => f.status));
  await expect.poll(latinFaces).toEqual(['loaded']);
});

test('a browser gets the page\'s scripts and stylesheet in brotli; other clients get what they take', async ({ page, request }) => {
  const products = (await (await request.get('/api/v1/products?type=all&page=1&limit=1')).json()).data.results;
  const assets: Response[] = [];
  page.on('response', (res) => {
    if (/\/_next\/static\/.+\.(js|css)$/.test(new URL(res.url()).pathname)) assets.push(res);
  });
  await page.goto(`/product/${products[0].id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const codings = new Map<string, string | undefined>();
  // Under 1 KB a file is sent as it is: the coding would cost more than it saves.
  for (const res of assets) if ((await res.body()).length >= 1024) codings.set(res.url(), res.headers()['content-encoding']);
  expect(codings.size).toBeGreaterThan(3);
  for (const [url, coding] of codings) expect(coding, url).toBe('br');

  const [script] = [...codings.keys()].filter((url) => url.endsWith('.js'));
  const plain = await request.get(script, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  const gzip = await request.get(script, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect(gzip.headers()['cache-control']).toContain('immutable');
  // The copy is the same file: Playwright decodes it, and it matches the plain answer byte for byte.
  expect((await gzip.body()).equals(await plain.body())).toBe(true);
});

test('a page the cache does not hold, and an API answer, come in brotli that fits home in the first round trip', async ({ baseURL }) => {
  // Raw bytes as the wire carries them (Playwright's request context decodes bodies).
  const raw = (path: string, accept: string) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(new URL(path, baseURL), { headers: { 'accept-encoding': accept, 'user-agent': PHONE_UA } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  // A query string of its own: the page cache has no entry, so Next's answer itself is sent.
  const miss = await raw(`/?first=${Date.now()}`, 'gzip, deflate, br, zstd');
  expect(miss.headers['x-page-cache']).toBeUndefined();
  expect(miss.headers['content-encoding']).toBe('br');
  expect(miss.headers.vary).toMatch(/accept-encoding/i);
  const html = brotliDecompressSync(miss.body).toString();
  expect(html).toContain('</html>');
  // Body and headers within TCP's first congestion window (10 segments of 1460 bytes).
  const headerBytes = Object.entries(miss.headers).reduce((n, [k, v]) => n + k.length + String(v).length + 4, 0);
  expect(miss.body.length + headerBytes).toBeLessThan(14_600);
  // The policy's hashes were taken from the page's own bytes, before the coding.
  expect(miss.headers['content-security-policy']).toContain("'sha256-");

  const gzipOnly = await raw(`/?first=${Date.now()}-gzip`, 'gzip');
  expect(gzipOnly.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzipOnly.body).toString()).toContain('</html>');

  // The direct API path compresses the same way.
  const api = await raw('/api/v1/categories', 'br;q=1, gzip;q=0.5');
  expect(api.headers['content-encoding']).toBe('br');
  expect(JSON.parse(brotliDecompressSync(api.body).toString()).success).toBe(true);
  const apiPlain = await raw('/api/v1/categories', 'identity');
  expect(apiPlain.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(apiPlain.body.toString()).success).toBe(true);
});

test('a client or CDN revalidating the copy it holds gets 304, from the page cache and from Next', async ({ request }) => {
  const product = (await publicPages(request))[2];
  const copy = await request.get(product, { headers: { 'accept-encoding': 'br' } });
  expect(copy.headers()['content-encoding']).toBe('br');
  // Brotli is other bytes than the plain page: the page's tag in its weak form.
  const tag = copy.headers().etag;
  expect(tag).toMatch(/^W\/"[^"]+"$/);
  const revalidate = () => request.get(product, { headers: { 'accept-encoding': 'br', 'if-none-match': tag } });
  const fromCache = await revalidate();
  expect(fromCache.status()).toBe(304);
  expect(fromCache.headers()['x-page-cache']).toBe('HIT');
  expect(fromCache.headers().etag).toBe(tag);
  // Past the page cache's one second, Next itself answers.
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const fromNext = await revalidate();
  expect(fromNext.status()).toBe(304);
  expect(fromNext.headers()['x-page-cache']).toBeUndefined();
  expect((await request.get(product, { headers: { 'accept-encoding': 'br', 'if-none-match': '"another"' } })).status()).toBe(200);
});

test('pages for made-up ids answer 404 and write nothing to the server\'s disk', async ({ request }) => {
  // The build the e2e server runs (scripts/e2e-server.mjs); Next's ISR cache would write there.
  const serverDir = join(process.env.E2E_DIST_DIR || '.next-e2e', 'server');
  const files = () => readdirSync(serverDir, { recursive: true }).length;
  const before = files();
  for (let i = 0; i < 20; i++) {
    for (const path of [`/product/${900_000_000 + i}`, `/category/${900_000_000 + i}`]) {
      expect((await request.get(path, { headers: { 'user-agent': PHONE_UA } })).status(), path).toBe(404);
    }
  }
  expect(files()).toBe(before);
});
