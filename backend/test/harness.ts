import { bootBackend, type Backend, type BootOptions } from '../boot';
import { freshTestDatabase } from './database';

export interface Harness {
  backend: Backend;
  /** Moves the backend's clock (OTP expiry, rate limits). */
  advance(seconds: number): void;
  /** The backend's clock. */
  now(): Date;
  call<T = any>(method: string, path: string, opts?: { body?: unknown; token?: string; raw?: string; headers?: Record<string, string> }): Promise<{ status: number; body: T; headers: Headers }>;
  /** A request whose answer is not JSON (gateway pages, redirects, which it does not follow). */
  raw(method: string, path: string): Promise<Response>;
  /** Presses a button on the sandbox gateway's page and follows it back to the shop's callback. */
  pressSandbox(paymentUrl: string, button: 'pay' | 'cancel'): Promise<{ callback: string; landing: Response }>;
  login(mobile: string): Promise<{ token: string; customerId: number; userId: number }>;
  /** Sets a customer's credit outright (the tests' starting balance). */
  setCredit(customerId: number, credit: number): Promise<void>;
  guest(): Promise<string>;
}

/**
 * A real backend with the demo seed on a fresh database (database.ts): in-memory PGlite, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (`npm run test:pg`); `options`
 * adds gateway, geocoder or OTP-limit settings.
 */
export async function startHarness(options: Partial<BootOptions> = {}): Promise<Harness> {
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const backend = await bootBackend({
    demo: true,
    jwtSecret: 'test-secret',
    now,
    ...(await freshTestDatabase()),
    // Tests log in many customers from one address; only the limit tests set tight ceilings.
    otpLimits: { perAddressHour: 10_000, perMinute: 10_000 },
    // Tests sweep by hand (sweepReturnedPayments): a timer would ask the gateway mid-test.
    paymentSweep: false,
    ...options,
  });
  const call: Harness['call'] = async (method, path, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: string | undefined = opts.raw;
    if (opts.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    const res = await backend.fetch(new Request(`http://backend${path}`, { method, headers, body }));
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
  };
  const raw: Harness['raw'] = (method, path) => backend.fetch(new Request(`http://backend${path}`, { method, redirect: 'manual' }));
  const harness: Harness = {
    backend,
    advance: (seconds) => {
      offset += seconds * 1000;
    },
    now,
    call,
    raw,
    async pressSandbox(paymentUrl, button) {
      const back = await raw('POST', `${paymentUrl}/${button}`);
      const callback = back.headers.get('location');
      if (back.status !== 303 || !callback) throw new Error(`the sandbox answered ${back.status}`);
      return { callback, landing: await raw('GET', callback) };
    },
    async login(mobile) {
      await call('POST', '/api/v1/user/login', { body: { mobile } });
      const { body: otp } = await call('GET', `/api/dev/otp?mobile=${mobile}`);
      const { body } = await call('POST', '/api/v1/user/validate', { body: { mobile, code: otp.code } });
      if (!body?.success) throw new Error(`login failed: ${JSON.stringify(body)}`);
      return { token: body.data.token.access_token, customerId: body.data.customer.id, userId: body.data.user.id };
    },
    async setCredit(customerId, credit) {
      await backend.db.query('UPDATE customers SET credit = $2 WHERE id = $1', [customerId, credit]);
    },
    async guest() {
      const { body } = await call('POST', '/api/v1/user/login/guest');
      return body.data.token.access_token;
    },
  };
  return harness;
}
