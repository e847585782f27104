/** API contract: the payment shapes (starting a payment, its verified state) the storefront and the embedded backend both use. */

/** Same-site paths (or absolute URLs on SITE_URL's origin). The callback appends `authority=…`. */
export interface ReturnUrls {
  success_url: string;
  fail_url: string;
}
/**
 * POST /order/{id}/payment/create → PaymentCreateResponse. 409 once the order's payment_deadline
 * has passed. While a payment of the same amount, started under 10 minutes ago, is still pending,
 * its payment_url (and payment_id) is answered again instead of a new charge.
 */
export type OrderPaymentCreateRequest = ReturnUrls;
/** POST /payment/create (spec payload). price is used only for buy_customer_credit (1,000 … 100,000,000). */
export interface PaymentCreateRequest extends ReturnUrls {
  user?: number;
  price?: number;
  customer?: number | string;
  orderId?: number;
  payment_for?: 'buy_customer_credit' | 'order';
}
export interface PaymentCreateResponse {
  /** Open this (sandbox: a same-origin path; Zarinpal: its StartPay URL). When paid is true it is success_url. */
  payment_url: string;
  authority: string | null;
  payment_id: number | null;
  amount: number;
  /** true when credit covered the order at once (no gateway). */
  paid: boolean;
}

/** GET /payment/{authority or id} (own only): the server's verified state, never the query string. */
export interface PaymentView {
  id: number;
  authority: string | null;
  payment_for: 'order' | 'buy_customer_credit';
  status: 'paid' | 'pending' | 'failed';
  paid: boolean;
  /**
   * This payment paid its order. False for a paid one whose money stayed in credit: the order had
   * been paid first (a second «پرداخت» in another window), or could not be paid (its turn was taken).
   * Absent from an upstream that does not say: read as paying the order.
   */
  paid_order?: boolean;
  /** The customer came back from the gateway with OK: while pending, the landing reads it again by itself, and each read verifies it (at most every 30 s; a read also verifies one returned with NOK). */
  returned_ok: boolean;
  amount: number;
  ref_id: string | null;
  order_id: number | null;
  order: { id: number; paid: boolean; status: string; submit_by: string; amount_due: number } | null;
  customer_credit: number;
  created_at: string;
  settled_at: string | null;
}
