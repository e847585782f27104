import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../test/harness';

// The service worker's report of a replaced subscription (POST /app/push/subscription) and the
// endpoints the page sends with its tokens, which name the rows that report replaces.
let h: Harness;
let seq = 0;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.backend.db.close());

const customer = () => h.login(`0912666${String(++seq).padStart(4, '0')}`);
const endpoint = () => `https://updates.push.services.mozilla.com/wpush/v2/${randomBytes(24).toString('base64url')}`;
const keys = () => ({ p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') });
const subscription = (url = endpoint()) => ({ endpoint: url, expirationTime: null, keys: keys() });

const register = (session: string | undefined, body: unknown) => h.call('POST', '/api/v1/app/push/token', { token: session, body });
const remove = (session: string | undefined, body: unknown) => h.call('POST', '/api/v1/app/push/token/delete', { token: session, body });
const report = (session: string | undefined, body: unknown) => h.call('POST', '/api/v1/app/push/subscription', { token: session, body });

interface Row {
  token: string;
  customer_id: number;
  platform: string;
  endpoint: string | null;
  p256dh: string | null;
  auth: string | null;
}
const rowsOf = (customerId: number) =>
  h.backend.db.query<Row>('SELECT token, customer_id, platform, endpoint, p256dh, auth FROM push_tokens WHERE customer_id = $1 ORDER BY token', [customerId]);
const rowFor = async (url: string) => (await h.backend.db.query<Row>('SELECT token, customer_id, platform, endpoint, p256dh, auth FROM push_tokens WHERE endpoint = $1', [url]))[0];

describe('a subscription the browser replaced', () => {
  it('replaces the caller\'s row for the old endpoint with the new subscription', async () => {
    const me = await customer();
    const [old, fresh] = [endpoint(), subscription()];
    expect((await register(me.token, { token: 'fcm-old', endpoint: old })).status).toBe(200);
    expect((await rowFor(old))?.token).toBe('fcm-old');

    const res = await report(me.token, { subscription: fresh, old_endpoint: old });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { registered: true }, code: 200 });
    expect(await rowsOf(me.customerId)).toEqual([
      { token: fresh.endpoint, customer_id: me.customerId, platform: 'webpush', endpoint: fresh.endpoint, ...fresh.keys },
    ]);
  });

  it('replaces the caller\'s token when only the keys changed and the endpoint stayed', async () => {
    const me = await customer();
    const same = subscription();
    await register(me.token, { token: 'fcm-old-keys', endpoint: same.endpoint });
    expect((await report(me.token, { subscription: same, old_endpoint: same.endpoint })).status).toBe(200);
    expect(await rowsOf(me.customerId)).toEqual([expect.objectContaining({ token: same.endpoint, platform: 'webpush', ...same.keys })]);
  });

  it('changes nothing more when the same report comes again, one after another or at once', async () => {
    const me = await customer();
    const [old, fresh] = [endpoint(), subscription()];
    await register(me.token, { token: 'fcm-retried', endpoint: old });
    const body = { subscription: fresh, old_endpoint: old };
    expect((await report(me.token, body)).status).toBe(200);
    const once = await rowsOf(me.customerId);
    const again = await Promise.all(Array.from({ length: 6 }, () => report(me.token, body)));
    expect(again.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(await rowsOf(me.customerId)).toEqual(once);
    expect(once).toHaveLength(1);
  });

  it('never touches another customer\'s row named as the old endpoint: the new one is registered alone', async () => {
    const owner = await customer();
    const other = await customer();
    const theirs = endpoint();
    await register(owner.token, { token: 'fcm-theirs', endpoint: theirs });
    const fresh = subscription();
    expect((await report(other.token, { subscription: fresh, old_endpoint: theirs })).status).toBe(200);
    expect(await rowsOf(owner.customerId)).toEqual([expect.objectContaining({ token: 'fcm-theirs', endpoint: theirs })]);
    expect(await rowsOf(other.customerId)).toEqual([expect.objectContaining({ token: fresh.endpoint, platform: 'webpush' })]);
  });

  it('registers the new subscription when no old endpoint is known', async () => {
    const me = await customer();
    const fresh = subscription();
    expect((await report(me.token, { subscription: fresh })).status).toBe(200);
    expect((await report(me.token, { subscription: fresh, old_endpoint: null })).status).toBe(200);
    expect(await rowsOf(me.customerId)).toEqual([expect.objectContaining({ token: fresh.endpoint, platform: 'webpush', ...fresh.keys })]);
  });

  it('gives way to the token the page registers for the subscription, and a late report keeps that token', async () => {
    const me = await customer();
    const fresh = subscription();
    await report(me.token, { subscription: fresh });
    expect((await register(me.token, { token: 'fcm-renewed', endpoint: fresh.endpoint })).status).toBe(200);
    const renewed = { token: 'fcm-renewed', customer_id: me.customerId, platform: 'web', endpoint: fresh.endpoint, p256dh: null, auth: null };
    expect(await rowsOf(me.customerId)).toEqual([renewed]);
    expect((await report(me.token, { subscription: fresh })).status).toBe(200);
    expect(await rowsOf(me.customerId)).toEqual([renewed]);
  });

  it('keeps one row per endpoint when the page and the worker register it at once', async () => {
    const me = await customer();
    const fresh = subscription();
    const calls = Array.from({ length: 10 }, (_, i) => (i % 2 ? report(me.token, { subscription: fresh }) : register(me.token, { token: 'fcm-raced', endpoint: fresh.endpoint })));
    expect((await Promise.all(calls)).map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await h.backend.db.query('SELECT token FROM push_tokens WHERE endpoint = $1', [fresh.endpoint])).toHaveLength(1);
  });

  it('moves a subscription to the customer now logged in on that browser, as a token moves', async () => {
    const first = await customer();
    const second = await customer();
    const fresh = subscription();
    await report(first.token, { subscription: fresh });
    await report(second.token, { subscription: fresh });
    expect((await rowFor(fresh.endpoint))?.customer_id).toBe(second.customerId);
    expect(await rowsOf(first.customerId)).toEqual([]);
  });

  it('leaves another customer\'s subscription theirs when a report names its endpoint with other keys', async () => {
    const owner = await customer();
    const other = await customer();
    const theirs = subscription();
    await report(owner.token, { subscription: theirs });
    const res = await report(other.token, { subscription: { ...theirs, keys: keys() } });
    expect(res.status).toBe(200);
    const row = await rowFor(theirs.endpoint);
    expect(row).toMatchObject({ customer_id: owner.customerId, p256dh: theirs.keys.p256dh, auth: theirs.keys.auth });
    expect(await rowsOf(other.customerId)).toEqual([]);
  });

  it('leaves another customer\'s rows theirs when a token registered names their endpoint, or is their subscription\'s', async () => {
    const owner = await customer();
    const other = await customer();
    const theirs = subscription();
    await report(owner.token, { subscription: theirs });
    const fcmEndpoint = endpoint();
    await register(owner.token, { token: 'fcm-of-the-owner', endpoint: fcmEndpoint });
    const before = await rowsOf(owner.customerId);
    expect(before).toHaveLength(2);
    expect((await register(other.token, { token: 'fcm-of-another', endpoint: fcmEndpoint })).status).toBe(200);
    expect((await register(other.token, { token: theirs.endpoint })).status).toBe(200);
    expect(await rowsOf(owner.customerId)).toEqual(before);
    // The other's own token is kept, without the endpoint it cannot prove.
    expect(await rowsOf(other.customerId)).toEqual([expect.objectContaining({ token: 'fcm-of-another', endpoint: null })]);
  });

  it('removes the browser\'s subscription row with its token at logout', async () => {
    const me = await customer();
    const fresh = subscription();
    await report(me.token, { subscription: fresh });
    const res = await remove(me.token, { token: 'fcm-replaced-already', endpoint: fresh.endpoint });
    expect(res.body.data).toEqual({ removed: true });
    expect(await rowsOf(me.customerId)).toEqual([]);
  });

  it('refuses a guest, a missing and a bad session with 401', async () => {
    const guest = await h.guest();
    const fresh = subscription();
    for (const session of [guest, undefined, 'not-a-token']) {
      const res = await report(session, { subscription: fresh });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, data: null, code: 401 });
    }
    expect(await rowFor(fresh.endpoint)).toBeUndefined();
  });
});

describe('bad subscription input', () => {
  const good = subscription();
  const withEndpoint = (url: unknown) => ({ subscription: { ...good, endpoint: url } });
  const withKeys = (k: unknown) => ({ subscription: { ...good, keys: k } });

  it.each([
    ['no subscription', {}],
    ['a subscription that is text', { subscription: good.endpoint }],
    ['a subscription that is a list', { subscription: [good] }],
    ['no keys', { subscription: { endpoint: good.endpoint } }],
    ['no endpoint', withEndpoint(undefined)],
    ['an endpoint that is a number', withEndpoint(42)],
    ['an endpoint that is not a URL', withEndpoint('not a url')],
    ['a plain http endpoint', withEndpoint('http://updates.push.services.mozilla.com/wpush/v2/abc')],
    ['an endpoint with credentials', withEndpoint('https://user:pw@fcm.googleapis.com/fcm/send/abc')],
    ['an endpoint on an IP address', withEndpoint('https://10.0.0.7/push/abc')],
    ['an endpoint on an IPv6 address', withEndpoint('https://[::1]/push/abc')],
    ['an endpoint on localhost', withEndpoint('https://localhost/push/abc')],
    // A sender would post there: only the browsers' push services, on https's own port.
    ['an endpoint on a cloud\'s metadata host', withEndpoint('https://metadata.google.internal/computeMetadata/v1/')],
    ['an endpoint on a name that resolves to 127.0.0.1', withEndpoint('https://127.0.0.1.nip.io/push/abc')],
    ['an endpoint on a cluster service', withEndpoint('https://api.svc.cluster.local/push/abc')],
    ['an endpoint on another port', withEndpoint('https://fcm.googleapis.com:8443/fcm/send/abc')],
    ['an endpoint on a host that is no push service', withEndpoint('https://push.example.com/abc')],
    ['an endpoint with a space', withEndpoint('https://fcm.googleapis.com/fcm/send/a b')],
    ['an endpoint over 1024 characters', withEndpoint(`https://fcm.googleapis.com/fcm/send/${'x'.repeat(1000)}`)],
    ['a p256dh key of the wrong length', withKeys({ ...good.keys, p256dh: good.keys.p256dh.slice(0, -4) })],
    ['a p256dh key that is not a point', withKeys({ ...good.keys, p256dh: Buffer.alloc(65, 1).toString('base64url') })],
    ['an auth secret of the wrong length', withKeys({ ...good.keys, auth: randomBytes(12).toString('base64url') })],
    ['an auth secret in base64 with +', withKeys({ ...good.keys, auth: 'abcdefghijklmnopqrst+/' })],
    ['keys that are numbers', withKeys({ p256dh: 1, auth: 2 })],
    ['an old endpoint that is not a URL', { subscription: good, old_endpoint: 'device-a' }],
    ['an old endpoint that is an object', { subscription: good, old_endpoint: { endpoint: good.endpoint } }],
  ])('refuses %s with a Persian 400 and stores nothing', async (_, body) => {
    const me = await customer();
    const res = await report(me.token, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, data: null, code: 400 });
    expect(res.body.msg).toMatch(/[\u0600-\u06FF]/);
    expect(await rowsOf(me.customerId)).toEqual([]);
  });

  it('refuses a bad endpoint next to a token on both token routes', async () => {
    const me = await customer();
    for (const call of [register, remove]) {
      const res = await call(me.token, { token: 'fcm-with-bad-endpoint', endpoint: 'javascript:alert(1)' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, data: null, msg: 'نشانی اشتراک اعلان این دستگاه معتبر نیست', code: 400 });
    }
    expect(await rowsOf(me.customerId)).toEqual([]);
  });
});
