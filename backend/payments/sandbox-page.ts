import { Hono, type Context } from 'hono';
import type { Env } from '../context';
import { fail } from '../http';
import { faDigits } from '../routes/cart/messages';
import { toPersianDigits } from '../../common/digits';
import { SANDBOX_PAGE_PATH } from './sandbox';

/** The sandbox gateway's own pages: «پرداخت» / «انصراف», then back to the shop's callback. */
export const sandboxPageRoutes = new Hono<Env>();

const AUTHORITY = /^S[0-9a-f]{36}$/;

interface GatewayRow {
  authority: string;
  amount: number;
  description: string;
  callback_url: string;
  status: string;
}

async function load(db: Env['Variables']['deps']['db'], authority: string): Promise<GatewayRow | null> {
  if (!AUTHORITY.test(authority)) return null;
  const [row] = await db.query<GatewayRow>('SELECT * FROM sandbox_gateway WHERE authority = $1', [authority]);
  return row ?? null;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function page(row: GatewayRow): string {
  const action = `${SANDBOX_PAGE_PATH}/${row.authority}`;
  return `<!doctype html>
<html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>درگاه پرداخت آزمایشی</title>
<style>body{font-family:Vazirmatn,Tahoma,sans-serif;background:#f4f4f5;margin:0;display:flex;align-items:center;justify-content:center;min-height:100vh;padding:16px;box-sizing:border-box}
main{background:#fff;border-radius:12px;padding:24px;width:100%;max-width:360px;box-sizing:border-box;box-shadow:0 1px 4px #0002}
h1{font-size:18px;margin:0 0 12px}p{margin:8px 0}.amount{font-size:22px;font-weight:bold}
form{display:inline}button{font:inherit;padding:10px 20px;border-radius:8px;border:0;cursor:pointer;margin-top:16px}
.pay{background:#16a34a;color:#fff}.cancel{background:#e4e4e7;margin-inline-start:8px}</style></head>
<body><main>
<h1>درگاه پرداخت آزمایشی</h1>
<p>این درگاه فقط برای آزمایش است و پولی جابه‌جا نمی‌شود.</p>
<p>${escapeHtml(toPersianDigits(row.description))}</p>
<p>مبلغ: <span class="amount">${faDigits(Number(row.amount))} تومان</span></p>
${row.status === 'pending' ? '' : '<p>این تراکنش قبلاً انجام شده است.</p>'}
<form method="post" action="${action}/pay"><button class="pay" type="submit">پرداخت</button></form>
<form method="post" action="${action}/cancel"><button class="cancel" type="submit">انصراف</button></form>
</main></body></html>`;
}

sandboxPageRoutes.get('/:authority', async (c) => {
  const row = await load(c.var.deps.db, c.req.param('authority'));
  if (!row) return fail(c, 404, 'تراکنش پیدا نشد');
  c.header('cache-control', 'no-store');
  return c.html(page(row));
});

/** Pay or cancel once (a repeated press changes nothing), then send the customer to the callback. */
async function finish(c: Context<Env>, outcome: 'paid' | 'cancelled') {
  const db = c.var.deps.db;
  const row = await load(db, c.req.param('authority') ?? '');
  if (!row) return fail(c, 404, 'تراکنش پیدا نشد');
  await db.query(`UPDATE sandbox_gateway SET status = $2 WHERE authority = $1 AND status = 'pending'`, [row.authority, outcome]);
  const [now] = await db.query<{ status: string }>('SELECT status FROM sandbox_gateway WHERE authority = $1', [row.authority]);
  const status = now.status === 'cancelled' ? 'NOK' : 'OK';
  const sep = row.callback_url.includes('?') ? '&' : '?';
  return c.redirect(`${row.callback_url}${sep}Authority=${row.authority}&Status=${status}`, 303);
}

sandboxPageRoutes.post('/:authority/pay', (c) => finish(c, 'paid'));
sandboxPageRoutes.post('/:authority/cancel', (c) => finish(c, 'cancelled'));
