import { faDigits } from '../cart/messages';

/** Persian texts of the account routes (gift codes, uploads, support, QR login). */
export const accountMessages = {
  gift: {
    empty: 'کد هدیه را وارد کنید',
    unknown: 'کد هدیه معتبر نیست',
    used: 'این کد قبلاً استفاده شده است',
    expired: 'مهلت استفاده از این کد تمام شده است',
    exhausted: 'ظرفیت استفاده از این کد تکمیل شده است',
    isCoupon: 'این کد، کد تخفیف است؛ آن را هنگام ثبت سفارش وارد کنید',
    redeemed: (amount: number) => `${faDigits(amount)} تومان به اعتبار شما اضافه شد`,
    alreadyYours: (amount: number) => `این کد پیش‌تر به اعتبار شما افزوده شده است (${faDigits(amount)} تومان)`,
  },
  noFile: 'فایل تصویر ارسال نشده است',
  uploadLimit: 'تعداد بارگذاری‌ها بیش از حد مجاز است؛ لطفاً ساعتی بعد دوباره تلاش کنید',
  avatarSaved: 'تصویر پروفایل ذخیره شد',
  uploaded: 'تصویر بارگذاری شد',
  support: {
    badType: 'نوع درخواست پشتیبانی معتبر نیست',
    name: 'نام را وارد کنید (حداکثر ۱۰۰ حرف)',
    description: 'متن درخواست را وارد کنید (حداکثر ۲۰۰۰ حرف)',
    limit: 'تعداد درخواست‌های پشتیبانی بیش از حد مجاز است؛ لطفاً ساعتی بعد دوباره تلاش کنید',
    sent: 'درخواست پشتیبانی شما با موفقیت ثبت شد',
  },
  qrInvalid: 'این کد QR معتبر نیست یا منقضی شده است',
} as const;
