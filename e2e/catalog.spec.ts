import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { dialogStepGone, drawAllCards, expectDrawnNotFound, loginAndLand, otpFor, persianNumber, registerCustomer, sessionCustomer, signedInCustomer, uniqueMobile } from './helpers';

interface Category {
  id: number;
  name: string;
  parent_id: number | null;
  products_count: number;
}

interface Summary {
  id: number;
  name: string;
  slug: string;
  final_price: number;
  limit: number | null;
  image: string | null;
}

async function categories(request: APIRequestContext): Promise<Category[]> {
  const res = await request.get('/api/v1/categories');
  expect(res.status()).toBe(200);
  return (await res.json()).data.results;
}

async function allProducts(request: APIRequestContext): Promise<Summary[]> {
  const out: Summary[] = [];
  for (let page = 1; page <= 100; page++) {
    const res = await request.get(`/api/v1/products?type=all&limit=100&page=${page}`);
    expect(res.status()).toBe(200);
    const { data } = await res.json();
    out.push(...data.results);
    if (page >= data.pages) break;
  }
  return out;
}

async function productBySlug(request: APIRequestContext, slug: string): Promise<Summary> {
  const p = (await allProducts(request)).find((x) => x.slug === slug);
  expect(p, `seed product ${slug}`).toBeTruthy();
  return p!;
}

const SECRET = process.env.REVALIDATE_SECRET || 'e2e-revalidate-secret';

test.beforeAll(async ({ request }) => {
  // Next's data cache outlives a build but the e2e database does not: start from fresh
  // catalogue data (every catalogue cache entry carries the `home` tag).
  const res = await request.post('/api/revalidate', { data: { secret: SECRET, tags: ['home'], immediate: true } });
  expect(res.status()).toBe(200);
});

test('home → category → page 2 → product', async ({ page, request }) => {
  // A top-level category with more than one page (20) of products.
  const big = (await categories(request)).find((c) => c.parent_id === null && c.products_count > 20);
  expect(big, 'a top-level category with more than 20 products').toBeTruthy();

  await page.goto('/');
  // A row's «مشاهده همه» opens the search showing what the row shows: favourites in stock.
  await expect(page.getByRole('link', { name: 'مشاهده همه محبوب‌ترین‌ها' })).toHaveAttribute('href', '/search?sort=popular&is_exist=1');
  const block = page.getByRole('region', { name: 'دسته‌بندی‌ها' });
  // The base-category block's parent list starts with «همه», selected.
  const parents = block.getByRole('group');
  await expect(parents.getByRole('button').first()).toHaveText('همه');
  await expect(parents.getByRole('button').first()).toHaveAttribute('aria-pressed', 'true');

  await block.locator(`a[href="/category/${big!.id}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/category/${big!.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(big!.name);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/category/${big!.id}$`));
  await expect(page.locator('head link[rel="next"]')).toHaveAttribute('href', new RegExp(`/category/${big!.id}\\?page=2$`));
  await expect(page.getByRole('navigation', { name: 'مسیر صفحه' })).toContainText('خانه');
  await drawAllCards(page);
  await expect(page.getByRole('article')).toHaveCount(20);

  await page.getByRole('navigation', { name: 'صفحه‌بندی' }).getByRole('link', { name: 'صفحه بعد' }).click();
  await expect(page).toHaveURL(new RegExp(`/category/${big!.id}\\?page=2$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('صفحه ۲');
  await expect(page.locator('head link[rel="prev"]')).toHaveAttribute('href', new RegExp(`/category/${big!.id}$`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/category/${big!.id}\\?page=2$`));
  const cards = page.getByRole('article');
  await drawAllCards(page);
  await expect(cards).toHaveCount(big!.products_count - 20);

  const name = (await cards.first().getByRole('heading').textContent())!.trim();
  await cards.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('home keeps the chosen category chip when the shopper comes back, by Back or by reload', async ({ page }) => {
  await page.goto('/');
  const block = page.getByRole('region', { name: 'دسته‌بندی‌ها' });
  const chip = block.getByRole('group').getByRole('button').nth(1);
  const name = (await chip.textContent())!.trim();
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');

  await block.getByRole('link', { name: `همه محصولات ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await page.goBack();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect(block.getByRole('link', { name: `همه محصولات ${name}` })).toBeVisible();

  await page.reload();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await block.getByRole('group').getByRole('button', { name: 'همه', exact: true }).click();
  await page.reload();
  await expect(block.getByRole('group').getByRole('button', { name: 'همه', exact: true })).toHaveAttribute('aria-pressed', 'true');
});

interface HomeRow {
  type_name: string;
  title: string;
  items: { name: string; has_toppings: boolean; is_pack: boolean; limit: number | null }[];
}

test('home draws the first screen\'s cards and the others when the visitor gets to them', async ({ browser, request }) => {
  const blocks: HomeRow[] = (await (await request.get('/api/v1/home?page=1')).json()).data.items;
  const rows = blocks.filter((b) => ['favorite', 'discount', 'category_steps'].includes(b.type_name));
  expect(rows.length).toBeGreaterThan(3);
  const [first] = rows;
  const later = rows.slice(2).find((r) => r.items.some((p) => !p.has_toppings && !p.is_pack && p.limit !== 0))!;
  const simple = later.items.find((p) => !p.has_toppings && !p.is_pack && p.limit !== 0)!;

  // The served page holds the first three cards of the first two rows, and no others.
  const html = await (await request.get('/')).text();
  expect(html.match(/<article/g)?.length).toBe(Math.min(3, rows[0].items.length) + Math.min(3, rows[1].items.length));

  const context = await browser.newContext({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/');
  const firstRow = page.getByRole('list', { name: first.title, exact: true });
  const laterRow = page.getByRole('list', { name: later.title, exact: true });
  await expect(firstRow.getByRole('article')).toHaveCount(3);
  await expect(laterRow.getByRole('article')).toHaveCount(0);

  // Scrolling down draws a row before it is on screen, and its cards work.
  await laterRow.scrollIntoViewIfNeeded();
  await expect(laterRow.getByRole('article')).toHaveCount(later.items.length);
  const card = laterRow.getByRole('article').filter({ hasText: simple.name });
  await card.getByRole('button', { name: `افزودن به سبد خرید «${simple.name}»`, exact: true }).click();
  await expect(card.getByText('۱ عدد در سبد خرید')).toBeVisible();

  // Keyboard focus entering a row draws the rest of it.
  await expect(firstRow.getByRole('article')).toHaveCount(3);
  await firstRow.getByRole('link').first().focus();
  await expect(firstRow.getByRole('article')).toHaveCount(first.items.length);
  await context.close();
});

test('a page fetches no other page while it starts; a link fetches its page when the shopper reaches for it', async ({ page, request }) => {
  const product = await productBySlug(request, 'americano');
  const payloads: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.searchParams.has('_rsc')) payloads.push(url.pathname);
  });
  await page.goto(`/product/${product.id}`);
  await page.waitForLoadState('networkidle');
  expect(payloads).toEqual([]);

  const cart = page.getByRole('banner').getByRole('link', { name: 'سبد خرید' });
  await cart.hover();
  await expect.poll(() => payloads).toContain('/cart');
  await cart.click();
  await expect(page).toHaveURL(/\/cart$/);
});

test('category: unknown ids and out-of-range pages are 404', async ({ request }) => {
  const big = (await categories(request)).find((c) => c.parent_id === null && c.products_count > 20)!;
  for (const path of ['/category/99999999', '/category/abc', `/category/${big.id}?page=0`, `/category/${big.id}?page=x`, `/category/${big.id}?page=99`]) {
    await expectDrawnNotFound(await request.get(path), path);
  }
});

test('a category page number in Persian or Arabic digits is that page', async ({ page, request }) => {
  const big = (await categories(request)).find((c) => c.parent_id === null && c.products_count > 20)!;
  for (const digit of ['۲', '٢']) {
    const res = await page.goto(`/category/${big.id}?page=${digit}`);
    expect(res?.status(), digit).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('صفحه ۲');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/category/${big.id}\\?page=2$`));
  }
  // A sorted view names the plain page as canonical, with no noindex to contradict it.
  await page.goto(`/category/${big.id}?page=2&sort=cheapest`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/category/${big.id}\\?page=2$`));
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test('later cards whose code cannot be fetched keep their place, and come when the connection is back or the shopper comes back', async ({ browser, request }) => {
  const big = (await categories(request)).find((c) => c.parent_id === null && c.products_count > 20)!;
  // A short phone screen: the later cards are far below it, so nothing draws them before the scroll.
  const context = await browser.newContext({ viewport: { width: 390, height: 400 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  let failing = true;
  let refused = 0;
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    // The card code, which only the later cards load.
    if (failing && body.includes('line-clamp-2 min-h-10')) {
      refused++;
      return route.abort('internetdisconnected');
    }
    return route.fulfill({ response, body });
  });
  await page.goto(`/category/${big.id}`);
  const cards = page.getByRole('main').getByRole('article');
  const standIns = page.locator('main li[aria-hidden="true"]');
  await expect(cards).toHaveCount(6);
  // The idle-time fetch ahead fails (the runtime tries a chunk twice), then drawing them fails.
  await expect.poll(() => refused).toBe(2);
  await standIns.first().scrollIntoViewIfNeeded();
  await expect.poll(() => refused).toBe(4);
  await page.evaluate(() => fetch('/api/health').then((r) => r.status));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(big.name);
  await expect(standIns).toHaveCount(14);
  await expect(cards).toHaveCount(6);

  // Back online: the code is asked for again (and refused again here).
  await expect(async () => {
    await context.setOffline(true);
    await context.setOffline(false);
    await expect.poll(() => refused, { timeout: 2000 }).toBeGreaterThanOrEqual(6);
  }).toPass();
  await expect(standIns).toHaveCount(14);

  // The code can be fetched now: scrolled away and back to them, the cards come.
  failing = false;
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    if (await standIns.count()) await standIns.first().scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(20, { timeout: 2000 });
  }).toPass();
  await context.close();
});

test('search with Arabic letters finds the Persian product; suggestions and Enter work from the keyboard', async ({ page }) => {
  await page.goto('/');
  // A plain search box until someone reaches for it; then the combobox takes over, focused.
  // Its code starts loading when the pointer arrives, so on a fast load it can take over before
  // the click lands: the click then goes to the combobox, as a shopper's would.
  const box = page.getByRole('combobox', { name: 'جستجوی محصولات' });
  await page.getByRole('searchbox', { name: 'جستجوی محصولات' }).or(box).click();
  await expect(box).toBeFocused();
  // «کیک شکلاتی» typed with Arabic kaf (ك) and yeh (ي).
  await box.pressSequentially('كيك شكلاتي', { delay: 20 });
  // Products and categories are labelled groups of options; the count is a status outside the list.
  const products = page.getByRole('listbox').getByRole('group', { name: 'محصولات' });
  await expect(products.getByRole('option', { name: /کیک شکلاتی فاج/ })).toBeVisible();
  await expect(page.getByRole('search').getByRole('status')).toHaveText(/^[۰-۹]+ پیشنهاد$/);
  await expect(page.getByRole('listbox').getByRole('status')).toHaveCount(0);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?name=/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('كيك شكلاتي');
  await expect(page.getByRole('article').filter({ hasText: 'کیک شکلاتی فاج' })).toBeVisible();

  // A suggestion chosen with the arrow keys opens the product.
  await box.fill('');
  await box.pressSequentially('پيتزا پپروني', { delay: 20 });
  const option = page.getByRole('option', { name: /پیتزا پپرونی/ });
  await expect(option).toBeVisible();
  for (let i = 0; i < 5 && (await option.getAttribute('data-focus')) === null; i++) await box.press('ArrowDown');
  await expect(option).toHaveAttribute('data-focus', '');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('پیتزا پپرونی');
});

test('while the results are on their way, the search box says so', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'جستجوی محصولات' });
  await page.getByRole('searchbox', { name: 'جستجوی محصولات' }).or(box).click();
  await expect(box).toBeFocused();
  await box.pressSequentially('کیک', { delay: 20 });
  // The results page is held on its way (a slow phone network) until the box has been looked at.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/search\?.*_rsc=/, async (route) => {
    await released;
    await route.continue();
  });
  await box.press('Enter');
  const pending = page.getByRole('status').filter({ hasText: 'در حال جستجو…' });
  await expect(pending).toBeAttached();
  await expect(page.getByRole('search')).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page).toHaveURL(/\/search\?name=/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('کیک');
  await expect(pending).toHaveCount(0);
});

test('a search box reached before the page\'s script runs becomes the combobox once it does, with what was typed and the focus', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const plain = page.getByRole('searchbox', { name: 'جستجوی محصولات' });
  await plain.click();
  await plain.pressSequentially('کیک', { delay: 20 });
  release();
  const box = page.getByRole('combobox', { name: 'جستجوی محصولات' });
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('کیک');
  // Typing goes on in the combobox, with its suggestions.
  await box.pressSequentially(' شکلاتی', { delay: 20 });
  await expect(page.getByRole('listbox').getByRole('option', { name: /کیک شکلاتی فاج/ })).toBeVisible();
});

test('the header search is a plain form without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await page.locator('#header-search').fill('كيك');
  await page.locator('#header-search').press('Enter');
  await expect(page).toHaveURL(/\/search\?name=/);
  await expect(page.getByRole('article').first()).toBeVisible();
  await context.close();
});

test('home\'s discount row leads to the discounted products only, the filter shown checked', async ({ page, request }) => {
  const api = await request.post('/api/v1/products/search', { data: { discounted: true } });
  const { count } = (await api.json()).data;
  expect(count).toBeGreaterThan(0);
  await page.goto('/');
  await page.locator('a[href="/search?sort=discount&discounted=1"]').first().click();
  await expect(page).toHaveURL(/\/search\?sort=discount&discounted=1$/);
  await expect(page.getByRole('checkbox', { name: 'فقط کالاهای تخفیف‌دار' })).toBeChecked();
  const found = page.getByRole('status').filter({ hasText: 'محصول پیدا شد' });
  await expect(found).toBeVisible();
  expect(persianNumber((await found.textContent())!)).toBe(count);
});

test('a reservation day that is no date, or a time without a day, is said on the day\'s field, and nothing is searched until it is one', async ({ page }) => {
  await page.goto('/search?name=' + encodeURIComponent('میز'));
  const url = page.url();
  const day = page.getByRole('textbox', { name: 'روز' });
  // Esfand 30 of a common year, then a Gregorian date.
  for (const typed of ['۱۴۰۵/۱۲/۳۰', '2026/04/04']) {
    await day.fill(typed);
    await page.getByRole('button', { name: 'اعمال فیلترها' }).click();
    await expect(day).toBeFocused();
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    await expect(day).toHaveAccessibleDescription('تاریخ معتبر نیست؛ مانند ۱۴۰۵/۰۹/۰۱');
    expect(page.url()).toBe(url);
  }
  // A time without a day would search nothing by it: said on the day's field too.
  await day.fill('');
  await page.getByLabel('ساعت').fill('18:30');
  await page.getByRole('button', { name: 'اعمال فیلترها' }).click();
  await expect(day).toBeFocused();
  await expect(day).toHaveAccessibleDescription('برای جستجوی نوبت، روز را هم وارد کنید');
  expect(page.url()).toBe(url);
  await day.fill('۱۴۰۵/۱۲/۲۹');
  await expect(day).toHaveAttribute('aria-invalid', 'false');
  await page.getByRole('button', { name: 'اعمال فیلترها' }).click();
  await expect(page).toHaveURL(/reserve_date=1405-12-29&reserve_time=18%3A30|reserve_time=18%3A30.*reserve_date=1405-12-29/);
});

test('a filter narrows the results and survives a reload', async ({ page }) => {
  await page.goto('/search?name=' + encodeURIComponent('پیتزا'));
  const cards = page.getByRole('article');
  const found = page.getByRole('status').filter({ hasText: 'محصول پیدا شد' });
  await expect(cards.first()).toBeVisible();
  const before = persianNumber((await found.textContent())!);
  expect(before).toBeGreaterThan(2);

  // Persian digits and separators are normalised; the bound goes into the URL.
  // «۴۰۰.۰۰۰»: a point between thousands, as Iranians often write a price.
  await page.getByLabel('تا', { exact: true }).fill('۴۰۰.۰۰۰');
  await page.getByRole('button', { name: 'اعمال فیلترها' }).click();
  await expect(page).toHaveURL(/max_price=400000/);
  await expect.poll(async () => persianNumber((await found.textContent()) ?? '')).toBeLessThan(before);
  const after = persianNumber((await found.textContent())!);
  expect(after).toBeGreaterThan(0);

  // Only in-stock, and a sort: both kept in the URL.
  await page.getByLabel('مرتب‌سازی').selectOption('cheapest');
  await expect(page).toHaveURL(/sort=cheapest/);
  await expect(page).toHaveURL(/max_price=400000/);

  await page.reload();
  await expect.poll(async () => persianNumber((await found.textContent()) ?? '')).toBe(after);
  await drawAllCards(page);
  await expect(cards).toHaveCount(after);
  // Said back as the shop writes prices.
  await expect(page.getByLabel('تا', { exact: true })).toHaveValue('۴۰۰٬۰۰۰');
  await expect(page.getByLabel('مرتب‌سازی')).toHaveValue('cheapest');
  const prices = await cards.locator('span.font-bold:not(.rounded-full)').allTextContents();
  const numbers = prices.map(persianNumber);
  expect(numbers, 'one price per card').toHaveLength(after);
  expect(numbers.every((n) => n <= 400_000)).toBe(true);
  expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);

  // A bound past the shop's price range (its hint) stays as typed, in the box and the URL.
  await page.getByLabel('تا', { exact: true }).fill('۵۰٬۰۰۰٬۰۰۰');
  await page.getByRole('button', { name: 'اعمال فیلترها' }).click();
  await expect(page).toHaveURL(/max_price=50000000/);
  await expect(page.getByLabel('تا', { exact: true })).toHaveValue('۵۰٬۰۰۰٬۰۰۰');
});

/**
 * Chooses «محبوب‌ترین» with the arrow keys: on a closed select they change its value, not the page
 * (still `unchanged` a second later); Enter then applies it.
 */
async function chooseSortByKeyboard(page: Page, sort: Locator, unchanged: RegExp) {
  await expect(sort).toHaveAccessibleDescription('با صفحه‌کلید، پس از انتخاب، کلید اینتر را بزنید.');
  // Any request for a sorted page (a navigation, or the router's fetch of its payload), seen as
  // soon as it starts, before the address bar would show it.
  const sorted: string[] = [];
  const watch = (r: { url(): string }) => {
    const url = new URL(r.url());
    if (url.searchParams.has('sort') && !url.pathname.startsWith('/api/')) sorted.push(r.url());
  };
  page.on('request', watch);
  await sort.focus();
  await sort.press('ArrowDown');
  await sort.press('ArrowDown');
  await expect(sort).toHaveValue('popular');
  await page.waitForTimeout(1_000);
  page.off('request', watch);
  expect(sorted).toEqual([]);
  await expect(page).toHaveURL(unchanged);
  await sort.press('Enter');
}

test('a category sort chosen with the keyboard waits for Enter, and focus stays on the control that applied it', async ({ page, request }) => {
  const [category] = await categories(request);
  await page.goto(`/category/${category.id}`);
  const sort = page.getByRole('combobox', { name: 'مرتب‌سازی' });
  await chooseSortByKeyboard(page, sort, new RegExp(`/category/${category.id}$`));
  await expect(page).toHaveURL(new RegExp(`/category/${category.id}\\?sort=popular$`));
  await expect(sort).toBeFocused();

  // The checkbox applies at once, and keeps focus on the new page too.
  const inStock = page.getByRole('checkbox', { name: 'فقط کالاهای موجود' });
  await inStock.focus();
  await inStock.press('Space');
  await expect(page).toHaveURL(new RegExp(`/category/${category.id}\\?sort=popular&is_exist=1$`));
  await expect(inStock).toBeFocused();
  await expect(inStock).toBeChecked();
});

test('search filters show a choice while its results load, and a sort chosen with the keyboard waits for Enter', async ({ page }) => {
  await page.goto('/search?name=' + encodeURIComponent('پیتزا'));
  await expect(page.getByRole('article').first()).toBeVisible();

  // The new results are held back: the box stays ticked while they load.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/search\?/, async (route) => {
    if (route.request().headers()['rsc']) await held;
    await route.continue();
  });
  const inStock = page.getByRole('checkbox', { name: 'فقط کالاهای موجود' });
  await inStock.check();
  await expect(page.getByRole('status').filter({ hasText: 'در حال به‌روزرسانی نتایج' })).toBeVisible();
  await expect(inStock).toBeChecked();
  release();
  await expect(page).toHaveURL(/is_exist=1/);
  await expect(inStock).toBeChecked();
  await page.unrouteAll();

  await chooseSortByKeyboard(page, page.getByRole('combobox', { name: 'مرتب‌سازی' }), /^(?!.*sort=)/);
  await expect(page).toHaveURL(/sort=popular/);
  await expect(page).toHaveURL(/is_exist=1/);
});

test('a search refined in place still draws its later cards on the way down', async ({ browser }) => {
  // A phone: the first six cards fill more than a screen, so the seventh waits for a scroll.
  const context = await browser.newContext({ viewport: { width: 390, height: 700 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/search?name=' + encodeURIComponent('پیتزا'));
  const cards = page.getByRole('article');
  const found = page.getByRole('status').filter({ hasText: 'محصول پیدا شد' });
  const count = persianNumber((await found.textContent())!);
  expect(count).toBeGreaterThan(6);
  await expect(cards).toHaveCount(6);

  // On a phone the filters are folded under the results' summary.
  await page.locator('summary').filter({ hasText: 'فیلترها و مرتب‌سازی' }).click();
  await page.getByLabel('مرتب‌سازی').selectOption('expensive');
  await expect(page).toHaveURL(/sort=expensive/);
  await drawAllCards(page);
  await expect(cards).toHaveCount(count);
  await context.close();
});

test('a logged-in customer writes a comment (star default 1) and sees it', async ({ page, request }) => {
  await signedInCustomer(page, request);
  const product = await productBySlug(request, 'americano');

  await page.goto(`/product/${product.id}`);
  // The form loads as the shopper scrolls down to the comments.
  await page.locator('#comments').scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'نوشتن نظر' });
  await expect(form).toBeVisible();
  await expect(form.getByRole('radio', { name: '۱ ستاره' })).toBeChecked();
  await form.locator('label').filter({ hasText: '۴ ستاره' }).click();
  await expect(form.getByRole('radio', { name: '۴ ستاره' })).toBeChecked();
  const text = `آمریکانوی خوش‌طعم ${Date.now()}`;
  await form.getByLabel('متن نظر').fill(text);
  // Each paragraph takes its own direction: an English line reads left to right, an empty box right to left.
  await expect(form.getByLabel('متن نظر')).toHaveCSS('unicode-bidi', 'plaintext');
  // A reload (or a notification's tap that moves this tab) keeps what was being written.
  await page.reload();
  await page.locator('#comments').scrollIntoViewIfNeeded();
  await expect(form.getByLabel('متن نظر')).toHaveValue(text);
  await expect(form.getByRole('radio', { name: '۴ ستاره' })).toBeChecked();
  await form.getByRole('button', { name: 'ثبت نظر' }).click();

  // Shown once: at once as the shopper's own, then in the refreshed list of the page.
  const comments = page.locator('#comments');
  await expect(comments.getByText(text)).toHaveCount(1);
  await expect(comments.getByRole('listitem').filter({ hasText: text }).getByRole('img', { name: /امتیاز ۴ از ۵/ })).toBeVisible();
  // In the page's refreshed list it is theirs at once: no «گزارش» the server would refuse.
  const refreshed = page.getByRole('list', { name: 'نظرها', exact: true }).getByRole('listitem').filter({ hasText: text });
  await expect(refreshed.getByText('نظر شما', { exact: true })).toBeVisible();
  await expect(refreshed.getByRole('button', { name: 'گزارش' })).toHaveCount(0);
  await expect(form.getByLabel('متن نظر')).toHaveValue('');
  await expect(form.getByRole('radio', { name: '۱ ستاره' })).toBeChecked();
  // Sent, it is kept no more.
  expect(await page.evaluate(() => sessionStorage.getItem('comment-draft'))).not.toContain(text);

  const res = await request.get(`/api/v1/product/${product.id}/comments`);
  const { data } = await res.json();
  expect(data.results.some((c: { comment: string; star: number }) => c.comment === text && c.star === 4)).toBe(true);

  // Back on the page later, the comment is in the page's own list: marked as theirs, with no
  // «گزارش» (the server refuses a report of one's own comment). Others' comments keep it (below).
  // (A reload within a second of the post may still come from the one-second page cache.)
  const list = page.getByRole('list', { name: 'نظرها' });
  const mine = list.getByRole('listitem').filter({ hasText: text });
  await expect
    .poll(async () => {
      await page.reload();
      return mine.count();
    })
    .toBe(1);
  await expect(mine.getByText('نظر شما', { exact: true })).toBeVisible();
  await expect(mine.getByRole('button', { name: 'گزارش' })).toHaveCount(0);

  // Reporting someone else's comment asks for a reason.
  const reviewed = await productBySlug(request, 'cappuccino');
  await page.goto(`/product/${reviewed.id}`);
  const others = page.getByRole('list', { name: 'نظرها' });
  await others.getByRole('button', { name: 'گزارش' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'گزارش نظر' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'ارسال گزارش' }).click();
  await expect(dialog.getByRole('alert')).toContainText('دلیل گزارش');
  await dialog.getByLabel('دلیل گزارش').fill('محتوای تبلیغاتی');
  await dialog.getByRole('button', { name: 'ارسال گزارش' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'گزارش شما ثبت شد' })).toBeVisible();
});

/**
 * Comments on a product through the API (the request context keeps the customer's session), in
 * order, from a new customer every four: one customer may write five an hour.
 */
async function postComments(request: APIRequestContext, productId: number, comments: string[], star: number) {
  for (const [i, comment] of comments.entries()) {
    if (i % 4 === 0) await registerCustomer(request, uniqueMobile());
    expect((await request.post(`/api/v1/product/${productId}/add/comment`, { data: { star, comment } })).status()).toBe(200);
  }
}

test('posting comments refreshes the cached product page; older comments load on request', async ({ page, request }) => {
  const product = await productBySlug(request, 'turkish-coffee');
  const before = (await (await request.get(`/api/v1/product/${product.id}/comments`)).json()).data.count as number;
  await page.goto(`/product/${product.id}`);
  // The run's own tag keeps a retry's comments apart from the first attempt's.
  const posted = (i: number) => `نظر آزمایشی ${test.info().retry}-${Date.now().toString(36)} شماره ${i}`;
  const texts = Array.from({ length: 12 }, (_, i) => posted(i + 1));

  // Twelve new comments through the API, four from each of three customers.
  await postComments(request, product.id, texts, 5);
  // The gateway expired the cached page on each post: a fresh view has them, no 5-minute timer.
  // (A reload within a second of the last one may still come from the one-second page cache.)
  await expect
    .poll(async () => {
      await page.reload();
      return page.getByRole('list', { name: 'نظرها' }).getByText(texts[11]).count();
    })
    .toBe(1);
  await expect(page.getByRole('list', { name: 'نظرها' }).getByRole('listitem')).toHaveCount(10);
  await expect(page.getByLabel(/علاقه‌مندی‌ها/).first()).toBeVisible();

  // Older comments, ten at a time: the first two of these twelve and whatever came before them.
  // Pressed from the keyboard, focus goes on to the first of them (the button may be gone).
  const total = before + 12;
  await page.getByRole('button', { name: 'نمایش نظرات بیشتر' }).press('Enter');
  const more = page.getByRole('list', { name: 'نظرهای بیشتر' });
  await expect(more.getByRole('listitem')).toHaveCount(Math.min(total - 10, 10));
  await expect(more.getByRole('listitem').first()).toBeFocused();
  await expect(more).toContainText(texts[0]);
  await expect(more).toContainText(texts[1]);
  await expect(page.getByRole('button', { name: 'نمایش نظرات بیشتر' })).toBeVisible({ visible: total > 20 });
});

test('a comment posted with older comments open leaves none of them out', async ({ page, request }) => {
  const product = await productBySlug(request, 'saffron-tea');
  // Eleven comments (the page shows ten, the eleventh is an older one), three writers. The run's
  // own tag keeps a retry's comments apart from the first attempt's.
  const tag = `${test.info().retry}-${Date.now().toString(36)}`;
  const old = (i: number) => `نظر قدیمی ${tag} ${i}`;
  await postComments(request, product.id, Array.from({ length: 11 }, (_, i) => old(i + 1)), 4);
  await loginAndLand(page, uniqueMobile());
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('list', { name: 'نظرها', exact: true }).getByRole('listitem')).toHaveCount(10);
  // The favourite control shows once the page has hydrated: a press before that lands on the
  // server's HTML, which has no handler yet (one CI run lost the click so).
  await expect(page.getByLabel(/علاقه‌مندی‌ها/).first()).toBeVisible();
  await page.getByRole('button', { name: 'نمایش نظرات بیشتر' }).click();
  await expect(page.getByRole('list', { name: 'نظرهای بیشتر' })).toContainText(old(1));

  // Back up to the form, as a customer would: it loads once it comes near the screen.
  await page.getByRole('heading', { name: /نظرات کاربران/ }).scrollIntoViewIfNeeded();
  await page.getByLabel('متن نظر').fill(`نظر تازه ${tag}`);
  await page.getByRole('button', { name: 'ثبت نظر' }).click();
  await expect(page.getByRole('list', { name: 'نظرها', exact: true })).toContainText(`نظر تازه ${tag}`);
  await expect(page.getByText(`نظر تازه ${tag}`, { exact: true })).toHaveCount(1);
  // The comment pushed off the first ten is now an older one: every comment is on the page, once.
  for (let i = 1; i <= 11; i++) await expect(page.getByText(old(i), { exact: true })).toHaveCount(1);
});

test('a comment hidden while the page is open leaves none of the older ones out', async ({ page, request }) => {
  const product = await productBySlug(request, 'masala-chai');
  // Eleven comments from three writers: the page shows ten, the first written is an older one.
  const tag = `${test.info().retry}-${Date.now().toString(36)}`;
  const old = (i: number) => `نظر پیشین ${tag} ${i}`;
  await postComments(request, product.id, Array.from({ length: 11 }, (_, i) => old(i + 1)), 3);
  await expect
    .poll(async () => {
      await page.goto(`/product/${product.id}`);
      return page.getByRole('list', { name: 'نظرها', exact: true }).getByText(old(11)).count();
    })
    .toBe(1);

  // Meanwhile three customers report the newest one, which hides it.
  const newest = (await (await request.get(`/api/v1/product/${product.id}/comments?limit=1`)).json()).data.results[0];
  expect(newest.comment).toBe(old(11));
  for (let i = 0; i < 3; i++) {
    const { userId } = await registerCustomer(request, uniqueMobile());
    const report = await request.post(`/api/v1/product/${userId}/comments/${newest.id}/report`, { data: { user_id: userId, comment: 'نامربوط' } });
    expect(report.status()).toBe(200);
  }

  // The older ones go on after the last comment shown, not ten places down a list now one shorter.
  await page.getByRole('button', { name: 'نمایش نظرات بیشتر' }).click();
  await expect(page.getByRole('list', { name: 'نظرهای بیشتر' })).toContainText(old(1));
});

test('an older comment the customer\'s report hides leaves the page at once', async ({ page, request }) => {
  const product = await productBySlug(request, 'carrot-walnut-cake');
  // Eleven comments from three writers: the page shows ten, the first written is an older one.
  const tag = `${test.info().retry}-${Date.now().toString(36)}`;
  const old = (i: number) => `نظر گزارش‌شده ${tag} ${i}`;
  await postComments(request, product.id, Array.from({ length: 11 }, (_, i) => old(i + 1)), 2);
  const oldest = (await (await request.get(`/api/v1/product/${product.id}/comments?limit=20`)).json()).data.results.find(
    (c: { comment: string }) => c.comment === old(1),
  );
  // Two customers have reported it; this customer's report is the one that hides it.
  for (let i = 0; i < 2; i++) {
    const { userId } = await registerCustomer(request, uniqueMobile());
    expect((await request.post(`/api/v1/product/${userId}/comments/${oldest.id}/report`, { data: { user_id: userId, comment: 'نامربوط' } })).status()).toBe(200);
  }
  await loginAndLand(page, uniqueMobile());
  await expect
    .poll(async () => {
      await page.goto(`/product/${product.id}`);
      return page.getByRole('list', { name: 'نظرها', exact: true }).getByText(old(11)).count();
    })
    .toBe(1);
  await expect(page.getByLabel(/علاقه‌مندی‌ها/).first()).toBeVisible();
  await page.getByRole('button', { name: 'نمایش نظرات بیشتر' }).click();
  const item = page.getByRole('list', { name: 'نظرهای بیشتر' }).getByRole('listitem').filter({ hasText: old(1) });
  await item.getByRole('button', { name: 'گزارش' }).click();
  const dialog = page.getByRole('dialog', { name: 'گزارش نظر' });
  await dialog.getByLabel('دلیل گزارش').fill('محتوای تبلیغاتی');
  await dialog.getByRole('button', { name: 'ارسال گزارش' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'گزارش شما ثبت شد' })).toBeVisible();
  await expect(page.getByText(old(1), { exact: true })).toHaveCount(0);
  for (let i = 2; i <= 11; i++) await expect(page.getByText(old(i), { exact: true })).toHaveCount(1);
});

test('guests are asked to log in before writing a comment or keeping a favourite', async ({ page, request }) => {
  const product = await productBySlug(request, 'mocha');
  await page.goto(`/product/${product.id}`);
  await page.locator('#comments').scrollIntoViewIfNeeded();
  const toComment = page.getByRole('link', { name: 'وارد حساب کاربری شوید' });
  await expect(toComment).toBeVisible();
  expect(new URL((await toComment.getAttribute('href'))!, page.url()).searchParams.get('redirect')).toBe(`/product/${product.id}`);
  await expect(page.getByRole('link', { name: `برای افزودن «${product.name}» به علاقه‌مندی‌ها وارد شوید` }).first()).toBeVisible();
  // From a search, the login comes back to the same search.
  await page.goto(`/search?name=${encodeURIComponent(product.name)}`);
  const heart = page.getByRole('link', { name: `برای افزودن «${product.name}» به علاقه‌مندی‌ها وارد شوید` }).first();
  const back = new URL((await heart.getAttribute('href'))!, 'http://shop').searchParams.get('redirect')!;
  expect(new URL(back, 'http://shop').pathname).toBe('/search');
  expect(new URL(back, 'http://shop').searchParams.get('name')).toBe(product.name);
  await page.goto('/profile/favorites');
  const login = page.getByRole('link', { name: 'ورود به حساب کاربری' });
  await expect(login).toBeVisible();
  expect(new URL((await login.getAttribute('href'))!, page.url()).searchParams.get('redirect')).toBe('/profile/favorites');
});

test("a guest's heart leads through login back to the product, and the favourite is kept there", async ({ page, request }) => {
  const product = await productBySlug(request, 'double-espresso');
  const mobile = uniqueMobile();
  await page.goto(`/product/${product.id}`);
  await page.getByRole('main').getByRole('link', { name: `برای افزودن «${product.name}» به علاقه‌مندی‌ها وارد شوید` }).first().click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('شماره موبایل').fill(mobile);
  await page.getByRole('button', { name: 'ارسال کد' }).click();
  await page.getByLabel('کد تایید').fill(await otpFor(page.request, mobile));
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
  const heart = page.getByRole('main').getByRole('button', { name: `افزودن «${product.name}» به علاقه‌مندی‌ها` }).first();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  // Added once: it stays, and a visit later adds nothing again (the heart can be taken off).
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});

test('a favourite survives a reload and shows on the favourites page', async ({ page, request }) => {
  await signedInCustomer(page, request);
  const product = await productBySlug(request, 'cappuccino');

  await page.goto(`/product/${product.id}`);
  const heart = page.getByRole('main').getByRole('button', { name: `افزودن «${product.name}» به علاقه‌مندی‌ها` }).first();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'علاقه‌مندی' }).first()).toBeVisible();

  await page.reload();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/profile/favorites');
  await expect(page.getByRole('article').filter({ hasText: product.name })).toBeVisible();
  // From the keyboard: focus stays in the list, not thrown to the page's start.
  await page.getByRole('article').filter({ hasText: product.name }).getByRole('button', { name: /علاقه‌مندی‌ها/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('هنوز محصولی را نپسندیده‌اید')).toBeVisible();
  await expect(page.locator(':focus')).toContainText('هنوز محصولی را نپسندیده‌اید');
});

test('a favourite that fails undoes only itself: another heart pressed meanwhile stays', async ({ page, request }) => {
  await signedInCustomer(page, request);
  const [first, second] = await Promise.all(['mocha', 'hot-chocolate'].map((slug) => productBySlug(request, slug)));
  const hotDrinks = (await categories(request)).find((c) => c.name === 'نوشیدنی گرم')!;
  await page.goto(`/category/${hotDrinks.id}`);
  const heart = (p: Summary) => page.getByRole('main').getByRole('button', { name: `افزودن «${p.name}» به علاقه‌مندی‌ها` }).first();
  await expect(heart(first)).toHaveAttribute('aria-pressed', 'false');
  await expect(heart(second)).toHaveAttribute('aria-pressed', 'false');
  // The first product's add is held, then refused by a server in trouble; the second's goes through.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/app/customer/*/add/favorite', async (route) => {
    if (route.request().postDataJSON().product_id !== first.id) return route.continue();
    await held;
    await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, data: null, msg: 'خطای سرور', code: 503 }) });
  });
  await heart(first).click();
  await expect(heart(first)).toHaveAttribute('aria-pressed', 'true');
  await heart(second).click();
  await expect(page.getByRole('status').filter({ hasText: 'علاقه‌مندی' }).first()).toBeVisible();
  release();
  await expect(heart(first)).toHaveAttribute('aria-pressed', 'false');
  await expect(heart(second)).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(heart(second)).toHaveAttribute('aria-pressed', 'true');
  await expect(heart(first)).toHaveAttribute('aria-pressed', 'false');
});

test('a heart on a product page joins the favourites already kept, on the favourites page reached by a link', async ({ page, request }) => {
  const mobile = uniqueMobile();
  const customer = await sessionCustomer(request, mobile);
  const [kept1, kept2, third] = await Promise.all(['mocha', 'americano', 'cappuccino'].map((slug) => productBySlug(request, slug)));
  for (const p of [kept1, kept2]) {
    expect((await request.post(`/api/v1/app/customer/${customer.id}/add/favorite`, { data: { product_id: p.id } })).status()).toBe(200);
  }
  await loginAndLand(page, mobile);

  await page.goto(`/product/${third.id}`);
  const heart = page.getByRole('main').getByRole('button', { name: `افزودن «${third.name}» به علاقه‌مندی‌ها` }).first();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  // A link, not a load: the page's query cache goes along.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.getByRole('banner').getByRole('button', { name: 'حساب من' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'علاقه‌مندی‌ها' }).click();
  await expect(page).toHaveURL(/\/profile\/favorites$/);
  await expect(page.getByText('۳ محصول')).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(3);
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);

  // Cleared here, the product page read a moment ago (still in this tab's cache) empties its heart.
  await page.getByRole('button', { name: 'پاک کردن همه' }).click();
  const ask = page.getByRole('alertdialog', { name: 'پاک کردن علاقه‌مندی‌ها' });
  // The safe answer has the focus; «انصراف» keeps the list.
  await expect(ask.getByRole('button', { name: 'انصراف' })).toBeFocused();
  await ask.getByRole('button', { name: 'انصراف' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByText('۳ محصول')).toBeVisible();
  await page.getByRole('button', { name: 'پاک کردن همه' }).click();
  await ask.getByRole('button', { name: 'بله، پاک شود' }).click();
  await expect(page.getByText('هنوز محصولی را نپسندیده‌اید')).toBeVisible();
  await dialogStepGone(page);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/product/${third.id}$`));
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
});

test('stories wait while keyboard focus is in them, and a visible button stops and restarts them', async ({ page }) => {
  // The page's clock is ours to move: a story's six seconds pass without a fixed wait.
  await page.clock.install();
  await page.goto('/');
  const first = page.getByRole('region', { name: 'استوری‌ها' }).getByRole('button').first();
  await expect(first).toBeVisible();
  await first.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('۱ از');
  // Opened from the keyboard, focus is inside: the story waits, and the button says so.
  const play = dialog.getByRole('button', { name: 'ادامه', exact: true });
  await expect(play).toBeVisible();
  // From here the page's time moves only when the test moves it.
  await page.clock.pauseAt(Date.now() + 1000);
  const sixSecondsLater = async () => {
    await page.clock.runFor(7000);
    // A request issued after the timers: once it is answered, what they changed is drawn.
    await page.evaluate(() => fetch('/api/health').then((r) => r.status));
  };
  await sixSecondsLater();
  await expect(dialog).toContainText('۱ از');

  await play.press('Enter');
  const pause = dialog.getByRole('button', { name: 'توقف', exact: true });
  await expect(pause).toBeFocused();
  await sixSecondsLater();
  await expect(dialog).toContainText('۲ از');

  await pause.press('Enter');
  await expect(play).toBeFocused();
  await sixSecondsLater();
  await expect(dialog).toContainText('۲ از');
});

test('a story opens and closes with the keyboard and is marked seen', async ({ page }) => {
  await page.goto('/');
  const strip = page.getByRole('region', { name: 'استوری‌ها' });
  const first = strip.getByRole('button').first();
  await expect(first).toBeVisible();
  const seen = page.waitForRequest((r) => r.method() === 'POST' && /\/api\/v1\/stories\/\d+\/see\/$/.test(r.url()));
  await first.focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await seen;
  await expect(dialog.getByRole('button', { name: 'بستن استوری' })).toBeFocused();
  await expect(dialog).toContainText('۱ از');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog).toContainText('۲ از');
  await page.keyboard.press('ArrowRight');
  await expect(dialog).toContainText('۱ از');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(first).toBeFocused();
  await expect(first).toHaveAccessibleName(/دیده‌شده/);
});

test('home names its canonical URL in a Link header, so links with tracking parameters count as home', async ({ request, baseURL }) => {
  for (const path of ['/?utm_source=newsletter', '/?utm_source=newsletter']) {
    // The second read is the page cache's copy: it keeps the header.
    const res = await request.get(path);
    expect(res.headers()['link']).toContain(`<${new URL(baseURL!).origin}/>; rel="canonical"`);
    expect(await res.text()).not.toContain('rel="canonical"');
  }
  const category = await request.get(`/category/${(await categories(request))[0].id}`);
  expect(category.headers()['link'] ?? '').not.toContain('rel="canonical"');
});

test('the product page is complete HTML for crawlers', async ({ request }) => {
  const product = await productBySlug(request, 'cappuccino');
  const res = await request.get(`/product/${product.id}`, { headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } });
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toMatch(new RegExp(`<h1[^>]*>${product.name}</h1>`));
  expect(html).toMatch(/<meta name="description" content="[^"]{10,}"/);
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/product/${product.id}"`));
  expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+"/);
  expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
  expect(html).toContain('تومان');

  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]));
  const items = blocks.flat();
  const ld = items.find((x) => x['@type'] === 'Product');
  expect(ld).toBeTruthy();
  expect(ld.name).toBe(product.name);
  expect(ld.offers.price).toBe(product.final_price * 10);
  expect(ld.offers.priceCurrency).toBe('IRR');
  expect(ld.offers.availability).toBe('https://schema.org/InStock');
  expect(items.some((x) => x['@type'] === 'BreadcrumbList')).toBe(true);

  // The slug form and leading zeros lead to the one address of the product.
  for (const path of [`/product/${product.id}/${product.slug}`, `/product/00${product.id}`]) {
    const other = await request.get(path, { maxRedirects: 0 });
    expect(other.status(), path).toBe(308);
    expect(new URL(other.headers().location, 'http://x').pathname, path).toBe(`/product/${product.id}`);
  }
});

test('a discount is spoken in words: the percentage and the price before it', async ({ page, request }) => {
  const search = await request.post('/api/v1/products/search?page=1&limit=100', { data: {} });
  const products = (await search.json()).data.results as { id: number; discount: number; price: number; final_price: number }[];
  const discounted = products.find((p) => p.discount > 0 && p.final_price < p.price);
  expect(discounted, 'a discounted product').toBeTruthy();
  await page.goto(`/product/${discounted!.id}`);
  const main = page.getByRole('main');
  await expect(main.locator('del').first()).toHaveText(/^قیمت پیش از تخفیف: /);
  await expect(main.getByText(/^[۰-۹]+ درصد تخفیف$/).first()).toBeAttached();
});

test('on a wide screen the gallery shows its thumbnails as pictures', async ({ page, request }) => {
  const cappuccino = await productBySlug(request, 'cappuccino');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/product/${cappuccino.id}`);
  const thumbs = page.getByRole('list', { name: `پیش‌نمایش تصاویر ${cappuccino.name}` }).locator('img');
  await expect(thumbs).toHaveCount(2);
  for (const img of await thumbs.all()) {
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }
  await page.getByRole('button', { name: `نمایش ${cappuccino.name} – تصویر ۲` }).click();
  await expect(page.getByText('۲ از ۲')).toBeVisible();
  await expect(page.locator(`img[alt="${cappuccino.name} – تصویر ۲"]`)).toBeVisible();
});

test('unknown and malformed product ids answer 404 with the Persian page', async ({ request }) => {
  for (const path of ['/product/99999999', '/product/abc', '/product/0', '/product/1/a/b', '/owners/99999999']) {
    await expectDrawnNotFound(await request.get(path), path);
  }
});

test('a product that is gone shows the not-found page at once, titled so, and its links work', async ({ page }) => {
  expect((await page.goto('/product/99999999'))!.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'صفحه پیدا نشد' })).toBeVisible();
  await expect(page).toHaveTitle(/^صفحه پیدا نشد/);
  await expect(page).toHaveURL(/\/product\/99999999$/);
  await page.getByRole('link', { name: 'بازگشت به خانه' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a product that is gone still shows the not-found page: the server draws it', async ({ page }) => {
    expect((await page.goto('/product/99999999'))!.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'صفحه پیدا نشد' })).toBeVisible();
  });
});

test('sitemap lists home, every category with products and every product; robots names it', async ({ request }) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('xml');
  const xml = await res.text();
  const locs = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname));
  expect(locs.has('/')).toBe(true);
  for (const c of await categories(request)) expect(locs.has(`/category/${c.id}`), `category ${c.id}`).toBe(c.products_count > 0);
  // The providers' pages too, which only a footer link reaches otherwise.
  const owners = (await (await request.get('/api/v1/user/product_owners')).json()).data.results as { id: number }[];
  expect(owners.length).toBeGreaterThan(0);
  for (const path of ['/owners', ...owners.map((o) => `/owners/${o.id}`)]) expect(locs.has(path), path).toBe(true);
  const products = await allProducts(request);
  expect(products.length).toBeGreaterThan(20);
  for (const p of products) expect(locs.has(`/product/${p.id}`), `product ${p.id}`).toBe(true);
  expect(xml).toMatch(/<url><loc>[^<]+\/product\/\d+<\/loc><lastmod>\d{4}-\d{2}-\d{2}T/);
  // Each product's pictures, by absolute URLs that answer with an image (Google's image extension).
  expect(xml).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
  const pictured = products.find((p) => p.image)!;
  const entry = xml.match(new RegExp(`<url><loc>[^<]+/product/${pictured.id}</loc>.*?</url>`))![0];
  const pictures = [...entry.matchAll(/<image:loc>([^<]+)<\/image:loc>/g)].map((m) => m[1].replaceAll('&amp;', '&'));
  expect(pictures.length).toBeGreaterThan(0);
  const picture = await request.get(new URL(pictures[0]).pathname + new URL(pictures[0]).search);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toMatch(/^image\//);
  // A part the small catalogue does not have, and a name that is no part: a Persian 404.
  for (const path of ['/sitemaps/1.xml', '/sitemaps/abc.xml']) {
    const missing = await request.get(path);
    expect(missing.status(), path).toBe(404);
    expect(await missing.text(), path).toBe('نقشهٔ سایت پیدا نشد');
  }

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
  for (const path of ['/api/', '/qr/']) expect(robots).toContain(`Disallow: ${path}\n`);
  expect(robots).not.toMatch(/^Host:/m);
  // Uploaded pictures are under /api/ but open to image search (the longer rule wins).
  expect(robots).toContain('Allow: /api/v1/media/\n');
  // The personal pages are left to their own noindex, which a crawler can only see if it may fetch them.
  expect(robots).not.toContain('Disallow: /cart');
  for (const path of ['/cart', '/cart/checkout', '/profile', '/login', '/paid-order', '/order/1', '/reservation/1']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<meta name="robots" content="noindex/);
  }
});

test('on-demand revalidation needs the secret', async ({ request }) => {
  expect((await request.post('/api/revalidate', { data: { tags: ['home'] } })).status()).toBe(401);
  expect((await request.post('/api/revalidate', { data: { tags: ['home'], secret: 'wrong' } })).status()).toBe(401);
  const ok = await request.post('/api/revalidate', { headers: { 'x-revalidate-secret': SECRET }, data: { tags: ['home', 'product:1'], paths: ['/'] } });
  expect(ok.status()).toBe(200);
  expect((await ok.json()).data.tags).toEqual(['home', 'product:1']);
  expect((await request.post('/api/revalidate', { data: { secret: SECRET, tags: ['x\n'] } })).status()).toBe(400);
});
