import { expect, test, type Page } from '@playwright/test';
import http from 'node:http';

// The rest of the suite blocks the service worker (playwright.config.ts); these tests are about it.
test.use({ serviceWorkers: 'allow' });

const OFFLINE_HEADING = 'اتصال به اینترنت برقرار نیست';
const OFFLINE_NOTICE = 'اتصال اینترنت برقرار نیست؛ قیمت‌ها و موجودی این صفحه ممکن است به‌روز نباشند و خرید تا وصل شدن دوباره انجام نمی‌شود.';

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

  await context.setOffline(true);
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(notice).toBeVisible();

  // Back online, the saved copy's notice goes without a reload; offline again for the pages below.
  await context.setOffline(false);
  await expect(noticeRegion).toBeEmpty();
  await expect(notice).toHaveCount(0);
  await context.setOffline(true);

  await page.goto('/owners');
  await expect(page.getByRole('heading', { name: OFFLINE_HEADING })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: OFFLINE_HEADING })).toBeVisible();

  const cached = await cachedPaths(page);
  expect(cached).toContain(href);
  expect(cached.filter((p) => p.startsWith('/api/') || p.startsWith('/cart') || p.startsWith('/profile'))).toEqual([]);

  // Back online, «تلاش دوباره» loads the page the customer asked for.
  await context.setOffline(false);
  await page.getByRole('button', { name: 'تلاش دوباره' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: OFFLINE_HEADING })).toHaveCount(0);
});

test('a navigation into the API (a payment provider\'s return) reaches the server once under the worker', async ({ page, baseURL }) => {
  // A proxy in front of the shop counts what the server is sent (navigation preload included).
  const shop = new URL(baseURL!);
  const seen = new Map<string, number>();
  const proxy = http.createServer((req, res) => {
    seen.set(req.url!, (seen.get(req.url!) ?? 0) + 1);
    const upstream = http.request({ host: shop.hostname, port: shop.port, path: req.url, method: req.method, headers: { ...req.headers, host: shop.host } }, (answer) => {
      res.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(res);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const origin = `http://localhost:${(proxy.address() as { port: number }).port}`;
  try {
    await page.goto(`${origin}/`);
    await controlledByWorker(page);
    for (const probe of [1, 2]) {
      const path = `/api/health?probe=${probe}`;
      await page.goto(`${origin}${path}`);
      await expect(page.locator('body')).toContainText('"ok":true');
      // A request issued after the navigation's: once it is answered, a second copy would have been seen.
      await page.evaluate(() => fetch('/api/health?after=1').then((r) => r.status));
      expect(seen.get(path), path).toBe(1);
    }
  } finally {
    proxy.closeAllConnections();
    await new Promise<void>((resolve) => proxy.close(() => resolve()));
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
