import { Hono } from 'hono';
import type { Env } from '../../context';
import { requireAuth, requireOwnCustomer } from '../../auth/middleware';
import { HttpError, ok } from '../../http';
import { parseLatLng } from '../../geo/coords';
import { plainDigits, toWesternDigits } from '../../../common/digits';
import { optionalString, parseId, readBody, requiredString } from '../../lib/validate';
import { addressMessages, addressView, loadOwnAddress, type AddressRow } from './address-store';

/** A customer's saved addresses (mounted at /api/v1; own only: another customer's path is 403, another's address 404). */
export const addressRoutes = new Hono<Env>();

const MAX_ADDRESSES = 20;

addressRoutes.use('/app/customer/:id/addresses', requireAuth, requireOwnCustomer);
addressRoutes.use('/app/customer/:id/addresses/*', requireAuth, requireOwnCustomer);

function parseAddress(body: Record<string, unknown>) {
  const postal = plainDigits(optionalString(body, 'postal_code', 20) ?? '').replace(/[\s-]/g, '');
  if (postal && !/^\d{10}$/.test(postal)) throw new HttpError(400, 'کد پستی باید ۱۰ رقم باشد');
  return {
    title: requiredString(body, 'title', 100),
    address: requiredString(body, 'address', 500),
    number: toWesternDigits(requiredString(body, 'number', 20)),
    postal_code: postal,
    location: optionalString(body, 'location', 200) ?? '',
    ...parseLatLng(body),
  };
}

const FIELDS = ['title', 'address', 'number', 'postal_code', 'location', 'lat', 'lng'] as const;

addressRoutes.get('/app/customer/:id/addresses', async (c) => {
  const db = c.var.deps.db;
  const rows = await db.query<AddressRow>('SELECT * FROM addresses WHERE customer_id = $1 ORDER BY id DESC', [c.var.auth.customerId]);
  return ok(c, await Promise.all(rows.map((r) => addressView(db, r))));
});

addressRoutes.post('/app/customer/:id/addresses/add', async (c) => {
  const customerId = c.var.auth.customerId!;
  const fields = parseAddress(await readBody(c));
  const row = await c.var.deps.db.tx(async (q) => {
    // The customer row lock makes the count check and the insert one step.
    await q.query('SELECT id FROM customers WHERE id = $1 FOR NO KEY UPDATE', [customerId]);
    const [{ count }] = await q.query<{ count: number }>('SELECT count(*)::int AS count FROM addresses WHERE customer_id = $1', [customerId]);
    if (count >= MAX_ADDRESSES) throw new HttpError(400, addressMessages.tooMany);
    const [inserted] = await q.query<AddressRow>(
      `INSERT INTO addresses (customer_id, ${FIELDS.join(', ')}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
      [customerId, ...FIELDS.map((f) => fields[f])],
    );
    return inserted;
  });
  return ok(c, await addressView(c.var.deps.db, row), addressMessages.added, 201);
});

addressRoutes.post('/app/customer/:id/addresses/:addressId/edit', async (c) => {
  const customerId = c.var.auth.customerId!;
  const addressId = parseId(c.req.param('addressId'));
  const db = c.var.deps.db;
  await loadOwnAddress(db, customerId, addressId);
  const fields = parseAddress(await readBody(c));
  const [row] = await db.query<AddressRow>(
    `UPDATE addresses SET ${FIELDS.map((f, i) => `${f} = $${i + 3}`).join(', ')} WHERE id = $1 AND customer_id = $2 RETURNING *`,
    [addressId, customerId, ...FIELDS.map((f) => fields[f])],
  );
  if (!row) throw new HttpError(404, addressMessages.notFound);
  return ok(c, await addressView(db, row), addressMessages.edited);
});

addressRoutes.post('/app/customer/:id/addresses/:addressId/delete', async (c) => {
  const addressId = parseId(c.req.param('addressId'));
  // Orders keep their own copy of the address, so deleting never changes a past order.
  const rows = await c.var.deps.db.query('DELETE FROM addresses WHERE id = $1 AND customer_id = $2 RETURNING id', [
    addressId,
    c.var.auth.customerId,
  ]);
  if (rows.length === 0) throw new HttpError(404, addressMessages.notFound);
  return ok(c, { id: addressId }, addressMessages.deleted);
});
