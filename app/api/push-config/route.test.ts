import { createECDH } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { bootBackend, type Backend } from '@/backend/boot';
import type { PushWebConfig } from '@/common/contract/push';
import { GET as gatewayGet } from '../[[...path]]/route';
import { GET } from './route';

// The route in front of real embedded backends (in-memory PGlite), installed as the process's
// embedded backend the way lib/api/upstream finds it.
const HOLDER = globalThis as Record<symbol, unknown>;
const BACKEND = Symbol.for('shop.embeddedBackend');
const KEY = 'storefront-push-key';
const WEB: PushWebConfig = {
  firebase: { apiKey: 'AIzaTest', authDomain: 'shop.firebaseapp.com', projectId: 'shop', messagingSenderId: '1234567890', appId: '1:1234567890:web:abc' },
  vapid_key: createECDH('prime256v1').generateKeys().toString('base64url'),
};

let withPush: Promise<Backend>;
let withoutPush: Promise<Backend>;
/** An upstream that cannot be reached: any call to it fails. */
const unreachable = Promise.reject(new Error('no upstream'));
unreachable.catch(() => undefined);

beforeAll(async () => {
  withPush = bootBackend({ demo: false, jwtSecret: 'push-route-test', push: { configKey: KEY, web: WEB } });
  withoutPush = bootBackend({ demo: false, jwtSecret: 'push-route-test', push: { configKey: KEY, web: null } });
  await Promise.all([withPush, withoutPush]);
}, 120_000);
afterAll(async () => {
  await Promise.all([withPush, withoutPush].map(async (b) => (await b).db.close()));
});
afterEach(() => {
  delete process.env.PUSH_CONFIG_KEY;
  delete HOLDER[BACKEND];
});

function upstream(backend: Promise<Backend>, key?: string) {
  HOLDER[BACKEND] = backend;
  if (key !== undefined) process.env.PUSH_CONFIG_KEY = key;
}

describe('GET /api/push-config', () => {
  it('hands the browser the configuration the API gives for the server key', async () => {
    upstream(withPush, KEY);
    const res = await GET();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: { push: WEB }, msg: '', code: 200 });
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('answers push: null when the API has no push configured', async () => {
    upstream(withoutPush, KEY);
    const res = await GET();
    expect(res.status).toBe(200);
    expect((await res.json()).data).toEqual({ push: null });
  });

  it('answers push: null without asking the API when no PUSH_CONFIG_KEY is set', async () => {
    upstream(unreachable);
    const res = await GET();
    expect(res.status).toBe(200);
    expect((await res.json()).data).toEqual({ push: null });
  });

  it.each([
    ['the API refuses the key', () => upstream(withPush, 'another-key')],
    ['the API cannot be reached', () => upstream(unreachable, KEY)],
  ])('answers 502 in the Persian error shape when %s', async (_, setUp) => {
    setUp();
    const res = await GET();
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ success: false, data: null, msg: 'خطا در ارتباط با سرور', code: 502 });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('is not reachable through the gateway, even with the key', async () => {
    upstream(withPush, KEY);
    const request = new NextRequest('http://shop.test/api/v1/app/push/config', { headers: { authorization: `Key ${KEY}`, 'sec-fetch-site': 'same-origin' } });
    const res = await gatewayGet(request);
    expect(res.status).toBe(404);
    expect(JSON.stringify(await res.json())).not.toContain(WEB.vapid_key);
  });
});
