import { expect, test } from '@playwright/test';
import { PUSH_TRIED_STORAGE_KEY } from '../lib/pwa/push-sync';
import { seedProduct, signedInCustomer } from './helpers';

// Getting a token subscribes through the shop's service worker.
test.use({ serviceWorkers: 'allow' });

const FIRST = 'https://fcm.googleapis.com/fcm/send/e2e-first';
const ROTATED = 'https://fcm.googleapis.com/fcm/send/e2e-rotated';

test('a push subscription the browser replaced is synced from any page, without visiting the profile', async ({ page, request, context }) => {
  // Headless Chromium has no push service: a subscription stands in for the browser's own, its
  // endpoint whatever this tab's sessionStorage says, and the page's lookups of it are counted.
  await page.addInitScript((first) => {
    const w = window as unknown as { pushLookups: number };
    w.pushLookups = 0;
    const subscription = () =>
      ({
        endpoint: sessionStorage.getItem('e2e-endpoint') ?? first,
        expirationTime: null,
        options: {},
        getKey: () => new Uint8Array(16).buffer,
        toJSON: () => ({}),
        unsubscribe: async () => true,
      }) as unknown as PushSubscription;
    PushManager.prototype.getSubscription = async () => {
      w.pushLookups++;
      return subscription();
    };
    PushManager.prototype.subscribe = async () => subscription();
  }, FIRST);
  // Firebase's servers answer as the real ones would (the e2e's project is made up): an
  // installation, and a new token for each registration.
  let issued = 0;
  await context.route(/googleapis\.com/, (route) => {
    const { host } = new URL(route.request().url());
    if (host === 'firebaseinstallations.googleapis.com') {
      return route.fulfill({ json: { refreshToken: 'e2e-refresh', authToken: { token: 'e2e-auth', expiresIn: '604800s' } } });
    }
    if (host !== 'fcmregistrations.googleapis.com') return route.abort();
    if (route.request().method() === 'DELETE') return route.fulfill({ json: {} });
    return route.fulfill({ json: { token: `e2e-token-${++issued}` } });
  });
  const registered: unknown[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/app/push/token') registered.push(r.postDataJSON());
  });

  await signedInCustomer(page, request);
  await context.grantPermissions(['notifications']);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'فعال‌کردن اعلان‌ها' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'اعلان‌ها روی این دستگاه فعال است.' })).toBeVisible();
  expect(registered).toEqual([{ token: 'e2e-token-1', endpoint: FIRST }]);

  // The same subscription, synced moments ago: the product page looks at it and leaves it.
  const product = await seedProduct(request, 'americano');
  await page.goto(`/product/${product.id}`);
  await expect.poll(() => page.evaluate(() => (window as unknown as { pushLookups: number }).pushLookups)).toBeGreaterThan(0);
  // The check decides in the promise jobs after the lookup; a sync it starts first marks its try
  // (lib/pwa/push-sync.ts). A task queued now runs after those jobs: no mark means no sync.
  const tried = await page.evaluate((key) => new Promise((resolve) => setTimeout(() => resolve(localStorage.getItem(key)))), PUSH_TRIED_STORAGE_KEY);
  expect(tried).toBeNull();
  expect(registered).toHaveLength(1);

  // The browser replaced the subscription: the next page, home, gets Firebase's new token and
  // registers it with the new endpoint.
  await page.evaluate((rotated) => sessionStorage.setItem('e2e-endpoint', rotated), ROTATED);
  await page.goto('/');
  await expect.poll(() => registered).toEqual([
    { token: 'e2e-token-1', endpoint: FIRST },
    { token: 'e2e-token-2', endpoint: ROTATED },
  ]);
});
