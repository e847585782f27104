import { Hono } from 'hono';
import type { Env } from '../../context';
import { requireAuth, requireOwnCustomer } from '../../auth/middleware';
import { authenticate } from '../../auth/sessions';
import { HttpError, ok } from '../../http';
import { clientAddress } from '../../lib/client-address';
import { formatJalali } from '../../lib/jalali';
import { enforceLimit } from '../../lib/rate-limit';
import { parseMobile, readBody } from '../../lib/validate';
import type { SupportResponse, SupportTicketView } from '../../../common/contract/account';
import { accountMessages } from './messages';

const m = accountMessages.support;

/** Tickets one client address may send per hour (a fixed window, counted in PostgreSQL). */
export const SUPPORT_TICKETS_PER_HOUR = 5;

function text(value: unknown, max: number, msg: string): string {
  const t = typeof value === 'string' ? value.trim() : '';
  if (!t || t.length > max) throw new HttpError(400, msg);
  return t;
}

/**
 * POST /api/v3/support/ {type: 1, name, mobile, description}: anyone may write, a guest too;
 * a logged-in customer's ticket is linked to them. Only valid tickets count against the
 * address's hourly allowance, so a typo does not use it up.
 */
export const supportRoutes = new Hono<Env>();

supportRoutes.post('/', async (c) => {
  const { deps } = c.var;
  const body = await readBody(c);
  if (body.type !== 1 && body.type !== '1') throw new HttpError(400, m.badType);
  const name = text(body.name, 100, m.name);
  const mobile = parseMobile(body.mobile);
  const description = text(body.description, 2000, m.description);
  const auth = await authenticate(deps, c.req.header('authorization'));
  const customerId = auth?.role === 'customer' ? auth.customerId : null;

  const now = deps.now();
  await enforceLimit(deps.db, `support:${clientAddress(c)}`, { limit: SUPPORT_TICKETS_PER_HOUR, windowSeconds: 3600, now, msg: m.limit });
  const [row] = await deps.db.query<{ id: number }>(
    'INSERT INTO support_tickets (type, name, mobile, description, customer_id) VALUES (1, $1, $2, $3, $4) RETURNING id',
    [name, mobile, description, customerId],
  );
  return ok(c, { id: row.id, type: 1, status: 'open' } satisfies SupportResponse, m.sent);
});

/** GET /customer/{id}/tickets (own only): the customer's tickets, newest first. */
export const ticketRoutes = new Hono<Env>();

ticketRoutes.use('/customer/:id/tickets', requireAuth, requireOwnCustomer);
ticketRoutes.get('/customer/:id/tickets', async (c) => {
  const rows = await c.var.deps.db.query<Omit<SupportTicketView, 'created_at' | 'created_at_jalali'> & { created_at: Date | string }>(
    'SELECT id, type, name, mobile, description, status, created_at FROM support_tickets WHERE customer_id = $1 ORDER BY id DESC LIMIT 100',
    [c.var.auth.customerId],
  );
  return ok(
    c,
    rows.map((r): SupportTicketView => ({ ...r, created_at: new Date(r.created_at).toISOString(), created_at_jalali: formatJalali(new Date(r.created_at)) })),
  );
});
