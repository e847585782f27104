import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../test/harness';
import { productId } from '../routes/catalog/test-helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.backend.db.close());

const NUL = 'a\u0000b';

describe('bad input answers 4xx with the Persian error shape, never 500', () => {
  it('refuses a NUL character in any JSON string with 400', async () => {
    const me = await h.login('09121270011');
    const product = await productId(h, 'cafe-latte');
    const { body: comments } = await h.call('GET', `/api/v1/product/${product}/comments`);
    const commentId = comments.data.results[0].id;
    const cases: [string, string, unknown][] = [
      ['POST', '/api/v1/products/search', { name: NUL }],
      ['POST', '/api/v1/products/search', { properties: [{ name: NUL, value: 'x' }] }],
      ['POST', '/api/v1/products/search/fast', { name: NUL }],
      ['POST', '/api/v1/products/properties/search', { properties: [{ name: 'رنگ', value: NUL }] }],
      ['POST', `/api/v1/product/${product}/add/comment`, { comment: `خوب ${NUL}` }],
      ['POST', `/api/v1/product/${me.userId}/comments/${commentId}/report`, { comment: `اسپم ${NUL}` }],
      ['POST', '/api/v1/order/price', { products: [{ product_id: product, count: 1 }], coupon: NUL }],
      ['POST', `/api/v1/app/customers/${me.customerId}/edit`, { first_name: NUL }],
      ['POST', `/api/v1/app/customers/${me.customerId}/edit`, { [NUL]: 'x' }],
      ['POST', '/api/v1/user/login', { mobile: `0912${NUL}` }],
      ['POST', '/api/v1/app/coupons/apply/', { coupon: NUL }],
      ['POST', '/api/v3/support/', { type: 1, name: 'x', mobile: '09121270011', description: NUL }],
    ];
    for (const [method, path, body] of cases) {
      const res = await h.call(method, path, { token: me.token, body });
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body).toMatchObject({ success: false, data: null, code: 400 });
      expect(res.body.msg).toMatch(/[\u0600-\u06ff]/);
    }
  });

  it('refuses JSON no String() or Number() can convert ({"toString": 1}) with 400, in bodies and the ordering query', async () => {
    const me = await h.login('09121270012');
    const product = await productId(h, 'cafe-latte');
    const unprintable = JSON.parse('[{"toString":1}, [{"toString":1}]]') as unknown[];
    for (const value of unprintable) {
      const cases: [string, string, unknown][] = [
        ['POST', '/api/v1/user/validate', { mobile: '09121270012', code: value }],
        ['POST', '/api/v1/order/submit', { products: [{ product_id: product, count: 1 }], user: value, idempotency_key: 'bad-input-user' }],
        ['POST', '/api/v1/order/price', { products: [{ product_id: product, count: 1 }], customer: value }],
        ['POST', '/api/v1/products/search', { properties: [{ name: 'رنگ', value }] }],
        ['POST', '/api/v1/app/coupons/apply/', { coupon: value }],
        ['POST', '/api/v1/customer/nationcheck', { mobile: '09121270012', nation_code: value }],
        ['GET', `/api/v1/app/customer/${me.customerId}/orders?ordering=${encodeURIComponent(JSON.stringify([value]))}`, undefined],
        ['GET', `/api/v1/app/customer/${me.customerId}/orders?ordering=${encodeURIComponent(JSON.stringify({ id: value }))}`, undefined],
      ];
      for (const [method, path, body] of cases) {
        const res = await h.call(method, path, { token: me.token, body });
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect(res.body).toMatchObject({ success: false, data: null, code: 400 });
      }
    }
    // Number() took these for the caller's user id, placing an order on a wrong type.
    for (const user of [[me.userId], String(me.userId).padStart(4, ' ') + '.0']) {
      const res = await h.call('POST', '/api/v1/order/submit', { token: me.token, body: { products: [{ product_id: product, count: 1 }], user, idempotency_key: 'bad-input-user-list' } });
      expect(res.status, JSON.stringify(user)).toBe(400);
    }
  });

  it('refuses a body nested thousands of levels deep with 400, and takes 32 levels', async () => {
    const nested = (levels: number) => `{"name":"x","a":${'['.repeat(levels)}${']'.repeat(levels)}}`;
    for (const path of ['/api/v1/products/search', '/api/v1/user/login', '/api/v3/support/']) {
      const res = await h.call('POST', path, { raw: nested(5000) });
      expect(res.status, path).toBe(400);
      expect(res.body).toMatchObject({ success: false, data: null, code: 400 });
    }
    expect((await h.call('POST', '/api/v1/products/search', { raw: nested(31) })).status).toBe(200);
    expect((await h.call('POST', '/api/v1/products/search', { raw: nested(32) })).status).toBe(400);
  });

  it('refuses a body of more values than any route takes (a megabyte of {}) with 400', async () => {
    const many = (n: number) => `{"name":"x","a":[${Array(n).fill('{}').join(',')}]}`;
    expect((await h.call('POST', '/api/v1/products/search', { raw: many(30_000) })).status).toBe(400);
    expect((await h.call('POST', '/api/v1/products/search', { raw: many(1_000) })).status).toBe(200);
  });

  it('refuses control characters, lone surrogates and bytes that are not UTF-8 with 400, and stores nothing of them', async () => {
    const me = await h.login('09121270012');
    const edit = `/api/v1/app/customers/${me.customerId}/edit`;
    for (const first_name of ['a\u0007b', '\u001b[31mرضا', 'x\u0090', '\ud800', 'x\udc00']) {
      const res = await h.call('POST', edit, { token: me.token, body: { first_name } });
      expect(res.status, JSON.stringify(first_name)).toBe(400);
      expect(res.body).toMatchObject({ success: false, data: null, code: 400 });
    }
    // Bytes 0xff 0xfe inside a JSON string.
    const raw = Buffer.concat([Buffer.from('{"first_name":"a'), Buffer.from([0xff, 0xfe]), Buffer.from('b"}')]);
    const res = await h.backend.fetch(
      new Request(`http://backend${edit}`, { method: 'POST', headers: { authorization: `Bearer ${me.token}`, 'content-type': 'application/json' }, body: raw }),
    );
    expect(res.status).toBe(400);
    // Tabs, line breaks, ZWNJ and Persian text are text like any other.
    const kept = await h.call('POST', edit, { token: me.token, body: { first_name: 'می\u200cنا', last_name: 'الف\tب' } });
    expect(kept.status).toBe(200);
    const [row] = await h.backend.db.query<{ first_name: string }>('SELECT first_name FROM customers WHERE id = $1', [me.customerId]);
    expect(row.first_name).toBe('می\u200cنا');
    // Page and soft line breaks pasted from Word or a PDF are line breaks.
    const support = await h.call('POST', '/api/v3/support/', {
      token: me.token,
      body: { type: 1, name: 'رضا', mobile: '09121270012', description: 'سطر یک\u000bسطر دو\u000cسطر سه\u0085پایان' },
    });
    expect(support.status).toBe(200);
    const [ticket] = await h.backend.db.query<{ description: string }>('SELECT description FROM support_tickets ORDER BY id DESC LIMIT 1');
    expect(ticket.description).toBe('سطر یک\nسطر دو\nسطر سه\nپایان');
    expect((await h.call('GET', '/api/v1/products?name=%07')).status).toBe(400);
  });

  it('stores text without bidi overrides, embeddings or isolates, and keeps direction marks', async () => {
    const me = await h.login('09121270013');
    const edit = `/api/v1/app/customers/${me.customerId}/edit`;
    // An override shows «رضا exe.gpj» as «رضا jpg.exe»; an unclosed isolate reorders what follows it.
    const res = await h.call('POST', edit, { token: me.token, body: { first_name: 'رضا \u202eexe.gpj', last_name: '\u2067احمدی\u200f' } });
    expect(res.status).toBe(200);
    const [row] = await h.backend.db.query<{ first_name: string; last_name: string }>('SELECT first_name, last_name FROM customers WHERE id = $1', [me.customerId]);
    expect(row).toEqual({ first_name: 'رضا exe.gpj', last_name: 'احمدی\u200f' });
    // A field of nothing but controls is empty, so a required one is refused.
    const empty = await h.call('POST', '/api/v3/support/', {
      token: me.token,
      body: { type: 1, name: '\u202d\u202c', mobile: '09121270013', description: 'سلام' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ success: false, data: null, code: 400 });
  });

  it('refuses a NUL character in the query string with 400', async () => {
    for (const path of ['/api/v1/products?name=%00', '/api/v1/home?category=1%00', '/api/dev/otp?mobile=0912%00']) {
      const res = await h.call('GET', path);
      expect(res.status, path).toBe(400);
      expect(res.body).toMatchObject({ success: false, data: null, code: 400 });
    }
  });

  it('answers malformed percent-encoding in the path with 404', async () => {
    for (const path of ['/api/v1/%ff', '/api/health%ff', '/api/v1/product/%ff/comments', '/api/v1/app/product/%E0%A4%A']) {
      const res = await h.call('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body).toMatchObject({ success: false, data: null, code: 404 });
    }
  });
});
