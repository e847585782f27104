import { expect, test } from '@playwright/test';

test('the web app manifest names the shop in Persian, right to left, with its icons and shortcuts', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const res = await request.get(href!);
  expect(res.status()).toBe(200);
  const manifest = await res.json();
  expect(manifest).toMatchObject({ lang: 'fa', dir: 'rtl', display: 'standalone', start_url: '/', scope: '/' });
  expect(manifest.name).toMatch(/[\u0600-\u06ff]/);
  expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  for (const icon of manifest.icons) expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
  expect(manifest.shortcuts.map((s: { url: string }) => s.url)).toEqual(['/cart', '/profile/orders']);
});

test('the service worker is served for every cache to ask again, so an installed app updates', async ({ request }) => {
  for (let i = 0; i < 2; i++) {
    const res = await request.get('/serwist/sw.js');
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('no-cache');
    expect(res.headers()['service-worker-allowed']).toBe('/');
  }
});

test('an install offer made before the page has hydrated shows «نصب برنامه», which asks once', async ({ page }) => {
  // Chromium makes no offer in a test profile: the page gets one as soon as its document is
  // parsed, before the page's scripts have hydrated it (a phone's browser may offer that early).
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {
          (window as unknown as { asked: number }).asked = ((window as unknown as { asked?: number }).asked ?? 0) + 1;
        },
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(offer);
    });
  });
  // A cached page (hash policy) and a per-request one (nonce policy): both let the layout's script run.
  for (const path of ['/', '/cart']) {
    await page.goto(path);
    const install = page.getByRole('button', { name: 'نصب برنامه' });
    await install.click();
    await expect(install).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { asked: number }).asked)).toBe(1);
  }
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test("Chromium's own installability check finds nothing missing", async ({ page, context }) => {
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // Playwright's contexts are incognito profiles, where Chromium never installs: that is the only
    // reason allowed.
    expect(installabilityErrors.map((e) => e.errorId)).toEqual(['in-incognito']);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
  });
});
