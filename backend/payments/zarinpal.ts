import type { PaymentProvider } from './provider';

/**
 * Zarinpal REST v4. Zarinpal counts in Rial unless told otherwise; the shop counts in Toman,
 * so amounts are sent ×10 (Rial) and never with the optional currency field, which keeps one
 * unit on the wire for both request and verify.
 *   request: POST {base}/pg/v4/payment/request.json → data.code 100, data.authority
 *   pay:     {base}/pg/StartPay/{authority}
 *   verify:  POST {base}/pg/v4/payment/verify.json → data.code 100 (verified) or 101 (verified before)
 *   inquiry: POST {base}/pg/v4/payment/inquiry.json → data.status IN_BANK, FAILED, REVERSED, PAID, VERIFIED
 */
export const RIAL_PER_TOMAN = 10;

const TIMEOUT_MS = 15_000;

/**
 * Verify errors that say this authority was not paid for this shop: -50 another amount, -51 no
 * successful payment (yet: see inquiry), -53 another merchant's session, -54 an invalid authority.
 * Any other code (validation, terminal, rate limit, -52 "contact support") is no answer.
 */
const NOT_PAID = new Set(['-50', '-51', '-53', '-54']);

interface ZarinpalData {
  code?: number;
  authority?: string;
  ref_id?: number | string;
  status?: string;
}

interface ZarinpalAnswer {
  data?: ZarinpalData | unknown[];
  errors?: { code?: number; message?: string } | unknown[];
}

export function zarinpalProvider(opts: { merchantId: string; sandbox: boolean; baseUrl?: string }): PaymentProvider {
  const base = (opts.baseUrl ?? (opts.sandbox ? 'https://sandbox.zarinpal.com' : 'https://payment.zarinpal.com')).replace(/\/$/, '');

  async function post(path: string, body: unknown): Promise<ZarinpalAnswer> {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    // Zarinpal answers errors with 4xx and the same JSON shape; a body that is not JSON (a proxy's
    // 502 page, a 429) is no answer at all, never a refusal.
    const answer: unknown = await res.json().catch(() => null);
    if (!answer || typeof answer !== 'object') throw new Error(`zarinpal: HTTP ${res.status} without an answer`);
    return answer as ZarinpalAnswer;
  }

  const data = (answer: ZarinpalAnswer): ZarinpalData => (answer.data && !Array.isArray(answer.data) ? (answer.data as ZarinpalData) : {});
  const errorCode = (answer: ZarinpalAnswer) =>
    answer.errors && !Array.isArray(answer.errors) ? String((answer.errors as { code?: number }).code ?? 'unknown') : 'unknown';

  return {
    name: 'zarinpal',
    async request({ amount, description, callbackUrl, mobile }) {
      const answer = await post('/pg/v4/payment/request.json', {
        merchant_id: opts.merchantId,
        amount: amount * RIAL_PER_TOMAN,
        callback_url: callbackUrl,
        description,
        metadata: mobile ? { mobile } : {},
      });
      const d = data(answer);
      if (d.code !== 100 || typeof d.authority !== 'string' || !/^[A-Za-z0-9]{1,64}$/.test(d.authority)) {
        throw new Error(`zarinpal request failed: ${errorCode(answer)}`);
      }
      return { authority: d.authority, paymentUrl: `${base}/pg/StartPay/${d.authority}` };
    },
    async verify({ authority, amount }) {
      const answer = await post('/pg/v4/payment/verify.json', {
        merchant_id: opts.merchantId,
        amount: amount * RIAL_PER_TOMAN,
        authority,
      });
      const d = data(answer);
      if (d.code === 100 || d.code === 101) return { ok: true, refId: String(d.ref_id ?? '') };
      const code = errorCode(answer);
      if (!NOT_PAID.has(code)) throw new Error(`zarinpal verify: ${code}`);
      if (code === '-51') {
        // Also what a session still at the bank gets: only the inquiry tells it from a failed one.
        const inquiry = await post('/pg/v4/payment/inquiry.json', { merchant_id: opts.merchantId, authority });
        const status = data(inquiry).status;
        if (status === 'IN_BANK') return { ok: false, final: false, reason: 'zarinpal: still at the bank' };
        if (status !== 'FAILED' && status !== 'REVERSED') throw new Error(`zarinpal inquiry: ${status ?? errorCode(inquiry)}`);
      }
      return { ok: false, final: true, reason: `zarinpal ${code}` };
    },
  };
}
