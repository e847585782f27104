/** API contract: the customer-account shapes the storefront (lib/api) and the embedded backend both use. */

// Every answer is wrapped in the envelope {success, data, msg, code}; the types below describe
// `data`. Money is integer Toman; digits are Western; *_jalali fields are Tehran time as
// "YYYY-MM-DD HH:mm" (Jalali, Western digits: the UI localises them). Errors are
// {success: false, data: null, msg (Persian), code}.

/** The customer as the API sends it: gender as a Persian word, birthday in both calendars. */
export interface CustomerView {
  id: number;
  mobile: string;
  first_name: string;
  last_name: string;
  name: string;
  referrer: string;
  gender: 'مرد' | 'زن' | null;
  /** Jalali YYYY-MM-DD. */
  birthday: string | null;
  /** Gregorian YYYY-MM-DD. */
  birthday_milady: string | null;
  visit_method: string;
  nation_code: string;
  credit: number;
  avatar: string | null;
}

/**
 * The credit ledger's kinds: a gateway payment (a top-up when order_id is null, else the online
 * part of an order's payment), an order paid from credit (negative), a refund to credit, a
 * redeemed gift code.
 */
export type TransactionKind = 'gateway_payment' | 'order_payment' | 'refund' | 'gift_code';

/** One ledger row: signed amount and the balance after it in Toman, the time in ISO and in Jalali (Tehran). */
export interface TransactionView {
  id: number;
  amount: number;
  balance: number;
  kind: TransactionKind;
  /** What the wallet shows for the row (the storefront may word it by kind instead). */
  title: string;
  order_id: number | null;
  payment_id: number | null;
  gift_code: string | null;
  created_at: string;
  created_at_jalali: string;
}

/**
 * GET /customer/{id}/transactions (own only; 401 guest, 403 another customer).
 * kind: gateway_payment (a top-up when order_id is null, else the online part of an order),
 * order_payment (negative: an order paid from credit), refund, gift_code (gift_code set).
 * balance is the credit after the row. At most 200 rows, newest first.
 */
export interface TransactionsResponse {
  credit: number;
  transactions: TransactionView[];
}

/**
 * POST /app/coupons/apply/ — redeems a gift code into credit. customer: the caller's id or
 * mobile (optional; anyone else → 403). Errors: 400 «کد هدیه را وارد کنید» / «مهلت استفاده از این
 * کد تمام شده است», 404 «کد هدیه معتبر نیست» (or a hint when it is a checkout coupon), 409 «این
 * کد قبلاً استفاده شده است» / «ظرفیت استفاده از این کد تکمیل شده است». msg on success: «… تومان
 * به اعتبار شما اضافه شد».
 */
export interface GiftCodeApplyRequest {
  coupon: string;
  customer?: number | string;
}
export interface GiftCodeApplyResponse {
  /** The normalised (upper-case) code. */
  code: string;
  /** Toman added. */
  amount: number;
  /** Credit after the redemption. */
  credit: number;
}

/** A checkout coupon the customer can use: percent (capped by max_discount, or not) or amount. */
export interface CouponView {
  code: string;
  title: string;
  percent: number | null;
  amount: number | null;
  max_discount: number | null;
  min_order: number;
  expires_at: string | null;
  expires_at_jalali: string | null;
  /** true: made for this customer only; false: everyone's. */
  personal: boolean;
}

/**
 * GET /app/customer/{id}/coupons (own only) → CouponView[]: active, unexpired, everyone's or
 * this customer's; soonest expiry first. Either percent (with max_discount as its cap, or null)
 * or amount is set; min_order 0 means none; expires_at null means no end.
 */
export type CouponsResponse = CouponView[];

/**
 * POST /customer/{id}/avatar (own only) — multipart, field `file` (or `image`): a JPEG, PNG or
 * WebP (judged by its bytes) of at most 5 MB and 6000 px a side. Stored as a 256×256 WebP,
 * EXIF rotation applied, metadata removed → the CustomerView with `avatar` set to its URL.
 * Errors: 400 «فقط تصویر JPEG، PNG یا WebP پذیرفته می‌شود», 400 «ابعاد تصویر حداکثر ۶۰۰۰ در ۶۰۰۰
 * پیکسل است», 400 «فایل تصویر ارسال نشده است», 413 «حجم فایل بیش از ۵ مگابایت است», 429 after 30
 * images in an hour.
 */
export type AvatarResponse = CustomerView;

/** POST /upload (customers only) — multipart field `file`; same rules; the long side at most 1600, not cropped. */
export interface UploadResponse {
  /** Same-origin path /api/v1/media/uploads/<32 hex>.webp (cacheable for a year; never changes). */
  url: string;
  width: number;
  height: number;
  /** Bytes of the stored WebP. */
  size: number;
  content_type: 'image/webp';
}

/**
 * POST /api/v3/support/ — guests too (a customer's ticket is linked to them). Validation 400s:
 * type must be 1, name 1–100 characters, an Iranian mobile, description 1–2000 characters.
 * 429 after 5 tickets per client address and hour. msg on success: «درخواست پشتیبانی شما با
 * موفقیت ثبت شد».
 */
export interface SupportRequest {
  type: 1;
  name: string;
  mobile: string;
  description: string;
}
export interface SupportResponse {
  id: number;
  type: 1;
  status: 'open';
}

/** GET /customer/{id}/tickets (own only), newest first, at most 100. */
export interface SupportTicketView {
  id: number;
  type: 1;
  name: string;
  mobile: string;
  description: string;
  status: 'open' | 'answered' | 'closed';
  created_at: string;
  created_at_jalali: string;
}

/**
 * GET /qrcode/{id}/get — exchanges a printed QR code for a session. Without a valid session the
 * caller gets a new guest token; with one (guest or customer) its own token comes back
 * unchanged, so a customer stays logged in. Store user.login_to_id as QR_SHOP. Unknown,
 * expired or revoked codes: 404 «این کد QR معتبر نیست یا منقضی شده است». Through the gateway
 * the token becomes the httpOnly cookie and is removed from the body.
 */
export interface QrLoginResponse {
  token: { access_token: string; expires_in: number };
  user:
    | { id: number | null; role: 'guest'; customer_id: null; login_to_id: number }
    | { id: number; role: 'customer'; customer_id: number; login_to_id: number };
  login_to_id: number;
  /** What the code is printed for, e.g. «میز ۷». */
  label: string;
}

/**
 * POST /app/customers/{id}/edit validates nation_code like POST /customer/nationcheck: '' or a
 * single space clears it; otherwise 400 «کد ملی باید ده رقم باشد» / «کد ملی وارد شده معتبر نیست»,
 * 409 «این کد ملی برای شماره موبایل دیگری ثبت شده است». Show msg as the error notice.
 */
