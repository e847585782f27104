import { expect, test } from '@playwright/test';
import { loginThroughUi, registerCustomer, signedInCustomer, uniqueMobile } from './helpers';

// Turning notifications on subscribes through the shop's service worker.
test.use({ serviceWorkers: 'allow' });

const TURN_ON = 'فعال‌کردن اعلان‌ها';

test('the notifications button: customers only, no prompt and no Firebase before the click', async ({ page, request, context }) => {
  const scripts = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.add(r.url());
  });
  /** Whether a script the page loaded holds Firebase Cloud Messaging (its registration host). */
  const firebaseLoaded = async () => {
    for (const url of scripts) if ((await (await request.get(url)).text()).includes('fcmregistrations.googleapis.com')) return true;
    return false;
  };
  // The e2e shop's Firebase project is made up: its servers answer nothing.
  await context.route(/googleapis\.com/, (route) => route.abort());

  // A guest gets the configuration (no personal data in it) but no button.
  const config = page.waitForResponse((r) => r.url().endsWith('/api/push-config'));
  await page.goto('/profile');
  expect((await (await config).json()).data.push.firebase.projectId).toBe('shop-e2e');
  // Two frames after the answer: the page has drawn what it made of it.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(page.getByRole('button', { name: TURN_ON })).toHaveCount(0);

  await signedInCustomer(page, request);
  await page.goto('/profile');
  const button = page.getByRole('button', { name: TURN_ON });
  await expect(button).toBeVisible();
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  expect(await firebaseLoaded()).toBe(false);

  await context.grantPermissions(['notifications']);
  await button.click();
  // Firebase was loaded by the click; with no push service to subscribe to (headless Chromium,
  // a made-up project), the customer is told in Persian and may try again.
  await expect(page.getByRole('status').filter({ hasText: 'فعال‌سازی اعلان‌ها انجام نشد' })).toBeVisible();
  expect(await firebaseLoaded()).toBe(true);
  await expect(button).toBeEnabled();
  // The request never took the keyboard's place away (a disabled button would have dropped it).
  await expect(button).toBeFocused();
});

test('the profile reached by the account menu (a client-side link) may still reach Firebase', async ({ page, request, context }) => {
  // Headless Chromium has no push service: a subscription stands in for the browser's own, so
  // Firebase goes on to its registration servers (which the e2e's made-up project cannot use).
  await page.addInitScript(() => {
    const key = () => new Uint8Array(16).buffer;
    PushManager.prototype.getSubscription = async () => null;
    PushManager.prototype.subscribe = async () =>
      ({ endpoint: 'https://fcm.googleapis.com/fcm/send/e2e', expirationTime: null, options: {}, getKey: key, toJSON: () => ({}), unsubscribe: async () => true }) as unknown as PushSubscription;
  });
  const reached: string[] = [];
  await context.route(/googleapis\.com/, (route) => {
    reached.push(new URL(route.request().url()).host);
    return route.abort();
  });
  const blocked: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) blocked.push(m.text());
  });
  await signedInCustomer(page, request);
  await context.grantPermissions(['notifications']);
  await page.getByRole('button', { name: 'حساب من' }).click();
  await page.getByRole('link', { name: 'ویرایش حساب' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole('button', { name: TURN_ON }).click();
  await expect(page.getByRole('status').filter({ hasText: 'فعال‌سازی اعلان‌ها انجام نشد' })).toBeVisible();
  expect(blocked).toEqual([]);
  expect(reached).toContain('firebaseinstallations.googleapis.com');
});

test('inside the mobile app neither the notifications button nor the install offer is shown', async ({ page, request }) => {
  const mobile = uniqueMobile();
  await registerCustomer(request, mobile);
  await loginThroughUi(page, mobile, '/login?webview=1');
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'حساب کاربری' })).toBeVisible();
  // Everything the page loads after hydration has arrived (outside the app the button is there by now).
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: TURN_ON })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'نصب برنامه' })).toHaveCount(0);
});

test('logout ends this browser\'s push subscription, whether or not the server could remove the token', async ({ page, request }) => {
  // Headless Chromium has no push service: a subscription stands in for the browser's own.
  await page.addInitScript(() => {
    const w = window as unknown as { unsubscribed: number };
    w.unsubscribed = Number(sessionStorage.getItem('unsubscribed') ?? 0);
    PushManager.prototype.getSubscription = async () =>
      ({ unsubscribe: async () => (sessionStorage.setItem('unsubscribed', String(++w.unsubscribed)), true) }) as unknown as PushSubscription;
  });
  await signedInCustomer(page, request);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then(Boolean))).toBe(true);
  await page.getByRole('button', { name: 'حساب من' }).click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'خروج' }).click();
  await reloaded;
  await expect(page.getByRole('link', { name: 'ورود' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('unsubscribed'))).toBe('1');
});

test("turning notifications off ends this browser's push subscription through the shop's worker", async ({ page, request, context }) => {
  // Headless Chromium has no push service: a subscription stands in for the browser's own.
  await page.addInitScript(() => {
    const w = window as unknown as { unsubscribed: number };
    w.unsubscribed = Number(sessionStorage.getItem('unsubscribed') ?? 0);
    PushManager.prototype.getSubscription = async () =>
      ({ endpoint: 'https://fcm.googleapis.com/fcm/send/e2e', unsubscribe: async () => (sessionStorage.setItem('unsubscribed', String(++w.unsubscribed)), true) }) as unknown as PushSubscription;
  });
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await context.route(/googleapis\.com/, (route) => route.abort());
  await signedInCustomer(page, request);
  await context.grantPermissions(['notifications']);
  // Notifications were turned on here before: the token is kept.
  await page.evaluate(() => localStorage.setItem('PUSH_TOKEN', 'e2e-token-' + Date.now()));
  await page.goto('/profile');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then(Boolean))).toBe(true);
  await page.getByRole('button', { name: 'خاموش‌کردن اعلان‌ها' }).click();
  await expect(page.getByRole('button', { name: TURN_ON })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('unsubscribed'))).toBe('1');
  expect(await page.evaluate(() => localStorage.getItem('PUSH_TOKEN'))).toBeNull();
  // Firebase's own worker was never looked for.
  expect(asked).not.toContain('/firebase-messaging-sw.js');
});
