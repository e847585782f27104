import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { customerId, loginThroughUi, nationalCode, persianDigits, persianNumber, registerCustomer, seedProduct, sessionCustomer, uniqueMobile } from './helpers';

interface CalendarDay {
  day: number;
  date: string;
  gregorian_date: string;
  remain: number;
}
interface Turn {
  id: number;
  start_time: string;
  end_time: string;
  remain: number;
}

/** The product's calendar for the month after this one (every day there is in the future). */
async function nextMonthDays(request: APIRequestContext, productId: number): Promise<CalendarDay[]> {
  const res = await request.get(`/api/v1/products/${productId}/reservation/calender?double=true`);
  expect(res.status()).toBe(200);
  return (await res.json()).data.months[1].days;
}

/** Places left on a day, from the calendar API. */
async function remainOn(request: APIRequestContext, productId: number, day: CalendarDay): Promise<number> {
  const [year, month] = day.date.split('-').map(Number);
  const res = await request.get(`/api/v1/reservation/calender?remain=true&prd_id=${productId}&month=${month}&year=${year}`);
  return (await res.json()).data.months[0].days.find((d: CalendarDay) => d.date === day.date).remain;
}

async function turnsOn(request: APIRequestContext, productId: number, day: CalendarDay): Promise<Turn[]> {
  const res = await request.post(`/api/v1/products/${productId}/reservation/turns`, { data: { date: day.gregorian_date } });
  expect(res.status()).toBe(200);
  return (await res.json()).data;
}

/**
 * Next month's first `count` days from index `from` on whose turn at `start` has a place left: a
 * test's own day, unless its first attempt's booking (or card hold) filled it, so a retry moves on.
 */
async function freeDays(request: APIRequestContext, productId: number, from: number, start: string, count = 1): Promise<CalendarDay[]> {
  const found: CalendarDay[] = [];
  for (const day of (await nextMonthDays(request, productId)).slice(from)) {
    if ((await turnsOn(request, productId, day)).find((t) => t.start_time === start)?.remain) found.push(day);
    if (found.length === count) return found;
  }
  throw new Error(`no ${count} days with a free ${start} turn from day ${from}`);
}

/** Logs in through the UI and gives the customer credit by a top-up through the sandbox gateway. */
async function customerWithCredit(page: Page, request: APIRequestContext, credit: number): Promise<string> {
  const mobile = uniqueMobile();
  await registerCustomer(request, mobile);
  await loginThroughUi(page, mobile);
  await expect.poll(() => page.evaluate(() => JSON.stringify(localStorage))).toContain(mobile);
  const created = await page.request.post('/api/v1/payment/create', {
    data: { price: credit, customer: mobile, payment_for: 'buy_customer_credit', success_url: '/paid-order?isCharging=true', fail_url: '/failed-payment?isCharging=true' },
  });
  expect(created.status()).toBe(200);
  const paid = await page.request.post(`${(await created.json()).data.payment_url}/pay`);
  expect(paid.ok()).toBe(true);
  return mobile;
}

/** Books `count` places of a turn through the API for `mobile` (logged in on `api`), paying from credit. */
async function bookWithCredit(api: APIRequestContext, productId: number, date: string, turn: Turn, count: number, mobile: string): Promise<void> {
  const booked = await api.post('/api/v1/order/submit/', {
    headers: { 'idempotency-key': `e2e-book-${mobile}-${turn.id}-${date}` },
    data: {
      products: [{ product_id: productId, count, reservable: true, times: [{ date, turn: turn.start_time, end_time: turn.end_time, reserve_time_id: turn.id, customer: mobile }] }],
      customer: mobile,
      use_coupon: true,
      payment_type: 'credit',
    },
  });
  expect(booked.status()).toBe(201);
}

/**
 * Someone else books `count` places of a turn through the API (a new customer, logged in on
 * `request`, paying from credit topped up for it).
 */
async function bookPlacesElsewhere(request: APIRequestContext, productId: number, day: CalendarDay, turn: Turn, count: number): Promise<void> {
  const mobile = uniqueMobile();
  await registerCustomer(request, mobile);
  await sessionCustomer(request, mobile);
  const created = await request.post('/api/v1/payment/create', {
    data: { price: 50_000_000, customer: mobile, payment_for: 'buy_customer_credit', success_url: '/paid-order?isCharging=true', fail_url: '/failed-payment?isCharging=true' },
  });
  expect(created.status()).toBe(200);
  expect((await request.post(`${(await created.json()).data.payment_url}/pay`)).ok()).toBe(true);
  await bookWithCredit(request, productId, day.date, turn, count, mobile);
}

/** Opens a product's booking section (its code loads on the button) and shows next month. */
async function openBooking(page: Page, productId: number) {
  await page.goto(`/product/${productId}`);
  // The favourite control shows once the page has hydrated and restored its state; a press
  // before that would land on the server's HTML, which has no handler yet.
  await expect(page.getByLabel(/علاقه‌مندی‌ها/).first()).toBeVisible();
  await page.getByRole('button', { name: 'رزرو نوبت' }).click();
  // The pressed button goes: focus moves to the booking area, not to the page's start.
  await expect(page.getByRole('heading', { name: 'رزرو نوبت' })).toBeFocused();
  await expect(page.getByRole('grid')).toBeVisible();
}

function dayButton(page: Page, jalali: string) {
  return page.getByRole('grid').locator(`button[data-day="${jalali}"]`);
}

/** Opens the booking area of a product and chooses a turn (matched by its label) on next month's `jalali` day. */
async function chooseTurn(page: Page, productId: number, jalali: string, turn: RegExp) {
  await openBooking(page, productId);
  await page.getByRole('button', { name: 'ماه بعد' }).click();
  await dayButton(page, jalali).click();
  await page.getByRole('radio', { name: turn }).check();
}

test('«انتخاب تاریخ و نوبت» and a link to #booking open the calendar without a second press', async ({ page, request }) => {
  const table = await seedProduct(request, 'window-table-for-two');
  await page.goto(`/product/${table.id}`);
  await expect(page.getByLabel(/علاقه‌مندی‌ها/).first()).toBeVisible();
  await page.getByRole('link', { name: 'انتخاب تاریخ و نوبت' }).click();
  await expect(page).toHaveURL(/#booking$/);
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(page.getByRole('button', { name: 'رزرو نوبت' })).toHaveCount(0);

  // Arriving from elsewhere (a listing card's «رزرو نوبت», «رزرو دوباره»).
  await page.goto('/');
  await page.goto(`/product/${table.id}#booking`);
  await expect(page.getByRole('grid')).toBeVisible();
});

test('a customer books a turn with credit and lands on the reservation page', async ({ page, request }) => {
  const table = await seedProduct(request, 'window-table-for-two');
  const [day] = await freeDays(request, table.id, 9, '12:00');
  await customerWithCredit(page, request, 1_000_000);

  await chooseTurn(page, table.id, day.date, /ساعت ۱۲:۰۰ تا ۱۴:۰۰/);
  const price = page.getByRole('definition').filter({ hasText: '۱۵۰٬۰۰۰ تومان' });
  await expect(price.first()).toBeVisible();
  await expect(page.getByText('۱٬۰۰۰٬۰۰۰ تومان')).toBeVisible();
  await page.getByRole('button', { name: 'ثبت رزرو' }).click();

  await expect(page).toHaveURL(/\/reservation\/\d+$/);
  const orderId = Number(page.url().split('/').pop());
  await expect(page.getByText('تأیید شده')).toBeVisible();
  await expect(page.getByText('پرداخت شده', { exact: true })).toBeVisible();
  await expect(page.getByText('میز دونفره کنار پنجره')).toBeVisible();
  const order = (await (await page.request.get(`/api/v1/app/order/${orderId}`)).json()).data;
  expect(order).toMatchObject({ paid: true, customer_credit: 850_000 });
  expect(order.bookings.map((b: { status: string; start_time: string; date: string }) => [b.status, b.start_time, b.date])).toEqual([['confirmed', '12:00', day.date]]);
  expect((await turnsOn(request, table.id, day)).find((t) => t.start_time === '12:00')!.remain).toBe(0);
});

test('a booking whose answer was lost keeps its choice through a reload; pressed again it opens that booking, never a second', async ({ page, request }) => {
  const table = await seedProduct(request, 'window-table-for-two');
  const [day] = await freeDays(request, table.id, 20, '18:00');
  await customerWithCredit(page, request, 1_000_000);
  await chooseTurn(page, table.id, day.date, /ساعت ۱۸:۰۰ تا ۲۰:۰۰/);
  await expect(page.getByRole('definition').filter({ hasText: 'تومان' }).first()).toBeVisible();

  // The server books (and takes the turn's last place); its answer never reaches the page.
  await page.route(/\/order\/submit\/?(\?|$)/, async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'ثبت رزرو' }).click();
  const lost = page.getByRole('alert').filter({ hasText: 'پاسخ ثبت رزرو نرسید' });
  await expect(lost).toBeVisible();
  expect((await turnsOn(request, table.id, day)).find((t) => t.start_time === '18:00')!.remain).toBe(0);
  await page.unroute(/\/order\/submit\/?(\?|$)/);

  // A reload reads the turns again, full now: the choice stays, for the same request to be sent.
  await page.reload();
  await expect(lost).toBeVisible();
  await expect(page.getByRole('radio', { name: /ساعت ۱۸:۰۰ تا ۲۰:۰۰/ })).toBeChecked();
  // The chosen day pressed again keeps the choice and its notice.
  await page.getByRole('grid').getByRole('gridcell', { selected: true }).getByRole('button').click();
  await expect(lost).toBeVisible();
  await expect(page.getByRole('radio', { name: /ساعت ۱۸:۰۰ تا ۲۰:۰۰/ })).toBeChecked();
  await page.getByRole('button', { name: 'ثبت رزرو' }).click();
  await expect(page).toHaveURL(/\/reservation\/\d+$/);
  await expect(page.getByText('پرداخت شده', { exact: true })).toBeVisible();
  const orders = (await (await page.request.get(`/api/v1/app/customer/${await customerId(page)}/orders`)).json()).data;
  expect(orders.count).toBe(1);
});

/** A guest's booking form for next month's `date`, 14:00–16:00, filled up to «ثبت رزرو». */
async function fillGuestBooking(page: Page, productId: number, date: string, nationCode: string): Promise<void> {
  await chooseTurn(page, productId, date, /ساعت ۱۴:۰۰ تا ۱۶:۰۰/);
  await page.getByLabel('شماره موبایل').fill(uniqueMobile());
  await page.getByLabel('نام', { exact: true }).fill('نگار');
  await page.getByLabel('نام خانوادگی').fill('کریمی');
  await page.getByLabel('کد ملی').fill(nationCode);
}

/** A customer logged in on `page` with a place held next month and the whole price due by card. */
async function heldBooking(page: Page, request: APIRequestContext) {
  const table = await seedProduct(request, 'window-table-for-two');
  let day: CalendarDay | undefined;
  let turn: Turn | undefined;
  for (const candidate of (await nextMonthDays(request, table.id)).slice(3)) {
    turn = (await turnsOn(request, table.id, candidate)).find((t) => t.remain > 0);
    day = candidate;
    if (turn) break;
  }
  if (!day || !turn) throw new Error('no free turn next month');
  const mobile = uniqueMobile();
  await registerCustomer(request, mobile);
  await loginThroughUi(page, mobile);
  await expect.poll(() => page.evaluate(() => JSON.stringify(localStorage))).toContain(mobile);
  // Booked without credit: the place is held and the whole price is due by card.
  const booked = await page.request.post('/api/v1/order/submit/', {
    headers: { 'idempotency-key': `e2e-credit-later-${mobile}` },
    data: {
      products: [{ product_id: table.id, count: 1, reservable: true, times: [{ date: day.date, turn: turn.start_time, end_time: turn.end_time, reserve_time_id: turn.id, customer: mobile }] }],
      customer: mobile,
      use_coupon: true,
      payment_type: 'credit',
    },
  });
  expect(booked.status()).toBe(201);
  const { order_id: orderId, paid, amount_due } = (await booked.json()).data;
  expect({ paid, amount_due }).toEqual({ paid: false, amount_due: table.final_price });
  return { table, mobile, orderId: orderId as number };
}


test('a held booking that credit now covers is paid from credit on its page, without a provider window', async ({ page, request }) => {
  const { table, mobile, orderId } = await heldBooking(page, request);
  // Before: the card pays it in a new window, until the deadline the page names.
  await page.goto(`/reservation/${orderId}`);
  await expect(page.getByRole('button', { name: /^پرداخت/ })).toHaveAccessibleDescription('در پنجره جدید باز می‌شود');
  await expect(page.getByText(/^مهلت پرداخت: .+، ساعت [۰-۹]{2}:[۰-۹]{2}$/)).toBeVisible();

  // Credit arrives meanwhile (a top-up in another tab).
  const created = await page.request.post('/api/v1/payment/create', {
    data: { price: table.final_price, customer: mobile, payment_for: 'buy_customer_credit', success_url: '/paid-order?isCharging=true', fail_url: '/failed-payment?isCharging=true' },
  });
  expect(created.status()).toBe(200);
  expect((await page.request.post(`${(await created.json()).data.payment_url}/pay`)).ok()).toBe(true);

  await page.goto(`/reservation/${orderId}`);
  await expect(page.getByText('در انتظار پرداخت', { exact: true })).toBeVisible();
  await expect(page.getByText('پرداخت نشده', { exact: true })).toBeVisible();
  let popups = 0;
  page.on('popup', () => popups++);
  await page.getByRole('button', { name: 'پرداخت از اعتبار' }).click();
  await expect(page.getByText('پرداخت شده', { exact: true })).toBeVisible();
  // The pressed button went with the payment: focus is on the line that says it is paid.
  await expect(page.getByText(/^مبلغ: .+پرداخت شده$/)).toBeFocused();
  await expect(page.getByText('تأیید شده')).toBeVisible();
  await expect(page.getByRole('button', { name: 'پرداخت از اعتبار' })).toHaveCount(0);
  expect(popups).toBe(0);
});

test('a reservation page left open across its payment deadline takes «پرداخت» away and says so', async ({ page, request }) => {
  const { orderId } = await heldBooking(page, request);
  const { payment_deadline: deadline } = (await (await page.request.get(`/api/v1/app/order/${orderId}`)).json()).data;
  await page.clock.install({ time: Date.parse(deadline) - 5_000 });
  await page.goto(`/reservation/${orderId}`);
  const pay = page.getByRole('button', { name: /^پرداخت/ });
  await pay.focus();
  await page.clock.runFor(10_000);
  await expect(page.getByRole('status').filter({ hasText: 'مهلت پرداخت این رزرو به پایان رسیده' })).toBeVisible();
  await expect(pay).toHaveCount(0);
  await expect(page.getByText(/^مبلغ: .+پرداخت نشده$/)).toBeFocused();
  await expect(page.getByRole('link', { name: 'رزرو دوباره' })).toBeVisible();
});

test('the turns of a day that could not be read offer a retry, not an endless wait', async ({ page, request }) => {
  const table = await seedProduct(request, 'window-table-for-two');
  const day = (await nextMonthDays(request, table.id))[13];
  await openBooking(page, table.id);
  await page.getByRole('button', { name: 'ماه بعد' }).click();
  await page.route('**/reservation/turns', (route) =>
    route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ success: false, data: null, msg: 'خطای سرور', code: 502 }) }),
  );
  await dayButton(page, day.date).click();
  const failed = page.getByRole('alert').filter({ hasText: 'دریافت نوبت‌های این روز ممکن نشد.' });
  // Two retries of a 502 come first (React Query's backoff: ~3 s).
  await expect(failed).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('در حال دریافت نوبت‌ها…')).toBeHidden();
  await page.unrouteAll({ behavior: 'wait' });
  await failed.getByRole('button', { name: 'تلاش دوباره' }).click();
  await expect(page.getByRole('radio', { name: /ساعت ۱۴:۰۰ تا ۱۶:۰۰/ })).toBeVisible();
});

test('a guest with an invalid national code sees the server\'s message and books nothing', async ({ page, request }) => {
  const table = await seedProduct(request, 'window-table-for-two');
  const day = (await nextMonthDays(request, table.id))[13];
  const before = await remainOn(request, table.id, day);

  await fillGuestBooking(page, table.id, day.date, '۰۰۸۴۵۷۵۹۴۹');
  // A field left empty says so on itself, and takes the focus; nothing is sent.
  const lastName = page.getByLabel('نام خانوادگی');
  await lastName.fill('');
  await page.getByRole('button', { name: 'ثبت رزرو' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'نام خانوادگی را وارد کنید' })).toBeVisible();
  await expect(lastName).toBeFocused();
  await expect(lastName).toHaveAttribute('aria-invalid', 'true');
  await expect(lastName).toHaveAccessibleDescription('نام خانوادگی را وارد کنید');
  await lastName.fill('کریمی');
  await expect(page.getByRole('alert').filter({ hasText: 'نام خانوادگی را وارد کنید' })).toHaveCount(0);
  await page.getByRole('button', { name: 'ثبت رزرو' }).click();

  await expect(page.locator('[data-toasts="alert"]')).toContainText('کد ملی وارد شده معتبر نیست');
  // Said on its field too, which takes the focus to correct it.
  const code = page.getByLabel('کد ملی');
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toHaveAccessibleDescription('کد ملی وارد شده معتبر نیست');
  await expect(page).toHaveURL(new RegExp(`/product/${table.id}`));
  expect(await remainOn(request, table.id, day)).toBe(before);
});

test('a guest books with name and national code, pays by card through the sandbox and sees the booking', async ({ page, request }) => {
  const table = await seedProduct(request, 'window-table-for-two');
  const [day] = await freeDays(request, table.id, 15, '14:00');
  const before = (await turnsOn(request, table.id, day)).find((t) => t.start_time === '14:00')!.remain;

  await fillGuestBooking(page, table.id, day.date, nationalCode());
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'ثبت رزرو' }).click();
  const provider = await popup;
  await provider.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await expect(provider).toHaveURL(/\/reservation\/\d+/);
  await expect(provider.getByText('پرداخت شده', { exact: true })).toBeVisible();
  await expect(provider.getByText('تأیید شده')).toBeVisible();
  expect((await turnsOn(request, table.id, day)).find((t) => t.start_time === '14:00')!.remain).toBe(before - 1);
});

test('inside the Android app a guest booking paid by card opens the provider through the bridge and shows the booking', async ({ page, request }) => {
  await page.addInitScript(() => {
    (window as unknown as { Android: object }).Android = {
      openPayment: (url: string) => ((window as unknown as { openedPayment: string }).openedPayment = url),
      deleteToken: () => undefined,
    };
  });
  const table = await seedProduct(request, 'window-table-for-two');
  const [day] = await freeDays(request, table.id, 16, '14:00');
  await fillGuestBooking(page, table.id, day.date, nationalCode());
  await page.getByRole('button', { name: 'ثبت رزرو' }).click();
  // The app's browser takes the payment; this page follows the booking, as checkout follows the order.
  await expect(page).toHaveURL(/\/reservation\/\d+$/);
  expect(await page.evaluate(() => (window as unknown as { openedPayment?: string }).openedPayment)).toMatch(/\/api\/v1\/payment\/sandbox\/S[0-9a-f]+$/);
  expect(page.context().pages()).toHaveLength(1);
});

test('a reservable product is booked, never added to the cart; a cancelled card payment says so and offers booking again', async ({ page, request }) => {
  const table = await seedProduct(request, 'window-table-for-two');
  const days = (await nextMonthDays(request, table.id)).slice(18);
  const free = async (day: CalendarDay) => (await turnsOn(request, table.id, day)).find((t) => t.start_time === '14:00')?.remain ?? 0;
  let day = days[0];
  for (const candidate of days) {
    if ((await free(candidate)) === 0) continue;
    day = candidate;
    break;
  }
  const before = await free(day);

  await fillGuestBooking(page, table.id, day.date, nationalCode());
  await expect(page.getByRole('link', { name: 'انتخاب تاریخ و نوبت' })).toHaveAttribute('href', '#booking');
  await expect(page.getByRole('button', { name: /افزودن/ })).toHaveCount(0);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'ثبت رزرو' }).click();
  const provider = await popup;
  await provider.getByRole('button', { name: 'انصراف' }).click();
  await expect(provider).toHaveURL(/\/reservation\/\d+/);
  const verdict = provider.getByRole('alert').filter({ hasText: 'پرداخت انجام نشد' });
  await expect(verdict).toContainText('بانک آن را حداکثر تا ۷۲ ساعت به حسابتان بازمی‌گرداند');
  await expect(provider.getByText('لغو شده')).toBeVisible();
  expect(await free(day)).toBe(before);
  await verdict.getByRole('link', { name: 'رزرو دوباره' }).click();
  await expect(provider).toHaveURL(new RegExp(`/product/${table.id}#booking$`));
  await provider.goto('/reservation/99999999');
  const missing = provider.getByRole('alert').filter({ hasText: 'رزروی با این شماره پیدا نشد' });
  await expect(missing).toBeVisible();
  // A guest is offered the login that comes back to this booking.
  await expect(missing.getByRole('link', { name: 'ورود' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/reservation/99999999')}`);
});

test('the calendar marks an official 1405 holiday (14 Khordad) on its Jalali date', async ({ page, request }) => {
  const table = await seedProduct(request, 'family-table-six');
  await openBooking(page, table.id);
  const heading = page.getByRole('region', { name: 'تقویم نوبت‌ها' }).getByRole('heading');
  for (let i = 0; i < 24 && (await heading.textContent()) !== 'خرداد ۱۴۰۵'; i++) {
    await page.getByRole('button', { name: 'ماه قبل' }).click();
    await expect(page.getByRole('grid')).toHaveAttribute('aria-busy', 'false');
  }
  await expect(heading).toHaveText('خرداد ۱۴۰۵');
  // A row per week under the weekday headers: 1 Khordad is a Friday, so 14 Khordad is the third
  // week's sixth day (Thursday).
  const rows = page.getByRole('grid').getByRole('row');
  await expect(rows).toHaveCount(7);
  await expect(rows.nth(3).getByRole('gridcell').nth(5).locator('button')).toHaveAttribute('data-day', '1405-03-14');
  const d14 = dayButton(page, '1405-03-14');
  await expect(d14).toHaveAttribute('data-holiday', 'true');
  await expect(d14).toHaveAccessibleName(/^پنج\u200cشنبه ۱۴ خرداد ۱۴۰۵، تعطیل رسمی: .*خمینی/);
  await expect(d14).toHaveAttribute('aria-disabled', 'true');
  // An ordinary working day of the month is not marked.
  await expect(dayButton(page, '1405-03-10')).not.toHaveAttribute('data-holiday', 'true');
  // 1405's calendar is whole: no note under the legend.
  const legend = page.getByRole('region', { name: 'تقویم نوبت‌ها' }).getByText('روزهای قرمز زیرخط‌دار');
  await expect(legend.locator('..')).toHaveText('روزهای قرمز زیرخط‌دار تعطیل رسمی یا جمعه‌اند.');
});

test("a month of a year whose official calendar is partly published says so under the calendar's legend", async ({ page, request }) => {
  const table = await seedProduct(request, 'family-table-six');
  await openBooking(page, table.id);
  const heading = page.getByRole('region', { name: 'تقویم نوبت‌ها' }).getByRole('heading');
  for (let i = 0; i < 24 && !(await heading.textContent())!.endsWith('۱۴۰۶'); i++) {
    await page.getByRole('button', { name: 'ماه بعد' }).click();
    await expect(page.getByRole('grid')).toHaveAttribute('aria-busy', 'false');
  }
  await expect(heading).toHaveText(/۱۴۰۶$/);
  // 1406's solar holidays are in the data, its lunar ones not yet (backend/seed/holidays).
  await expect(page.getByRole('region', { name: 'تقویم نوبت‌ها' })).toContainText('تعطیلات مذهبی سال ۱۴۰۶ پس از انتشار تقویم رسمی افزوده می‌شود');
});

test('a booking opened from «سفارش‌های من» shows its turn, not a pick-up, and leads to the booking', async ({ page, request }) => {
  const table = await seedProduct(request, 'window-table-for-two');
  const [day] = await freeDays(request, table.id, 22, '14:00');
  const mobile = await customerWithCredit(page, request, 1_000_000);
  const turn = (await turnsOn(request, table.id, day)).find((t) => t.start_time === '14:00')!;
  await bookWithCredit(page.request, table.id, day.date, turn, 1, mobile);
  const orders = (await (await page.request.get(`/api/v1/app/customer/${await customerId(page)}/orders`)).json()).data.results;
  await page.goto(`/order/${orders[0].id}`);
  const turnFact = page.locator('dt', { hasText: 'نوبت' }).locator('xpath=following-sibling::dd[1]');
  await expect(turnFact).toContainText(`${table.name}، `);
  await expect(turnFact).toContainText('ساعت ۱۴:۰۰ تا');
  await expect(page.locator('dt', { hasText: 'نحوه تحویل' })).toHaveCount(0);
  await turnFact.getByRole('link', { name: 'جزئیات رزرو' }).click();
  await expect(page).toHaveURL(new RegExp(`/reservation/${orders[0].id}$`));
});

test('a booking is rescheduled and its old place is free again', async ({ page, request }) => {
  const table = await seedProduct(request, 'family-table-six');
  const [from, to] = await freeDays(request, table.id, 11, '12:00', 2);
  const mobile = await customerWithCredit(page, request, 1_000_000);
  const turn = (await turnsOn(request, table.id, from)).find((t) => t.start_time === '12:00')!;
  await bookWithCredit(page.request, table.id, from.date, turn, 1, mobile);
  const fromBefore = await remainOn(request, table.id, from);
  const toBefore = await remainOn(request, table.id, to);

  await page.goto('/profile/reservations');
  const item = page.getByRole('list', { name: 'نوبت‌های من' }).getByRole('listitem');
  await expect(item).toHaveCount(1);
  // The booking's page, seen once before the change: the tab keeps what it read for a while.
  const details = item.getByRole('link', { name: 'جزئیات رزرو' });
  const shownDate = page.locator('dt', { hasText: 'تاریخ' }).locator('xpath=following-sibling::dd[1]');
  await details.click();
  await expect(page).toHaveURL(/\/reservation\/\d+$/);
  await expect(shownDate).toContainText(` ${persianDigits(from.day)} `);
  await page.goBack();
  await expect(page).toHaveURL(/\/profile\/reservations$/);
  // The keyboard's place: into the form that replaces «تغییر نوبت», back to it when the form goes.
  const change = item.getByRole('button', { name: 'تغییر نوبت' });
  await change.focus();
  await page.keyboard.press('Enter');
  await expect(item.getByRole('form', { name: /^تغییر نوبت / })).toBeFocused();
  await item.getByRole('button', { name: 'انصراف' }).focus();
  await page.keyboard.press('Enter');
  await expect(change).toBeFocused();
  await change.click();
  await item.getByRole('button', { name: 'ماه بعد' }).click();
  await dayButton(page, to.date).click();
  await item.getByRole('radio', { name: /ساعت ۱۲:۰۰ تا ۱۴:۰۰/ }).check();
  await item.getByRole('button', { name: 'ثبت تغییر نوبت' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'نوبت شما با موفقیت تغییر کرد' })).toBeVisible();
  await expect(change).toBeFocused();
  await details.click();
  await expect(page).toHaveURL(/\/reservation\/\d+$/);
  await expect(shownDate).toContainText(` ${persianDigits(to.day)} `);
  expect(await remainOn(request, table.id, from)).toBe(fromBefore + 1);
  expect(await remainOn(request, table.id, to)).toBe(toBefore - 1);
  const mine = (await (await page.request.post('/api/v1/reservation/prev_turn', { data: { mobile } })).json()).data.results;
  expect(mine.map((b: { date: string; start_time: string }) => [b.date, b.start_time])).toEqual([[to.date, '12:00']]);
});

test('a new turn filled by someone else while the reschedule form is open is refused, then no longer chosen', async ({ page, request }) => {
  const table = await seedProduct(request, 'window-table-for-two');
  // Two later working days whose 12:00 turn (one table) is still free.
  const free: { day: CalendarDay; turn: Turn }[] = [];
  for (const day of (await nextMonthDays(request, table.id)).slice(21)) {
    const turn = (await turnsOn(request, table.id, day)).find((t) => t.start_time === '12:00' && t.remain === 1);
    if (turn) free.push({ day, turn });
    if (free.length === 2) break;
  }
  expect(free).toHaveLength(2);
  const [from, to] = free;
  const mobile = await customerWithCredit(page, request, 1_000_000);
  await bookWithCredit(page.request, table.id, from.day.date, from.turn, 1, mobile);

  await page.goto('/profile/reservations');
  const item = page.getByRole('list', { name: 'نوبت‌های من' }).getByRole('listitem');
  await item.getByRole('button', { name: 'تغییر نوبت' }).click();
  await item.getByRole('button', { name: 'ماه بعد' }).click();
  await dayButton(page, to.day.date).click();
  const radio = item.getByRole('radio', { name: /ساعت ۱۲:۰۰ تا ۱۴:۰۰/ });
  await radio.check();
  await bookPlacesElsewhere(request, table.id, to.day, to.turn, 1);

  const reread = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/products/${table.id}/reservation/turns`));
  await item.getByRole('button', { name: 'ثبت تغییر نوبت' }).click();
  await reread;
  await expect(item.getByRole('alert').filter({ hasText: 'نوبت انتخاب‌شده دیگر قابل رزرو نیست' })).toBeVisible();
  await expect(radio).not.toBeChecked();
  await expect(item.getByRole('button', { name: 'ثبت تغییر نوبت' })).toBeDisabled();
  // The booking stayed where it was.
  const mine = (await (await page.request.post('/api/v1/reservation/prev_turn', { data: { mobile } })).json()).data.results;
  expect(mine.map((b: { date: string }) => b.date)).toEqual([from.day.date]);
});

test('the last place booked at the same moment from two browsers: one booking, the other sees "full" and fresh turns', async ({ browser, request }) => {
  const table = await seedProduct(request, 'window-table-for-two');
  const [day] = await freeDays(request, table.id, 15, '18:00');
  const pages = await Promise.all([0, 1].map(async () => (await browser.newContext()).newPage()));
  for (const page of pages) {
    await customerWithCredit(page, request, 1_000_000);
    await chooseTurn(page, table.id, day.date, /ساعت ۱۸:۰۰ تا ۲۰:۰۰/);
    await expect(page.getByText('۸۵۰٬۰۰۰ تومان')).toBeVisible();
  }
  await Promise.all(pages.map((page) => page.getByRole('button', { name: 'ثبت رزرو' }).click()));

  const landed = async (page: Page) => {
    await expect(page.getByText('ظرفیت این نوبت تکمیل شده است').or(page.getByText('تأیید شده'))).toBeVisible();
    return /\/reservation\/\d+$/.test(page.url());
  };
  const outcomes = await Promise.all(pages.map(landed));
  expect([...outcomes].sort()).toEqual([false, true]);
  const loser = pages[outcomes.indexOf(false)];
  await expect(loser.getByRole('alert').filter({ hasText: 'ظرفیت این نوبت تکمیل شده است' })).toBeVisible();
  await expect(loser.getByRole('radio', { name: /ساعت ۱۸:۰۰ تا ۲۰:۰۰ تکمیل/ })).toBeDisabled();
  expect((await turnsOn(request, table.id, day)).find((t) => t.start_time === '18:00')!.remain).toBe(0);
  await Promise.all(pages.map((page) => page.context().close()));
});

test('the owners list leads to an owner\'s page with their reservable products', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'ارائه‌دهندگان' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ارائه‌دهندگان خدمات' })).toBeVisible();
  await page.getByRole('link', { name: /سارا محمدی/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'سارا محمدی' })).toBeVisible();
  await expect(page.getByText('مربی باریستا', { exact: true })).toBeVisible();
  // The phone number dials from the page, in Persian digits read left to right.
  await expect(page.getByRole('link', { name: '۰۳۱۳۲۲۱۲۳۴۶' })).toHaveAttribute('href', 'tel:03132212346');
  const products = page.getByRole('region', { name: 'خدمات قابل رزرو' });
  await expect(products.getByRole('link', { name: /کلاس باریستا مقدماتی/ }).first()).toBeVisible();
  await expect(products.getByRole('link', { name: /میز دونفره/ })).toHaveCount(0);
  expect((await page.goto('/owners/999999'))!.status()).toBe(404);
});

test('a booking area whose code cannot be fetched says so in place and loads on «تلاش دوباره»; the product page stays', async ({ page, request }) => {
  const table = await seedProduct(request, 'window-table-for-two');
  await page.goto(`/product/${table.id}`);
  await expect(page.getByLabel(/علاقه‌مندی‌ها/).first()).toBeVisible();
  // The connection drops: every script asked for from now on fails, the booking panel's among them.
  await page.route('**/_next/static/chunks/**', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'رزرو نوبت' }).click();
  const failed = page.getByRole('region', { name: 'رزرو نوبت' }).getByRole('alert').filter({ hasText: 'بخش رزرو بارگیری نشد' });
  await expect(failed).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: table.name })).toBeVisible();
  await page.unrouteAll({ behavior: 'wait' });
  await failed.getByRole('button', { name: 'تلاش دوباره' }).click();
  await expect(page.getByRole('heading', { name: 'رزرو نوبت' })).toBeFocused();
  await expect(page.getByRole('grid').locator('button[data-day]').first()).toBeVisible();
  await expect(failed).toBeHidden();
});

test('a calendar month that could not be read shows that it is loading, then offers a retry', async ({ page, request }) => {
  const table = await seedProduct(request, 'family-table-six');
  await page.goto(`/product/${table.id}`);
  await expect(page.getByLabel(/علاقه‌مندی‌ها/).first()).toBeVisible();
  await page.route(/\/reservation\/calender/, (route) =>
    route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ success: false, data: null, msg: 'خطای سرور', code: 502 }) }),
  );
  await page.getByRole('button', { name: 'رزرو نوبت' }).click();
  // React Query tries a 502 twice more (~3 s): meanwhile the grid says it is loading.
  await expect(page.getByRole('status').filter({ hasText: 'در حال دریافت تقویم…' })).toBeVisible();
  await expect(page.getByRole('grid')).toHaveAttribute('aria-busy', 'true');
  const failed = page.getByRole('alert').filter({ hasText: 'دریافت تقویم ممکن نشد.' });
  await expect(failed).toBeVisible();
  await page.unrouteAll({ behavior: 'wait' });
  await failed.getByRole('button', { name: 'تلاش دوباره' }).click();
  await expect(page.getByRole('grid').locator('button[data-day]').first()).toBeVisible();
  await expect(page.getByRole('grid')).toHaveAttribute('aria-busy', 'false');
  await expect(failed).toBeHidden();
});

test('a price that could not be calculated offers a retry, and «ثبت رزرو» follows it', async ({ page, request }) => {
  const table = await seedProduct(request, 'family-table-six');
  const day = (await nextMonthDays(request, table.id))[17];
  await openBooking(page, table.id);
  await page.getByRole('button', { name: 'ماه بعد' }).click();
  await dayButton(page, day.date).click();
  await page.route(/\/order\/price\//, (route) =>
    route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ success: false, data: null, msg: 'خطای سرور', code: 502 }) }),
  );
  await page.getByRole('radio', { name: /ساعت ۱۴:۰۰ تا ۱۶:۰۰/ }).check();
  const failed = page.getByRole('alert').filter({ hasText: 'محاسبه مبلغ ممکن نشد.' });
  await expect(failed).toBeVisible();
  await expect(page.getByRole('button', { name: 'ثبت رزرو' })).toBeDisabled();
  await page.unrouteAll({ behavior: 'wait' });
  await failed.getByRole('button', { name: 'تلاش دوباره' }).click();
  await expect(page.getByRole('definition').filter({ hasText: '۳۰۰٬۰۰۰ تومان' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'ثبت رزرو' })).toBeEnabled();
});

test('a turn the server refuses as started is unselected and the day\'s turns are read again', async ({ page, request }) => {
  const table = await seedProduct(request, 'window-table-for-two');
  const day = (await nextMonthDays(request, table.id))[20];
  await customerWithCredit(page, request, 1_000_000);
  await openBooking(page, table.id);
  await page.getByRole('button', { name: 'ماه بعد' }).click();
  await dayButton(page, day.date).click();
  const turn = page.getByRole('radio', { name: /ساعت ۲۰:۰۰ تا ۲۲:۰۰/ });
  await turn.check();
  await expect(page.getByRole('definition').filter({ hasText: '۱۵۰٬۰۰۰ تومان' }).first()).toBeVisible();
  // The turn starts between the choice and the press: the submit goes out for the same time of
  // day a year earlier (named by its start, as the spec allows), and the server refuses it as it
  // refuses a started turn (400).
  await page.route(
    /\/order\/submit\//,
    async (route) => {
      const body = route.request().postDataJSON();
      for (const t of body.products[0].times) {
        t.date = `${Number(t.date.slice(0, 4)) - 1}${t.date.slice(4)}`;
        delete t.reserve_time_id;
      }
      await route.continue({ postData: JSON.stringify(body) });
    },
    { times: 1 },
  );
  const reread = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/products/${table.id}/reservation/turns`));
  await page.getByRole('button', { name: 'ثبت رزرو' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'زمان این نوبت گذشته است' })).toBeVisible();
  await reread;
  await expect(turn).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'ثبت رزرو' })).toHaveCount(0);
  // The pressed button went with the choice: focus is on the chosen day, just above the turns.
  await expect(page.locator(':focus')).toContainText('روز انتخاب‌شده');
  await expect(page).toHaveURL(new RegExp(`/product/${table.id}`));
});

test('when the first of today\'s turns starts, the open page reads the day\'s turns again', async ({ page, request }) => {
  const table = await seedProduct(request, 'window-table-for-two');
  const day = (await nextMonthDays(request, table.id))[6];
  // The page's clock says it is that day, a minute before its first turn (12:00 in Tehran, UTC+3:30);
  // the server keeps the real time, so the turns stay bookable.
  await page.clock.install({ time: new Date(`${day.gregorian_date}T08:29:00Z`) });
  await openBooking(page, table.id);
  await dayButton(page, day.date).click();
  await expect(page.getByRole('radio', { name: /ساعت ۱۲:۰۰ تا ۱۴:۰۰/ })).toBeEnabled();
  const reread = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/products/${table.id}/reservation/turns`), { timeout: 10_000 });
  await page.clock.runFor('01:05');
  await reread;
});

test('places taken meanwhile bring the chosen count down to what is left (priced again); none left unselects the turn', async ({ page, request }) => {
  const course = await seedProduct(request, 'barista-class');
  let day: CalendarDay | undefined;
  let turn: Turn | undefined;
  for (const candidate of await nextMonthDays(request, course.id)) {
    turn = (await turnsOn(request, course.id, candidate)).find((t) => t.remain === 8);
    day = candidate;
    if (turn) break;
  }
  await chooseTurn(page, course.id, day!.date, /ساعت ۱۰:۰۰ تا ۱۳:۰۰/);
  const count = page.getByLabel('تعداد نفرات');
  await count.selectOption('5');
  const price = page.getByLabel('مبلغ رزرو').locator('dd').first();
  await expect.poll(async () => persianNumber((await price.textContent()) ?? '')).toBe(5 * course.final_price);

  await bookPlacesElsewhere(request, course.id, day!, turn!, 6);
  // The page reads the turns again, here when the connection comes back.
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  await expect(count).toHaveValue('2');
  await expect(page.getByRole('alert').filter({ hasText: 'برای این نوبت ۲ جای خالی مانده است' })).toBeVisible();
  await expect(count.getByRole('option')).toHaveCount(2);
  await expect.poll(async () => persianNumber((await price.textContent()) ?? '')).toBe(2 * course.final_price);
  await expect(page.getByRole('button', { name: 'ثبت رزرو' })).toBeEnabled();

  await bookPlacesElsewhere(request, course.id, day!, turn!, 2);
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  await expect(page.getByRole('alert').filter({ hasText: 'نوبت انتخاب‌شده دیگر قابل رزرو نیست' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /ساعت ۱۰:۰۰ تا ۱۳:۰۰/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'ثبت رزرو' })).toHaveCount(0);
});

test('a guest\'s day, turn and typed details survive a reload, and the choice a trip to login and back', async ({ page, request }) => {
  const table = await seedProduct(request, 'family-table-six');
  const day = (await nextMonthDays(request, table.id))[19];
  const code = nationalCode();
  await fillGuestBooking(page, table.id, day.date, code);
  const mobile = await page.getByLabel('شماره موبایل').inputValue();

  await page.reload();
  const turn = page.getByRole('radio', { name: /ساعت ۱۴:۰۰ تا ۱۶:۰۰/ });
  await expect(turn).toBeChecked();
  await expect(page.getByRole('gridcell', { selected: true }).locator(`button[data-day="${day.date}"]`)).toBeVisible();
  await expect(page.getByLabel('شماره موبایل')).toHaveValue(mobile);
  await expect(page.getByLabel('نام', { exact: true })).toHaveValue('نگار');
  await expect(page.getByLabel('نام خانوادگی')).toHaveValue('کریمی');
  await expect(page.getByLabel('کد ملی')).toHaveValue(code);
  await expect(page.getByRole('button', { name: 'ثبت رزرو' })).toBeEnabled();

  // The guest logs in to pay from credit and comes back to the same choice.
  await registerCustomer(request, mobile);
  const login = await page.getByRole('link', { name: 'وارد شوید', exact: true }).getAttribute('href');
  await loginThroughUi(page, mobile, login!);
  await expect(page).toHaveURL(new RegExp(`/product/${table.id}$`));
  await expect(turn).toBeChecked();
  await expect(page.getByText('اعتبار شما')).toBeVisible();
  await expect(page.getByRole('button', { name: 'ثبت رزرو' })).toBeEnabled();
});

test('the chosen day\'s turns are its own: a late answer for the day left never replaces them, none are stored, and a failed re-read offers a retry', async ({ page, request }) => {
  const table = await seedProduct(request, 'family-table-six');
  const days = await nextMonthDays(request, table.id);
  const [left, chosen] = [days[24], days[25]];
  const turnsUrl = `**/products/${table.id}/reservation/turns`;
  const isTurnsOf = (day: CalendarDay) => (r: { url(): string; postDataJSON(): { date?: string } | null }) =>
    r.url().endsWith(`/products/${table.id}/reservation/turns`) && r.postDataJSON()?.date === day.gregorian_date;
  // The first day's turns answer only after the second day's are shown.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(turnsUrl, async (route) => {
    if (isTurnsOf(left)(route.request())) await held;
    await route.continue();
  });

  await openBooking(page, table.id);
  await page.getByRole('button', { name: 'ماه بعد' }).click();
  await dayButton(page, left.date).click();
  await dayButton(page, chosen.date).click();
  const turn = page.getByRole('radio', { name: /ساعت ۱۲:۰۰ تا ۱۴:۰۰/ });
  await expect(turn).toBeVisible();
  const late = page.waitForResponse((r) => isTurnsOf(left)(r.request()));
  release();
  await late;
  await expect(page.getByText('این روز نوبتی ندارد')).toHaveCount(0);
  await expect(turn).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('new_dr_root-3') ?? '{}').state?.reservations);
  expect(stored).toBeTruthy();
  expect(stored).not.toHaveProperty('turns');

  // A re-read (here when the connection comes back) fails: the turns read before stay, with a retry.
  await page.unrouteAll({ behavior: 'wait' });
  await page.route(turnsUrl, (route) =>
    route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ success: false, data: null, msg: 'خطای سرور', code: 502 }) }),
  );
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  const failed = page.getByRole('alert').filter({ hasText: 'دریافت نوبت‌های این روز ممکن نشد.' });
  // React Query tries a 502 twice more (~3 s) before it gives up.
  await expect(failed).toBeVisible({ timeout: 10_000 });
  await expect(turn).toBeVisible();
  await page.unrouteAll({ behavior: 'wait' });
  await failed.getByRole('button', { name: 'تلاش دوباره' }).click();
  await expect(failed).toBeHidden();
  await expect(turn).toBeVisible();
});
