import { expect, test, type Page } from '@playwright/test';
import { loginThroughUi, registerCustomer, signedInCustomer, uniqueMobile } from './helpers';

/**
 * The wrapper's side (outside this project): records, in the test, every message the page sends
 * it, also across the full reload logout ends in.
 */
async function stubWrapper(page: Page, kind: 'android' | 'react-native'): Promise<string[]> {
  const calls: string[] = [];
  await page.exposeFunction('recordWrapperCall', (entry: string) => calls.push(entry));
  await page.addInitScript((kind) => {
    const w = window as unknown as Record<string, unknown> & { recordWrapperCall: (entry: string) => void };
    const record = (entry: string) => void w.recordWrapperCall(entry);
    if (kind === 'android') {
      w.Android = {
        sessionChanged: (json: string) => record(`sessionChanged ${json}`),
        // Like Java's bridge, which finds a method by its argument count: deleteToken() takes none.
        deleteToken: (...args: unknown[]) => record(`deleteToken(${args.length})`),
        openPayment: (url: string) => record(`openPayment ${url}`),
      };
    } else {
      w.ReactNativeWebView = { postMessage: (message: string) => record(message) };
    }
  }, kind);
  return calls;
}

const MESSAGES = {
  android: { login: 'sessionChanged {"role":"customer"}', logout: 'deleteToken(0)' },
  'react-native': { login: '{"action":"sessionChanged","role":"customer"}', logout: '{"action":"deleteToken"}' },
};

for (const kind of ['android', 'react-native'] as const) {
  test(`the ${kind} wrapper hears of login and logout, and never sees the token`, async ({ page, request, context }) => {
    const calls = await stubWrapper(page, kind);
    await signedInCustomer(page, request);
    await expect.poll(() => calls).toContain(MESSAGES[kind].login);

    const token = (await context.cookies()).find((c) => c.name === 'shop_token');
    expect(token?.httpOnly).toBe(true);
    const visible = await page.evaluate(() => [document.cookie, JSON.stringify(localStorage), JSON.stringify(sessionStorage)].join('\n'));
    expect(visible).not.toContain(token!.value);
    // In the app, installing is the app store's business.
    await expect(page.getByRole('button', { name: 'نصب برنامه' })).toHaveCount(0);

    await page.getByRole('button', { name: 'حساب من' }).click();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'خروج' }).click();
    await reloaded;
    await expect(page.getByRole('link', { name: 'ورود' })).toBeVisible();
    await expect.poll(() => calls).toContain(MESSAGES[kind].logout);
    expect(calls.join('\n')).not.toContain(token!.value);
  });
}

test('a login the page lost and ends (storage gone, cookies kept) is told to the wrapper as a logout', async ({ page, request, context }) => {
  const calls = await stubWrapper(page, 'android');
  await signedInCustomer(page, request);
  await expect.poll(() => calls).toContain(MESSAGES.android.login);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'shop_role')?.value, { timeout: 10_000 }).toBe('guest');
  await expect.poll(() => calls).toContain(MESSAGES.android.logout);
});

test('a top-up handed to the Android app leaves the wallet usable for another try', async ({ page, request }) => {
  const calls = await stubWrapper(page, 'android');
  const mobile = uniqueMobile();
  await registerCustomer(request, mobile);
  await loginThroughUi(page, mobile, '/login?webview=1');
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await page.goto('/profile/wallet');
  await page.getByLabel('مبلغ (تومان)').fill('۲۵٬۰۰۰');
  await page.getByRole('button', { name: 'پرداخت و افزایش اعتبار' }).click();
  await expect.poll(() => calls.find((c) => c.startsWith('openPayment '))).toMatch(/^openPayment https?:\/\/[^ ]+\/payment\/sandbox\//);
  // The app opened the provider outside this page: the customer may come back unpaid and try again.
  await expect(page.getByRole('status').filter({ hasText: 'صفحهٔ پرداخت در برنامه باز شد' })).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/wallet$/);
  await expect(page.getByRole('button', { name: 'پرداخت و افزایش اعتبار' })).toBeEnabled();
});
