import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { nationalCode, persianDigits, signedInCustomer, uniqueMobile } from './helpers';

/**
 * The customer's account in real Chromium against the production build: wallet (top-up through
 * the sandbox provider, gift codes), coupons, avatar, support, QR login and the national code.
 */

const credit = (page: Page) => page.getByTestId('wallet-credit');
const ledger = (page: Page) => page.getByRole('list', { name: 'تراکنش‌ها' }).getByRole('listitem');

async function startTopUp(page: Page, amount: string) {
  await page.goto('/profile/wallet');
  await page.getByLabel('مبلغ (تومان)').fill(amount);
  await page.getByRole('button', { name: 'پرداخت و افزایش اعتبار' }).click();
  await expect(page.getByRole('heading', { name: 'درگاه پرداخت آزمایشی' })).toBeVisible();
}

test('a top-up through the sandbox provider raises credit once; a cancelled one changes nothing', async ({ page, request }) => {
  await signedInCustomer(page, request);
  await page.goto('/profile/wallet');
  await expect(credit(page)).toHaveText('۰ تومان');
  await expect(page.getByText('هنوز تراکنشی ثبت نشده است.')).toBeVisible();
  // Outside checkout the amount starts at the spec's credit gap.
  await expect(page.getByLabel('مبلغ (تومان)')).toHaveValue('۱۰٬۰۰۰');
  await page.getByLabel('مبلغ (تومان)').fill('۵۰۰');
  await page.getByRole('button', { name: 'پرداخت و افزایش اعتبار' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'حداقل مبلغ افزایش اعتبار ۱٬۰۰۰ تومان است' })).toBeVisible();

  await startTopUp(page, '۲۵٬۰۰۰');
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await expect(page).toHaveURL(/\/paid-order\?isCharging=true&authority=/);
  await expect(page.getByRole('heading', { name: 'اعتبار حساب شما افزایش یافت' })).toBeVisible();
  await expect(page.getByText('اعتبار فعلی: ۲۵٬۰۰۰ تومان')).toBeVisible();
  const charged = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'اعتبار حساب شما افزایش یافت' }) });
  await expect(charged.getByRole('link', { name: 'کیف پول' })).toHaveAttribute('href', '/profile/wallet');
  // Coming back to the landing (a reload) credits nothing more.
  await page.reload();
  await expect(page.getByText('اعتبار فعلی: ۲۵٬۰۰۰ تومان')).toBeVisible();

  await page.goto('/profile/wallet');
  await expect(credit(page)).toHaveText('۲۵٬۰۰۰ تومان');
  await expect(ledger(page)).toHaveCount(1);
  await expect(ledger(page).first()).toContainText('افزایش اعتبار');
  await expect(ledger(page).first()).toContainText('+۲۵٬۰۰۰ تومان');
  await expect(ledger(page).first()).toContainText('مانده: ۲۵٬۰۰۰ تومان');

  await startTopUp(page, '40000');
  await page.getByRole('button', { name: 'انصراف' }).click();
  await expect(page).toHaveURL(/\/failed-payment\?isCharging=true&authority=/);
  await expect(page.getByRole('heading', { name: 'افزایش اعتبار انجام نشد' })).toBeVisible();
  await page.getByRole('link', { name: 'تلاش دوباره' }).click();
  await expect(page).toHaveURL(/\/profile\/wallet$/);
  await expect(credit(page)).toHaveText('۲۵٬۰۰۰ تومان');
  await expect(ledger(page)).toHaveCount(1);
});

test('a top-up still pending at the provider is said to be checked, and «بررسی دوباره» shows the credit once it is paid', async ({ page, request }) => {
  const mobile = await signedInCustomer(page, request);
  const created = await page.request.post('/api/v1/payment/create', {
    data: { price: 30_000, customer: mobile, payment_for: 'buy_customer_credit', success_url: '/paid-order?isCharging=true', fail_url: '/failed-payment?isCharging=true' },
  });
  expect(created.status()).toBe(200);
  const { payment_url: providerPage, authority } = (await created.json()).data;
  // Back on the landing before the provider has settled the payment: it is still pending.
  await page.goto(`/failed-payment?isCharging=true&authority=${authority}`);
  const checking = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'پرداخت در حال بررسی است' }) });
  await expect(checking).toContainText('هنوز از درگاه نرسیده است');
  await expect(page.getByText('افزوده نشد')).toHaveCount(0);
  await expect(checking.getByRole('link', { name: 'کیف پول' })).toHaveAttribute('href', '/profile/wallet');
  // A recheck that finds it still pending says so: the button alone would seem to do nothing.
  await checking.getByRole('button', { name: 'بررسی دوباره' }).click();
  await expect(checking).toContainText('هنوز پاسخی از درگاه نرسیده است.');

  // Paid at the provider meanwhile (its return verifies it); the landing learns it from the server.
  expect((await page.request.post(`${providerPage}/pay`)).ok()).toBe(true);
  await checking.getByRole('button', { name: 'بررسی دوباره' }).click();
  await expect(page.getByRole('heading', { name: 'اعتبار حساب شما افزایش یافت' })).toBeVisible();
  await expect(page.getByText('اعتبار فعلی: ۳۰٬۰۰۰ تومان')).toBeVisible();
  // «بررسی دوباره» went with the pending card: focus is on the verdict, not the page's start.
  await expect(page.locator(':focus')).toContainText('اعتبار حساب شما افزایش یافت');
});

test('a campaign gift code raises credit once per customer; sent again it says so and adds nothing; a refusal is the field\'s own', async ({ page, request }) => {
  await signedInCustomer(page, request);
  await page.goto('/profile/wallet');
  await expect(credit(page)).toHaveText('۰ تومان');
  await page.getByLabel('کد هدیه').fill('yalda-50k');
  await page.getByRole('button', { name: 'ثبت کد' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تومان به اعتبار شما اضافه شد' })).toBeVisible();
  // The emptied field disables the pressed button: focus waits in the field, not at the page's start.
  await expect(page.getByLabel('کد هدیه')).toHaveValue('');
  await expect(page.getByLabel('کد هدیه')).toBeFocused();
  // Closing the notice from the keyboard puts focus back where it came from, not at the page's start.
  await page.getByRole('status').getByRole('button', { name: 'بستن پیام' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'تومان به اعتبار شما اضافه شد' })).toHaveCount(0);
  await expect(page.getByLabel('کد هدیه')).toBeFocused();
  await expect(credit(page)).toHaveText('۵۰٬۰۰۰ تومان');
  await expect(ledger(page).first()).toContainText('کد هدیه YALDA-50K');

  // Sent again (as after an answer lost on the way): said as added already, and added once.
  await page.getByLabel('کد هدیه').fill('YALDA-50K');
  await page.getByRole('button', { name: 'ثبت کد' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'این کد پیش‌تر به اعتبار شما افزوده شده است (۵۰٬۰۰۰ تومان)' })).toBeVisible();
  await expect(credit(page)).toHaveText('۵۰٬۰۰۰ تومان');

  await page.getByLabel('کد هدیه').fill('NO-SUCH-GIFT');
  await page.getByRole('button', { name: 'ثبت کد' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'کد هدیه معتبر نیست' })).toHaveId('gift-code-error');
  // The refusal is the field's own: read with it, and gone once another code is typed.
  await expect(page.getByLabel('کد هدیه')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('کد هدیه')).toHaveAttribute('aria-describedby', 'gift-code-error');
  await page.getByLabel('کد هدیه').fill('YALDA-50');
  await expect(page.getByLabel('کد هدیه')).toHaveAttribute('aria-invalid', 'false');
  await page.reload();
  await expect(credit(page)).toHaveText('۵۰٬۰۰۰ تومان');
  await expect(ledger(page)).toHaveCount(1);
});

test('the coupons page lists usable coupons and copies a code', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signedInCustomer(page, request);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'کدهای تخفیف' }).click();
  const noroz = page.getByRole('listitem').filter({ hasText: 'NOROOZ1405' });
  await expect(noroz).toContainText('۱۰٪ تخفیف');
  await expect(noroz).toContainText('تا سقف ۱۰۰٬۰۰۰ تومان');
  // An expired coupon is not offered.
  await expect(page.getByText('OLD1404')).toHaveCount(0);
  await noroz.getByRole('button', { name: 'کپی کد NOROOZ1405' }).click();
  await expect(noroz.getByRole('status')).toHaveText('کپی شد');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('NOROOZ1405');
});

test('an avatar upload shows the new picture after reload; a renamed text file is refused', async ({ page, request }) => {
  await signedInCustomer(page, request);
  await page.goto('/profile');
  const picture = readFileSync(path.join(process.cwd(), 'public/icons/icon-192.png'));
  // The shop's own Persian button stands for the browser's file control, which names the file chosen.
  await expect(page.getByText('انتخاب فایل', { exact: true })).toBeVisible();
  await expect(page.getByLabel('انتخاب تصویر پروفایل')).toHaveAccessibleName('انتخاب تصویر پروفایل انتخاب فایل');
  await page.getByLabel('انتخاب تصویر پروفایل').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
  await expect(page.getByRole('img', { name: 'پیش‌نمایش تصویر پروفایل' })).toBeVisible();
  await expect(page.getByLabel('انتخاب تصویر پروفایل')).toHaveAccessibleDescription('me.png');
  await page.getByLabel('بزرگ‌نمایی').press('End');
  await page.getByRole('button', { name: 'ذخیره تصویر' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تصویر پروفایل ذخیره شد' })).toBeVisible();
  // The pressed button goes with the preview: focus goes back to the file control.
  await expect(page.getByRole('button', { name: 'ذخیره تصویر' })).toHaveCount(0);
  await expect(page.getByLabel('انتخاب تصویر پروفایل')).toBeFocused();

  await page.reload();
  const avatar = page.getByRole('img', { name: 'تصویر پروفایل', exact: true });
  await expect(avatar).toHaveAttribute('src', /^\/api\/v1\/media\/uploads\/[0-9a-f]{32}\.webp$/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
  const before = await avatar.getAttribute('src');

  await page.getByLabel('انتخاب تصویر پروفایل').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('just some text, not a picture') });
  await page.getByRole('button', { name: 'ذخیره تصویر' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'فقط تصویر JPEG، PNG یا WebP پذیرفته می‌شود' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('img', { name: 'تصویر پروفایل', exact: true })).toHaveAttribute('src', before!);
});

test('a support ticket goes idle → sending → sent, for a guest', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'پشتیبانی' }).click();
  await expect(page).toHaveURL(/\/support$/);
  const form = page.locator('form[data-state]');
  await expect(form).toHaveAttribute('data-state', '0');
  // Each field at fault says why under itself, tied to it, and takes the focus.
  const nameField = page.getByLabel('نام', { exact: true });
  await page.getByRole('button', { name: 'ارسال درخواست' }).click();
  await expect(nameField).toBeFocused();
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');
  await expect(nameField).toHaveAccessibleDescription('نام را وارد کنید');
  await nameField.fill('سارا محمدی');
  await page.getByLabel('شماره موبایل').fill('0912');
  await page.getByRole('button', { name: 'ارسال درخواست' }).click();
  await expect(page.getByLabel('شماره موبایل')).toBeFocused();
  await expect(page.getByLabel('شماره موبایل')).toHaveAccessibleDescription('شماره موبایل معتبر نیست');
  await expect(nameField).toHaveAttribute('aria-invalid', 'false');
  await expect(form).toHaveAttribute('data-state', '0');
  const mobile = persianDigits(uniqueMobile());
  await page.getByLabel('شماره موبایل').fill(mobile);
  await page.getByLabel('شرح درخواست').fill('سفارش من هنوز نرسیده است.');
  // A reload (or the phone discarding the tab) keeps what was typed.
  await page.reload();
  await expect(page.getByLabel('شرح درخواست')).toHaveValue('سفارش من هنوز نرسیده است.');
  await expect(nameField).toHaveValue('سارا محمدی');
  await expect(page.getByLabel('شماره موبایل')).toHaveValue(mobile);

  // Hold the request so the sending state can be seen; it then goes to the real API.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v3/support/', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'ارسال درخواست' }).click();
  await expect(form).toHaveAttribute('data-state', '1');
  await expect(page.getByRole('button', { name: 'در حال ارسال…' })).toBeDisabled();
  release();
  await expect(page.locator('[data-state="2"]')).toHaveText(/درخواست پشتیبانی شما با موفقیت ثبت شد/);
  // The form went away under the focused button: focus is on the confirmation, not the page's start.
  await expect(page.locator('[data-state="2"]')).toBeFocused();
  // «ثبت درخواست دیگر» goes with the confirmation: focus is on the new request's first field.
  await page.getByRole('button', { name: 'ثبت درخواست دیگر' }).click();
  await expect(form).toHaveAttribute('data-state', '0');
  await expect(nameField).toBeFocused();
  await expect(page.getByLabel('شرح درخواست')).toHaveValue('');
  // Sent, it is kept no more.
  await page.reload();
  await expect(page.getByLabel('شرح درخواست')).toHaveValue('');
});

test('a customer’s support form is filled in with their name and mobile', async ({ page, request }) => {
  const mobile = await signedInCustomer(page, request);
  await page.goto('/support');
  await expect(page.getByLabel('شماره موبایل')).toHaveValue(persianDigits(mobile));
});

test('a QR URL logs in and lands home with login_to_id stored; a bad code shows a notice', async ({ page, context }) => {
  const dev = await page.request.get('/api/dev/qr');
  expect(dev.status()).toBe(200);
  const { path: qrPath } = await dev.json();

  await page.goto('/');
  const scannedHost = new URL(page.url()).host;
  await page.goto(qrPath);
  // The same address the code was opened on, never the one the server listens on (0.0.0.0).
  expect(new URL(page.url()).host).toBe(scannedHost);
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('QR_SHOP'))).toBe('1');
  const session = (await context.cookies()).find((c) => c.name === 'shop_token');
  expect(session?.httpOnly).toBe(true);
  // The hand-over cookie is read once and gone.
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'qr_shop')).toBe(false);
  // A link cannot name another shop: only the QR route's own cookie is taken.
  await page.goto('/?qr_shop=99');
  await page.reload();
  expect(await page.evaluate(() => localStorage.getItem('QR_SHOP'))).toBe('1');

  const bounce = await page.request.get('/qr/not-a-real-code', { maxRedirects: 0 });
  expect(bounce.status()).toBe(303);
  expect(bounce.headers().location).toBe('/?qr_error=1');
  await page.goto('/qr/not-a-real-code');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('alert').filter({ hasText: 'این کد QR معتبر نیست یا منقضی شده است' })).toBeVisible();
});

test('a logged-in customer who scans a QR code stays logged in', async ({ page, request }) => {
  await signedInCustomer(page, request);
  const { path: qrPath } = await (await page.request.get('/api/dev/qr')).json();
  await page.goto(qrPath);
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('QR_SHOP'))).toBe('1');
  await page.goto('/profile');
  await expect(page.getByLabel('کد ملی')).toBeVisible();
});

test('a bad national code shows the server’s message and is not saved', async ({ page, request }) => {
  await signedInCustomer(page, request);
  await page.goto('/profile');
  await page.getByLabel('کد ملی').fill('1234567890');
  await page.getByRole('button', { name: 'ذخیره', exact: true }).click();
  // The server's message as an error notice (spec sections 5 and 8)…
  await expect(page.locator('[data-toasts="alert"]')).toContainText('کد ملی وارد شده معتبر نیست');
  // …and the field's own: tied to it, and the field has the focus to correct it.
  await expect(page.getByLabel('کد ملی')).toBeFocused();
  await expect(page.getByLabel('کد ملی')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('کد ملی')).toHaveAccessibleDescription('کد ملی وارد شده معتبر نیست');
  await expect(page).toHaveURL(/\/profile$/);
  // Correcting it takes the error away from the field.
  await page.getByLabel('کد ملی').press('Backspace');
  await expect(page.getByLabel('کد ملی')).toHaveAttribute('aria-invalid', 'false');
  await expect(page.getByLabel('کد ملی')).toHaveAccessibleDescription('');
  await page.reload();
  await expect(page.getByLabel('کد ملی')).toHaveValue('');
  // A valid one typed in Persian digits is saved, and shown again in Persian digits.
  const code = nationalCode();
  const persian = persianDigits(code);
  await page.getByLabel('کد ملی').fill(persian);
  await page.getByRole('button', { name: 'ذخیره', exact: true }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await page.goto('/profile');
  await expect(page.getByLabel('کد ملی')).toHaveValue(persian);
});

test('the profile offers «تلاش دوباره» when it cannot be read, and shows the form once it can', async ({ page, request }) => {
  await signedInCustomer(page, request);
  await page.route(/\/api\/v1\/app\/customers\/\d+$/, (route) =>
    route.request().method() === 'GET' ? route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }) : route.continue(),
  );
  await page.goto('/profile');
  const failed = page.getByRole('alert').filter({ hasText: 'دریافت اطلاعات حساب ممکن نشد.' });
  await expect(failed).toBeVisible();
  await page.unrouteAll({ behavior: 'wait' });
  await failed.getByRole('button', { name: 'تلاش دوباره' }).click();
  await expect(page.getByLabel('کد ملی')).toBeVisible();
});
