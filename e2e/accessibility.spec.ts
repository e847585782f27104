import { expect, test, type Locator, type Page } from '@playwright/test';
import axe from 'axe-core';
import { dialogStepGone, seedProduct, signedInCustomer, uniqueMobile } from './helpers';

// What axe-core checks: WCAG 2.2 A and AA, and its best practices (landmarks, one main heading…).
const RULES = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 } },
} as const;

/**
 * axe-core's findings on the page as it is now (or within `scope`), one line per element: rule,
 * element, and what is wrong. The engine is evaluated through the DevTools protocol, which the
 * page's CSP does not govern, so the shop's own policy stays as customers get it.
 */
async function findings(page: Page, scope?: Locator): Promise<string[]> {
  await page.evaluate(axe.source);
  // A mark on the scope's element: axe takes a selector, not a handle.
  const selector = scope ? await scope.evaluate((el) => (el.setAttribute('data-axe-scope', ''), '[data-axe-scope]')) : null;
  return page.evaluate(
    async ({ rules, selector }) => {
      const engine = (window as unknown as { axe: typeof axe }).axe;
      const result = await engine.run(selector ? { include: [selector] } : document, { runOnly: { type: 'tag', values: rules } });
      return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`));
    },
    { rules: RULES, selector },
  );
}

async function expectAccessible(page: Page, state: string, scope?: Locator) {
  expect(await findings(page, scope), state).toEqual([]);
}

/** Opens `path` once its client state is drawn (the header's cart link counts the stored cart). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('banner').getByRole('link', { name: /سبد خرید/ })).toBeVisible();
}

for (const [device, use] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${device}`, () => {
    test.use(use);

    test('a guest\'s pages pass axe: catalogue, a story, search, product, booking, cart, login, support, not found', async ({ page, request }) => {
      const cappuccino = await seedProduct(request, 'cappuccino');
      const table = await seedProduct(request, 'window-table-for-two');
      const categories = (await (await request.get('/api/v1/categories')).json()).data.results as { id: number }[];

      for (const path of ['/', `/category/${categories[0].id}`, '/owners', '/support', '/cart', '/product/999999999']) {
        await open(page, path);
        await expectAccessible(page, path);
      }

      await open(page, '/');
      await page.getByRole('region', { name: 'استوری‌ها' }).getByRole('button').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, 'a story open');

      await open(page, '/search?name=قهوه');
      const fold = page.locator('summary').filter({ hasText: 'فیلترها و مرتب‌سازی' });
      if (await fold.isVisible()) await fold.click();
      await page.locator('summary').filter({ hasText: 'قیمت و ویژگی‌ها' }).click();
      await expectAccessible(page, 'search, its filters open');

      await open(page, `/product/${cappuccino.id}`);
      await page.getByRole('button', { name: 'افزودن به سبد خرید', exact: true }).click();
      await expect(page.locator('[data-toasts="status"]')).toContainText('محصول به سبد خرید اضافه شد');
      await expectAccessible(page, 'a product with its comments, and the toast');

      await open(page, `/product/${table.id}#booking`);
      const calendar = page.getByRole('grid');
      await expect(calendar).toBeVisible();
      await page.getByRole('button', { name: 'ماه بعد' }).click();
      await calendar.locator('button[data-day]:not([disabled])').first().click();
      await expect(page.getByRole('radio').first()).toBeVisible();
      await expectAccessible(page, 'a reservable product, a day chosen');

      await open(page, '/cart');
      await expect(page.getByRole('list', { name: 'اقلام سبد خرید' })).toBeVisible();
      await expectAccessible(page, 'the cart with a line');

      await open(page, '/login');
      await page.getByLabel('شماره موبایل').fill('0912');
      await page.getByRole('button', { name: 'ارسال کد' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'شماره موبایل معتبر نیست' })).toBeVisible();
      await expectAccessible(page, 'login, a wrong number');
      await page.getByLabel('شماره موبایل').fill(uniqueMobile());
      await page.getByRole('button', { name: 'ارسال کد' }).click();
      await expect(page.getByLabel('کد تایید')).toBeVisible();
      await expectAccessible(page, 'login, the code step');
    });

    test('a customer\'s pages pass axe: checkout and its address dialog, a card payment and its landing, an order, the account area and its menu', async ({ page, request }) => {
      const americano = await seedProduct(request, 'americano');
      const mobile = await signedInCustomer(page, request);

      await open(page, `/product/${americano.id}`);
      await page.getByRole('button', { name: 'افزودن به سبد خرید', exact: true }).click();
      await expect(page.locator('[data-toasts="status"]')).toContainText('محصول به سبد خرید اضافه شد');
      await open(page, '/cart/checkout');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, 'checkout');
      await page.getByRole('button', { name: 'افزودن آدرس جدید' }).first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expectAccessible(page, 'checkout, the address dialog', dialog);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await dialogStepGone(page);

      for (const path of ['/profile', '/profile/orders', '/profile/wallet', '/profile/addresses', '/profile/favorites', '/profile/coupons', '/profile/reservations']) {
        await open(page, path);
        await expect(page.getByRole('navigation', { name: 'بخش‌های حساب کاربری' })).toBeVisible();
        await expectAccessible(page, path);
      }

      // A card payment through the sandbox provider: its page, then the landing.
      await open(page, '/profile/wallet');
      await page.getByLabel('مبلغ (تومان)').fill('۵۰۰۰۰');
      await page.getByRole('button', { name: 'پرداخت و افزایش اعتبار' }).click();
      await expect(page.getByRole('heading', { name: 'درگاه پرداخت آزمایشی' })).toBeVisible();
      await expectAccessible(page, 'the sandbox provider');
      await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
      await expect(page).toHaveURL(/\/paid-order\?/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, 'a paid top-up\'s landing');

      const submitted = await page.request.post('/api/v1/order/submit/', {
        data: { products: [{ product_id: americano.id, count: 1 }], delivery: false, payment_type: 'online' },
        headers: { 'Idempotency-Key': `axe-${mobile}` },
      });
      expect(submitted.status()).toBe(201);
      await open(page, `/order/${(await submitted.json()).data.order_id}`);
      await expect(page.getByRole('button', { name: 'پرداخت', exact: true })).toBeVisible();
      await expectAccessible(page, 'an unpaid order');

      // The open menu on its own: what lies under it cannot be reached while it is open.
      const account = page.getByRole('banner').getByRole('button', { name: 'حساب من' });
      await account.click();
      const menu = page.locator(`[id="${await account.getAttribute('aria-controls')}"]`);
      await expect(menu).toBeVisible();
      await expectAccessible(page, 'the account menu', menu);
    });
  });
}
