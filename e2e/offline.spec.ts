import { expect, test, type Page } from '@playwright/test';
import http from 'node:http';

// The rest of the suite blocks the service worker (playwright.config.ts); these tests are about it.
test.use({ serviceWorkers: 'allow' });

const OFFLINE_HEADING = 'اتصال به فروشگاه برقرار نیست';
const OFFLINE_NOTICE = 'اتصال اینترنت برقرار نیست؛ قیمت‌ها و موجودی این صفحه ممکن است به‌روز نباشند و خرید تا وصل شدن دوباره انجام نمی‌شود.';
const SAVED_COPY_NOTICE = 'این نسخهٔ ذخیره‌شدهٔ صفحه است؛ قیمت‌ها و موجودی ممکن است به‌روز نباشند.';

interface Proxy {
  origin: string;
  /** How many times the shop was sent each path (navigation preloads included). */
  seen: Map<string, number>;
  /** While true the proxy answers everything itself with a 502, as nginx does while the shop restarts. */
  down: boolean;
  close(): Promise<void>;
}

/** A reverse proxy in front of the shop, on its own origin (so its own worker and caches). */
async function proxyInFront(baseURL: string): Promise<Proxy> {
  const shop = new URL(baseURL);
  const proxy: Partial<Proxy> = { seen: new Map(), down: false };
  const server = http.createServer((req, res) => {
    if (proxy.down) {
      res.writeHead(502, { 'content-type': 'text/html' }).end('<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>');
      return;
    }
    proxy.seen!.set(req.url!, (proxy.seen!.get(req.url!) ?? 0) + 1);
    const upstream = http.request({ host: shop.hostname, port: shop.port, path: req.url, method: req.method, headers: { ...req.headers, host: shop.host } }, (answer) => {
      res.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(res);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.origin = `http://localhost:${(server.address() as { port: number }).port}`;
  proxy.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return proxy as Proxy;
}

/** Waits for the worker (registered after load) to be active, then reloads so it controls the page. */
async function controlledByWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/serwist\/sw\.js$/);
}

/** Every URL path in every cache the worker keeps. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

test('offline: a visited product page comes from the cache with the offline notice, other pages show the offline page, the cart never', async ({ page, context }) => {
  // The notice's live region, drawn empty once its island has loaded; its text only while offline.
  const noticeRegion = page.locator('[data-offline-notice]');
  const notice = page.getByRole('status').filter({ hasText: OFFLINE_NOTICE });

  await page.goto('/');
  const firstProduct = page.locator('a[href^="/product/"]').first();
  const href = (await firstProduct.getAttribute('href'))!;
  await controlledByWorker(page);

  await page.goto(href);
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await expect(noticeRegion).toBeAttached();
  await expect(noticeRegion).toBeEmpty();
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The worker keeps a page after answering it: offline before that, there would be nothing to show.
  await expect.poll(() => cachedPaths(page)).toContain(href);

  await context.setOffline(true);
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(notice).toBeVisible();

  // Back online, the notice goes without a reload; offline again for the pages below.
  await context.setOffline(false);
  await expect(noticeRegion).toBeEmpty();
  await expect(notice).toHaveCount(0);
  await context.setOffline(true);

  await page.goto('/owners');
  await expect(page.getByRole('heading', { name: OFFLINE_HEADING })).toBeVisible();
  await expect(page.getByText('صفحه‌هایی که پیش‌تر دیده‌اید بدون اتصال هم باز می‌شوند')).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: OFFLINE_HEADING })).toBeVisible();
  // A personal page is never kept: the page does not promise it will be.
  await expect(page.getByText('فقط با اتصال اینترنت باز می‌شود')).toBeVisible();
  await expect(page.getByText('صفحه‌هایی که پیش‌تر دیده‌اید')).toHaveCount(0);

  const cached = await cachedPaths(page);
  expect(cached).toContain(href);
  expect(cached.filter((p) => p.startsWith('/api/') || p.startsWith('/cart') || p.startsWith('/profile'))).toEqual([]);

  // Back online, the page the customer asked for loads by itself, no «تلاش دوباره» needed.
  await expect(page.getByRole('button', { name: 'تلاش دوباره' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'سبد خرید' })).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: OFFLINE_HEADING })).toHaveCount(0);
});

test('a product page reached by an in-app link, not a navigation, also opens offline', async ({ page, context }) => {
  await page.goto('/');
  await controlledByWorker(page);
  const card = page.locator('main a[href^="/product/"]').first();
  const href = (await card.getAttribute('href'))!;
  // The app's router fetches the page's payload (RSC): no document is asked for.
  const documents: string[] = [];
  page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()));
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await expect.poll(() => cachedPaths(page)).toContain(href);
  expect(documents).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
  await context.setOffline(false);
});

test('a navigation into the API (a payment provider\'s return) reaches the server once under the worker', async ({ page, baseURL }) => {
  const proxy = await proxyInFront(baseURL!);
  try {
    await page.goto(`${proxy.origin}/`);
    await controlledByWorker(page);
    for (const probe of [1, 2]) {
      const path = `/api/health?probe=${probe}`;
      await page.goto(`${proxy.origin}${path}`);
      await expect(page.locator('body')).toContainText('"ok":true');
      // A request issued after the navigation's: once it is answered, a second copy would have been seen.
      await page.evaluate(() => fetch('/api/health?after=1').then((r) => r.status));
      expect(proxy.seen.get(path), path).toBe(1);
    }
  } finally {
    await proxy.close();
  }
});

test('while a reverse proxy answers 502 the worker shows the saved copy with its notice, or the Persian offline page', async ({ page, baseURL }) => {
  const proxy = await proxyInFront(baseURL!);
  const noticeRegion = page.locator('[data-offline-notice]');
  try {
    await page.goto(`${proxy.origin}/`);
    const href = (await page.locator('a[href^="/product/"]').first().getAttribute('href'))!;
    await controlledByWorker(page);
    await page.goto(`${proxy.origin}${href}`);
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    await expect.poll(() => cachedPaths(page)).toContain(href);
    await expect(noticeRegion).toBeAttached();
    await expect(noticeRegion).toBeEmpty();

    proxy.down = true;
    await page.goto(`${proxy.origin}${href}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(noticeRegion).toContainText(SAVED_COPY_NOTICE);
    await page.goto(`${proxy.origin}/owners`);
    await expect(page.getByRole('heading', { name: OFFLINE_HEADING })).toBeVisible();
    await page.goto(`${proxy.origin}/cart`);
    await expect(page.getByRole('heading', { name: OFFLINE_HEADING })).toBeVisible();
    // The API's answers are never replaced: a payment return must show what the server said.
    await page.goto(`${proxy.origin}/api/health`);
    await expect(page.locator('body')).toContainText('502 Bad Gateway');

    // The shop is back: the saved copy's reload brings the live page, without the notice.
    proxy.down = false;
    await page.goto(`${proxy.origin}/cart`);
    await expect(page.getByRole('heading', { name: OFFLINE_HEADING })).toHaveCount(0);
    proxy.down = true;
    await page.goto(`${proxy.origin}${href}`);
    await expect(noticeRegion).toContainText(SAVED_COPY_NOTICE);
    proxy.down = false;
    await page.getByRole('button', { name: 'بارگذاری دوباره' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(noticeRegion).toBeAttached();
    await expect(noticeRegion).toBeEmpty();
  } finally {
    await proxy.close();
  }
});

test('a push message shows a notification; clicking it opens its page', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['notifications']);
  await page.goto('/');
  await controlledByWorker(page);

  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL!,
    registrationId: await registrationId,
    data: JSON.stringify({ title: 'سفارش شما آماده است', body: 'سفارش را از پیشخوان تحویل بگیرید', url: '/search' }),
  });

  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, dir: n.dir, url: n.data?.url })),
    );
  await expect.poll(shown).toEqual([{ title: 'سفارش شما آماده است', body: 'سفارش را از پیشخوان تحویل بگیرید', dir: 'rtl', url: `${baseURL}/search` }]);

  // Headless Chromium has no notification centre to click: the click event is fired in the worker.
  const [worker] = context.serviceWorkers();
  await worker.evaluate(async () => {
    // Worker globals, which the page's DOM types do not describe.
    const sw = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await sw.registration.getNotifications();
    sw.dispatchEvent(new sw.NotificationEvent('notificationclick', { notification }));
  });
  await expect(page).toHaveURL(`${baseURL}/search`);
  await expect.poll(shown).toEqual([]);
});
