import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { newQrId } from '../../seed/qr-codes';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.backend.db.close());

const exchange = (id: string, token?: string) => h.call('GET', `/api/v1/qrcode/${id}/get`, { token, headers: { 'x-forwarded-for': '198.51.100.1' } });

async function qrCode(opts: { login_to_id?: number; expires_at?: Date | null; revoked?: boolean } = {}) {
  const id = newQrId();
  await h.backend.db.query('INSERT INTO qr_codes (id, login_to_id, label, expires_at, revoked) VALUES ($1, $2, $3, $4, $5)', [
    id,
    opts.login_to_id ?? 7,
    'میز ۷',
    opts.expires_at ?? null,
    opts.revoked ?? false,
  ]);
  return id;
}

describe('QR login', () => {
  it('gives a visitor without a session a working guest token and login_to_id', async () => {
    const id = await qrCode({ login_to_id: 7 });
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const res = await exchange(id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ user: { id: null, role: 'guest', login_to_id: 7 }, login_to_id: 7, label: 'میز ۷' });
    const token = res.body.data.token.access_token;
    expect(res.body.data.token.expires_in).toBeGreaterThan(0);
    // The token is a real guest session: a guest-only read works, a customer route says log in.
    expect((await h.call('POST', '/api/v1/customer/nationcheck', { token, body: { mobile: '09121112233', nation_code: '0499370899' } })).status).toBe(200);
    expect((await h.call('GET', '/api/v1/app/customers/1', { token })).status).toBe(401);
  });

  it('keeps a logged-in customer logged in: their own token comes back with login_to_id', async () => {
    const me = await h.login('09123450001');
    const res = await exchange(await qrCode({ login_to_id: 12 }), me.token);
    expect(res.status).toBe(200);
    expect(res.body.data.token.access_token).toBe(me.token);
    expect(res.body.data.user).toEqual({ id: me.userId, role: 'customer', customer_id: me.customerId, login_to_id: 12 });
    expect((await h.call('GET', `/api/v1/app/customers/${me.customerId}`, { token: me.token })).status).toBe(200);
  });

  it('keeps a guest’s existing token', async () => {
    const guest = await h.guest();
    const res = await exchange(await qrCode(), guest);
    expect(res.body.data.token.access_token).toBe(guest);
    expect(res.body.data.user).toMatchObject({ role: 'guest', login_to_id: 7 });
  });

  it('answers unknown, expired, revoked and malformed codes with one Persian 404', async () => {
    const expired = await qrCode({ expires_at: new Date(h.now().getTime() - 1000) });
    const revoked = await qrCode({ revoked: true });
    const later = await qrCode({ expires_at: new Date(h.now().getTime() + 60_000) });
    expect((await exchange(later)).status).toBe(200);
    h.advance(61);
    for (const id of [expired, revoked, later, newQrId(), 'short', 'x'.repeat(65), '%27%20OR%201%3D1']) {
      const res = await exchange(id);
      expect([res.status, res.body.success, res.body.msg], id).toEqual([404, false, 'این کد QR معتبر نیست یا منقضی شده است']);
    }
  });

  it('seeds one demo code that works and is listed for tests', async () => {
    const dev = await h.call('GET', '/api/dev/qr');
    expect(dev.body.path).toBe(`/qr/${dev.body.id}`);
    expect((await exchange(dev.body.id)).body.data.login_to_id).toBe(1);
  });
});
