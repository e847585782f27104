import { formatToman } from '../lib/price';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { persianDigits, registerCustomer, seedProduct, signedInCustomer, uniqueMobile } from './helpers';

/** Numbers and prices as the pages show them: Persian digits, Persian grouping. */
const toman = (amount: number) => `${new Intl.NumberFormat('fa-IR').format(amount)} تومان`;

let keys = 0;

/**
 * A pick-up order paid online (so it starts unpaid), or by credit (unpaid while credit is short),
 * submitted through the API with its own idempotency key.
 */
async function submitOrder(request: APIRequestContext, productId: number, count = 1, payment_type: 'online' | 'credit' = 'online'): Promise<number> {
  const res = await request.post('/api/v1/order/submit/', {
    data: { products: [{ product_id: productId, count }], delivery: false, payment_type },
    headers: { 'Idempotency-Key': `orders-e2e-${Date.now()}-${process.pid}-${keys++}` },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.order_id;
}

/** Credit through the sandbox provider, as a top-up in another tab would add it. */
async function topUp(request: APIRequestContext, mobile: string, amount: number): Promise<void> {
  const created = await request.post('/api/v1/payment/create', {
    data: { price: amount, customer: mobile, payment_for: 'buy_customer_credit', success_url: '/paid-order?isCharging=true', fail_url: '/failed-payment?isCharging=true' },
  });
  expect(created.status()).toBe(200);
  expect((await request.post(`${(await created.json()).data.payment_url}/pay`)).ok()).toBe(true);
}

async function orderOf(page: Page, id: number): Promise<{ paid: boolean; payment_state: string; amount_due: number }> {
  const res = await page.request.get(`/api/v1/app/order/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()).data;
}

/** Presses «پرداخت» on the order page and returns the provider's page (a new window in a desktop browser). */
async function openProvider(page: Page) {
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  const provider = await popup;
  await provider.waitForURL(/\/api\/v1\/payment\/sandbox\/S[0-9a-f]+$/);
  await expect(provider.getByRole('heading', { name: 'درگاه پرداخت آزمایشی' })).toBeVisible();
  return provider;
}

test("an order's description shows its template line and the customer's note on lines of their own, numbers in Persian digits", async ({ page, request }) => {
  const coffee = await seedProduct(request, 'americano');
  await signedInCustomer(page, request, '/profile');
  const res = await page.request.post('/api/v1/order/submit/', {
    data: {
      products: [{ product_id: coffee.id, count: 1 }],
      delivery: false,
      payment_type: 'online',
      msg: 'هنگام تحویل با این شماره تماس بگیرید: 09121234567\nزنگ طبقه 2 خراب است',
    },
    headers: { 'Idempotency-Key': `orders-e2e-msg-${Date.now()}-${process.pid}` },
  });
  expect(res.status(), await res.text()).toBe(201);
  await page.goto(`/order/${(await res.json()).data.order_id}`);
  const description = page.getByRole('definition').filter({ hasText: 'زنگ طبقه' });
  await expect(description).toHaveText(`هنگام تحویل با این شماره تماس بگیرید: ${persianDigits('09121234567')}\nزنگ طبقه ۲ خراب است`);
  // Two lines on screen, not one run-on line.
  const lineHeight = await description.evaluate((el) => parseFloat(getComputedStyle(el.querySelector('span')!).lineHeight));
  expect((await description.boundingBox())!.height).toBeGreaterThanOrEqual(lineHeight * 2 - 1);
});

test('orders are listed under their status tab, and a sent order shows its invoice and takes a rating', async ({ page, request }) => {
  const coffee = await seedProduct(request, 'americano');
  await signedInCustomer(page, request, '/profile');
  const sections = page.getByRole('navigation', { name: 'بخش‌های حساب کاربری' });
  await expect(sections.getByRole('link', { name: 'حساب کاربری' })).toHaveAttribute('aria-current', 'page');
  await sections.getByRole('link', { name: 'سفارش‌های من' }).click();
  await expect(page).toHaveURL(/\/profile\/orders$/);
  // Every account page lists every section, the current one marked.
  await expect(sections.locator('[aria-current=page]')).toHaveText('سفارش‌های من');
  await expect(sections.getByRole('link', { name: 'نوبت‌های من' })).toHaveAttribute('href', '/profile/reservations');
  const none = page.getByRole('status').filter({ hasText: 'سفارش «ثبت شده» ندارید' });
  await expect(none).toBeVisible();
  await expect(none.getByRole('link', { name: 'دیدن محصولات' })).toHaveAttribute('href', '/');

  const id = await submitOrder(page.request, coffee.id, 2);
  await page.reload();
  const tabs = page.getByRole('tablist', { name: 'وضعیت سفارش' });
  await expect(tabs.getByRole('tab')).toHaveText(['ثبت شده', 'در حال آماده‌سازی', 'آماده ارسال', 'ارسال شده', 'در انتظار مرجوعی', 'مرجوع شده']);
  await expect(tabs.getByRole('tab', { name: 'ثبت شده' })).toHaveAttribute('aria-selected', 'true');
  // Right to left: ArrowLeft goes to the next tab, ArrowRight back.
  await tabs.getByRole('tab', { name: 'ثبت شده' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.getByRole('tab', { name: 'در حال آماده‌سازی' })).toBeFocused();
  await expect(tabs.getByRole('tab', { name: 'در حال آماده‌سازی' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'ثبت شده' })).toBeFocused();
  await expect(tabs.getByRole('tab', { name: 'ثبت شده' })).toHaveAttribute('aria-selected', 'true');
  const created = page.getByRole('list', { name: 'سفارش‌های ثبت شده' }).getByRole('link');
  await expect(created).toHaveCount(1);
  await expect(created).toContainText(`سفارش ${persianDigits(id)}`);
  await expect(created).toContainText(toman(coffee.final_price * 2));
  await expect(created).toContainText('پرداخت نشده');
  // When it was placed, as a Persian reader writes it: «۱۴۰۵/۰۹/۰۶، ساعت ۱۵:۳۴».
  await expect(created).toContainText(/[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}، ساعت [۰-۹]{2}:[۰-۹]{2}/);

  expect((await page.request.post(`/api/dev/orders/${id}/status`, { data: { status: 'send' } })).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'سفارش «ثبت شده» ندارید' })).toBeVisible();
  await tabs.getByRole('tab', { name: 'ارسال شده' }).click();
  const sent = page.getByRole('list', { name: 'سفارش‌های ارسال شده' }).getByRole('link');
  await expect(sent).toHaveCount(1);
  await sent.click();

  await expect(page).toHaveURL(new RegExp(`/order/${id}$`));
  await expect(page.getByRole('heading', { name: `سفارش ${persianDigits(id)}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'اقلام سفارش' }).getByRole('listitem')).toContainText(coffee.name);
  const invoice = page.getByRole('region', { name: 'فاکتور' });
  await expect(invoice).toContainText('جمع کل');
  await expect(invoice.getByRole('definition').last()).toHaveText(toman(coffee.final_price * 2));
  await expect(invoice).toContainText('هزینه ارسال');
  // Picked up: no shipping, as checkout said («ندارد»), rather than a free one.
  await expect(invoice.getByRole('term').filter({ hasText: 'هزینه ارسال' }).locator('xpath=following-sibling::dd[1]')).toHaveText('ندارد');
  await expect(page.getByText('تحویل حضوری')).toBeVisible();
  await expect(page.getByText('ارسال شده', { exact: true })).toBeVisible();

  // The rating: three stars unless the customer picks others.
  const form = page.getByRole('form', { name: 'به این سفارش امتیاز دهید' });
  await expect(form.getByRole('radio', { name: '۳ ستاره' })).toBeChecked();
  await form.getByLabel('نظر شما (اختیاری)').fill('به‌موقع رسید');
  await form.getByRole('button', { name: 'ثبت امتیاز' }).click();
  const given = page.getByRole('region', { name: 'امتیاز شما به این سفارش' });
  await expect(given.getByRole('img', { name: 'امتیاز ۳ از ۵' })).toBeVisible();
  await expect(given).toBeFocused();
  await page.reload();
  await expect(given.getByRole('img', { name: 'امتیاز ۳ از ۵' })).toBeVisible();
  await expect(given).toContainText('به‌موقع رسید');
  await expect(page.getByRole('form', { name: 'به این سفارش امتیاز دهید' })).toHaveCount(0);

  // Back from the order: the tab it was opened from, not the first one.
  await page.goBack();
  await expect(page).toHaveURL(/\/profile\/orders\?status=send$/);
  await expect(tabs.getByRole('tab', { name: 'ارسال شده' })).toHaveAttribute('aria-selected', 'true');
  await expect(sent).toHaveCount(1);
});

test('an unpaid order is paid from its page: a cancelled payment leaves it unpaid, a paid one pays it', async ({ page, request }) => {
  const coffee = await seedProduct(request, 'americano');
  await signedInCustomer(page, request, '/profile');
  const id = await submitOrder(page.request, coffee.id);
  await page.goto(`/order/${id}`);
  await expect(page.getByText('پرداخت نشده', { exact: true })).toBeVisible();

  const cancelled = await openProvider(page);
  await cancelled.getByRole('button', { name: 'انصراف' }).click();
  await cancelled.waitForURL((url) => url.pathname === '/failed-payment' && url.searchParams.get('forOrder') === 'true' && url.searchParams.get('fromOrder') === String(id));
  expect(await orderOf(page, id)).toMatchObject({ paid: false, payment_state: 'failed' });
  await cancelled.close();

  await page.goto(`/order/${id}`);
  await expect(page.getByText('پرداخت ناموفق', { exact: true })).toBeVisible();
  await expect(page.getByText('نتیجه آن هنوز از درگاه نرسیده است')).toHaveCount(0);
  const provider = await openProvider(page);
  // While the customer is at the provider, the order's page says a payment is under way, and still offers to pay.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'پرداختی برای این سفارش آغاز شده و نتیجه آن هنوز از درگاه نرسیده است' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'پرداخت', exact: true })).toBeVisible();
  await provider.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await provider.waitForURL((url) => url.pathname === '/paid-order' && url.searchParams.get('forOrder') === 'true' && url.searchParams.get('fromOrder') === String(id));
  expect(await orderOf(page, id)).toMatchObject({ paid: true, payment_state: 'paid' });

  await page.goto(`/order/${id}`);
  await expect(page.getByText('پرداخت شده', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'پرداخت', exact: true })).toHaveCount(0);
});

test('an unpaid order says until when it can be paid, and past that time offers no payment', async ({ page, request }) => {
  const coffee = await seedProduct(request, 'americano');
  await signedInCustomer(page, request, '/profile');
  const id = await submitOrder(page.request, coffee.id);
  const { payment_deadline: deadline } = (await (await page.request.get(`/api/v1/app/order/${id}`)).json()).data;
  // The server's window: an hour from the order.
  expect(Date.parse(deadline) - Date.now()).toBeGreaterThan(55 * 60_000);
  await page.goto(`/order/${id}`);
  await expect(page.getByText(/^مهلت پرداخت: .+، ساعت [۰-۹]{2}:[۰-۹]{2}$/)).toBeVisible();
  // The provider opens in a new window: the button says so to a screen reader.
  await expect(page.getByRole('button', { name: 'پرداخت', exact: true })).toHaveAccessibleDescription('در پنجره جدید باز می‌شود');

  // A page left open: a live region warns five minutes before the deadline (WCAG 2.2.1)…
  await page.clock.install({ time: Date.parse(deadline) - 5 * 60_000 - 5_000 });
  await page.reload();
  const warning = page.getByRole('status').filter({ hasText: 'کمتر از ۵ دقیقه به پایان مهلت پرداخت مانده است.' });
  await expect(page.getByRole('button', { name: 'پرداخت', exact: true })).toBeVisible();
  await expect(warning).toHaveCount(0);
  await page.clock.runFor(10_000);
  await expect(warning).toBeVisible();
  // …and across it, the button the server would refuse goes by itself, and the page says why.
  await page.clock.fastForward('05:00');
  await expect(page.getByText('مهلت پرداخت این سفارش به پایان رسیده است؛ لطفاً دوباره سفارش دهید.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'پرداخت', exact: true })).toHaveCount(0);
});

test('a credit order credit covers in part says what the card pays and what credit pays, agreeing with its invoice', async ({ page, request }) => {
  const coffee = await seedProduct(request, 'americano');
  const mobile = await signedInCustomer(page, request, '/profile');
  await topUp(page.request, mobile, 40_000);
  const id = await submitOrder(page.request, coffee.id, 1, 'credit');
  await page.goto(`/order/${id}`);
  await expect(page.getByText(`مبلغ قابل پرداخت: ${formatToman(coffee.final_price - 40_000)}`)).toBeVisible();
  await expect(page.getByText(`${formatToman(40_000)} از اعتبار کیف پول شما پرداخت می‌شود.`)).toBeVisible();
});

test('a credit order cancelled at the provider is paid from credit once a top-up covers it, without a provider window', async ({ page, request }) => {
  const coffee = await seedProduct(request, 'americano');
  const mobile = await signedInCustomer(page, request, '/profile');
  // A fresh customer has no credit: the whole price is due by card.
  const id = await submitOrder(page.request, coffee.id, 1, 'credit');
  await page.goto(`/order/${id}`);
  await expect(page.getByText('پرداخت نشده', { exact: true })).toBeVisible();
  const provider = await openProvider(page);
  await provider.getByRole('button', { name: 'انصراف' }).click();
  await provider.waitForURL((url) => url.pathname === '/failed-payment' && url.searchParams.get('fromOrder') === String(id));

  await topUp(page.request, mobile, coffee.final_price);
  // The landing's «پرداخت دوباره» leads to the order, which credit now covers.
  await provider.getByRole('link', { name: 'پرداخت دوباره' }).click();
  await expect(provider).toHaveURL(new RegExp(`/order/${id}$`));
  await expect(provider.getByText('پرداخت ناموفق', { exact: true })).toBeVisible();
  await expect(provider.getByText('اعتبار شما مبلغ این سفارش را پوشش می‌دهد.')).toBeVisible();
  await expect(provider.getByRole('button', { name: 'پرداخت', exact: true })).toHaveCount(0);
  let popups = 0;
  provider.on('popup', () => popups++);
  await provider.getByRole('button', { name: 'پرداخت از اعتبار' }).click();
  await expect(provider.getByText('سفارش از اعتبار شما پرداخت شد')).toBeVisible();
  await expect(provider.getByText('پرداخت شده', { exact: true })).toBeVisible();
  await expect(provider.getByRole('button', { name: 'پرداخت از اعتبار' })).toHaveCount(0);
  // The pressed button went with the payment: focus is on the order's heading, not the page's start.
  await expect(provider.getByRole('heading', { name: `سفارش ${persianDigits(id)}` })).toBeFocused();
  expect(popups).toBe(0);
  expect(await orderOf(page, id)).toMatchObject({ paid: true, payment_state: 'paid', amount_due: 0 });
});

test('a failed «بیشتر» keeps the first 20 orders listed and offers «تلاش دوباره» in its place', async ({ page, request }) => {
  const coffee = await seedProduct(request, 'americano');
  const mobile = await signedInCustomer(page, request, '/profile/orders');
  const ids: number[] = [];
  // Ten left unpaid from the shop, as many as a customer may leave within the payment window…
  for (let i = 0; i < 10; i++) ids.push(await submitOrder(page.request, coffee.id));
  const eleventh = await page.request.post('/api/v1/order/submit/', {
    data: { products: [{ product_id: coffee.id, count: 1 }], delivery: false, payment_type: 'online' },
    headers: { 'Idempotency-Key': `orders-e2e-${Date.now()}-${process.pid}-${keys++}` },
  });
  expect(eleventh.status()).toBe(429);
  expect((await eleventh.json()).msg).toContain('سفارش‌های پرداخت‌نشدهٔ شما بیش از حد مجاز است');
  // …and eleven more placed by the shop's staff for them.
  for (let i = 0; i < 11; i++) {
    const res = await page.request.post('/api/dev/orders/panel', { data: { customer: mobile, products: [{ product_id: coffee.id, count: 1 }], delivery: false } });
    expect(res.status(), await res.text()).toBe(201);
    ids.push((await res.json()).data.id);
  }
  await page.reload();
  const list = page.getByRole('list', { name: 'سفارش‌های ثبت شده' });
  await expect(list.getByRole('link')).toHaveCount(20);

  // The tab's second page cannot be read for now (the server is briefly unavailable).
  const secondPage = (url: URL) => /\/api\/v1\/app\/customer\/\d+\/orders$/.test(url.pathname) && url.searchParams.get('page') === '2';
  await page.route(secondPage, (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, data: null, msg: 'خطای سرور', code: 503 }) }),
  );
  await page.getByRole('button', { name: 'بیشتر', exact: true }).click();
  const failed = page.getByRole('alert').filter({ hasText: 'بارگذاری سفارش‌های بیشتر ممکن نشد.' });
  await expect(failed).toBeVisible();
  await expect(list.getByRole('link')).toHaveCount(20);
  await expect(list).toContainText(`سفارش ${persianDigits(ids[20])}`);
  await expect(page.getByText('دریافت سفارش‌ها ممکن نشد.')).toHaveCount(0);
  // The pressed «بیشتر» is now the retry, and still has the focus.
  const retry = page.getByRole('button', { name: 'تلاش دوباره', exact: true });
  await expect(retry).toBeFocused();

  await page.unroute(secondPage);
  await retry.click();
  await expect(list.getByRole('link')).toHaveCount(21);
  await expect(list.getByRole('link').last()).toContainText(`سفارش ${persianDigits(ids[0])}`);
  await expect(failed).toHaveCount(0);
});

test('a panel order returns to the panel pages: checkout when paid, the order when cancelled', async ({ page, request }) => {
  const coffee = await seedProduct(request, 'americano');
  const mobile = await signedInCustomer(page, request, '/profile');
  const panelOrder = async () => {
    const res = await page.request.post('/api/dev/orders/panel', { data: { customer: mobile, products: [{ product_id: coffee.id, count: 1 }], delivery: false } });
    expect(res.status(), await res.text()).toBe(201);
    const order = (await res.json()).data;
    expect(order.submit_by).toBe('panel');
    return order.id as number;
  };

  const paid = await panelOrder();
  await page.goto(`/order/${paid}`);
  const provider = await openProvider(page);
  await provider.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await provider.waitForURL((url) => url.pathname === '/order/cart/checkout' && url.searchParams.get('fromOrder') === String(paid));
  expect(await orderOf(page, paid)).toMatchObject({ paid: true });
  await provider.close();

  const cancelled = await panelOrder();
  await page.goto(`/order/${cancelled}`);
  const again = await openProvider(page);
  await again.getByRole('button', { name: 'انصراف' }).click();
  await again.waitForURL((url) => url.pathname === `/order/${cancelled}`);
  // Back on the order's own page, which still offers to pay.
  await expect(again.getByText('پرداخت ناموفق', { exact: true })).toBeVisible();
  await expect(again.getByRole('button', { name: 'پرداخت', exact: true })).toBeVisible();
  expect(await orderOf(page, cancelled)).toMatchObject({ paid: false });
});

test('guests are asked to log in; another customer’s order or a bad id shows «سفارش پیدا نشد»', async ({ page, request }) => {
  await page.goto('/profile/orders');
  await expect(page.getByRole('link', { name: 'ورود به حساب کاربری' })).toHaveAttribute('href', '/login?redirect=%2Fprofile%2Forders');

  // Someone else's order, submitted from another session.
  const coffee = await seedProduct(request, 'americano');
  await registerCustomer(request, uniqueMobile());
  const theirs = await submitOrder(request, coffee.id);

  await signedInCustomer(page, request, '/profile');
  // An id no order can have is 404; an order that is not theirs is known only to the API.
  for (const [path, status] of [[`/order/${theirs}`, 200], ['/order/abc', 404], ['/order/0', 404], ['/order/1.5', 404]] as const) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(status);
    // Rendered per request with its own nonce, like the cart (a 404 gets the not-found pages' policy).
    if (status === 200) expect(res?.headers()['content-security-policy'], path).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    await expect(page.getByRole('status').filter({ hasText: 'سفارش پیدا نشد' }), path).toBeVisible();
    await expect(page.getByRole('link', { name: 'سفارش‌های من' }), path).toBeVisible();
  }
  await expect(page.getByText(coffee.name)).toHaveCount(0);
});
