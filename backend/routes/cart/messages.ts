import { toPersianDigits } from '../../../common/digits';

/** Persian texts of the cart and order-price routes. */

const faNumber = new Intl.NumberFormat('fa-IR');

/** A number in Persian digits with Persian thousands separators (۳۰۰٬۰۰۰). */
export function faDigits(value: number): string {
  return faNumber.format(value);
}

export const cartMessages = {
  productNotFound: 'محصول مورد نظر پیدا نشد',
  soldOut: 'این محصول موجود نیست',
  soldOutNamed: (name: string) => `«${name}» موجود نیست`,
  limit: (limit: number, inCart: number) =>
    `حداکثر ${faDigits(limit)} عدد از این محصول را می‌توانید سفارش دهید` +
    (inCart > 0 ? `؛ ${faDigits(inCart)} عدد در سبد خرید شما هست` : ''),
  packNotLine: (name: string) => `«${name}» یک پک است؛ اقلام آن از صفحهٔ همین پک به سبد اضافه می‌شوند`,
  needsTurn: (name: string) => `«${name}» با نوبت‌گیری از صفحه محصول رزرو می‌شود و به سبد خرید اضافه نمی‌شود`,
  limitNamed: (limit: number, name: string) => `حداکثر ${faDigits(limit)} عدد از «${name}» را می‌توانید سفارش دهید`,
  badCount: 'تعداد معتبر نیست',
  badTopping: 'افزودنی انتخاب‌شده برای این محصول معتبر نیست',
  badProducts: 'فهرست محصولات معتبر نیست',
  tooManyProducts: 'حداکثر ۱۰۰ محصول در هر درخواست مجاز است',
  duplicateLine: 'یک محصول با افزودنی‌های یکسان دو بار در فهرست آمده است',
  emptyProducts: 'سبد خرید خالی است',
  cartFull: 'سبد خرید شما پر است؛ حداکثر ۱۰۰ ردیف مجاز است',
  lineNotFound: 'این محصول در سبد خرید شما نیست',
  badMergeId: 'شناسه ادغام سبد خرید معتبر نیست',
  badUseCoupon: 'مقدار «use_coupon» معتبر نیست',
  badCustomer: 'مشتری معتبر نیست',
  added: 'محصول به سبد خرید اضافه شد',
  removed: 'محصول از سبد خرید حذف شد',
  decreased: 'تعداد محصول در سبد خرید کم شد',
  updated: 'سبد خرید به‌روز شد',
  merged: 'سبد خرید شما به‌روز شد',
  mergedCapped: 'برخی از محصولات به‌خاطر محدودیت موجودی با تعداد کمتر به سبد خرید شما اضافه شدند',
  coupon: {
    valid: 'کد تخفیف تأیید شد',
    invalid: 'کد تخفیف معتبر نیست',
    expired: 'مهلت استفاده از این کد تخفیف تمام شده است',
    tooManyFailures: 'تعداد تلاش‌های ناموفق برای ثبت کد بیش از حد مجاز است؛ لطفاً ساعتی بعد دوباره تلاش کنید',
    /** Said against the goods after their own discounts, as judged, with what is missing: a cart's list prices may pass the minimum. */
    minOrder: (min: number, goods: number) =>
      `این کد تخفیف برای سفارش‌هایی است که جمع کالاهایشان پس از تخفیف دست‌کم ${faDigits(min)} تومان باشد؛ ${faDigits(min - goods)} تومان دیگر لازم است`,
    /** The coupon's uses in all are taken (max_uses). */
    usedUp: 'این کد تخفیف دیگر قابل استفاده نیست',
    /** The customer's own allowance (max_uses_per_customer) went to paid orders. */
    usedByYou: 'شما قبلاً از این کد تخفیف استفاده کرده‌اید',
    /** It is held by an unpaid order of theirs that can still be paid; it comes back if that order lapses. */
    heldForOrder: (orderId: number) =>
      `این کد تخفیف برای سفارش پرداخت‌نشدهٔ ${toPersianDigits(orderId)} شما نگه داشته شده است؛ آن سفارش را پرداخت کنید یا پس از پایان مهلت پرداختش دوباره امتحان کنید`,
  },
} as const;
