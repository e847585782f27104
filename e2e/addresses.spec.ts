import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { dialogStepGone, signedInCustomer } from './helpers';

// Demo zones (backend/seed/zones.ts): the default centre is in «چهارباغ عباسی» (20,000 Toman),
// «جلفا» lies south of it (30,000); Tehran is outside every zone.
const JOLFA = { latitude: 32.632, longitude: 51.66 };
const TEHRAN = { latitude: 35.6892, longitude: 51.389 };

test.use({ permissions: ['geolocation'], geolocation: JOLFA });

// No outside host answers: map styles and tiles cannot load, as in an offline or blocked shop.
test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!localhost[:/])/, (route) => route.abort());
});

async function openAddresses(page: Page, request: APIRequestContext) {
  // Registered from a separate request context, so the browser logs in through the login page.
  await signedInCustomer(page, request, '/profile/addresses');
  await expect(page.getByRole('heading', { name: 'آدرس‌های من' })).toBeVisible();
}

/** Adds an address at the map's default point through «افزودن آدرس جدید» (`add`); its list item. */
async function addAddress(page: Page, add: Locator, title: string, plate: string) {
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'آدرس جدید' });
  await expect(dialog.getByText('هزینهٔ ارسال به این نقطه: ۲۰٬۰۰۰ تومان')).toBeVisible();
  await dialog.getByLabel('عنوان آدرس').fill(title);
  await dialog.getByLabel('پلاک').fill(plate);
  await dialog.getByRole('button', { name: 'ذخیره آدرس' }).click();
  return page.getByRole('listitem', { name: title });
}

test('a guest is asked to log in and comes back to the addresses page', async ({ page }) => {
  await page.goto('/profile/addresses');
  await page.getByRole('link', { name: 'ورود به حساب کاربری' }).click();
  await expect(page).toHaveURL(/\/login\?/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/profile/addresses');
});

test('the map’s worker comes from this origin, so the CSP needs no blob: workers', async ({ request }) => {
  const res = await request.get('/maplibre-gl-worker.mjs');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^text\/javascript/);
  expect(await res.text()).toContain('MapLibre GL JS');
});

test('a customer adds an address on the map without tiles, out of zone blocks saving, the draft survives a reload', async ({ page, context, request }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/content security policy/i.test(m.text())) violations.push(m.text());
  });
  await openAddresses(page, request);
  await expect(page.getByText('هنوز آدرسی ذخیره نکرده‌اید.')).toBeVisible();

  await page.getByRole('button', { name: 'افزودن آدرس جدید' }).click();
  const dialog = page.getByRole('dialog', { name: 'آدرس جدید' });
  // The default centre is checked at once: its zone's price, and the server's address as a start.
  await expect(dialog.getByText('هزینهٔ ارسال به این نقطه: ۲۰٬۰۰۰ تومان')).toBeVisible();
  await expect(dialog.getByLabel('نشانی')).toHaveValue('اصفهان، چهارباغ عباسی');
  await expect(dialog.getByLabel('محله')).toHaveValue('چهارباغ عباسی');
  await expect(dialog.getByTestId('center-pin')).toBeVisible();

  // The map's style cannot load (or there is no WebGL): the plain panel takes its place, and the
  // pin moves with the arrow keys; the new point is checked again.
  await expect(dialog.getByText('نقشه در دسترس نیست', { exact: false })).toBeVisible();
  const position = dialog.getByText(/^موقعیت:/);
  await expect(position).toHaveText('موقعیت: ۳۲\u066b۶۴۶۳۰۵، ۵۱\u066b۶۶۷۵۹۸');
  const panel = dialog.getByRole('application', { name: /انتخاب موقعیت بدون نقشه/ });
  await panel.focus();
  await page.keyboard.press('ArrowDown');
  await expect(position).not.toHaveText('موقعیت: ۳۲\u066b۶۴۶۳۰۵، ۵۱\u066b۶۶۷۵۹۸');
  // «بزرگ‌نمایی» makes each step finer (half as far), «کوچک‌نمایی» brings the step back: no pinch needed.
  const latitude = async () =>
    Number((await position.textContent())!.split(' ')[1].replace('،', '').replace('\u066b', '.').replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))));
  const stepNorth = async () => {
    const start = await latitude();
    await panel.focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(latitude).not.toBe(start);
    const step = (await latitude()) - start;
    await page.keyboard.press('ArrowDown');
    await expect.poll(latitude).toBeCloseTo(start, 5);
    return step;
  };
  await dialog.getByRole('button', { name: 'بزرگ‌نمایی' }).click();
  const fine = await stepNorth();
  await dialog.getByRole('button', { name: 'کوچک‌نمایی' }).click();
  expect((await stepNorth()) / fine).toBeCloseTo(2, 1);
  // Three steps east cross into «خیابان نظر»: its price replaces Chaharbagh's.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await dialog.getByRole('button', { name: 'جابه‌جایی به شرق' }).click();
  await expect(dialog.getByText('هزینهٔ ارسال به این نقطه: ۲۵٬۰۰۰ تومان')).toBeVisible();

  // Far away: out of every zone, the save button is disabled.
  await context.setGeolocation(TEHRAN);
  await dialog.getByRole('button', { name: 'موقعیت من' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'خارج از محدوده' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'ذخیره آدرس' })).toBeDisabled();

  // Back in a zone: its own price.
  await context.setGeolocation(JOLFA);
  await dialog.getByRole('button', { name: 'موقعیت من' }).click();
  await expect(dialog.getByText('هزینهٔ ارسال به این نقطه: ۳۰٬۰۰۰ تومان')).toBeVisible();
  await expect(dialog.getByText('خارج از محدوده')).toHaveCount(0);
  // The server's words follow the pin while the customer has not typed over them.
  await expect(dialog.getByLabel('محله')).toHaveValue('جلفا');
  await expect(dialog.getByLabel('نشانی')).toHaveValue(/جلفا/);

  await dialog.getByLabel('عنوان آدرس').fill('خانه');
  await dialog.getByLabel('نشانی').fill('اصفهان، جلفا، کوچه ارامنه');
  await dialog.getByLabel('پلاک').fill('۱۲');
  await dialog.getByLabel('کد پستی (اختیاری)').fill('۸۱۷۴۶۷۳۱۱');
  await dialog.getByRole('button', { name: 'ذخیره آدرس' }).click();
  await expect(dialog.getByText('کد پستی باید ۱۰ رقم باشد.')).toBeVisible();
  await expect(dialog.getByLabel('کد پستی (اختیاری)')).toHaveAttribute('aria-invalid', 'true');
  // The first wrong field takes focus, read with its error.
  await expect(dialog.getByLabel('کد پستی (اختیاری)')).toBeFocused();

  // A reload in the middle loses nothing: the draft (point included) comes back.
  await page.reload();
  await page.getByRole('button', { name: 'ادامهٔ آدرس نیمه‌کاره' }).click();
  const again = page.getByRole('dialog', { name: 'آدرس جدید' });
  await expect(again.getByLabel('عنوان آدرس')).toHaveValue('خانه');
  await expect(again.getByLabel('نشانی')).toHaveValue('اصفهان، جلفا، کوچه ارامنه');
  await expect(again.getByLabel('کد پستی (اختیاری)')).toHaveValue('۸۱۷۴۶۷۳۱۱');
  await expect(again.getByText('هزینهٔ ارسال به این نقطه: ۳۰٬۰۰۰ تومان')).toBeVisible();

  await again.getByLabel('کد پستی (اختیاری)').fill('۸۱۷۴۶۷۳۱۱۱');
  await again.getByRole('button', { name: 'ذخیره آدرس' }).click();
  await expect(again).toBeHidden();
  const saved = page.getByRole('listitem', { name: 'خانه' });
  await expect(saved).toContainText('اصفهان، جلفا، کوچه ارامنه، پلاک ۱۲، کد پستی ۸۱۷۴۶۷۳۱۱۱');
  await expect(saved).toContainText('هزینهٔ ارسال: ۳۰٬۰۰۰ تومان');

  // Saved on the server, not only on the page; the draft is gone.
  await page.reload();
  await expect(page.getByRole('listitem', { name: 'خانه' })).toContainText('هزینهٔ ارسال: ۳۰٬۰۰۰ تومان');
  await expect(page.getByRole('button', { name: 'افزودن آدرس جدید' })).toBeVisible();
  // The picker (its map, worker and styles included) runs under the page's CSP.
  expect(violations).toEqual([]);
});

test('a customer edits an address and deletes it after confirming', async ({ page, request }) => {
  await openAddresses(page, request);
  // The dialog's code loads on this first opening; Escape still gives focus back to its button
  // (which offers the draft the dialog began, once the map's default point has been checked).
  const add = page.getByRole('main').getByRole('button', { name: /^(افزودن آدرس جدید|ادامهٔ آدرس نیمه‌کاره)$/ });
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'آدرس جدید' }).getByText('هزینهٔ ارسال به این نقطه: ۲۰٬۰۰۰ تومان')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(add).toBeFocused();
  await expect(add).toHaveText('ادامهٔ آدرس نیمه‌کاره');
  await expect(await addAddress(page, add, 'خانه', '۵')).toContainText('هزینهٔ ارسال: ۲۰٬۰۰۰ تومان');

  await page.getByRole('button', { name: 'ویرایش خانه' }).click();
  const edit = page.getByRole('dialog', { name: 'ویرایش آدرس' });
  await expect(edit.getByLabel('عنوان آدرس')).toHaveValue('خانه');
  await expect(edit.getByLabel('پلاک')).toHaveValue('۵');
  // Moving to Jolfa changes the shipping price the list shows after saving.
  await edit.getByRole('button', { name: 'موقعیت من' }).click();
  await expect(edit.getByText('هزینهٔ ارسال به این نقطه: ۳۰٬۰۰۰ تومان')).toBeVisible();
  await edit.getByLabel('عنوان آدرس').fill('محل کار');
  await edit.getByRole('button', { name: 'ذخیره آدرس' }).click();
  await expect(edit).toBeHidden();
  const item = page.getByRole('listitem', { name: 'محل کار' });
  await expect(item).toContainText('هزینهٔ ارسال: ۳۰٬۰۰۰ تومان');
  await expect(page.getByRole('listitem', { name: 'خانه' })).toHaveCount(0);

  // Cancelling the confirmation keeps it; confirming deletes it (also after a reload).
  await page.getByRole('button', { name: 'حذف محل کار' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'حذف آدرس' });
  await expect(confirm).toContainText('آدرس «محل کار» حذف شود؟');
  await confirm.getByRole('button', { name: 'انصراف' }).click();
  await expect(confirm).toBeHidden();
  await expect(item).toBeVisible();
  await expect(page.getByRole('button', { name: 'حذف محل کار' })).toBeFocused();

  // A deleted address's buttons go with it: focus goes to its neighbour's first button, and to
  // the list's message once the last one is gone.
  await expect(await addAddress(page, add, 'انبار', '۷')).toBeVisible();
  await page.getByRole('button', { name: 'حذف محل کار' }).click();
  await page.getByRole('alertdialog', { name: 'حذف آدرس' }).getByRole('button', { name: 'بله، حذف شود' }).click();
  await expect(item).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'ویرایش انبار' })).toBeFocused();

  await page.getByRole('button', { name: 'حذف انبار' }).press('Enter');
  await page.getByRole('alertdialog', { name: 'حذف آدرس' }).getByRole('button', { name: 'بله، حذف شود' }).press('Enter');
  await expect(page.getByText('هنوز آدرسی ذخیره نکرده‌اید.')).toBeVisible();
  await expect(page.getByText('هنوز آدرسی ذخیره نکرده‌اید.')).toBeFocused();
  // The deletion's first opening showed a stand-in while its code loaded, after the form's
  // dialog had run: nothing of the page is left inert behind the dialogs.
  await expect(page.locator('[inert]')).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('هنوز آدرسی ذخیره نکرده‌اید.')).toBeVisible();
});

test('a failed save or delete is said inside its dialog, where the page’s toasts are covered', async ({ page, request }) => {
  await openAddresses(page, request);
  const add = page.getByRole('main').getByRole('button', { name: /^(افزودن آدرس جدید|ادامهٔ آدرس نیمه‌کاره)$/ });
  await page.route('**/addresses/add', (route) => route.abort('internetdisconnected'));
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'آدرس جدید' });
  await expect(dialog.getByText('هزینهٔ ارسال به این نقطه: ۲۰٬۰۰۰ تومان')).toBeVisible();
  // The fields a saved address needs are marked so to a screen reader; the optional ones say so.
  await expect(dialog.getByRole('textbox', { name: 'پلاک' })).toHaveJSProperty('required', true);
  await expect(dialog.getByRole('textbox', { name: 'محله (اختیاری)' })).toHaveJSProperty('required', false);
  await dialog.getByLabel('عنوان آدرس').fill('خانه');
  await dialog.getByLabel('پلاک').fill('۵');
  await dialog.getByRole('button', { name: 'ذخیره آدرس' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('اتصال اینترنت برقرار نیست');
  await page.unroute('**/addresses/add');
  await dialog.getByRole('button', { name: 'ذخیره آدرس' }).click();
  await expect(dialog).toBeHidden();

  await page.route('**/addresses/*/delete', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'حذف خانه' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'حذف آدرس' });
  await confirm.getByRole('button', { name: 'بله، حذف شود' }).click();
  await expect(confirm.getByRole('alert')).toHaveText('اتصال اینترنت برقرار نیست');
  await expect(page.getByRole('listitem', { name: 'خانه' })).toBeVisible();
});

test('when the address form’s code cannot be downloaded, the page stays and a retry brings the form', async ({ page, request }) => {
  await openAddresses(page, request);
  // From here on, no new piece of the page's code arrives (a dropped connection).
  await page.route('**/_next/static/chunks/**', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'افزودن آدرس جدید' }).click();
  const failed = page.getByRole('alertdialog', { name: /بارگذاری این بخش ممکن نشد/ });
  await expect(failed).toBeVisible();
  await expect(page.locator('h1', { hasText: 'آدرس‌های من' })).toBeVisible();
  // A modal as the dialog would be: focus inside, the page under it out of reach, Escape closes.
  await expect(failed.getByRole('button', { name: 'تلاش دوباره' })).toBeFocused();
  await expect(page.locator('main [inert], main[inert], body > [inert]').first()).toBeAttached();
  await page.keyboard.press('Escape');
  await expect(failed).toHaveCount(0);
  await expect(page.locator('[inert]')).toHaveCount(0);
  await page.getByRole('button', { name: 'افزودن آدرس جدید' }).click();
  await expect(failed).toBeVisible();

  await page.unroute('**/_next/static/chunks/**');
  await failed.getByRole('button', { name: 'تلاش دوباره' }).click();
  await expect(page.getByRole('dialog', { name: 'آدرس جدید' }).getByText('هزینهٔ ارسال به این نقطه: ۲۰٬۰۰۰ تومان')).toBeVisible();
});

test('the plain picker takes over when the map’s code cannot be downloaded, and when its style never answers', async ({ page, context, request }) => {
  await openAddresses(page, request);
  // The map's own code (maplibre) does not arrive; everything else does.
  await page.route('**/_next/static/chunks/**', async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes('MapLibre')) return route.abort('internetdisconnected');
    return route.fulfill({ response });
  });
  await page.getByRole('button', { name: 'افزودن آدرس جدید' }).click();
  const dialog = page.getByRole('dialog', { name: 'آدرس جدید' });
  await expect(dialog.getByText('نقشه در دسترس نیست', { exact: false })).toBeVisible();
  await expect(dialog.getByRole('application', { name: /انتخاب موقعیت بدون نقشه/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'انصراف' }).click();
  await dialogStepGone(page);

  // The map's code arrives, but its style host holds the connection open without answering.
  await page.unroute('**/_next/static/chunks/**');
  await page.reload();
  await context.route(/^https?:\/\/(?!localhost[:/])/, () => undefined);
  await page.getByRole('button', { name: 'افزودن آدرس جدید' }).click();
  const again = page.getByRole('dialog', { name: 'آدرس جدید' });
  const map = again.locator('[data-picker-mode="map"]');
  await expect(map).toBeVisible();
  // The step buttons move the pin over the map too: no drag is ever needed.
  const position = again.getByText(/^موقعیت:/);
  const before = await position.textContent();
  await map.getByRole('button', { name: 'جابه‌جایی به شمال' }).click();
  await expect(position).not.toHaveText(before!);
  await expect(again.getByText('نقشه در دسترس نیست', { exact: false })).toBeVisible({ timeout: 30_000 });
});
