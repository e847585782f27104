import { expect, test, type Page } from '@playwright/test';
import { seedProduct, sessionCustomer, signedInCustomer } from './helpers';

/**
 * Windows of one browser share its stored state, and each keeps its own checkout form across its
 * reloads (stores/tab-drafts.ts), in real Chromium against the production build.
 */

const pickup = (page: Page) => page.getByRole('radio', { name: /تحویل حضوری/ });
const online = (page: Page) => page.getByRole('radio', { name: /پرداخت آنلاین/ });
const recipient = (page: Page) => page.getByRole('textbox', { name: 'نام تحویل‌گیرنده' });

test("a window's checkout form survives its reload after another window stored its own; a new window starts from the latest", async ({
  page,
  request,
}) => {
  const mobile = await signedInCustomer(page, request);
  const product = await seedProduct(page.request, 'americano');
  const me = await sessionCustomer(request, mobile);
  const add = await page.request.post(`/api/v1/app/customer/${me.id}/cart/add`, { data: { product_id: product.id, count: 1 } });
  expect(add.status()).toBe(200);
  const other = await page.context().newPage();
  for (const tab of [page, other]) {
    await tab.goto('/cart/checkout');
    await expect(tab.getByRole('list', { name: 'اقلام سفارش' })).toContainText(product.name);
  }

  // This window's form: pick-up, and a message for the courier with the recipient's name.
  await pickup(page).check();
  await page.getByRole('radio', { name: 'تحویل‌گیرنده شخص دیگری است' }).check();
  await recipient(page).fill('مریم احمدی');
  // The other window then changes its own form, and stores its whole state with it.
  await online(other).check();
  await expect.poll(() => other.evaluate(() => JSON.parse(localStorage.getItem('new_dr_root-3') ?? '{}').state?.orders?.paymentMethod)).toBe('online');

  // A new window starts from the latest stored form: the other window's.
  const third = await page.context().newPage();
  await third.goto('/cart/checkout');
  await expect(online(third)).toBeChecked();
  await expect(pickup(third)).not.toBeChecked();
  await third.close();

  // This window's reload brings back its own form, not the one stored last.
  await page.reload();
  await expect(recipient(page)).toHaveValue('مریم احمدی');
  await expect(pickup(page)).toBeChecked();
  await expect(online(page)).not.toBeChecked();
});
