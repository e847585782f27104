import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.backend.db.close());

describe('guest login', () => {
  it('issues a guest token that authenticates but is not a customer', async () => {
    const { status, body } = await h.call('POST', '/api/v1/user/login/guest');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.user.role).toBe('guest');
    const token = body.data.token.access_token;
    const res = await h.call('GET', '/api/v1/app/customers/1', { token });
    expect(res.status).toBe(401);
  });
});

describe('OTP login', () => {
  it('rejects malformed mobiles with 400 and a Persian message', async () => {
    for (const mobile of ['', '0912', '08123456789', 'abc', '<script>', '0'.repeat(500)]) {
      const { status, body } = await h.call('POST', '/api/v1/user/login', { body: { mobile } });
      expect(status).toBe(400);
      expect(body.success).toBe(false);
      expect(body.msg).toMatch(/موبایل/);
    }
  });

  it('accepts Persian digits, creates a new customer on first validate, and rejects replays', async () => {
    const { status, body } = await h.call('POST', '/api/v1/user/login', { body: { mobile: '۰۹۱۲۱۱۱۲۲۳۳' } });
    expect(status).toBe(200);
    expect(body.data.mobile).toBe('09121112233');
    const { body: otp } = await h.call('GET', '/api/dev/otp?mobile=09121112233');
    expect(otp.code).toMatch(/^\d{6}$/);
    const ok = await h.call('POST', '/api/v1/user/validate', { body: { mobile: '09121112233', code: otp.code } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.is_new_user).toBe(true);
    expect(ok.body.data.customer.mobile).toBe('09121112233');
    expect(ok.body.data.user.role).toBe('customer');
    const replay = await h.call('POST', '/api/v1/user/validate', { body: { mobile: '09121112233', code: otp.code } });
    expect(replay.status).toBe(400);
  });

  it('takes a mobile and code as pasted from a contact or an SMS: direction marks, 98 prefix, Arabic digits', async () => {
    const { status, body } = await h.call('POST', '/api/v1/user/login', { body: { mobile: '\u202a98 912 111 4455\u202c' } });
    expect(status).toBe(200);
    expect(body.data.mobile).toBe('09121114455');
    const { body: otp } = await h.call('GET', '/api/dev/otp?mobile=09121114455');
    const arabic = (otp.code as string).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]);
    const ok = await h.call('POST', '/api/v1/user/validate', { body: { mobile: '\u200e09121114455', code: `\u2068${arabic}\u2069` } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.customer.mobile).toBe('09121114455');
  });

  it('knows an existing customer', async () => {
    const first = await h.login('09121112244');
    const again = await h.login('09121112244');
    expect(again.customerId).toBe(first.customerId);
  });

  it('expires codes after two minutes', async () => {
    await h.call('POST', '/api/v1/user/login', { body: { mobile: '09121112255' } });
    const { body: otp } = await h.call('GET', '/api/dev/otp?mobile=09121112255');
    h.advance(121);
    const res = await h.call('POST', '/api/v1/user/validate', { body: { mobile: '09121112255', code: otp.code } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/منقضی/);
  });

  it('locks the code after five wrong tries, even for the right code', async () => {
    await h.call('POST', '/api/v1/user/login', { body: { mobile: '09121112266' } });
    const { body: otp } = await h.call('GET', '/api/dev/otp?mobile=09121112266');
    const wrong = otp.code === '111111' ? '222222' : '111111';
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await h.call('POST', '/api/v1/user/validate', { body: { mobile: '09121112266', code: wrong } })).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const right = await h.call('POST', '/api/v1/user/validate', { body: { mobile: '09121112266', code: otp.code } });
    expect(right.status).toBe(429);
  });

  it('rate-limits sends per mobile', async () => {
    const mobile = '09121112277';
    expect((await h.call('POST', '/api/v1/user/login', { body: { mobile } })).status).toBe(200);
    const early = await h.call('POST', '/api/v1/user/resend', { body: { mobile } });
    expect(early.status).toBe(429);
    // The resend wait (OTP_RESEND_SECONDS after the send) is told to clients and proxies.
    expect(Number(early.headers.get('retry-after'))).toBeGreaterThan(50);
    expect(Number(early.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    for (let i = 0; i < 4; i++) {
      h.advance(61);
      expect((await h.call('POST', '/api/v1/user/resend', { body: { mobile } })).status).toBe(200);
    }
    h.advance(61);
    const capped = await h.call('POST', '/api/v1/user/resend', { body: { mobile } });
    expect(capped.status).toBe(429);
    expect(capped.body.msg).toMatch(/ساعت/);
    // The hour counts from the first send, 5 × 61 s ago.
    expect(Number(capped.headers.get('retry-after'))).toBe(3600 - 5 * 61);
    // Within a minute of the last send the hour's cap is still what holds, not the resend wait.
    h.advance(-61);
    const justAfter = await h.call('POST', '/api/v1/user/resend', { body: { mobile } });
    h.advance(61);
    expect(justAfter.status).toBe(429);
    expect(justAfter.body.msg).toMatch(/ساعت/);
    expect(Number(justAfter.headers.get('retry-after'))).toBe(3600 - 4 * 61);
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const res = await h.call('POST', '/api/v1/user/login', { raw: '{"mobile":' });
    expect(res.status).toBe(400);
  });
});
