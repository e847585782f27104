import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { MAP_CENTER } from '../../seed/zones';

let h: Harness;
let me: { token: string; customerId: number };
let other: { token: string; customerId: number };
beforeAll(async () => {
  h = await startHarness();
  me = await h.login('09127770001');
  other = await h.login('09127770002');
});
afterAll(() => h.backend.db.close());

const base = (id: number) => `/api/v1/app/customer/${id}/addresses`;
const valid = { title: 'خانه', address: 'اصفهان، چهارباغ عباسی، کوچه ۵', number: '۱۲', postal_code: '۸۱۳۴۵۶۷۸۹۰', lat: MAP_CENTER.lat, lng: MAP_CENTER.lng };

describe('addresses', () => {
  it('adds, lists, edits and deletes the customer’s own addresses with their zone', async () => {
    const added = await h.call('POST', `${base(me.customerId)}/add`, { token: me.token, body: valid });
    expect(added.status).toBe(201);
    // The centre lies in the seeded «چهارباغ عباسی» zone (20,000 Toman); digits are normalised.
    expect(added.body.data).toMatchObject({ title: 'خانه', number: '12', postal_code: '8134567890', is_in_zone: true, shipping_price: 20_000 });
    const id = added.body.data.id;

    const list = await h.call('GET', base(me.customerId), { token: me.token });
    expect(list.body.data.map((a: { id: number }) => a.id)).toEqual([id]);

    const edited = await h.call('POST', `${base(me.customerId)}/${id}/edit`, { token: me.token, body: { ...valid, title: 'محل کار', lat: 32.7, lng: 51.6 } });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ id, title: 'محل کار', is_in_zone: false, shipping_price: null });

    const deleted = await h.call('POST', `${base(me.customerId)}/${id}/delete`, { token: me.token });
    expect(deleted.status).toBe(200);
    expect((await h.call('GET', base(me.customerId), { token: me.token })).body.data).toEqual([]);
    expect((await h.call('POST', `${base(me.customerId)}/${id}/delete`, { token: me.token })).status).toBe(404);
  });

  it('keeps other customers out: their path is 403, their address ids 404', async () => {
    const theirs = await h.call('POST', `${base(other.customerId)}/add`, { token: other.token, body: valid });
    const id = theirs.body.data.id;
    expect((await h.call('GET', base(other.customerId), { token: me.token })).status).toBe(403);
    expect((await h.call('POST', `${base(other.customerId)}/add`, { token: me.token, body: valid })).status).toBe(403);
    expect((await h.call('POST', `${base(me.customerId)}/${id}/edit`, { token: me.token, body: valid })).status).toBe(404);
    expect((await h.call('POST', `${base(me.customerId)}/${id}/delete`, { token: me.token })).status).toBe(404);
    expect((await h.call('GET', base(other.customerId), { token: other.token })).body.data).toHaveLength(1);
    expect((await h.call('GET', base(me.customerId))).status).toBe(401);
    expect((await h.call('GET', base(me.customerId), { token: await h.guest() })).status).toBe(401);
  });

  it('validates every field with a Persian message', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ title: '' }, /title/],
      [{ address: '   ' }, /address/],
      [{ number: undefined }, /number/],
      [{ postal_code: '12345' }, /کد پستی/],
      [{ postal_code: '12345678901' }, /./],
      [{ lat: 91 }, /عرض جغرافیایی/],
      [{ lng: -181 }, /طول جغرافیایی/],
      [{ lat: 'north' }, /عرض جغرافیایی/],
      [{ title: 'x'.repeat(101) }, /طولانی/],
    ];
    for (const [change, msg] of cases) {
      const res = await h.call('POST', `${base(me.customerId)}/add`, { token: me.token, body: { ...valid, ...change } });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body).toMatchObject({ success: false, data: null, code: 400 });
      expect(res.body.msg).toMatch(msg);
    }
    expect((await h.call('POST', `${base(me.customerId)}/add`, { token: me.token, raw: '[1]' })).status).toBe(400);
  });

  it('accepts at most 20 addresses', async () => {
    const fresh = await h.login('09127770003');
    for (let i = 0; i < 20; i++) {
      expect((await h.call('POST', `${base(fresh.customerId)}/add`, { token: fresh.token, body: valid })).status).toBe(201);
    }
    const over = await h.call('POST', `${base(fresh.customerId)}/add`, { token: fresh.token, body: valid });
    expect(over.status).toBe(400);
    expect(over.body.msg).toMatch(/۲۰/);
  });
});

describe('POST /location/check', () => {
  const check = (body: unknown, token = me.token) => h.call('POST', '/api/v1/location/check', { token, body });

  it('answers a point inside a seeded zone with its neighbourhood and shipping price', async () => {
    const res = await check({ lat: MAP_CENTER.lat, lng: MAP_CENTER.lng });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ is_in_zone: true, address: 'اصفهان، چهارباغ عباسی', shipping_price: 20_000, zone: { name: 'چهارباغ عباسی' } });
    const jolfa = await check({ lat: '32.63', lng: '51.66' });
    expect(jolfa.body.data).toMatchObject({ is_in_zone: true, shipping_price: 30_000, zone: { name: 'جلفا' } });
  });

  it('answers a point outside every zone with «خارج از محدوده»', async () => {
    const res = await check({ lat: 35.6892, lng: 51.389 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ is_in_zone: false, shipping_price: null, zone: null });
    expect(res.body.msg).toBe('خارج از محدوده');
  });

  it('works for guests, needs a token, and refuses bad coordinates', async () => {
    expect((await check({ lat: 32.65, lng: 51.67 }, await h.guest())).status).toBe(200);
    expect((await h.call('POST', '/api/v1/location/check', { body: { lat: 32.65, lng: 51.67 } })).status).toBe(401);
    for (const body of [{ lat: 100, lng: 51 }, { lat: 32 }, { lat: null, lng: 51 }, { lat: 32, lng: '51e3' }]) {
      expect((await check(body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});
