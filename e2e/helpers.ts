import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';

let counter = 0;
const started = Date.now();

/**
 * A mobile number no other test uses: the worker's process id, the second it started counting
 * and its own counter (a worker makes far fewer than a thousand), so numbers repeat neither
 * within a worker nor across the run's workers and retries.
 */
export function uniqueMobile(): string {
  const n = (process.pid % 1000) * 1_000_000 + (Math.floor(started / 1000) % 1000) * 1000 + (counter++ % 1000);
  return `09${String(n).padStart(9, '0')}`;
}

/** The demo backend's last OTP code for a mobile (the /api/dev/otp convenience). */
export async function otpFor(request: APIRequestContext, mobile: string): Promise<string> {
  // The page's «ارسال کد» request may still be on its way: wait for the code to exist.
  let code = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/otp?mobile=${mobile}`);
      if (res.status() === 200) code = (await res.json()).code;
      return res.status();
    })
    .toBe(200);
  return code;
}

/** Makes the mobile an existing customer through the API (so a later UI login is not "new"). */
export async function registerCustomer(request: APIRequestContext, mobile: string): Promise<{ userId: number }> {
  expect((await request.post('/api/v1/user/login', { data: { mobile } })).status()).toBe(200);
  const code = await otpFor(request, mobile);
  const res = await request.post('/api/v1/user/validate', { data: { mobile, code } });
  expect(res.status()).toBe(200);
  return { userId: (await res.json()).data.user.id };
}

/** Logs in through the login page's two steps. */
export async function loginThroughUi(page: Page, mobile: string, path = '/login'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('شماره موبایل').fill(mobile);
  await page.getByRole('button', { name: 'ارسال کد' }).click();
  await expect(page.getByLabel('کد تایید')).toBeVisible();
  const code = await otpFor(page.request, mobile);
  await page.getByLabel('کد تایید').fill(code);
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
}

/**
 * Logs in through the login page and waits until it has sent the customer on to `redirect`
 * (a path of this site).
 */
export async function loginAndLand(page: Page, mobile: string, redirect = '/'): Promise<void> {
  await loginThroughUi(page, mobile, redirect === '/' ? '/login' : `/login?redirect=${encodeURIComponent(redirect)}`);
  await expect(page).toHaveURL((url) => url.pathname + url.search === redirect);
}

/** A new customer, registered through the API and then logged in through the login page; resolves to the mobile. */
export async function signedInCustomer(page: Page, request: APIRequestContext, redirect = '/'): Promise<string> {
  const mobile = uniqueMobile();
  await registerCustomer(request, mobile);
  await loginAndLand(page, mobile, redirect);
  return mobile;
}

export interface SeedProduct {
  id: number;
  slug: string;
  name: string;
  final_price: number;
  limit: number | null;
}

/** A seed product by slug, read from the API (the seed decides the ids). */
export async function seedProduct(request: APIRequestContext, slug: string): Promise<SeedProduct> {
  for (let page = 1; page <= 10; page++) {
    const res = await request.post(`/api/v1/products/search?page=${page}&limit=100`, { data: {} });
    expect(res.status()).toBe(200);
    const { data } = await res.json();
    const found = (data.results as SeedProduct[]).find((p) => p.slug === slug);
    if (found) return found;
    if (page >= data.pages) break;
  }
  throw new Error(`seed product ${slug} not found`);
}

/** The logged-in customer's id, once the page has stored the login. */
export async function customerId(page: Page): Promise<number> {
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('new_dr_root-3') ?? '{}').state?.user?.customer?.id)).toBeTruthy();
  return page.evaluate(() => JSON.parse(localStorage.getItem('new_dr_root-3')!).state.user.customer.id);
}

/**
 * Logs this request context in as the customer (after registerCustomer). Not with page.request
 * while a page is open: it shares the page's cookies, and the new login revokes the page's
 * session under the page's own calls.
 */
export async function sessionCustomer(request: APIRequestContext, mobile: string): Promise<{ id: number }> {
  expect((await request.post('/api/v1/user/login', { data: { mobile } })).status()).toBe(200);
  const code = await otpFor(request, mobile);
  const res = await request.post('/api/v1/user/validate', { data: { mobile, code } });
  expect(res.status()).toBe(200);
  return (await res.json()).data.customer;
}

/**
 * A new customer with `count` of a seed product already in the server cart, logged in through
 * the login page in `page` (landed at home).
 */
export async function customerWithCart(page: Page, request: APIRequestContext, count = 1, slug = 'americano') {
  const mobile = uniqueMobile();
  const customer = await sessionCustomer(request, mobile);
  const product = await seedProduct(request, slug);
  expect((await request.post(`/api/v1/app/customer/${customer.id}/cart/add`, { data: { product_id: product.id, count } })).status()).toBe(200);
  await loginAndLand(page, mobile);
  return { mobile, customer, product };
}

/**
 * Catalogue grids draw their later cards as the visitor scrolls towards them: scroll to the end
 * of the page until no card stand-in (an aria-hidden list item) is left.
 */
export async function drawAllCards(page: Page): Promise<void> {
  const standIns = page.locator('main li[aria-hidden="true"]');
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return standIns.count();
    })
    .toBe(0);
}

/** `value` written with Persian digits, as the shop shows numbers. */
export function persianDigits(value: number | string): string {
  return String(value).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
}

/** A number written with Persian digits (and separators) in the page. */
export function persianNumber(text: string): number {
  return Number(text.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))).replace(/\D/g, ''));
}

/** A national code with a valid check digit, new on every run (codes are unique per customer). */
export function nationalCode(): string {
  for (;;) {
    const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
    const sum = digits.reduce((s, d, i) => s + d * (10 - i), 0) % 11;
    const code = [...digits, sum < 2 ? sum : 11 - sum].join('');
    if (new Set(code).size > 1) return code;
  }
}

/**
 * Waits until a closed dialog has taken its history step away (Back closes a dialog): a
 * navigation, reload or Back started before that would be cut short by it.
 */
export async function dialogStepGone(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => (window.history.state as { layer?: number } | null)?.layer ?? null)).toBeNull();
}

/**
 * A 404 answer that is the shop's not-found page drawn by the server, in its Persian layout, not
 * Next's empty shell that only scripts fill (server/not-found-page.mjs).
 */
export async function expectDrawnNotFound(res: APIResponse, path: string): Promise<void> {
  expect(res.status(), path).toBe(404);
  const html = await res.text();
  expect(html, path).toMatch(/<html lang="fa" dir="rtl"/);
  expect(html, path).toMatch(/<h1[^>]*>صفحه پیدا نشد<\/h1>/);
}
