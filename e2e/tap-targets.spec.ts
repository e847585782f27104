import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { customerWithCart, persianDigits, seedProduct, signedInCustomer } from './helpers';

// A phone with a touch screen: `(pointer: coarse)`, where every control takes a tap 44 × 44 px wide
// (the `tap` utility in app/globals.css) while it is drawn as before.
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true } as const;
test.use({ ...PHONE, hasTouch: true });

/** 1 px inside a 44-px hit area's edge, which is 22 px from the control's centre. */
const REACH = 21;
const ADD = 'افزودن به سبد خرید';

/**
 * Where a finger REACH px from the control's centre (to either side, below, above) lands when it
 * is not on the control or inside it. The control is scrolled to the middle of the screen first,
 * clear of the sticky header and the buy bar (a scrolling row keeps its own scroll: an edge it
 * clips must not be hidden by scrolling it).
 */
async function misses(control: Locator): Promise<string[]> {
  await expect(control).toBeVisible();
  return control.evaluate((el, reach) => {
    el.scrollIntoView({ block: 'center', inline: 'nearest' });
    const box = el.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const out: string[] = [];
    for (const [dx, dy] of [[reach, 0], [-reach, 0], [0, reach], [0, -reach]]) {
      const hit = document.elementFromPoint(x + dx, y + dy);
      if (!hit || !el.contains(hit)) out.push(`(${dx}, ${dy}) lands on ${hit ? hit.outerHTML.slice(0, 120) : 'nothing'}`);
    }
    return out;
  }, REACH);
}

async function expectTappable(controls: Record<string, Locator>) {
  for (const [name, control] of Object.entries(controls)) expect(await misses(control), name).toEqual([]);
}

/** Taps the screen REACH px from the control's centre, towards `towards` (a neighbour). */
async function tapBeside(page: Page, control: Locator, towards: Locator) {
  await control.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const c = (await control.boundingBox())!;
  const t = (await towards.boundingBox())!;
  await page.touchscreen.tap(c.x + c.width / 2 + Math.sign(t.x - c.x) * REACH, c.y + c.height / 2);
}

async function expectCoarse(page: Page, coarse: boolean) {
  expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches), 'the pointer is coarse on a touch screen only').toBe(coarse);
}

interface Category {
  id: number;
  parent_id: number | null;
  products_count: number;
}

/** A top category with subcategories (chips) and a second page (pagination). */
async function categoryWithChildren(request: APIRequestContext): Promise<Category> {
  const res = await request.get('/api/v1/categories');
  expect(res.status()).toBe(200);
  const all: Category[] = (await res.json()).data.results;
  const found = all.find((c) => c.parent_id === null && c.products_count > 20 && all.some((k) => k.parent_id === c.id));
  expect(found, 'a top category with subcategories and a second page').toBeTruthy();
  return found!;
}

test('the product page: gallery dots, heart, links, stars, report, count and a toast take a tap 44 px wide', async ({ page, request }) => {
  await signedInCustomer(page, request);
  await expectCoarse(page, true);
  // Two pictures, and others' comments (which a customer may report).
  const cappuccino = await seedProduct(request, 'cappuccino');
  await page.goto(`/product/${cappuccino.id}`);
  const heart = page.getByRole('button', { name: `افزودن «${cappuccino.name}» به علاقه‌مندی‌ها` });
  await expect(heart).toBeVisible();

  // The first picture's name is the product's; the others' add «– تصویر ۲» and on.
  const dot = (n: number) => page.getByRole('button', { name: `نمایش ${cappuccino.name}${n > 1 ? ` – تصویر ${persianDigits(n)}` : ''}`, exact: true });
  const banner = page.getByRole('banner');
  const comments = page.locator('#comments');
  await comments.scrollIntoViewIfNeeded();
  const form = comments.getByRole('form', { name: 'نوشتن نظر' });
  await expect(form).toBeVisible();
  await expectTappable({
    'cart link': banner.getByRole('link', { name: /سبد خرید/ }),
    'account menu': banner.getByRole('button', { name: 'حساب من' }),
    'breadcrumb «خانه»': page.getByRole('navigation', { name: 'مسیر صفحه' }).getByRole('link', { name: 'خانه' }),
    'first dot': dot(1),
    'second dot': dot(2),
    heart,
    'rating link': page.locator('a[href="#comments"]'),
    'category link': page.locator('article[aria-labelledby="product-title"] a[href^="/category/"]'),
    '«+»': page.getByRole('button', { name: `افزایش تعداد ${cappuccino.name}` }),
    '«−»': page.getByRole('button', { name: `کاهش تعداد ${cappuccino.name}` }),
    'star 1': form.locator('label').filter({ hasText: '۱ ستاره' }),
    'star 3': form.locator('label').filter({ hasText: '۳ ستاره' }),
    '«ثبت نظر»': form.getByRole('button', { name: 'ثبت نظر' }),
    '«گزارش»': page.getByRole('list', { name: 'نظرها' }).getByRole('button', { name: 'گزارش' }).first(),
  });

  // A finger beside a dot, towards its neighbour, still shows that dot's picture.
  await tapBeside(page, dot(2), dot(1));
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');
  await expect(page.getByText(/^[۱۲] از ۲$/)).toHaveText('۲ از ۲');

  // The toast's ×, and a finger beside it (towards the toast's edge) closes the toast.
  await page.getByRole('button', { name: ADD, exact: true }).tap();
  const toast = page.locator('[data-toasts="status"]');
  await expect(toast).toContainText('محصول به سبد خرید اضافه شد');
  const close = toast.getByRole('button', { name: 'بستن پیام' });
  await expectTappable({ 'toast ×': close });
  const box = (await close.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2 - REACH, box.y + box.height / 2);
  // Sooner than the toast's own 5 s would end it.
  await expect(toast).toBeEmpty({ timeout: 2_000 });
});

test('the cart: steppers, «حذف» and the line\'s name take a tap 44 px wide, and a tap beside «+» counts', async ({ page, request }) => {
  const { product: coffee } = await customerWithCart(page, request, 2);
  await page.goto('/cart');
  const line = page.getByRole('list', { name: 'اقلام سبد خرید' }).getByRole('listitem', { name: coffee.name, exact: true });
  const plus = line.getByRole('button', { name: `افزایش تعداد ${coffee.name}` });
  const count = line.getByLabel(`تعداد ${coffee.name}`, { exact: true });
  await expect(count).toHaveText('۲');
  await expectTappable({
    '«+»': plus,
    '«−»': line.getByRole('button', { name: `کاهش تعداد ${coffee.name}` }),
    '«حذف»': line.getByRole('button', { name: `حذف ${coffee.name} از سبد خرید` }),
    'name': line.getByRole('link', { name: coffee.name, exact: true }),
    '«خالی کردن سبد خرید»': page.getByRole('button', { name: 'خالی کردن سبد خرید' }),
  });
  // Towards the count between the two buttons.
  await tapBeside(page, plus, count);
  await expect(count).toHaveText('۳');
});

test('home\'s row links, a category\'s chips, filters and pages, and the search filters take a tap 44 px wide', async ({ page, request }) => {
  await page.goto('/');
  await expectCoarse(page, true);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'ورود' })).toBeVisible();
  await expectTappable({
    'shop name': banner.getByRole('link').first(),
    '«ورود»': banner.getByRole('link', { name: 'ورود' }),
    '«مشاهده همه»': page.getByRole('link', { name: /^مشاهده همه/ }).first(),
  });

  const category = await categoryWithChildren(request);
  await page.goto(`/category/${category.id}`);
  await expectTappable({
    'breadcrumb «خانه»': page.getByRole('navigation', { name: 'مسیر صفحه' }).getByRole('link', { name: 'خانه' }),
    'first subcategory': page.getByRole('navigation', { name: 'زیردسته‌ها' }).getByRole('link').first(),
    'in stock only': page.locator('label').filter({ hasText: 'فقط کالاهای موجود' }),
    '«اعمال»': page.getByRole('button', { name: 'اعمال', exact: true }),
    'page 2': page.getByRole('navigation', { name: 'صفحه‌بندی' }).getByRole('link', { name: 'صفحه ۲', exact: true }),
  });

  await page.goto('/search');
  const fold = page.locator('summary').filter({ hasText: 'فیلترها و مرتب‌سازی' });
  await expectTappable({ '«فیلترها و مرتب‌سازی»': fold });
  await fold.click();
  const more = page.locator('summary').filter({ hasText: 'قیمت و ویژگی‌ها' });
  await expectTappable({ '«قیمت و ویژگی‌ها»': more });
  await more.click();
  const kinds = page.getByRole('group', { name: 'نوع', exact: true }).locator('label');
  await expect(kinds.nth(1)).toBeVisible();
  await expectTappable({
    'second property chip': kinds.nth(1),
    'last property chip': kinds.last(),
    'discounted only': page.locator('label').filter({ hasText: 'فقط کالاهای تخفیف‌دار' }),
  });
});

/**
 * The page as drawn: its size, and the row and size of every control whose hit area grows (the
 * dots and stars may sit further apart on a touch screen: not their row or size).
 */
async function layout(page: Page) {
  return page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    height: document.documentElement.scrollHeight,
    controls: [...document.querySelectorAll('.tap')].map((el) => {
      const b = el.getBoundingClientRect();
      return `${el.textContent?.trim().slice(0, 20)}: ${Math.round(b.top + scrollY)} ${Math.round(b.width)}×${Math.round(b.height)}`;
    }),
  }));
}

async function phone(browser: Browser, hasTouch: boolean): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, hasTouch });
  return context.newPage();
}

test('on a touch screen home, a category and a product are laid out as with a mouse', async ({ browser, request }) => {
  const category = await categoryWithChildren(request);
  const cappuccino = await seedProduct(request, 'cappuccino');
  const touch = await phone(browser, true);
  const mouse = await phone(browser, false);
  for (const path of ['/', `/category/${category.id}`, `/product/${cappuccino.id}`]) {
    for (const page of [touch, mouse]) {
      await page.goto(path);
      await expectCoarse(page, page === touch);
      // The client state is drawn (the header's «ورود», the hearts).
      await expect(page.getByRole('banner').getByRole('link', { name: 'ورود' })).toBeVisible();
    }
    // Each page's islands come in at their own pace: the same layout once both are in.
    await expect
      .poll(
        async () => {
          const [t, m] = await Promise.all([layout(touch), layout(mouse)]);
          return JSON.stringify(t) === JSON.stringify(m) ? 'the same' : JSON.stringify({ touch: t, mouse: m });
        },
        { message: path },
      )
      .toBe('the same');
    expect((await layout(touch)).controls.length, path).toBeGreaterThan(0);
  }
  await Promise.all([touch.context().close(), mouse.context().close()]);
});
