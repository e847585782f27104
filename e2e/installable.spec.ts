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
