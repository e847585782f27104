import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { loginAndLand, otpFor, persianDigits, registerCustomer, seedProduct, sessionCustomer, uniqueMobile } from './helpers';

/**
 * A whole purchase with the keyboard alone: no click, no fill, only Tab, the arrows, typing and
 * Enter, as a customer who cannot use a mouse or a touch screen shops.
 */

/** Tab presses a page may take to reach a control: home's rows hold many links before the footer. */
const MAX_TABS = 150;

/**
 * Presses Tab until `target` has keyboard focus (it must be reachable, and in the tab order at
 * most MAX_TABS presses on), then checks that it is on screen and shows its focus ring. Returns
 * the presses it took.
 */
async function tabTo(page: Page, target: Locator): Promise<number> {
  await expect(target).toBeAttached();
  for (let presses = 1; presses <= MAX_TABS; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) {
      await expect(target).toBeInViewport();
      expect(await target.evaluate((el) => el.matches(':focus-visible')), 'the focused control shows it').toBe(true);
      return presses;
    }
  }
  throw new Error(`${target} not reached in ${MAX_TABS} Tab presses`);
}

/** A registered customer with 1,000,000 Toman of credit (topped up through the sandbox provider), logged in on `request`. */
async function customerWithCredit(request: APIRequestContext): Promise<{ id: number; mobile: string }> {
  const mobile = uniqueMobile();
  await registerCustomer(request, mobile);
  const me = await sessionCustomer(request, mobile);
  const created = await request.post('/api/v1/payment/create', {
    data: { price: 1_000_000, customer: mobile, payment_for: 'buy_customer_credit', success_url: '/paid-order?isCharging=true', fail_url: '/failed-payment?isCharging=true' },
  });
  expect((await request.post(`${(await created.json()).data.payment_url}/pay`)).ok()).toBe(true);
  return { id: me.id, mobile };
}

/** Focus is somewhere on the page, not dropped to its start (as when the focused control went away). */
async function expectFocusKept(page: Page) {
  expect(await page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null)).toBe(true);
}

test('a customer logs in, finds a product, adds it, checks out and pays from credit with the keyboard alone', async ({ page, request }) => {
  const americano = await seedProduct(request, 'americano');
  const me = await customerWithCredit(request);
  const mobile = me.mobile;

  // Login: the number, Enter; the code, Enter.
  await page.goto('/login');
  await tabTo(page, page.getByLabel('شماره موبایل'));
  await page.keyboard.type(mobile);
  await page.keyboard.press('Enter');
  const code = page.getByLabel('کد تایید');
  await expect(code).toBeFocused();
  await page.keyboard.type(await otpFor(request, mobile));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'حساب من' })).toBeVisible();

  // The header's search, then the product from the results.
  // A plain search box until it is reached, then the suggestions combobox, under the same name.
  await tabTo(page, page.getByRole('banner').getByLabel('جستجوی محصولات'));
  await page.keyboard.type(americano.name);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?/);
  // Past the filters' dozens of controls in one press.
  await tabTo(page, page.getByRole('link', { name: 'رفتن به نتایج' }));
  await page.keyboard.press('Enter');
  const result = page.getByRole('region', { name: 'نتایج' }).getByRole('article').filter({ has: page.getByRole('heading', { name: americano.name, exact: true }) });
  expect(await tabTo(page, result.getByRole('link').first())).toBeLessThanOrEqual(3);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/product/${americano.id}(/|$)`));

  await tabTo(page, page.getByRole('button', { name: 'افزودن به سبد خرید', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-toasts="status"]')).toContainText('محصول به سبد خرید اضافه شد');

  await tabTo(page, page.getByRole('banner').getByRole('link', { name: /سبد خرید/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('list', { name: 'اقلام سبد خرید' })).toContainText(americano.name);
  await tabTo(page, page.getByRole('link', { name: 'ادامه و ثبت سفارش' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart\/checkout$/);

  // Delivery: Tab enters the group on its chosen option; an arrow moves the choice to pick-up.
  const delivery = page.getByRole('group', { name: 'نحوه تحویل' });
  const pickup = delivery.getByRole('radio', { name: /تحویل حضوری/ });
  await tabTo(page, delivery.getByRole('radio', { checked: true }));
  for (let i = 0; i < 3 && !(await pickup.isChecked()); i++) await page.keyboard.press('ArrowDown');
  await expect(pickup).toBeChecked();
  await expect(page.getByRole('group', { name: 'روش پرداخت' }).getByRole('radio', { name: /پرداخت از اعتبار/ })).toBeChecked();

  await tabTo(page, page.getByRole('button', { name: /ثبت (و پرداخت سفارش|سفارش و پرداخت)/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/paid-order\?forOrder=true&fromOrder=\d+$/);
  await expect(page.getByRole('status').getByRole('heading', { name: /سفارش شماره .* پرداخت شد/ })).toBeVisible();
  const orders = await (await request.get(`/api/v1/app/customer/${me.id}/orders?page=1&limit=20`)).json();
  expect(orders.data.results).toHaveLength(1);
  expect(orders.data.results[0]).toMatchObject({ paid: true });
  await expect(page.getByRole('main')).toContainText(persianDigits(orders.data.results[0].id));
});

test('after a link followed with the keyboard, Tab starts again at the top of the new page', async ({ page }) => {
  await page.goto('/');
  const skip = page.getByRole('link', { name: 'رفتن به محتوای اصلی' });
  const card = page.getByRole('main').locator('a[href^="/product/"]').first();
  await tabTo(page, card);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The link pressed went with the old page: without a reset Tab would go on from its place.
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  // The skip link still leads past the header, into the product.
  expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);
});

test('a customer books a turn with the keyboard alone: the booking area, next month, its first open day, a turn', async ({ page, request }) => {
  const table = await seedProduct(request, 'window-table-for-two');
  const { mobile } = await customerWithCredit(request);
  await loginAndLand(page, mobile);

  await page.goto(`/product/${table.id}`);
  await expect(page.getByLabel(/علاقه‌مندی‌ها/).first()).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'رزرو نوبت' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'رزرو نوبت' })).toBeFocused();
  const calendar = page.getByRole('grid');
  const month = await calendar.getAttribute('aria-label');
  await tabTo(page, page.getByRole('button', { name: 'ماه بعد' }));
  await page.keyboard.press('Enter');
  await expect(calendar).not.toHaveAttribute('aria-label', month!);
  // One day of the month is in the tab order: its first open one (other tests book from the 4th on).
  await tabTo(page, calendar.locator('button[tabindex="0"]'));
  await page.keyboard.press('Enter');
  // Focus stays in the calendar: what the chosen day offers is said once its turns are read.
  await expect(page.getByRole('status').filter({ hasText: /^.+: [۰-۹]+ نوبت با جای خالی از [۰-۹]+ نوبت$/ })).toHaveCount(1);
  // The day's own turns: before they arrive, the first radio on the page is the comment form's star.
  const turn = page.getByRole('group', { name: 'نوبت‌های این روز' }).getByRole('radio', { disabled: false }).first();
  await tabTo(page, turn);
  await page.keyboard.press('Space');
  await expect(turn).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'ثبت رزرو' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/reservation\/\d+$/);
  await expect(page.getByText('تأیید شده')).toBeVisible();
});

test('a customer adds an address on the map picker with the keyboard alone, and focus comes back from the dialog', async ({ page, request }) => {
  const { mobile } = await customerWithCredit(request);
  await loginAndLand(page, mobile, '/profile/addresses');
  await tabTo(page, page.getByRole('button', { name: 'افزودن آدرس جدید' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'آدرس جدید' });
  await expect(dialog.getByText('هزینهٔ ارسال به این نقطه: ۲۰٬۰۰۰ تومان')).toBeVisible();
  await tabTo(page, dialog.getByLabel('عنوان آدرس'));
  await page.keyboard.type('خانه');
  await tabTo(page, dialog.getByLabel('پلاک'));
  await page.keyboard.type('۱۲');
  await tabTo(page, dialog.getByRole('button', { name: 'ذخیره آدرس' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('listitem', { name: 'خانه' })).toBeVisible();
  await expectFocusKept(page);
});
