import { expect, test, type Locator, type Page } from '@playwright/test';
import { customerWithCart, drawAllCards, loginAndLand, loginThroughUi, otpFor, persianDigits, registerCustomer, seedProduct, sessionCustomer, signedInCustomer, uniqueMobile } from './helpers';

// What a shopper on a phone meets: every test here runs at 390×844 unless it says otherwise.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const ADD = 'افزودن به سبد خرید';
type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  expect(b, 'element has a box').not.toBeNull();
  return b!;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The header's parts are all usable: a wide search box that overlaps nothing, inside the screen. */
async function expectHeaderFits(page: Page, width: number) {
  const header = page.getByRole('banner');
  // By id: the plain search box and the suggestions combobox that replaces it share it.
  const search = header.locator('#header-search');
  const cart = header.getByRole('link', { name: /سبد خرید/ });
  const others = [cart, header.getByRole('link', { name: /^ورود$/ }).or(header.getByRole('button', { name: /.+/ }).last())];
  const s = await box(search);
  expect(s.width).toBeGreaterThan(width * 0.6);
  for (const part of others) {
    const b = await box(part);
    expect(overlaps(s, b)).toBe(false);
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width).toBeLessThanOrEqual(width);
  }
  // A tap on the search box searches; it never opens the cart.
  await search.tap();
  await expect(search).toBeFocused();
  await expect(page).not.toHaveURL(/\/cart/);
}

test('the header fits at 320 and 390 px for a guest and for a customer with a long name and a two-digit cart', async ({ page, request }) => {
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'ورود' })).toBeVisible();
    await expectHeaderFits(page, width);
  }

  const mobile = uniqueMobile();
  const customer = await sessionCustomer(request, mobile);
  const edit = await request.post(`/api/v1/app/customers/${customer.id}/edit`, {
    data: { mobile, first_name: 'عبدالرحمن‌محمدحسین', last_name: 'میرزاآقاخانی‌اصفهانی', gender: 'man', nation_code: ' ' },
  });
  expect(edit.status()).toBe(200);
  const coffee = await seedProduct(request, 'americano');
  const add = await request.post(`/api/v1/app/customer/${customer.id}/cart/add`, { data: { product_id: coffee.id, count: 12 } });
  expect(add.status()).toBe(200);

  await loginAndLand(page, mobile);
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.reload();
    await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText(/^۱۲/);
    await expectHeaderFits(page, width);
  }
});

test('a new number logging in from a fresh tab on /login ends on this site, at home', async ({ page }) => {
  await page.goto('/login');
  const mobile = uniqueMobile();
  await page.getByLabel('شماره موبایل').fill(mobile);
  await page.getByRole('button', { name: 'ارسال کد' }).click();
  await page.getByLabel('کد تایید').fill(await otpFor(page.request, mobile));
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'حساب من' })).toBeVisible();
});

test('a new number with a guest cart: the cart is merged and the shopper goes back to the page before login', async ({ page, request }) => {
  const coffee = await seedProduct(request, 'americano');
  await page.goto(`/product/${coffee.id}`);
  await page.getByRole('button', { name: ADD, exact: true }).click();
  await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText(/^۱/);
  await page.goto('/login');
  const mobile = uniqueMobile();
  await page.getByLabel('شماره موبایل').fill(mobile);
  await page.getByRole('button', { name: 'ارسال کد' }).click();
  await page.getByLabel('کد تایید').fill(await otpFor(page.request, mobile));
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${coffee.id}$`));
  await expect(page.getByRole('banner').getByRole('button', { name: 'حساب من' })).toBeVisible();
  await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText(/^۱/);
});

test('the header «ورود» brings the shopper back to the page they were on', async ({ page, request }) => {
  const coffee = await seedProduct(request, 'americano');
  const mobile = uniqueMobile();
  await registerCustomer(request, mobile);
  await page.goto(`/product/${coffee.id}`);
  await page.getByRole('banner').getByRole('link', { name: 'ورود' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2Fproduct%2F${coffee.id}$`));
  await page.getByLabel('شماره موبایل').fill(mobile);
  await page.getByRole('button', { name: 'ارسال کد' }).click();
  await page.getByLabel('کد تایید').fill(await otpFor(page.request, mobile));
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${coffee.id}$`));
});

test('on a phone the buy bar (price, count, add) is on screen without scrolling', async ({ page, request }) => {
  const coffee = await seedProduct(request, 'americano');
  await page.goto(`/product/${coffee.id}`);
  const add = page.getByRole('button', { name: ADD, exact: true });
  await expect(add).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: `افزایش تعداد ${coffee.name}` })).toBeInViewport();
  await expect(page.getByLabel('مبلغ کل')).toBeInViewport();
  await page.getByRole('button', { name: `افزایش تعداد ${coffee.name}` }).tap();
  await add.tap();
  await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText(/^۲/);
  // Scrolled to the end, the bar still hides none of the page.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  expect(overlaps(await box(add), await box(page.getByRole('contentinfo').getByText(/.+/).last()))).toBe(false);
});

test('a posted comment stays after a reload, with the count updated and no "no comments yet" beside it', async ({ page, request }) => {
  await signedInCustomer(page, request);
  const mocha = await seedProduct(request, 'mocha');
  // Only this test writes on mocha: none before it, unless this is a retry.
  const before = (await (await request.get(`/api/v1/product/${mocha.id}/comments`)).json()).data.count as number;
  const count = new RegExp(`نظرات کاربران\\s*\\(${persianDigits(before + 1)}\\)`);
  await page.goto(`/product/${mocha.id}`);
  const section = page.locator('#comments');
  const empty = section.getByText('هنوز نظری برای این محصول ثبت نشده است');
  if (before === 0) await expect(empty).toBeVisible();
  // Below the fold, the form's code waits until the shopper scrolls near it.
  const form = section.getByRole('form', { name: 'نوشتن نظر' });
  await page.waitForLoadState('networkidle');
  await expect(form).toHaveCount(0);
  await section.scrollIntoViewIfNeeded();
  await expect(form).toBeVisible();

  const text = `موکای داغ و خوش‌طعم ${Date.now()}`;
  await section.getByLabel('متن نظر').fill(text);
  await section.locator('label').filter({ hasText: '۵ ستاره' }).click();
  await section.getByRole('button', { name: 'ثبت نظر' }).click();
  await expect(section.getByText(text)).toHaveCount(1);
  await expect(empty).toBeHidden();
  await expect(section.getByRole('heading', { name: count })).toBeVisible();

  await page.reload();
  await expect(section.getByText(text)).toHaveCount(1);
  await expect(section.getByRole('heading', { name: count })).toBeVisible();
  await expect(empty).toBeHidden();
  await expect(page.getByRole('article').getByRole('img', { name: /امتیاز ۵ از ۵/ }).first()).toBeVisible();
});

test('no visible "Loading" on server-rendered pages; without JavaScript none at all and nothing stuck', async ({ page, browser, request }) => {
  const coffee = await seedProduct(request, 'americano');
  for (const path of ['/', '/cart', `/product/${coffee.id}`, '/login']) {
    await page.goto(path);
    await expect(page.getByText('Loading')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: /سبد خرید/ })).toBeVisible();
  }

  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const noJs = await context.newPage();
  for (const path of ['/', '/cart', `/product/${coffee.id}`, '/login']) {
    await noJs.goto(path);
    await expect(noJs.getByText('Loading')).toHaveCount(0);
    await expect(noJs.getByRole('status', { name: 'Loading' })).toHaveCount(0);
    // The header still leads somewhere: the cart and the login page are plain links.
    await expect(noJs.getByRole('banner').getByRole('link', { name: /سبد خرید/ })).toBeVisible();
    await expect(noJs.getByRole('banner').getByRole('link', { name: 'ورود' })).toBeVisible();
  }
  await expect(noJs.getByText('جاوااسکریپت مرورگر را روشن کنید')).toBeVisible();
  await context.close();
});

test('a wrong code marks the field, clears it and gives it the focus; toasts come one at a time, clear of the heading', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('شماره موبایل')).toHaveAttribute('placeholder', '۰۹۱۲۱۲۳۴۵۶۷');
  await page.getByLabel('شماره موبایل').fill(uniqueMobile());
  await page.getByRole('button', { name: 'ارسال کد' }).click();
  const code = page.getByLabel('کد تایید');
  await code.fill('000000');
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('کد تایید اشتباه است')).toBeVisible();
  await expect(code).toHaveValue('');
  await expect(code).toBeFocused();

  // Two failures in a row: one error toast on screen, and it covers no heading.
  await page.route('**/api/v1/user/resend', (route) => route.fulfill({ status: 500, contentType: 'text/html', body: 'x' }));
  await page.route('**/api/v1/user/validate', (route) => route.fulfill({ status: 503, contentType: 'text/html', body: 'x' }));
  await code.fill('123456');
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  const toasts = page.locator('[data-variant="error"]');
  await expect(toasts).toHaveCount(1);
  await code.fill('123467');
  // The second failure's own toast (the first one's five seconds may run out meanwhile).
  const second = page.waitForResponse('**/api/v1/user/validate');
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await second;
  await expect(toasts).toHaveCount(1);
  expect(overlaps(await box(toasts), await box(page.getByRole('heading', { level: 1 })))).toBe(false);
});

test('the profile takes a Jalali birthday typed with slashes or Persian digits and shows digits the Persian way', async ({ page, request }) => {
  const mobile = uniqueMobile();
  const customer = await sessionCustomer(request, mobile);
  await loginAndLand(page, mobile, '/profile');
  const persianMobile = persianDigits(mobile);
  await expect(page.getByLabel('شماره موبایل')).toHaveValue(persianMobile);

  const birthday = page.getByRole('textbox', { name: /تاریخ تولد/ });
  await birthday.fill('۱۳۷۰/۰۱/۳۲');
  await page.getByRole('button', { name: 'ذخیره', exact: true }).click();
  await expect(birthday).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/profile$/);
  // A day still to come is said on the field before anything is sent.
  await birthday.fill('۱۴۹۰/۰۱/۰۱');
  await page.getByRole('button', { name: 'ذخیره', exact: true }).click();
  await expect(birthday).toHaveAccessibleDescription('تاریخ تولد نمی‌تواند بعد از امروز باشد');
  await expect(page).toHaveURL(/\/profile$/);

  await birthday.fill('۱۳۷۰/۰۱/۳۱');
  await page.getByRole('button', { name: 'ذخیره', exact: true }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  const stored = await request.get(`/api/v1/app/customers/${customer.id}`);
  expect((await stored.json()).data.birthday).toBe('1370-01-31');
  await page.goto('/profile');
  await expect(birthday).toHaveValue('۱۳۷۰/۰۱/۳۱');

  // The calendar picks a day too.
  await page.getByRole('button', { name: 'انتخاب تاریخ از تقویم' }).click();
  const calendar = page.getByRole('dialog', { name: /تقویم/ });
  await expect(calendar).toBeVisible();
  await calendar.getByRole('button', { name: /^۱۵ فروردین ۱۳۷۰$/ }).click();
  await expect(birthday).toHaveValue('۱۳۷۰/۰۱/۱۵');
  // Closed without a pick, it gives focus back to the button that opened it.
  const opener = page.getByRole('button', { name: 'انتخاب تاریخ از تقویم' });
  await opener.click();
  await expect(calendar).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(opener).toBeFocused();

  // Emptied and saved, the birthday is gone (not the old one back).
  await birthday.fill('');
  await page.getByRole('button', { name: 'ذخیره', exact: true }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  expect((await (await request.get(`/api/v1/app/customers/${customer.id}`)).json()).data.birthday).toBeNull();
  await page.goto('/profile');
  await expect(birthday).toHaveValue('');
});

test('at 320 px checkout and the wallet fit the screen, and the top-up amount shows whole', async ({ page, request }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await customerWithCart(page, request);
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

  await page.goto('/cart/checkout');
  await expect(page.getByLabel('کد تخفیف')).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(320);

  await page.goto('/profile/wallet');
  const amount = page.getByLabel('مبلغ (تومان)');
  // Checkout's credit gap (the coffee's price) stays at checkout: elsewhere the top-up starts at 10,000.
  await expect(amount).toHaveValue('۱۰٬۰۰۰');
  await amount.fill('۱۲۳٬۴۵۶٬۷۸۹');
  expect(await pageWidth()).toBeLessThanOrEqual(320);
  expect(await amount.evaluate((input) => input.scrollWidth <= input.clientWidth)).toBe(true);
});

test('an address, a note or a rating typed as one long word wraps inside its card: no page grows wider than the phone', async ({ page, request }) => {
  const { customer, product: coffee } = await customerWithCart(page, request);
  // No space after «،»: common on a phone keyboard.
  const address = 'اصفهان،خیابان‌چهارباغ‌عباسی،کوچه‌گلستان،بن‌بست‌ششم،ساختمان‌مروارید،طبقه‌سوم،واحد۹';
  const saved = await page.request.post(`/api/v1/app/customer/${customer.id}/addresses/add`, {
    data: { title: 'منزل‌پدری‌در‌خیابان‌چهارباغ‌عباسی‌کوچه‌گلستان', address, number: '1', lat: 32.646305, lng: 51.667598 },
  });
  expect(saved.status()).toBe(201);
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

  await page.goto('/profile/addresses');
  await expect(page.getByText(address)).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(390);
  await page.goto('/cart/checkout');
  await expect(page.getByRole('radio', { name: /منزل/ })).toBeChecked();
  expect(await pageWidth()).toBeLessThanOrEqual(390);

  const note = `لطفاً‌${'زنگ‌واحد‌نهم‌را‌بزنید‌'.repeat(4)}`;
  const placed = await page.request.post('/api/v1/order/submit/', {
    data: { products: [{ product_id: coffee.id, count: 1 }], delivery: false, payment_type: 'online', msg: note },
    headers: { 'Idempotency-Key': `long-note-${customer.id}` },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  await page.goto(`/order/${(await placed.json()).data.order_id}`);
  await expect(page.getByText(note)).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(390);
});

test('an order tab chosen before (a link, Back, a reload) is scrolled into the tab strip, not left past its edge', async ({ page, request }) => {
  await signedInCustomer(page, request, '/');
  for (const [status, label] of [['rt_accept', 'مرجوع شده'], ['rt_wait', 'در انتظار مرجوعی'], ['send', 'ارسال شده']]) {
    await page.goto(`/profile/orders?status=${status}`);
    const tab = page.getByRole('tab', { name: label });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const strip = await box(page.getByRole('tablist', { name: 'وضعیت سفارش' }));
    const chosen = await box(tab);
    expect(chosen.x, label).toBeGreaterThanOrEqual(strip.x);
    expect(chosen.x + chosen.width, label).toBeLessThanOrEqual(strip.x + strip.width);
  }
});

test('a 401 anywhere logs the customer out, takes a guest session and goes home', async ({ page, context, request }) => {
  const mobile = uniqueMobile();
  await registerCustomer(request, mobile);
  await loginThroughUi(page, mobile);
  await expect(page.getByRole('banner').getByRole('button', { name: 'حساب من' })).toBeVisible();
  const url = new URL(page.url());
  // Home's own calls (favourites, stories) must not meet the bad token: their 401 would start
  // the logout there and race the visit below. Leaving the page ends them.
  await page.goto('about:blank');
  // The session is no longer valid (revoked or expired): the next API call answers 401.
  await context.addCookies([{ name: 'shop_token', value: 'expired.token.value', domain: url.hostname, path: '/' }]);
  // The 401 may send the page home before /profile's own load event.
  await page.goto('/profile', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'ورود' })).toBeVisible();
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(mobile);
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'shop_role')?.value).toBe('guest');
});

test('the product gallery: dots, swipe, arrow keys and a larger view; option products say «انتخاب گزینه‌ها»', async ({ page, request }) => {
  const cappuccino = await seedProduct(request, 'cappuccino');
  const pictures: string[] = [];
  page.on('request', (r) => r.url().includes('/_next/image') && pictures.push(decodeURIComponent(r.url())));
  await page.goto(`/product/${cappuccino.id}`);
  const strip = page.getByRole('list', { name: `تصاویر ${cappuccino.name}`, exact: true });
  const counter = page.getByText(/^[۱۲] از ۲$/);
  await expect(counter).toHaveText('۱ از ۲');
  // Alt texts count the Persian way («تصویر ۲»).
  const secondPicture = page.locator(`img[alt="${cappuccino.name} – تصویر ۲"]`);
  await expect(secondPicture).toHaveCount(1);

  // The second picture is fetched once the page has loaded, not beside the first one's paint.
  await expect.poll(() => secondPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const [loaded, secondStart] = await secondPicture.evaluate((img: HTMLImageElement) => [
    (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    performance.getEntriesByType('resource').find((e) => e.name === img.currentSrc)!.startTime,
  ]);
  expect(secondStart).toBeGreaterThanOrEqual(loaded);
  // On a phone the thumbnails are dots: no thumbnail picture is ever fetched.
  expect(pictures.length).toBeGreaterThan(0);
  expect(pictures.filter((url) => url.includes('w=256'))).toEqual([]);
  expect(pictures.every((url) => /w=(640|750|828)\b/.test(url))).toBe(true);

  // A dot shows its picture.
  const second = page.getByRole('button', { name: `نمایش ${cappuccino.name} – تصویر ۲` });
  const dot = await box(second);
  expect(dot.width).toBeGreaterThanOrEqual(24);
  expect(dot.height).toBeGreaterThanOrEqual(24);
  await second.click();
  await expect(second).toHaveAttribute('aria-current', 'true');
  await expect(counter).toHaveText('۲ از ۲');
  // Wait for the strip to come to rest there (to the left: right-to-left), as a shopper sees it.
  // On a loaded host a key pressed before this smooth scroll had moved was lost: scrolling to the
  // first picture while still at it did nothing, and the strip then landed on the second.
  await expect.poll(() => strip.evaluate((el) => Math.round(el.scrollLeft + el.clientWidth))).toBe(0);
  // The arrow keys move through the pictures (right-to-left: → goes back).
  await strip.focus();
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('۱ از ۲');
  // A swipe scrolls the strip by one picture (once the arrow key's smooth scroll has come to rest).
  await expect.poll(() => strip.evaluate((el) => Math.round(el.scrollLeft))).toBe(0);
  await strip.evaluate((el) => el.scrollTo({ left: -el.clientWidth }));
  await expect(counter).toHaveText('۲ از ۲');

  // The larger view. Its code loads on this first opening; Escape still gives focus back.
  const enlarge = page.getByRole('button', { name: `نمایش بزرگ‌تر ${cappuccino.name} – تصویر ۲` });
  const view = page.getByRole('dialog', { name: new RegExp(cappuccino.name) });
  await enlarge.focus();
  await page.keyboard.press('Enter');
  await expect(view).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(view).toBeHidden();
  await expect(enlarge).toBeFocused();
  await enlarge.click();
  await expect(view).toBeVisible();
  await expect(view.getByRole('img', { name: `${cappuccino.name} – تصویر ۲` })).toBeVisible();
  await view.getByRole('button', { name: 'تصویر بعدی' }).click();
  await expect(view.getByRole('img', { name: cappuccino.name, exact: true })).toBeVisible();
  // The button keeps focus; which picture is shown now is said.
  await expect(view.getByRole('status')).toHaveText(/^تصویر [۰-۹]+ از [۰-۹]+$/);
  // A swipe to the right brings the next picture in from the left, as in the page's strip.
  const panel = view.locator('[id^="headlessui-dialog-panel"]');
  await panel.dispatchEvent('touchstart', { touches: [{ identifier: 1, clientX: 100, clientY: 300 }] });
  await panel.dispatchEvent('touchend', { changedTouches: [{ identifier: 1, clientX: 300, clientY: 300 }] });
  await expect(view.getByRole('img', { name: `${cappuccino.name} – تصویر ۲` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(view).toBeHidden();

  // A card of a product with options opens its page and says so.
  const search = await request.post('/api/v1/products/search?page=1&limit=100', { data: {} });
  const withOptions = ((await search.json()).data.results as { id: number; name: string; has_toppings: boolean; is_pack: boolean }[]).find(
    (p) => p.has_toppings && !p.is_pack,
  );
  expect(withOptions, 'a product with toppings').toBeTruthy();
  await page.goto(`/search?name=${encodeURIComponent(withOptions!.name)}`);
  const choose = page.getByRole('link', { name: 'انتخاب گزینه‌ها' }).first();
  await expect(choose).toBeVisible();
  await choose.click();
  await expect(page).toHaveURL(new RegExp(`/product/${withOptions!.id}`));
});

test("the phone's Back closes the story viewer and the picture viewer, not the page under them", async ({ page, request }) => {
  await page.goto('/search');
  await page.goto('/');
  const story = page.getByRole('region', { name: 'استوری‌ها' }).getByRole('button').first();
  const viewer = page.getByRole('dialog');
  await story.click();
  await expect(viewer).toBeVisible();
  await page.goBack();
  await expect(viewer).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(story).toBeVisible();
  // Closed with ×, the viewer leaves no step behind: the next Back leaves home.
  await story.click();
  await viewer.getByRole('button', { name: 'بستن استوری' }).click();
  await expect(viewer).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/search$/);

  // A story's «مشاهده» opens its page in the viewer's place: Back from there returns home.
  await page.goForward();
  const stories = (await (await request.get('/api/v1/stories/')).json()).data.results as { link: string | null }[];
  const linked = stories.findIndex((s) => s.link?.startsWith('/'));
  expect(linked, 'a story with a link').toBeGreaterThanOrEqual(0);
  await page.getByRole('region', { name: 'استوری‌ها' }).getByRole('button').nth(linked).click();
  await viewer.getByRole('link', { name: 'مشاهده' }).click();
  await expect(page).toHaveURL(new RegExp(`${stories[linked].link!.replace(/[?]/g, '\\?')}$`));
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(viewer).toBeHidden();

  // The product pictures' larger view.
  const product = await seedProduct(request, 'cappuccino');
  await page.goto(`/product/${product.id}`);
  const view = page.getByRole('dialog', { name: new RegExp(product.name) });
  await page.getByRole('button', { name: new RegExp(`^نمایش بزرگ‌تر ${product.name}`) }).first().click();
  await expect(view).toBeVisible();
  await page.goBack();
  await expect(view).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
});

test("the phone's Back closes a dialog, not the page under it: the report, the cart's confirmation, the address form and its deletion", async ({ page, request }) => {
  // No outside host answers: the address form's map has no style or tiles, as in a blocked shop.
  await page.context().route(/^https?:\/\/(?!localhost[:/])/, (route) => route.abort());
  await signedInCustomer(page, request);

  // Reporting another customer's comment.
  const product = await seedProduct(request, 'cappuccino');
  await page.goto(`/product/${product.id}`);
  const report = page.getByRole('dialog', { name: 'گزارش نظر' });
  await page.getByRole('list', { name: 'نظرها' }).getByRole('button', { name: 'گزارش' }).first().click();
  await expect(report).toBeVisible();
  await page.goBack();
  await expect(report).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));

  // Emptying the cart: Back answers «no».
  await page.getByRole('button', { name: ADD, exact: true }).click();
  await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText(/^۱/);
  await page.goto('/cart');
  const line = page.getByRole('list', { name: 'اقلام سبد خرید' }).getByRole('listitem', { name: product.name });
  await expect(line).toBeVisible();
  const confirm = page.getByRole('alertdialog', { name: 'خالی کردن سبد خرید' });
  await page.getByRole('button', { name: 'خالی کردن سبد خرید' }).click();
  await expect(confirm).toBeVisible();
  await page.goBack();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(line).toBeVisible();

  // The address form keeps its draft when Back closes it; saved, it leaves no step behind.
  await page.goto('/search');
  await page.goto('/profile/addresses');
  const add = page.getByRole('main').getByRole('button', { name: /^(افزودن آدرس جدید|ادامهٔ آدرس نیمه‌کاره)$/ });
  const form = page.getByRole('dialog', { name: 'آدرس جدید' });
  await add.click();
  await form.getByLabel('عنوان آدرس').fill('خانه');
  await page.goBack();
  await expect(form).toBeHidden();
  await expect(page).toHaveURL(/\/profile\/addresses$/);
  await expect(add).toHaveText('ادامهٔ آدرس نیمه‌کاره');
  await add.click();
  await expect(form.getByLabel('عنوان آدرس')).toHaveValue('خانه');
  await expect(form.getByText('هزینهٔ ارسال به این نقطه: ۲۰٬۰۰۰ تومان')).toBeVisible();
  await form.getByLabel('پلاک').fill('۵');
  await form.getByRole('button', { name: 'ذخیره آدرس' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('listitem', { name: 'خانه' })).toBeVisible();

  // Deleting it: Back keeps the address.
  const remove = page.getByRole('alertdialog', { name: 'حذف آدرس' });
  await page.getByRole('button', { name: 'حذف خانه' }).click();
  await expect(remove).toBeVisible();
  await page.goBack();
  await expect(remove).toBeHidden();
  await expect(page.getByRole('listitem', { name: 'خانه' })).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/addresses$/);

  // Every dialog took its step away as it closed: the next Back leaves the page.
  await page.goBack();
  await expect(page).toHaveURL(/\/search$/);
});

test("the product page reads the customer's own view of the product after it loads: the heart shows a kept favourite", async ({ page, request }) => {
  const mobile = uniqueMobile();
  const customer = await sessionCustomer(request, mobile);
  const latte = await seedProduct(request, 'cafe-latte');
  expect((await request.post(`/api/v1/app/customer/${customer.id}/add/favorite`, { data: { product_id: latte.id } })).status()).toBe(200);
  await loginAndLand(page, mobile);

  const personal = page.waitForResponse((r) => r.url().includes(`/api/v1/app/product/${latte.id}?customer=${customer.id}`) && r.ok());
  await page.goto(`/product/${latte.id}`);
  await personal;
  await expect(page.getByRole('button', { name: `افزودن «${latte.name}» به علاقه‌مندی‌ها` })).toHaveAttribute('aria-pressed', 'true');
  // The page itself is the shared cached page: nothing personal in its HTML.
  const html = await (await request.get(`/product/${latte.id}`)).text();
  expect(html).not.toContain('aria-pressed="true"');
});

test('a category sorts and hides sold-out products from its URL, rendered on the server', async ({ page, request }) => {
  const categories = (await (await request.get('/api/v1/categories')).json()).data.results as { id: number; slug: string }[];
  const desserts = categories.find((c) => c.slug === 'cakes-desserts');
  expect(desserts, 'the desserts category').toBeTruthy();
  const tiramisu = await seedProduct(request, 'tiramisu');
  expect(tiramisu.limit).toBe(0);

  await page.goto(`/category/${desserts!.id}`);
  const grid = page.getByRole('region', { name: /محصولات/ });
  await drawAllCards(page);
  await expect(grid.getByRole('heading', { name: tiramisu.name })).toBeVisible();
  await page.getByRole('checkbox', { name: 'فقط کالاهای موجود' }).check();
  await expect(page).toHaveURL(new RegExp(`/category/${desserts!.id}\\?is_exist=1$`));
  await expect(grid.getByRole('heading', { name: tiramisu.name })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'مرتب‌سازی' }).selectOption('cheapest');
  await expect(page).toHaveURL(/sort=cheapest/);

  // The server renders the view from the URL alone (no JavaScript involved), cheapest first.
  const html = await (await request.get(`/category/${desserts!.id}?sort=cheapest&is_exist=1`)).text();
  // Not drawn, and not among the later cards' data either (the plain page has it).
  expect(await (await request.get(`/category/${desserts!.id}`)).text()).toContain(tiramisu.name);
  expect(html).not.toContain(tiramisu.name);
  const products = (await (await request.post('/api/v1/products/search?page=1&limit=100', { data: { category: desserts!.id, sort: 'cheapest', is_exist: true } })).json()).data.results as { name: string }[];
  expect(html.indexOf(`>${products[0].name}<`)).toBeGreaterThan(-1);
  expect(html.indexOf(`>${products[0].name}<`)).toBeLessThan(html.indexOf(`>${products[1].name}<`));
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/category/${desserts!.id}"`));
  expect((await request.get(`/category/${desserts!.id}/p/1/cheap.all`)).status()).toBe(404);
});

test('a search on a phone shows its results first; the filters open from «فیلترها و مرتب‌سازی», and stay open from md up', async ({ page }) => {
  await page.goto(`/search?name=${encodeURIComponent('قهوه')}`);
  const fold = page.locator('summary').filter({ hasText: 'فیلترها و مرتب‌سازی' });
  await expect(fold).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'مرتب‌سازی' })).toBeHidden();
  // The first result is on the first screen.
  const first = page.getByRole('region', { name: 'نتایج' }).getByRole('article').first();
  const box = (await first.boundingBox())!;
  expect(box.y).toBeLessThan(844);
  await fold.click();
  await page.getByRole('checkbox', { name: 'فقط کالاهای موجود' }).check();
  await expect(page).toHaveURL(/is_exist=1/);
  // The choice is on the page and the fold stays open with it.
  await expect(page.getByRole('checkbox', { name: 'فقط کالاهای موجود' })).toBeChecked();
  await expect(fold).toContainText('(فعال)');

  await page.setViewportSize({ width: 1024, height: 800 });
  await page.reload();
  await expect(fold).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'مرتب‌سازی' })).toBeVisible();
});
