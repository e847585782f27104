import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatToman } from '../lib/price';
import { customerId, loginAndLand, loginThroughUi, registerCustomer, sessionCustomer, signedInCustomer, uniqueMobile } from './helpers';

/** The shop's products by slug, read from the API (the seed decides the ids). */
interface Product {
  id: number;
  slug: string;
  name: string;
  final_price: number;
  limit: number | null;
}

let catalogue: Map<string, Product> | null = null;

async function products(request: APIRequestContext): Promise<Map<string, Product>> {
  if (catalogue) return catalogue;
  const found = new Map<string, Product>();
  for (let page = 1; page <= 10; page++) {
    const res = await request.post(`/api/v1/products/search?page=${page}&limit=100`, { data: {} });
    expect(res.status()).toBe(200);
    const { data } = await res.json();
    for (const p of data.results as Product[]) found.set(p.slug, p);
    if (page >= data.pages) break;
  }
  catalogue = found;
  return found;
}

async function product(request: APIRequestContext, slug: string): Promise<Product> {
  const p = (await products(request)).get(slug);
  expect(p, `seed product ${slug}`).toBeTruthy();
  return p!;
}

const ADD = 'افزودن به سبد خرید';

function badge(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: /سبد خرید/ });
}

async function expectBadge(page: Page, count: string) {
  await expect(badge(page).getByTestId('cart-count')).toHaveText(new RegExp(`^${count}`));
}

/**
 * Opens a product's page and presses its add button once per expected badge text, checking the
 * header badge after each press (it follows without a reload). Returns the add button.
 */
async function addOnProductPage(page: Page, productId: number, badgesAfterEachAdd: string[]) {
  await page.goto(`/product/${productId}`);
  const add = page.getByRole('button', { name: ADD, exact: true });
  for (const count of badgesAfterEachAdd) {
    await add.click();
    await expectBadge(page, count);
  }
  return add;
}

/** What the persisted store holds for the guest cart. */
async function storedGuestCart(page: Page): Promise<{ items: { product_id: number; count: number; toppings?: { id: number }[] }[] }> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('new_dr_root-3');
    return raw ? (JSON.parse(raw).state.products.guestCart ?? { items: [] }) : { items: [] };
  });
}

function line(page: Page, name: string | RegExp) {
  return page.getByRole('list', { name: 'اقلام سبد خرید' }).getByRole('listitem', { name });
}

test('when the stored cart\'s code cannot be fetched, the customer is told and the cart is kept', async ({ page, request }) => {
  const americano = await product(request, 'americano');
  await addOnProductPage(page, americano.id, ['۱']);

  // The store is not first-load code: StoreGate fetches it after hydration. Every script that
  // holds it fails here, as on a dropped connection; the page itself still works.
  const chunks = '**/_next/static/chunks/*.js';
  await page.route(chunks, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('addressNumber')) return route.abort('internetdisconnected');
    return route.fulfill({ response, body });
  });
  await page.goto('/');
  await expect(page.getByRole('alert').filter({ hasText: 'اتصال اینترنت برقرار نیست' })).toBeVisible();
  await expect(page.locator('a[href^="/product/"]').first()).toBeVisible();
  expect((await storedGuestCart(page)).items.map((i) => [i.product_id, i.count])).toEqual([[americano.id, 1]]);

  await page.unrouteAll({ behavior: 'wait' });
  await page.reload();
  await expectBadge(page, '۱');
});

test('when the buying area\'s code cannot be fetched, the add button stays live and its press fetches it again', async ({ page, request }) => {
  const americano = await product(request, 'americano');
  let failing = true;
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    // The chunk that defines the live buying area (its export name survives minifying).
    if (failing && body.includes('"LivePurchase"')) return route.abort('internetdisconnected');
    return route.fulfill({ response, body });
  });
  await page.goto(`/product/${americano.id}`);
  await expect(page.getByRole('alert').filter({ hasText: 'اتصال اینترنت برقرار نیست' })).toBeVisible();
  const hint = page.getByText('بخش خرید بارگذاری نشد؛ با زدن دکمهٔ افزودن دوباره تلاش می‌شود.');
  await expect(hint).toBeVisible();
  const add = page.getByRole('button', { name: ADD, exact: true });
  await expect(add).toBeEnabled();

  failing = false;
  await add.click();
  // Fetching (the button waits), then the live area: the next press adds.
  await expect(hint).toBeHidden();
  await expect(add).toBeEnabled();
  await add.click();
  await expectBadge(page, '۱');
});

test('a keyboard customer on the count when the live buying area takes over stays there, and the next Enter counts', async ({ page, request }) => {
  const cake = await product(request, 'chocolate-fudge-cake');
  expect(cake.limit).toBe(2);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    // The live buying area's chunk waits until the customer is on «+».
    if (body.includes('"LivePurchase"')) await held;
    return route.fulfill({ response, body });
  });
  await page.goto(`/product/${cake.id}`);
  const more = page.getByRole('button', { name: `افزایش تعداد ${cake.name}` });
  const add = page.getByRole('button', { name: ADD, exact: true });
  await expect(more).toBeEnabled();
  await expect(add).toBeDisabled();
  await more.focus();
  release();
  // The live area has taken over (its add button works), and the keyboard is still on «+».
  await expect(add).toBeEnabled();
  await expect(more).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'حداکثر ۲ عدد از این محصول را می‌توانید سفارش دهید' })).toBeVisible();
  await expect(more).toBeDisabled();
});

test('a cart merge that failed at login is sent when the connection comes back, once, not only at the next page load', async ({ page, context, request }) => {
  const americano = await product(request, 'americano');
  await addOnProductPage(page, americano.id, ['۱']);
  let refuseMerges = true;
  await page.route('**/api/v1/app/customer/*/cart/update', (route) =>
    refuseMerges && route.request().postDataJSON()?.merge === true ? route.abort('internetdisconnected') : route.continue(),
  );
  const mobile = uniqueMobile();
  await registerCustomer(request, mobile);
  await loginThroughUi(page, mobile, '/login?redirect=/cart');
  await expect(page.getByText('سبد خرید شما روی این دستگاه حفظ شد و دوباره برای حسابتان ارسال می‌شود')).toBeVisible();
  await expect(page).toHaveURL(/localhost:\d+\/cart$/);
  expect((await storedGuestCart(page)).items.map((i) => [i.product_id, i.count])).toEqual([[americano.id, 1]]);

  // The connection drops and comes back, on the same page: the kept merge goes.
  refuseMerges = false;
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(line(page, 'آمریکانو')).toBeVisible();
  await expectBadge(page, '۱');
  await expect.poll(async () => (await storedGuestCart(page)).items.length).toBe(0);
  const id = await customerId(page);
  const server = (await (await page.request.get(`/api/v1/app/customer/${id}/cart`)).json()).data as { items: { product_id: number; count: number }[] };
  expect(server.items.map((i) => [i.product_id, i.count])).toEqual([[americano.id, 1]]);
});

test('a guest cart survives reloads and closed tabs, becomes the server cart at login and follows the customer', async ({
  page: firstTab,
  context,
  browser,
  request,
  baseURL,
}) => {
  let page = firstTab;
  const americano = await product(request, 'americano');
  const cappuccino = await product(request, 'cappuccino');

  // One product twice, from its page; the header badge follows without a reload.
  await addOnProductPage(page, americano.id, ['۱', '۲']);

  // One with a topping: the total follows the choice. The server's HTML draws the toppings and
  // the count waiting for the page's script, so a tap before it runs is not silently dropped.
  const html = await (await request.get(`/product/${cappuccino.id}`)).text();
  expect(html).toMatch(/<input type="checkbox" disabled=""[^>]*>/);
  expect(html).toMatch(/<button type="button"[^>]*disabled=""[^>]*aria-label="افزایش تعداد /);
  await page.goto(`/product/${cappuccino.id}`);
  const total = page.getByLabel('مبلغ کل', { exact: true });
  await expect(total).toHaveText('۱۰۸٬۰۰۰ تومان');
  await page.getByRole('checkbox', { name: 'شات اضافه اسپرسو' }).check();
  await expect(total).toHaveText('۱۳۸٬۰۰۰ تومان');
  await page.getByRole('button', { name: ADD, exact: true }).click();
  await expectBadge(page, '۳');

  // Reload, then close the tab and open a new one: the cart is intact.
  await page.reload();
  await expectBadge(page, '۳');
  await page.close();
  page = await context.newPage();
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'سبد خرید', level: 1 })).toBeVisible();
  await expect(line(page, 'آمریکانو').getByLabel('تعداد آمریکانو', { exact: true })).toHaveText('۲');
  await expect(line(page, 'کاپوچینو با شات اضافه اسپرسو')).toContainText('شات اضافه اسپرسو');
  await expect(page.getByText('قیمت نهایی، تخفیف‌ها و هزینه ارسال پس از ورود به حساب نمایش داده می‌شود.')).toBeVisible();
  // A guest goes to login on the way to checkout.
  await expect(page.getByRole('link', { name: 'ورود و ادامه خرید' })).toHaveAttribute('href', '/login?redirect=/cart/checkout');
  const guest = await storedGuestCart(page);
  expect(guest.items.map((i) => [i.product_id, i.count])).toEqual([
    [americano.id, 2],
    [cappuccino.id, 1],
  ]);

  // OTP login: the guest cart is sent to the server cart, cleared, and the page reloads.
  const mobile = await signedInCustomer(page, request, '/cart');
  await expect(line(page, 'آمریکانو')).toBeVisible();
  await expect(page.getByRole('link', { name: 'ادامه و ثبت سفارش' })).toHaveAttribute('href', '/cart/checkout');
  await expectBadge(page, '۳');
  await expect.poll(async () => (await storedGuestCart(page)).items.length).toBe(0);

  const id = await customerId(page);
  const res = await page.request.get(`/api/v1/app/customer/${id}/cart`);
  expect(res.status()).toBe(200);
  const server = (await res.json()).data as { items: { product_id: number; count: number; toppings: { id: number; name: string }[] }[] };
  expect(server.items.map((i) => [i.product_id, i.count, i.toppings.map((t) => t.name)])).toEqual([
    [americano.id, 2, []],
    [cappuccino.id, 1, ['شات اضافه اسپرسو']],
  ]);

  // The order price summary comes from the server for a customer.
  const summary = page.getByRole('region', { name: 'خلاصه سفارش' });
  await expect(summary.getByText('مبلغ قابل پرداخت')).toBeVisible();
  // 2 × 95,000 + (108,000 + 30,000) = 328,000
  await expect(summary).toContainText('۳۲۸٬۰۰۰ تومان');

  // Another browser, same customer: the same cart.
  const other = await browser.newContext({ baseURL, locale: 'fa-IR' });
  const second = await other.newPage();
  await loginAndLand(second, mobile, '/cart');
  await expect(line(second, 'آمریکانو').getByLabel('تعداد آمریکانو', { exact: true })).toHaveText('۲');
  await expect(line(second, 'کاپوچینو با شات اضافه اسپرسو')).toBeVisible();
  await expectBadge(second, '۳');
  await other.close();
});

test('a guest adding from two open tabs keeps both items: each tab takes in what the other stored', async ({ context, request }) => {
  const americano = await product(request, 'americano');
  const cappuccino = await product(request, 'cappuccino');
  const open = async (p: Product) => {
    const tab = await context.newPage();
    await tab.goto(`/product/${p.id}`);
    // The favourite control shows once the tab has restored the stored state.
    await expect(tab.getByLabel(`برای افزودن «${p.name}» به علاقه‌مندی‌ها وارد شوید`)).toBeVisible();
    return tab;
  };
  const first = await open(americano);
  const second = await open(cappuccino);
  await second.getByRole('button', { name: ADD, exact: true }).click();
  await expectBadge(second, '۱');
  // The first tab takes in what the second stored (its storage event comes a moment later).
  await expectBadge(first, '۱');
  await first.getByRole('button', { name: ADD, exact: true }).click();
  await expectBadge(first, '۲');
  await first.goto('/cart');
  await expect(line(first, 'آمریکانو')).toBeVisible();
  await expect(line(first, /کاپوچینو/)).toBeVisible();
});

test('a guest coming back sees today\'s price in the cart, not the one stored when the item was added', async ({ page, request }) => {
  const americano = await product(request, 'americano');
  await addOnProductPage(page, americano.id, ['۱']);
  // The stored copy is from an older day, at another price.
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('new_dr_root-3')!);
    stored.state.products.guestCart.items[0].product.final_price = 1_000;
    localStorage.setItem('new_dr_root-3', JSON.stringify(stored));
  });
  await page.goto('/cart');
  await expect(line(page, 'آمریکانو')).toContainText(`${new Intl.NumberFormat('fa-IR').format(americano.final_price)} تومان`);
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('new_dr_root-3')!).state.products.guestCart.items[0].product.final_price))
    .toBe(americano.final_price);
});

test('a guest\'s item the shop no longer has shows as unavailable, out of the total, without an error toast', async ({ page, request }) => {
  const americano = await product(request, 'americano');
  await addOnProductPage(page, americano.id, ['۱']);
  // The same item again, as a product since removed from the shop.
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('new_dr_root-3')!);
    const [item] = stored.state.products.guestCart.items;
    stored.state.products.guestCart.items.push({ ...item, product_id: 999_999, product: { ...item.product, id: 999_999, name: 'محصول حذف‌شده' } });
    localStorage.setItem('new_dr_root-3', JSON.stringify(stored));
  });
  await page.goto('/cart');
  await expect(line(page, 'محصول حذف‌شده')).toContainText('ناموجود؛ در مبلغ سفارش حساب نمی‌شود');
  await expect(line(page, 'آمریکانو')).not.toContainText('ناموجود');
  await expect(page.getByRole('alert').filter({ hasText: 'پیدا نشد' })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'پیدا نشد' })).toHaveCount(0);
});

test('a success toast is spoken from a live region that was on the page before it', async ({ page, request }) => {
  const americano = await product(request, 'americano');
  // The page's clock is ours to move: the toast's time passes below without a fixed wait.
  await page.clock.install();
  await page.goto(`/product/${americano.id}`);
  const polite = page.locator('[data-toasts="status"]');
  await expect(polite).toHaveAttribute('aria-live', 'polite');
  await expect(polite).toBeEmpty();
  await expect(page.locator('[data-toasts="alert"]')).toHaveAttribute('aria-live', 'assertive');
  // Marked now: a region inserted with its message (which screen readers may not read) would lack the mark.
  await polite.evaluate((region) => region.setAttribute('data-seen', 'before'));
  const add = page.getByRole('button', { name: ADD, exact: true });
  // It is disabled until the page has hydrated and read the cart; focus() would not wait for that.
  await expect(add).toBeEnabled();
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(polite).toContainText('محصول به سبد خرید اضافه شد');
  await expect(polite).toHaveAttribute('data-seen', 'before');
  // The keyboard is still on the button it pressed: a press never drops focus to the page's start.
  await expect(add).toBeFocused();
  // The toast waits while the pointer is on it.
  await polite.getByText('محصول به سبد خرید اضافه شد').hover();
  await page.clock.runFor(6_000);
  await expect(polite).toContainText('محصول به سبد خرید اضافه شد');
  // Off it, the toast goes in its time.
  await page.mouse.move(0, 0);
  await page.clock.runFor(6_000);
  await expect(polite).toBeEmpty();
});

test('limits: a product at its limit cannot go further and says why; a sold-out product cannot be added', async ({ page, request }) => {
  const cake = await product(request, 'chocolate-fudge-cake');
  const tiramisu = await product(request, 'tiramisu');
  expect(cake.limit).toBe(2);
  expect(tiramisu.limit).toBe(0);

  await signedInCustomer(page, request);

  // Sold out: no add button, a disabled «ناموجود».
  await page.goto(`/product/${tiramisu.id}`);
  await expect(page.getByRole('button', { name: 'ناموجود', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: ADD, exact: true })).toHaveCount(0);

  // The stepper stops at the limit and says why. (The page's clock is ours to move: below, the
  // 2 s re-fetch delay passes without a fixed wait.)
  await page.clock.install();
  await page.goto(`/product/${cake.id}`);
  const more = page.getByRole('button', { name: `افزایش تعداد ${cake.name}` });
  // Enabled once the page's script runs (a disabled button takes no focus).
  await expect(more).toBeEnabled();
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(more).toBeDisabled();
  // The press that reached the limit keeps the keyboard there, and the reason is spoken.
  await expect(more).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'حداکثر ۲ عدد از این محصول را می‌توانید سفارش دهید' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `کاهش تعداد ${cake.name}` })).toBeEnabled();
  // On the product page a cart change re-fetches nothing (spec section 2).
  const cartReads: number[] = [];
  const countReads = (req: { method(): string; url(): string }) => {
    if (req.method() === 'GET' && /\/api\/v1\/app\/customer\/\d+\/cart$/.test(req.url())) cartReads.push(Date.now());
  };
  page.on('request', countReads);
  await page.getByRole('button', { name: ADD, exact: true }).click();
  await expectBadge(page, '۲');
  // Now the cart holds the limit: adding is refused, with the reason.
  await expect(page.getByRole('button', { name: ADD, exact: true })).toBeDisabled();
  await expect(page.getByText('حداکثر ۲ عدد از این محصول را می‌توانید سفارش دهید؛ ۲ عدد در سبد خرید شما هست')).toBeVisible();
  // Past the spec's 2 s re-fetch delay: a timer set by the change would have fired by now.
  await page.clock.runFor(2500);
  // A request issued after any the timers made: once it is answered, theirs have been seen.
  await page.evaluate(() => fetch('/api/health').then((r) => r.status));
  expect(cartReads).toEqual([]);
  page.off('request', countReads);

  // In the cart: + is disabled with the reason; − still works and the badge follows.
  await page.goto('/cart');
  const cakeLine = line(page, cake.name);
  await expect(cakeLine.getByRole('button', { name: `افزایش تعداد ${cake.name}` })).toBeDisabled();
  await expect(cakeLine.getByText('حداکثر ۲ عدد از این محصول را می‌توانید سفارش دهید')).toBeVisible();
  await expect(page.getByRole('region', { name: 'خلاصه سفارش' })).toContainText('مبلغ قابل پرداخت');
  // Elsewhere the cart and the order price are re-fetched 2 s after a change (spec section 9).
  const clickedAt = Date.now();
  let refetchedAt = 0;
  const refetch = page.waitForRequest((req) => {
    if (req.method() !== 'GET' || !/\/api\/v1\/app\/customer\/\d+\/cart$/.test(req.url())) return false;
    refetchedAt = Date.now();
    return true;
  });
  const repriced = page.waitForRequest((req) => req.method() === 'POST' && req.url().endsWith('/api/v1/order/price/') && Date.now() - clickedAt >= 1900);
  await cakeLine.getByRole('button', { name: `کاهش تعداد ${cake.name}` }).click();
  await expectBadge(page, '۱');
  await expect(cakeLine.getByRole('button', { name: `افزایش تعداد ${cake.name}` })).toBeEnabled();
  await refetch;
  expect(refetchedAt - clickedAt).toBeGreaterThanOrEqual(1900);
  await repriced;
  // 139,500 (the cake after its 10% discount) × 1
  await expect(page.getByRole('region', { name: 'خلاصه سفارش' })).toContainText('۱۳۹٬۵۰۰ تومان');

  // The server refuses past the limit and a sold-out product, in Persian.
  const id = await customerId(page);
  const over = await page.request.post(`/api/v1/app/customer/${id}/cart/add`, { data: { product_id: cake.id, count: 2 } });
  expect(over.status()).toBe(400);
  expect((await over.json()).msg).toContain('حداکثر ۲ عدد');
  const sold = await page.request.post(`/api/v1/app/customer/${id}/cart/add`, { data: { product_id: tiramisu.id } });
  expect(sold.status()).toBe(400);
  expect((await sold.json()).msg).toBe('این محصول موجود نیست');
  await expect
    .poll(async () => ((await (await page.request.get(`/api/v1/app/customer/${id}/cart`)).json()).data.items as { count: number }[]).map((i) => i.count))
    .toEqual([1]);
});

test('a guest at the limit is stopped on the page too, and a pack adds its available products then opens the cart', async ({ page, request }) => {
  const gaz = await product(request, 'isfahan-gaz');
  const pack = await product(request, 'pack-afternoon-coffee');

  const add = await addOnProductPage(page, gaz.id, ['۱', '۲']);
  await expect(add).toBeDisabled();
  // The button just pressed keeps the keyboard's focus, and the reason is announced.
  await expect(add).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'حداکثر ۲ عدد از این محصول را می‌توانید سفارش دهید؛ ۲ عدد در سبد خرید شما هست' })).toBeVisible();

  // Package add: each available product of the pack once (its sold-out tiramisu left out), then /cart.
  await page.goto(`/product/${pack.id}`);
  await page.getByRole('button', { name: ADD, exact: true }).click();
  await expect(page).toHaveURL(/localhost:\d+\/cart$/);
  await expect(line(page, 'کاپوچینو')).toBeVisible();
  await expect(line(page, 'کافه لاته')).toBeVisible();
  await expect(line(page, 'کیک هویج و گردو')).toBeVisible();
  await expect(line(page, 'تیرامیسو')).toHaveCount(0);
  await expectBadge(page, '۵');

  // Emptying the cart asks first, then shows the spec's message.
  await page.getByRole('button', { name: 'خالی کردن سبد خرید' }).click();
  // The safe answer has the focus: Enter twice does not empty the cart.
  const confirm = page.getByRole('alertdialog', { name: 'خالی کردن سبد خرید' });
  await expect(confirm.getByRole('button', { name: 'انصراف' })).toBeFocused();
  await confirm.getByRole('button', { name: 'بله، خالی شود' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'نوبت‌های رزرو شده خالی شد' })).toBeVisible();
  // Focus went with the emptied cart's button to the message, not back to the header.
  await expect(page.getByText('سبد خرید شما خالی است')).toBeFocused();
  await expect(badge(page).getByTestId('cart-count')).toHaveCount(0);
});

test('a pack shows, describes and charges one price: the sum of its available items', async ({ page, request }) => {
  const pack = await product(request, 'pack-family-pizza');
  await signedInCustomer(page, request);

  await page.goto(`/product/${pack.id}`);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const offer = blocks.flatMap((b) => JSON.parse(b)).find((x) => x['@type'] === 'Product').offers;
  expect(offer.availability).toBe('https://schema.org/InStock');
  // Structured data is in Rial (Toman × 10); the listing has the same price.
  const price = formatToman(offer.price / 10);
  expect(offer.price / 10).toBe(pack.final_price);
  // The headline price and the buying area's «جمع اقلام پک».
  await expect(page.getByRole('article', { name: pack.name }).getByText(price, { exact: true })).toHaveCount(2);

  await page.getByRole('button', { name: ADD, exact: true }).click();
  await expect(page).toHaveURL(/localhost:\d+\/cart$/);
  const summary = page.getByRole('region', { name: 'خلاصه سفارش' });
  await expect(summary.getByText('مبلغ قابل پرداخت').locator('xpath=following-sibling::dd')).toHaveText(price);
});

test('a merge whose answer is lost is retried with the same merge id: nothing is lost or doubled', async ({ page, request }) => {
  const americano = await product(request, 'americano');
  const croissant = await product(request, 'butter-croissant');

  await addOnProductPage(page, americano.id, ['۱', '۲']);
  await addOnProductPage(page, croissant.id, ['۳']);

  // The first merge reaches the server and is applied, but its answer never arrives.
  const mergeIds: string[] = [];
  let dropped = false;
  await page.route('**/api/v1/app/customer/*/cart/update', async (route) => {
    const body = route.request().postDataJSON() as { merge?: boolean; merge_id?: string };
    if (body.merge) mergeIds.push(body.merge_id!);
    if (body.merge && !dropped) {
      dropped = true;
      await route.fetch();
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });

  await signedInCustomer(page, request, '/cart');
  await expect(line(page, 'آمریکانو')).toBeVisible();
  expect(mergeIds).toHaveLength(2);
  expect(mergeIds[0]).toBe(mergeIds[1]);

  const id = await customerId(page);
  const server = (await (await page.request.get(`/api/v1/app/customer/${id}/cart`)).json()).data as { items: { product_id: number; count: number }[] };
  expect(server.items.map((i) => [i.product_id, i.count])).toEqual([
    [americano.id, 2],
    [croissant.id, 1],
  ]);
  await expectBadge(page, '۳');
  await expect.poll(async () => (await storedGuestCart(page)).items.length).toBe(0);
});

/** Logs a mobile in through the API on `request` (which keeps the session cookie) and returns the customer id. */
async function apiLogin(request: APIRequestContext, mobile: string): Promise<number> {
  expect((await request.post('/api/v1/user/login', { data: { mobile } })).status()).toBe(200);
  const code = (await (await request.get(`/api/dev/otp?mobile=${mobile}`)).json()).code;
  const res = await request.post('/api/v1/user/validate', { data: { mobile, code } });
  expect(res.status()).toBe(200);
  return (await res.json()).data.customer.id;
}

test('the merge adds to what the server cart already holds, capped by the limit, and says so', async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const gaz = await product(api, 'isfahan-gaz');
  const americano = await product(api, 'americano');
  const mobile = uniqueMobile();
  const id = await apiLogin(api, mobile);
  // On another device the customer already has one box of gaz (limit 2) and one americano.
  expect((await api.post(`/api/v1/app/customer/${id}/cart/add`, { data: { product_id: gaz.id } })).status()).toBe(200);
  expect((await api.post(`/api/v1/app/customer/${id}/cart/add`, { data: { product_id: americano.id } })).status()).toBe(200);

  await addOnProductPage(page, gaz.id, ['۱', '۲']);
  await addOnProductPage(page, americano.id, ['۳']);

  await loginAndLand(page, mobile, '/cart');
  // The notice survives the reload that follows the merge.
  await expect(page.getByRole('alert').filter({ hasText: `از «${gaz.name}» فقط ۲ عدد در سبد خرید شما جا شد` })).toBeVisible();
  await expect(line(page, gaz.name).getByLabel(`تعداد ${gaz.name}`, { exact: true })).toHaveText('۲');
  await expect(line(page, 'آمریکانو').getByLabel('تعداد آمریکانو', { exact: true })).toHaveText('۲');
  await expectBadge(page, '۴');
  const server = (await (await api.get(`/api/v1/app/customer/${id}/cart`)).json()).data as { items: { product_id: number; count: number }[] };
  expect(server.items.map((i) => [i.product_id, i.count])).toEqual([
    [gaz.id, 2],
    [americano.id, 2],
  ]);
  await api.dispose();
});

test('removing a line with the keyboard leaves focus on the cart, not at the page\'s start', async ({ page, request }) => {
  const all = await products(request);
  const mobile = uniqueMobile();
  const customer = await sessionCustomer(request, mobile);
  for (const slug of ['americano', 'double-espresso']) {
    const add = await request.post(`/api/v1/app/customer/${customer.id}/cart/add`, { data: { product_id: all.get(slug)!.id, count: 1 } });
    expect(add.status()).toBe(200);
  }
  await loginThroughUi(page, mobile, '/login?redirect=/cart');
  const lines = page.getByRole('list', { name: 'اقلام سبد خرید' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await page.getByRole('button', { name: `حذف ${all.get('americano')!.name} از سبد خرید` }).focus();
  await page.keyboard.press('Enter');
  await expect(lines).toHaveCount(1);
  await expect(page.getByText('۱ کالا در سبد خرید')).toBeFocused();
  await page.getByRole('button', { name: `حذف ${all.get('double-espresso')!.name} از سبد خرید` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('سبد خرید شما خالی است')).toBeFocused();
});
