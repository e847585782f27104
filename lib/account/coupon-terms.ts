import type { CouponView } from '@/lib/api/account';
import { displayJalaliDateTime } from '@/lib/jalali';
import { formatToman } from '@/lib/price';
import { toPersianDigits } from '@/common/digits';

/** What a coupon is worth and on which terms, in Persian, line by line. */
export function couponTerms(coupon: CouponView): string[] {
  const lines: string[] = [];
  if (coupon.percent !== null) {
    lines.push(`${toPersianDigits(coupon.percent)}٪ تخفیف`);
    if (coupon.max_discount !== null) lines.push(`تا سقف ${formatToman(coupon.max_discount)}`);
  } else if (coupon.amount !== null) {
    lines.push(`${formatToman(coupon.amount)} تخفیف`);
  }
  if (coupon.min_order > 0) lines.push(`برای سفارش از ${formatToman(coupon.min_order)}`);
  lines.push(coupon.expires_at_jalali ? `معتبر تا ${displayJalaliDateTime(coupon.expires_at_jalali)}` : 'بدون تاریخ انقضا');
  return lines;
}
