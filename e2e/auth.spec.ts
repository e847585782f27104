import { expect, test } from '@playwright/test';
import { loginThroughUi, otpFor, persianDigits, registerCustomer, signedInCustomer, uniqueMobile } from './helpers';

test("a first visit's first API call gets an httpOnly guest session cookie; the page is RTL Persian HTML", async ({ page, context }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The page itself sets no cookie; the home page's stories call starts the session.
  expect(response?.headers()['set-cookie']).toBeUndefined();
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'shop_token')).toBe(true);
  const cookies = await context.cookies();
  const token = cookies.find((c) => c.name === 'shop_token');
  expect(token, 'session cookie').toBeTruthy();
  expect(token!.httpOnly).toBe(true);
  expect(token!.sameSite).toBe('Lax');
  // The token never reaches page JavaScript.
  expect(await page.evaluate(() => document.cookie)).not.toContain('shop_token');
});

test('OTP login honours a safe redirect and keeps the token out of page storage', async ({ page, request, context }) => {
  const mobile = await signedInCustomer(page, request, '/profile');
  await expect(page.getByRole('heading', { name: 'حساب کاربری' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => JSON.stringify(localStorage))).toContain(mobile);
  const stored = await page.evaluate(() => JSON.stringify(localStorage));
  const token = (await context.cookies()).find((c) => c.name === 'shop_token')!.value;
  expect(stored).not.toContain(token);
  // A logged-in customer sent to the login page goes straight to the redirect target.
  await page.goto('/login?redirect=/cart');
  await expect(page).toHaveURL(/\/cart$/);
});

test('a guest sent to the profile with a redirect logs in from it, saves, and goes on to that redirect', async ({ page, request }) => {
  const mobile = uniqueMobile();
  await registerCustomer(request, mobile);
  await page.goto('/profile?redirect=/cart');
  await page.getByRole('link', { name: 'وارد شوید' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('شماره موبایل').fill(mobile);
  await page.getByRole('button', { name: 'ارسال کد' }).click();
  await page.getByLabel('کد تایید').fill(await otpFor(page.request, mobile));
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(page).toHaveURL(/\/profile\?redirect=%2Fcart$/);
  await page.getByRole('button', { name: 'ذخیره', exact: true }).click();
  await expect(page).toHaveURL(/localhost:\d+\/cart$/);
});

test('a hostile redirect is ignored after login', async ({ page, request }) => {
  const mobile = uniqueMobile();
  await registerCustomer(request, mobile);
  await loginThroughUi(page, mobile, '/login?redirect=//evil.example');
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await page.goto('/login?redirect=https://evil.example/x');
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});

test('a wrong code shows the server message; a bad mobile is refused before sending', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('شماره موبایل').fill('12345');
  await page.getByRole('button', { name: 'ارسال کد' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'شماره موبایل معتبر نیست' })).toBeVisible();

  await page.getByLabel('شماره موبایل').fill('۰۹۳۵' + uniqueMobile().slice(4));
  await page.getByRole('button', { name: 'ارسال کد' }).click();
  await page.getByLabel('کد تایید').fill('000000');
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'کد تایید اشتباه است' })).toBeVisible();
});

test('a reload on the code step keeps it, so no new code is needed; «تغییر شماره» starts over, and the same number comes back to its code', async ({ page, request }) => {
  const sendCode = async (mobile: string) => {
    await page.getByLabel('شماره موبایل').fill(mobile);
    await page.getByRole('button', { name: 'ارسال کد' }).click();
    await expect(page.getByLabel('کد تایید')).toBeVisible();
  };
  const other = uniqueMobile();
  await page.goto('/login');
  await sendCode(other);
  await page.getByRole('button', { name: 'تغییر شماره' }).click();
  // The button is gone with its step: the keyboard is on the number it asks for.
  await expect(page.getByLabel('شماره موبایل')).toBeFocused();
  // The same number again within its wait: back to the code already sent, still counting down.
  await sendCode(other);
  await expect(page.getByRole('button', { name: /ارسال دوباره کد تا/ })).toBeVisible();
  // Waiting, it stays in the Tab order (not disabled); the code field says where the code went.
  await expect(page.getByRole('button', { name: /ارسال دوباره کد تا/ })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByLabel('کد تایید')).toHaveAccessibleDescription(/^کد تایید به شماره .+ ارسال شد؛ کد [۰-۹] رقم دارد\.$/);
  await page.getByRole('button', { name: 'تغییر شماره' }).click();
  await page.reload();
  // A reload remembers the step left: the number is still there, and sending it again (within its
  // wait) goes back to that code, not to the server's "wait".
  await expect(page.getByLabel('شماره موبایل')).toHaveValue(other);
  await sendCode(other);
  await expect(page.getByRole('button', { name: /ارسال دوباره کد تا/ })).toBeVisible();
  await expect(page.locator('[data-toasts="alert"]')).toBeEmpty();
  await page.getByRole('button', { name: 'تغییر شماره' }).click();

  const mobile = uniqueMobile();
  await registerCustomer(request, mobile);
  await page.goto('/login?redirect=/profile');
  await sendCode(mobile);
  await page.reload();
  await expect(page.getByLabel('کد تایید')).toBeVisible();
  await expect(page.getByText('کد تایید به شماره')).toContainText(persianDigits(mobile));
  await page.getByLabel('کد تایید').fill(await otpFor(page.request, mobile));
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(page).toHaveURL(/localhost:\d+\/profile$/);
  await expect(page.getByRole('heading', { name: 'حساب کاربری' })).toBeVisible();
  // Logged in: the kept step is gone.
  expect(await page.evaluate(() => sessionStorage.getItem('login-code-step'))).toBeNull();
});

test('the resend wait counts from when the code was sent, not from when the page opened', async ({ page }) => {
  await page.clock.install();
  await page.goto('/login');
  await page.getByLabel('شماره موبایل').fill(uniqueMobile());
  // Twenty seconds on the page before sending; the page's clock then stands still, so the
  // seconds shown do not depend on how fast this machine answers.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 20_000));
  await page.getByRole('button', { name: 'ارسال کد' }).click();
  await expect(page.getByRole('button', { name: /ارسال دوباره کد تا/ })).toHaveText('ارسال دوباره کد تا ۶۰ ثانیه دیگر');
  await page.clock.runFor(1_000);
  await expect(page.getByRole('button', { name: /ارسال دوباره کد تا/ })).toHaveText('ارسال دوباره کد تا ۵۹ ثانیه دیگر');
});

test('offline, sending a code says so at once instead of waiting for the connection', async ({ page, context }) => {
  await page.goto('/login');
  await expect(page.getByLabel('شماره موبایل')).toBeVisible();
  await context.setOffline(true);
  await page.getByLabel('شماره موبایل').fill(uniqueMobile());
  await page.getByRole('button', { name: 'ارسال کد' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'اتصال اینترنت برقرار نیست' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ارسال کد' })).toBeEnabled();
  await context.setOffline(false);
});

test('an upstream 500 shows the Persian server-error toast', async ({ page }) => {
  await page.route('**/api/v1/user/login', (route) =>
    route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' }),
  );
  await page.goto('/login');
  await page.getByLabel('شماره موبایل').fill(uniqueMobile());
  await page.getByRole('button', { name: 'ارسال کد' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'خطا در ارتباط با سرور' })).toBeVisible();
});

test('a session ended elsewhere logs out with the message still shown on home', async ({ page, request, playwright }) => {
  const mobile = await signedInCustomer(page, request);
  await expect.poll(() => page.evaluate(() => JSON.stringify(localStorage))).toContain(mobile);
  const origin = new URL(page.url()).origin;
  // Away from the shop, so no call of this tab meets the ended session before the wallet's.
  await page.goto('about:blank');
  // The same session ended from another device (its logout revokes it on the server).
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const elsewhere = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: { cookie, origin } });
  expect((await elsewhere.post('/api/session/logout')).ok()).toBe(true);
  await elsewhere.dispose();

  // The wallet's first call answers 401: logout takes the tab home by a full load, which may
  // start before the wallet's own load event.
  await page.goto('/profile/wallet', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await page.waitForLoadState('load');
  await expect(page.getByRole('alert').filter({ hasText: 'لطفاً دوباره وارد شوید' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ورود' })).toBeVisible();
});

test('a logout that cannot reach the server keeps the customer logged in, says so, and works once the network is back', async ({ page, request, context }) => {
  const mobile = await signedInCustomer(page, request);
  await page.route('**/api/session/logout', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'حساب من' }).click();
  // The menu leads to what a customer comes back for, orders and wallet first.
  const menu = page.getByRole('banner').getByRole('list').filter({ has: page.getByRole('link', { name: 'ویرایش حساب' }) });
  await expect(menu.getByRole('link')).toHaveText(['سفارش‌های من', 'نوبت‌های من', 'کیف پول', 'علاقه‌مندی‌ها', 'آدرس‌های من', 'کدهای تخفیف', 'ویرایش حساب']);
  await expect(menu.getByRole('link', { name: 'سفارش‌های من' })).toHaveAttribute('href', '/profile/orders');
  await expect(menu.getByRole('link', { name: 'کیف پول' })).toHaveAttribute('href', '/profile/wallet');
  await page.getByRole('button', { name: 'خروج' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'خروج انجام نشد' })).toBeVisible();
  // Nothing was cleared: the session cookie, the menu and the stored login are all still there.
  expect((await context.cookies()).find((c) => c.name === 'shop_role')?.value).toBe('customer');
  await expect(page.getByRole('button', { name: 'خروج' })).toBeEnabled();
  expect(await page.evaluate(() => JSON.stringify(localStorage))).toContain(mobile);

  await page.unroute('**/api/session/logout');
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'خروج' }).click();
  await reloaded;
  await expect(page.getByRole('link', { name: 'ورود' })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'shop_role')?.value).toBe('guest');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/login/);
});

test('a login the page lost (storage deleted, cookies kept) is ended, so «ورود» works again', async ({ page, request, context }) => {
  const role = async () => (await context.cookies()).find((c) => c.name === 'shop_role')?.value;
  await signedInCustomer(page, request);
  // A consistent login is left alone: past the check's settling time (3 s after the store is
  // restored, on the page's own clock), no logout was asked for.
  const logouts: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/session/logout') logouts.push(r.url());
  });
  await page.clock.install();
  await page.reload();
  await expect(page.getByRole('button', { name: 'حساب من' })).toBeVisible();
  await page.clock.runFor(5_000);
  // A request the timer made is on its way before this one answers.
  await page.evaluate(() => fetch('/api/health'));
  expect(logouts).toEqual([]);
  expect(await role()).toBe('customer');

  // As Safari does after a week away: the site's storage goes, its cookies stay.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect.poll(role, { timeout: 10_000 }).toBe('guest');
  await page.getByRole('banner').getByRole('link', { name: 'ورود' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByLabel('شماره موبایل')).toBeVisible();
});

test('logout clears the session and local state', async ({ page, request, context }) => {
  const mobile = await signedInCustomer(page, request);
  await page.getByRole('button', { name: 'حساب من' }).click();
  // Logout ends in a full page load of home.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'خروج' }).click();
  await reloaded;
  await expect(page.getByRole('link', { name: 'ورود' })).toBeVisible();
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(mobile);
  const role = (await context.cookies()).find((c) => c.name === 'shop_role');
  expect(role?.value).toBe('guest');
  // The old customer session no longer works: the customer record is now out of reach.
  const me = await page.request.get('/api/v1/app/customers/1');
  expect(me.status()).toBe(401);
});
