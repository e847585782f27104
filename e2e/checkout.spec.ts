import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatNumber } from '../lib/price';
import { loginThroughUi, registerCustomer, persianDigits, seedProduct, sessionCustomer, signedInCustomer, uniqueMobile } from './helpers';

/**
 * Checkout, payment and the landings, in real Chromium against the production build with the
 * embedded backend's sandbox payment provider.
 */

const ADD = 'افزودن به سبد خرید';
const SUBMIT = /ثبت (و پرداخت سفارش|سفارش و پرداخت)/;
/** The order submit (lib/api/checkout.ts). */
const SUBMIT_API = /\/api\/v1\/order\/submit\/?(\?|$)/;

/** Credit through the sandbox provider, as a customer would top up (press «پرداخت» on its page). */
async function topUp(request: APIRequestContext, customer: { id: number; mobile: string }, amount: number): Promise<void> {
  const res = await request.post('/api/v1/payment/create', {
    data: { price: amount, customer: customer.mobile, payment_for: 'buy_customer_credit', success_url: '/paid-order?isCharging=true', fail_url: '/failed-payment?isCharging=true' },
  });
  expect(res.status()).toBe(200);
  const { payment_url } = (await res.json()).data;
  const paid = await request.post(`${payment_url}/pay`);
  expect(new URL(paid.url()).pathname).toBe('/paid-order');
}

async function credit(request: APIRequestContext, customerId: number): Promise<number> {
  const res = await request.get(`/api/v1/customer/${customerId}/transactions`);
  expect(res.status()).toBe(200);
  return (await res.json()).data.credit;
}

async function ordersOf(request: APIRequestContext, customerId: number): Promise<{ id: number; paid: boolean; status: string }[]> {
  const res = await request.get(`/api/v1/app/customer/${customerId}/orders?page=1&limit=20`);
  expect(res.status()).toBe(200);
  return (await res.json()).data.results;
}

/** A logged-in customer (browser session) with one product in the server cart, on the checkout page. */
async function customerAtCheckout(page: Page, request: APIRequestContext, slug = 'americano') {
  const mobile = await signedInCustomer(page, request);
  const product = await seedProduct(page.request, slug);
  const me = await sessionCustomer(request, mobile);
  const add = await page.request.post(`/api/v1/app/customer/${me.id}/cart/add`, { data: { product_id: product.id, count: 1 } });
  expect(add.status()).toBe(200);
  await page.goto('/cart/checkout');
  await expect(page.getByRole('heading', { name: 'تکمیل سفارش' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'اقلام سفارش' })).toContainText(product.name);
  return { mobile, customer: { id: me.id, mobile }, product };
}

async function choosePickup(page: Page) {
  await page.getByRole('radio', { name: /تحویل حضوری/ }).check();
}

test('a guest goes through login and back to checkout with the merged cart, adds an address on the map, uses coupons and pays by credit', async ({
  page,
  context,
  request,
}) => {
  const mobile = uniqueMobile();
  await registerCustomer(request, mobile);
  const product = await seedProduct(request, 'americano');
  await page.goto(`/product/${product.id}`);
  await page.getByRole('button', { name: ADD, exact: true }).click();
  await page.goto('/cart/checkout');
  await expect(page).toHaveURL(/\/login\?redirect=(%2F|\/)cart(%2F|\/)checkout$/);
  await loginThroughUi(page, mobile, page.url());
  await expect(page).toHaveURL(/\/cart\/checkout$/);
  await expect(page.getByRole('list', { name: 'اقلام سفارش' })).toContainText(product.name);

  const me = await sessionCustomer(request, mobile);
  await topUp(page.request, { id: me.id, mobile }, 1_000_000);
  const before = await credit(page.request, me.id);

  // A new address on the map; the tiles cannot load here, the pin and "my location" still work.
  await context.grantPermissions(['geolocation']);
  await page.getByRole('button', { name: 'افزودن آدرس جدید' }).click();
  const dialog = page.getByRole('dialog', { name: 'آدرس جدید' });
  await expect(dialog.getByTestId('center-pin')).toBeVisible();
  // The map gives up on its style (no network here) and the plain picker takes over.
  await expect(dialog.getByText('نقشه در دسترس نیست', { exact: false })).toBeVisible();
  await context.setGeolocation({ latitude: 35.6892, longitude: 51.389 });
  await dialog.getByRole('button', { name: 'موقعیت من' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'خارج از محدوده' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'ذخیره آدرس' })).toBeDisabled();
  await context.setGeolocation({ latitude: 32.646305, longitude: 51.667598 });
  await dialog.getByRole('button', { name: 'موقعیت من' }).click();
  await expect(dialog.getByText('هزینهٔ ارسال به این نقطه: ۲۰٬۰۰۰ تومان')).toBeVisible();
  await dialog.getByLabel('عنوان آدرس').fill('محل کار');
  await dialog.getByLabel('نشانی').fill('اصفهان، چهارباغ عباسی، کوچه گلستان');
  await dialog.getByLabel('پلاک').fill('۷');
  await dialog.getByRole('button', { name: 'ذخیره آدرس' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('radio', { name: /محل کار/ })).toBeChecked();
  const shipping = page.getByRole('term').filter({ hasText: 'هزینه ارسال' }).locator('xpath=following-sibling::dd[1]');
  await expect(shipping).toHaveText('۲۰٬۰۰۰ تومان');

  const couponBox = page.getByLabel('کد تخفیف');
  await couponBox.fill('NOPE');
  await page.getByRole('button', { name: 'بررسی کد' }).click();
  await expect(page.getByText(/^تایید نشد/)).toBeVisible();
  // An API that refuses a code as a failure (success false, 400) gets the same rejection, with its reason.
  await page.route('**/api/v1/app/coupons/check', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ success: false, data: null, msg: 'کد منقضی شده است', code: 400 }) }),
  );
  await couponBox.fill('OLD2020');
  await page.getByRole('button', { name: 'بررسی کد' }).click();
  await expect(page.getByText('تایید نشد: کد منقضی شده است', { exact: true })).toBeVisible();
  await page.unroute('**/api/v1/app/coupons/check');
  await couponBox.fill('norooz1405');
  await page.getByRole('button', { name: 'بررسی کد' }).click();
  await expect(page.getByText('تایید شد', { exact: true })).toBeVisible();
  // The price is recomputed with the code: the invoice gains its discount row.
  await expect(page.getByRole('term').filter({ hasText: 'کد تخفیف' })).toBeVisible();

  await page.getByRole('button', { name: SUBMIT }).click();
  await expect(page).toHaveURL(/\/paid-order\?forOrder=true&fromOrder=\d+$/);
  await expect(page.getByRole('status').getByRole('heading', { name: /سفارش شماره .* پرداخت شد/ })).toBeVisible();

  const [order] = await ordersOf(page.request, me.id);
  expect(order.paid).toBe(true);
  // NOROOZ1405 is 10% off the goods; shipping to Chaharbagh is 20,000.
  expect(before - (await credit(page.request, me.id))).toBe(product.final_price - Math.round(product.final_price * 0.1) + 20_000);
  await page.goto('/cart');
  await expect(page.getByText('سبد خرید شما خالی است')).toBeVisible();
});

test('paying by card through the sandbox provider, a cancelled payment, and paying again from the order page', async ({ page, request }) => {
  const { customer } = await customerAtCheckout(page, request);
  await choosePickup(page);
  await page.getByRole('radio', { name: /پرداخت آنلاین/ }).check();
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: SUBMIT }).click();
  const provider = await popupOpened;
  await expect(provider.getByRole('heading', { name: 'درگاه پرداخت آزمایشی' })).toBeVisible();
  await expect(page).toHaveURL(/\/order\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());

  await provider.getByRole('button', { name: 'انصراف' }).click();
  await expect(provider).toHaveURL(new RegExp(`/failed-payment\\?forOrder=true&fromOrder=${orderId}&authority=`));
  await expect(provider.getByRole('heading', { name: /پرداخت نشده است/ })).toBeVisible();
  expect((await ordersOf(page.request, customer.id))[0]).toMatchObject({ id: orderId, paid: false });

  await provider.getByRole('link', { name: 'پرداخت دوباره' }).click();
  await expect(provider).toHaveURL(new RegExp(`/order/${orderId}$`));
  const again = provider.waitForEvent('popup');
  await provider.getByRole('button', { name: 'پرداخت', exact: true }).click();
  const second = await again;
  await second.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await expect(second).toHaveURL(new RegExp(`/paid-order\\?forOrder=true&fromOrder=${orderId}&authority=`));
  await expect(second.getByRole('heading', { name: /پرداخت شد/ })).toBeVisible();
  expect((await ordersOf(page.request, customer.id))[0]).toMatchObject({ id: orderId, paid: true });
  // The bank's tracking code, as the server recorded it, to quote to the bank or support.
  const authority = new URL(second.url()).searchParams.get('authority');
  const { ref_id: refId } = (await (await page.request.get(`/api/v1/payment/${authority}`)).json()).data;
  expect(refId).toMatch(/^\d+$/);
  await expect(second.getByRole('definition').filter({ hasText: refId })).toBeVisible();
  await expect(second.getByText('زمان پرداخت:')).toBeVisible();
});

test('a double click on the pay button places one order', async ({ page, request }) => {
  const { customer } = await customerAtCheckout(page, request);
  await topUp(page.request, customer, 1_000_000);
  await page.reload();
  await choosePickup(page);
  await page.getByRole('button', { name: SUBMIT }).dblclick();
  await expect(page).toHaveURL(/\/paid-order\?/);
  // The verdict, arriving after the page, takes the focus: a screen reader reads it out.
  await expect(page.locator(':focus')).toContainText('پرداخت شد');
  expect(await ordersOf(page.request, customer.id)).toHaveLength(1);
});

test('a customer who came in by a shop\'s QR code orders for that shop (submitted_for)', async ({ page, request }) => {
  const { customer } = await customerAtCheckout(page, request);
  await topUp(page.request, customer, 1_000_000);
  const { path: qrPath } = await (await page.request.get('/api/dev/qr')).json();
  await page.goto(qrPath);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('QR_SHOP'))).toBe('1');
  await page.goto('/cart/checkout');
  await choosePickup(page);
  await page.getByRole('button', { name: SUBMIT }).click();
  await expect(page).toHaveURL(/\/paid-order\?/);
  const [order] = await ordersOf(page.request, customer.id);
  const view = (await (await page.request.get(`/api/v1/app/order/${order.id}`)).json()).data;
  expect(view.submitted_for).toBe('1');
});

test('Enter in a checkout field never places the order: the courier message, a choice, the coupon code', async ({ page, request }) => {
  const { customer } = await customerAtCheckout(page, request);
  await topUp(page.request, customer, 1_000_000);
  await page.reload();
  await choosePickup(page);
  const submits: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && SUBMIT_API.test(r.url())) submits.push(r.url());
  });
  const submit = page.getByRole('button', { name: SUBMIT });
  await expect(submit).toBeEnabled();
  await page.getByRole('radio', { name: 'تحویل‌گیرنده شخص دیگری است' }).check();
  const name = page.getByRole('textbox', { name: 'نام تحویل‌گیرنده' });
  await name.fill('مریم احمدی');
  await name.press('Enter');
  await page.getByRole('radio', { name: /تحویل حضوری/ }).press('Enter');
  // The coupon box's Enter checks the code, and only that.
  const couponBox = page.getByLabel('کد تخفیف');
  await couponBox.fill('norooz1405');
  await couponBox.press('Enter');
  await expect(page.getByText('تایید شد', { exact: true })).toBeVisible();
  // Removing the code keeps the keyboard there: the button becomes «بررسی کد», disabled while the box is empty.
  await page.getByRole('button', { name: 'حذف کد' }).click();
  await expect(couponBox).toHaveValue('');
  await expect(couponBox).toBeFocused();

  await expect(page).toHaveURL(/\/cart\/checkout$/);
  await expect(submit).toBeEnabled();
  expect(submits).toHaveLength(0);
  expect(await ordersOf(page.request, customer.id)).toHaveLength(0);
  // The button places it, with the message typed.
  await submit.click();
  await expect(page).toHaveURL(/\/paid-order\?/);
  expect(submits).toHaveLength(1);
  expect(((await ordersOf(page.request, customer.id))[0] as unknown as { msg: string }).msg).toBe('تحویل‌گیرنده سفارش: مریم احمدی');
});

test('the pay button keeps keyboard focus while the order is sent, and a refusal takes focus to the invoice', async ({ page, request }) => {
  const { customer } = await customerAtCheckout(page, request);
  await topUp(page.request, customer, 1_000_000);
  await page.reload();
  await choosePickup(page);
  // A slow answer, and a refusal: the price changed meanwhile.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(SUBMIT_API, async (route) => {
    await held;
    await route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, data: null, msg: 'مبلغ سفارش تغییر کرده است', code: 409 }),
    });
  });
  const button = page.getByRole('button', { name: /ثبت (و پرداخت سفارش|سفارش و پرداخت)|در حال ثبت سفارش/ });
  await expect(button).toBeEnabled();
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveText('در حال ثبت سفارش…');
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button).toBeFocused();
  release();
  await expect(page.getByRole('region', { name: 'صورتحساب' })).toBeFocused();
  await expect(page).toHaveURL(/\/cart\/checkout$/);
  expect(await ordersOf(page.request, customer.id)).toHaveLength(0);
});

test('an order whose answer was lost: the checkout says so, and pressing again opens that same order', async ({ page, request }) => {
  const { customer } = await customerAtCheckout(page, request);
  await topUp(page.request, customer, 1_000_000);
  await page.reload();
  await choosePickup(page);
  // The order reaches the server (placed, and paid from credit); its answer never reaches the page.
  let placedId = 0;
  await page.route(SUBMIT_API, async (route) => {
    const response = await route.fetch();
    expect(response.status()).toBe(201);
    placedId = (await response.json()).data.order_id;
    await route.abort('connectionreset');
  });
  const submit = page.getByRole('button', { name: SUBMIT });
  await submit.click();
  const lost = page.getByRole('alert').filter({ hasText: 'پاسخ ثبت سفارش نرسید' });
  await expect(lost).toContainText('اگر سفارش ثبت شده باشد همان سفارش باز می‌شود و سفارش دومی ساخته نمی‌شود');
  await expect(lost.getByRole('link', { name: 'سفارش‌های من' })).toHaveAttribute('href', '/profile/orders');
  await expect(page).toHaveURL(/\/cart\/checkout$/);
  expect(placedId).toBeGreaterThan(0);

  // A reload (here another window) finds the cart that order emptied, and says where the order is.
  const other = await page.context().newPage();
  await other.goto('/cart/checkout');
  await expect(other.getByText('سبد خرید شما خالی است')).toBeVisible();
  const hint = other.getByText('اگر سفارشی ثبت کرده‌اید، آن را در');
  await expect(hint).toContainText('سفارش‌های من ببینید.');
  await expect(hint.getByRole('link', { name: 'سفارش‌های من' })).toHaveAttribute('href', '/profile/orders');
  await other.close();

  await page.unroute(SUBMIT_API);
  await submit.click();
  await expect(page).toHaveURL(new RegExp(`/paid-order\\?forOrder=true&fromOrder=${placedId}$`));
  const orders = await ordersOf(page.request, customer.id);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ id: placedId, paid: true });
});

test('the courier message: a phone template starts as the customer’s mobile and refuses what is no number, a recipient’s name does not inherit it, an empty one is flagged', async ({ page, request }) => {
  const { customer, mobile } = await customerAtCheckout(page, request);
  await topUp(page.request, customer, 1_000_000);
  await page.reload();
  await choosePickup(page);
  await page.getByRole('radio', { name: 'هنگام تحویل با این شماره تماس بگیرید' }).check();
  const phone = page.getByRole('textbox', { name: 'شماره تماس' });
  await expect(phone).toHaveValue(persianDigits(mobile));
  // A number that is no number is refused on its box: nothing is sent, the box says why.
  await phone.fill('0912abc');
  await page.getByRole('button', { name: SUBMIT }).click();
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: 'شماره تماس معتبر نیست' })).toBeVisible();
  await expect(page).toHaveURL(/\/cart\/checkout$/);
  expect(await ordersOf(page.request, customer.id)).toHaveLength(0);
  await page.getByRole('radio', { name: 'تحویل‌گیرنده شخص دیگری است' }).check();
  const name = page.getByRole('textbox', { name: 'نام تحویل‌گیرنده' });
  await expect(name).toHaveValue('');
  await expect(page.getByText('بدون نام تحویل‌گیرنده، این پیام همراه سفارش فرستاده نمی‌شود.')).toBeVisible();
  await name.fill('مریم احمدی');
  await page.getByRole('button', { name: SUBMIT }).click();
  await expect(page).toHaveURL(/\/paid-order\?/);
  expect(((await ordersOf(page.request, customer.id))[0] as unknown as { msg: string }).msg).toBe('تحویل‌گیرنده سفارش: مریم احمدی');
});

test('saving a new address at checkout keeps the customer at checkout: the dialog does not place the order', async ({ page, context, request }) => {
  const { customer } = await customerAtCheckout(page, request);
  await topUp(page.request, customer, 1_000_000);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 32.646305, longitude: 51.667598 });
  const addAddress = async (title: string) => {
    await page.getByRole('button', { name: 'افزودن آدرس جدید' }).click();
    const dialog = page.getByRole('dialog', { name: 'آدرس جدید' });
    await expect(dialog.getByTestId('center-pin')).toBeVisible();
    await dialog.getByRole('button', { name: 'موقعیت من' }).click();
    await expect(dialog.getByText('هزینهٔ ارسال به این نقطه: ۲۰٬۰۰۰ تومان')).toBeVisible();
    await dialog.getByLabel('عنوان آدرس').fill(title);
    await dialog.getByLabel('نشانی').fill('اصفهان، چهارباغ عباسی، کوچه گلستان');
    await dialog.getByLabel('پلاک').fill('۷');
    await dialog.getByRole('button', { name: 'ذخیره آدرس' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('radio', { name: new RegExp(title) })).toBeChecked();
  };
  await addAddress('خانه');
  // An address is chosen and the order could be placed now; saving a second one must not place it.
  await expect(page.getByRole('button', { name: SUBMIT })).toBeEnabled();
  await addAddress('محل کار');
  // Still here and idle: an order placed by that save would have sent the page to its landing.
  await expect(page.getByRole('button', { name: SUBMIT })).toBeEnabled();
  await expect(page).toHaveURL(/\/cart\/checkout$/);
  expect(await ordersOf(page.request, customer.id)).toHaveLength(0);
});

test('the one saved address a courier can reach is chosen at checkout for the customer', async ({ page, request }) => {
  const { customer } = await customerAtCheckout(page, request);
  await topUp(page.request, customer, 1_000_000);
  const saved = await page.request.post(`/api/v1/app/customer/${customer.id}/addresses/add`, {
    data: { title: 'خانه', address: 'اصفهان، چهارباغ عباسی، کوچه گلستان', number: '7', postal_code: '8134567890', lat: 32.646305, lng: 51.667598 },
  });
  expect(saved.status()).toBe(201);
  await page.reload();
  await expect(page.getByRole('radio', { name: /خانه/ })).toBeChecked();
  await expect(page.getByRole('button', { name: SUBMIT })).toBeEnabled();
  await expect(page.getByText('برای ارسال، یک آدرس انتخاب یا اضافه کنید.')).toHaveCount(0);
});

test('while the invoice is recomputed after a coupon, the order waits for it and is placed with the discount', async ({ page, request }) => {
  const { customer, product } = await customerAtCheckout(page, request);
  await topUp(page.request, customer, 1_000_000);
  await page.reload();
  await choosePickup(page);
  const submit = page.getByRole('button', { name: SUBMIT });
  await expect(submit).toBeEnabled();
  // A slow network: the new price is held until the test has looked at the page.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/order/price/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel('کد تخفیف').fill('norooz1405');
  await page.getByRole('button', { name: 'بررسی کد' }).click();
  await expect(page.getByText('تایید شد', { exact: true })).toBeVisible();
  // The invoice on screen is still the one without the code: no order at that price.
  await expect(submit).toBeDisabled();
  release();
  await expect(page.getByRole('term').filter({ hasText: 'کد تخفیف' })).toBeVisible();
  await submit.click();
  await expect(page).toHaveURL(/\/paid-order\?/);
  expect(1_000_000 - (await credit(page.request, customer.id))).toBe(product.final_price - Math.round(product.final_price * 0.1));
});

test('a second window still showing a cart another window ordered does not order it again', async ({ page, request }) => {
  const { customer, product } = await customerAtCheckout(page, request);
  await topUp(page.request, customer, 1_000_000);
  await page.reload();
  await choosePickup(page);
  const second = await page.context().newPage();
  await second.goto('/cart/checkout');
  await choosePickup(second);
  await expect(second.getByRole('button', { name: SUBMIT })).toBeEnabled();

  await page.getByRole('button', { name: SUBMIT }).click();
  await expect(page).toHaveURL(/\/paid-order\?/);
  await second.getByRole('button', { name: SUBMIT }).click();
  await expect(second.getByText('سبد خرید شما در جای دیگری تغییر کرده است؛ سبد تازه را ببینید و دوباره ثبت کنید')).toBeVisible();
  // The refusal re-reads the cart: the second window now shows it empty.
  await expect(second.getByText('سبد خرید شما خالی است')).toBeVisible();
  expect(await ordersOf(page.request, customer.id)).toHaveLength(1);
  expect(await credit(page.request, customer.id)).toBe(1_000_000 - product.final_price);
});

test('a confirmed coupon under its minimum waits, and applies once the cart reaches the minimum', async ({ page, request }) => {
  const { customer, product } = await customerAtCheckout(page, request);
  await topUp(page.request, customer, 1_000_000);
  await page.reload();
  await choosePickup(page);
  const discountRow = page.getByRole('term').filter({ hasText: 'کد تخفیف' });
  // WELCOME: 50,000 off orders of 300,000 or more.
  await page.getByLabel('کد تخفیف').fill('welcome');
  await page.getByRole('button', { name: 'بررسی کد' }).click();
  // Judged on the goods after their own discounts, and saying what is missing.
  await expect(
    page.getByText(
      `برای این سبد اعمال نشد: این کد تخفیف برای سفارش‌هایی است که جمع کالاهایشان پس از تخفیف دست‌کم ۳۰۰٬۰۰۰ تومان باشد؛ ${formatNumber(300_000 - product.final_price)} تومان دیگر لازم است`,
    ),
  ).toBeVisible();
  await expect(discountRow).toHaveCount(0);

  const count = Math.ceil(300_000 / product.final_price);
  const add = await page.request.post(`/api/v1/app/customer/${customer.id}/cart/add`, { data: { product_id: product.id, count: count - 1 } });
  expect(add.status()).toBe(200);
  await page.reload();
  await expect(page.getByText('تایید شد', { exact: true })).toBeVisible();
  await expect(discountRow).toBeVisible();
  await page.getByRole('button', { name: SUBMIT }).click();
  await expect(page).toHaveURL(/\/paid-order\?/);
  expect(await credit(page.request, customer.id)).toBe(1_000_000 - (count * product.final_price - 50_000));
});

test('a forged success landing shows the real state of the order', async ({ page, request }) => {
  const { customer } = await customerAtCheckout(page, request);
  await choosePickup(page);
  await page.getByRole('radio', { name: /پرداخت آنلاین/ }).check();
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: SUBMIT }).click();
  const provider = await popupOpened;
  await expect(page).toHaveURL(/\/order\/\d+$/);
  await provider.close();
  const [order] = await ordersOf(page.request, customer.id);
  expect(order.paid).toBe(false);

  await page.goto(`/paid-order?forOrder=true&fromOrder=${order.id}`);
  await expect(page.getByRole('alert').getByRole('heading', { name: /پرداخت نشده است/ })).toBeVisible();
  await expect(page.getByText(/پرداخت شد$/)).toHaveCount(0);
  // Someone else's order, or nonsense, reveals nothing.
  await page.goto('/paid-order?forOrder=true&fromOrder=1');
  await expect(page.getByRole('heading', { name: 'اطلاعات این پرداخت پیدا نشد' })).toBeVisible();
  await page.goto('/paid-order?forOrder=true&fromOrder=%3Cscript%3E&authority=x%27--');
  await expect(page.getByRole('heading', { name: 'اطلاعات این پرداخت پیدا نشد' })).toBeVisible();
});

test('a verified card payment that could no longer pay its order lands as credit, never as «no money taken»', async ({ page, request }) => {
  const { customer, product } = await customerAtCheckout(page, request);
  const price = product.final_price;
  await topUp(page.request, customer, price);
  const submit = async (count: number) => {
    const res = await page.request.post('/api/v1/order/submit/', {
      data: { products: [{ product_id: product.id, count }], delivery: false, payment_type: 'credit' },
      headers: { 'Idempotency-Key': `credited-${customer.id}-${count}` },
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()).data as { order_id: number; paid: boolean };
  };
  // Two coffees on one coffee's credit: the card pays the gap...
  const gap = await submit(2);
  expect(gap.paid).toBe(false);
  const started = await page.request.post(`/api/v1/order/${gap.order_id}/payment/create`, {
    data: { success_url: `/paid-order?forOrder=true&fromOrder=${gap.order_id}`, fail_url: `/failed-payment?forOrder=true&fromOrder=${gap.order_id}` },
  });
  expect(started.status()).toBe(200);
  // ...but while the customer is at the provider, that credit pays another order.
  expect((await submit(1)).paid).toBe(true);
  await page.goto((await started.json()).data.payment_url);
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  // The provider's return goes to the failure path (the order is unpaid); the page says what happened.
  await expect(page).toHaveURL(new RegExp(`/failed-payment\\?forOrder=true&fromOrder=${gap.order_id}&authority=`));
  const verdict = page.getByRole('status').filter({ has: page.getByRole('heading', { name: /پرداخت نشد$/ }) });
  await expect(verdict).toContainText('به اعتبار شما افزوده شد');
  await expect(verdict).toContainText(`اعتبار فعلی: ${new Intl.NumberFormat('fa-IR').format(price)} تومان`);
  await expect(page.getByText(/۷۲ ساعت/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'پرداخت دوباره' })).toHaveCount(0);
  expect(await credit(page.request, customer.id)).toBe(price);
});

test('a card payment of an order credit paid meanwhile lands as credit with its tracking code, never as «paid»', async ({ page, request }) => {
  const { customer, product } = await customerAtCheckout(page, request);
  const price = product.final_price;
  const submitted = await page.request.post('/api/v1/order/submit/', {
    data: { products: [{ product_id: product.id, count: 1 }], delivery: false, payment_type: 'credit' },
    headers: { 'Idempotency-Key': `paid-first-${customer.id}` },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const { order_id: orderId } = (await submitted.json()).data as { order_id: number };
  const urls = { success_url: `/paid-order?forOrder=true&fromOrder=${orderId}`, fail_url: `/failed-payment?forOrder=true&fromOrder=${orderId}` };
  const card = await page.request.post(`/api/v1/order/${orderId}/payment/create`, { data: urls });
  expect(card.status()).toBe(200);
  // While the customer is at the provider, another window tops up and pays the order from credit.
  await topUp(page.request, customer, price);
  const fromCredit = await page.request.post(`/api/v1/order/${orderId}/payment/create`, { data: urls });
  expect((await fromCredit.json()).data.paid).toBe(true);
  await page.goto((await card.json()).data.payment_url);
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  const verdict = page.getByRole('status').filter({ has: page.getByRole('heading', { name: `سفارش شماره ${persianDigits(orderId)} پیش‌تر پرداخت شده بود` }) });
  await expect(verdict).toContainText('به اعتبار شما افزوده شد');
  await expect(verdict).toContainText(`اعتبار فعلی: ${formatNumber(price)} تومان`);
  await expect(verdict.getByText('کد پیگیری:')).toBeVisible();
  await expect(page.getByRole('heading', { name: /پرداخت شد$/ })).toHaveCount(0);
  expect(await credit(page.request, customer.id)).toBe(price);
});

test('a payment landing that could not read the payment offers a retry, never «no money taken»', async ({ page, request }) => {
  await customerAtCheckout(page, request);
  await choosePickup(page);
  await page.getByRole('radio', { name: /پرداخت آنلاین/ }).check();
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: SUBMIT }).click();
  const provider = await popupOpened;
  await provider.getByRole('button', { name: 'انصراف' }).click();
  await expect(provider).toHaveURL(/\/failed-payment\?forOrder=true&fromOrder=\d+&authority=/);
  const landing = provider.url();
  await provider.close();

  // The order can be read, the payment cannot (the server is briefly unreachable).
  await page.route(/\/api\/v1\/payment\/[A-Za-z0-9]+$/, (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, data: null, msg: 'خطای سرور', code: 503 }) }),
  );
  await page.goto(landing);
  const failed = page.getByRole('heading', { name: 'دریافت نتیجه پرداخت ممکن نشد' });
  await expect(failed).toBeVisible();
  await expect(page.getByText(/۷۲ ساعت/)).toHaveCount(0);
  await page.unroute(/\/api\/v1\/payment\/[A-Za-z0-9]+$/);
  await page.getByRole('button', { name: 'تلاش دوباره' }).click();
  await expect(page.getByRole('heading', { name: /پرداخت نشده است/ })).toBeVisible();
  await expect(page.getByText(/۷۲ ساعت/)).toBeVisible();
});

test('a payment landing read while the connection is down says so, and shows the verdict once it is back', async ({ page, request, context }) => {
  const { product } = await customerAtCheckout(page, request);
  const placed = await page.request.post('/api/v1/order/submit/', {
    data: { products: [{ product_id: product.id, count: 1 }], delivery: false, payment_type: 'online' },
    headers: { 'Idempotency-Key': `landing-offline-${Date.now()}-${process.pid}` },
  });
  expect(placed.status()).toBe(201);
  const orderId = (await placed.json()).data.order_id;
  // The first read is lost and the phone goes offline before its retry: the read waits for the connection.
  const orderApi = new RegExp(`/api/v1/app/order/${orderId}$`);
  await page.route(orderApi, (route) => route.abort('internetdisconnected'));
  const lost = page.waitForEvent('requestfailed', (r) => orderApi.test(r.url()));
  await page.goto(`/failed-payment?forOrder=true&fromOrder=${orderId}`);
  await lost;
  await context.setOffline(true);
  await expect(page.getByRole('heading', { name: 'اتصال اینترنت برقرار نیست' })).toBeVisible();
  await expect(page.getByText('اطلاعات این پرداخت پیدا نشد')).toHaveCount(0);
  await page.unroute(orderApi);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: `سفارش شماره ${persianDigits(orderId)} پرداخت نشده است` })).toBeVisible();
});

test('inside the Android web view the provider opens through the bridge; inside React Native by navigating', async ({ page, request, browser }) => {
  await page.addInitScript(() => {
    (window as unknown as { Android: object }).Android = {
      openPayment: (url: string) => ((window as unknown as { openedPayment: string }).openedPayment = url),
      deleteToken: () => undefined,
    };
  });
  await customerAtCheckout(page, request);
  await choosePickup(page);
  await page.getByRole('radio', { name: /پرداخت آنلاین/ }).check();
  await page.getByRole('button', { name: SUBMIT }).click();
  // No pop-up: the app opens the provider; this page follows the order.
  await expect(page).toHaveURL(/\/order\/\d+$/);
  expect(await page.evaluate(() => (window as unknown as { openedPayment?: string }).openedPayment)).toMatch(/^http:\/\/[^/]+\/api\/v1\/payment\/sandbox\/S[0-9a-f]+$/);
  expect(page.context().pages()).toHaveLength(1);

  const rn = await (await browser.newContext()).newPage();
  await rn.addInitScript(() => {
    (window as unknown as { ReactNativeWebView: object }).ReactNativeWebView = { postMessage: () => undefined };
  });
  await customerAtCheckout(rn, request);
  await choosePickup(rn);
  await rn.getByRole('radio', { name: /پرداخت آنلاین/ }).check();
  await rn.getByRole('button', { name: SUBMIT }).click();
  await expect(rn).toHaveURL(/\/api\/v1\/payment\/sandbox\/S[0-9a-f]+$/);
  await expect(rn.getByRole('heading', { name: 'درگاه پرداخت آزمایشی' })).toBeVisible();
  expect(rn.context().pages()).toHaveLength(1);
  await rn.context().close();
});
