import { Hono, type Context } from 'hono';
import type { Env } from '../context';
import { AUTHORITY, type PaymentRow } from './store';
import { asciiPath, withParam } from './return-url';
import { claimCallbackCheck, gatewayFor, verifyAndApply } from './verify';

/** The gateway's return to the shop (GET, or POST for gateways that post back). */
export const callbackRoutes = new Hono<Env>();

const FALLBACK_FAIL = '/failed-payment';

/**
 * A 303 with the path in Location, and the same path in a small page: proxies that do not pass
 * Location on (the storefront's gateway forwards a fixed set of headers) still get the customer there.
 */
function redirect(target: string): Response {
  const path = asciiPath(target);
  const safe = path.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  const html = `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${safe}"><title>بازگشت به فروشگاه</title></head><body><a href="${safe}">بازگشت به فروشگاه</a></body></html>`;
  return new Response(html, { status: 303, headers: { location: path, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}

async function readParams(c: Context<Env>): Promise<{ authority: string; status: string }> {
  let authority = c.req.query('Authority') ?? c.req.query('authority') ?? '';
  let status = c.req.query('Status') ?? c.req.query('status') ?? '';
  if (c.req.method === 'POST' && !authority) {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    authority = String(form.Authority ?? form.authority ?? '');
    status = String(form.Status ?? form.status ?? '');
  }
  return { authority, status };
}

/**
 * Verifies with the gateway using the amount stored in the database (never one from the request),
 * then applies the payment once. The query's Status is no evidence (anyone with the authority can
 * call this): a pending payment is always verified, and fails only when the gateway says it was not
 * paid and cannot be any more; no answer, or a payment the customer may still make, stays pending.
 * A failed payment is verified again on an "OK" return, so money taken after all is applied. An
 * "OK" return also lets GET /payment/{ref} verify a payment left pending again (verify.ts). The
 * gateway is asked at most once per CALLBACK_CHECK_INTERVAL_S per payment (claimCallbackCheck);
 * a repeat within it lands on the page the payment's current state calls for. A replayed callback
 * of a paid payment changes nothing; an unknown authority changes nothing.
 */
async function callback(c: Context<Env>) {
  const { db, gateway } = c.var.deps;
  const { authority, status } = await readParams(c);
  const [payment] = AUTHORITY.test(authority) ? await db.query<PaymentRow>('SELECT * FROM payments WHERE authority = $1', [authority]) : [];
  if (!payment) return redirect(FALLBACK_FAIL);
  const success = withParam(payment.success_url, 'authority', authority);
  const failure = withParam(payment.fail_url, 'authority', authority);
  const land = async (p: PaymentRow, confirmed = false) => {
    // The gateway took the money but it could not be applied yet: no failure, and the success
    // landing shows the payment as being checked until a recheck applies it (verify.ts).
    if (confirmed && p.status !== 'paid') return redirect(success);
    if (p.status !== 'paid') return redirect(failure);
    if (p.order_id === null) return redirect(success);
    const [order] = await db.query<{ paid: boolean }>('SELECT paid FROM orders WHERE id = $1', [p.order_id]);
    return redirect(order.paid ? success : failure);
  };

  const ask = payment.status === 'pending' || (payment.status === 'failed' && status === 'OK');
  const gw = gatewayFor(gateway, payment);
  // A payment made with a gateway the shop no longer uses cannot be verified here: left as it is.
  if (!ask || !gw) return land(payment);
  const claimed = await claimCallbackCheck(c.var.deps, payment, status === 'OK');
  if (!claimed) {
    const [current] = await db.query<PaymentRow>('SELECT * FROM payments WHERE id = $1', [payment.id]);
    return land(current);
  }
  const checked = await verifyAndApply(c.var.deps, gw, claimed);
  return land(checked.payment, checked.confirmed);
}

callbackRoutes.get('/', callback);
callbackRoutes.post('/', callback);
