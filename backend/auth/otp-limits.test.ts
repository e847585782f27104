import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { startHarness, type Harness } from '../test/harness';
import { OTP_MAX_ATTEMPTS, OTP_MAX_SENDS_PER_HOUR, OTP_RESEND_SECONDS } from './otp';

const limits = { perAddressHour: 3, perMinute: 5 };
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ otpLimits: limits });
});
afterAll(() => h.backend.db.close());

/** Moves the clock to just past the start of the next fixed window, so a test never straddles two. */
function startOfNextWindow(seconds: number) {
  const ms = seconds * 1000;
  const now = h.now().getTime();
  h.advance((Math.ceil(now / ms) * ms - now) / 1000 + 1);
}

type Fetch = (request: Request) => Promise<Response> | Response;
async function post(fetch: Fetch, path: string, body: unknown, address: string): Promise<{ status: number; body: any }> {
  const res = await fetch(
    new Request(`http://backend/api/v1/user/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    }),
  );
  return { status: res.status, body: await res.json() };
}
const send = (fetch: Fetch, mobile: string, address: string) => post(fetch, 'login', { mobile }, address);
const validate = (mobile: string, address: string) => post(h.backend.fetch, 'validate', { mobile, code: '123456' }, address);

describe('OTP send ceilings', () => {
  it('limits sends per client address, whatever the mobiles', async () => {
    startOfNextWindow(3600);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await send(h.backend.fetch, `0912125000${i}`, '203.0.113.7')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await send(h.backend.fetch, '09121250009', '203.0.113.7');
    expect(refused.body).toMatchObject({ success: false, data: null, code: 429 });
    expect(refused.body.msg).toMatch(/بیش از حد/);
    // The same mobile again within its minute: the wait, in Persian digits.
    const again = await send(h.backend.fetch, '09121250000', '203.0.113.9');
    expect(again.body.msg).toMatch(/^لطفاً [۰-۹]+ ثانیه دیگر دوباره تلاش کنید$/);
    // Another address is not affected; the address is free again in the next hour.
    expect((await send(h.backend.fetch, '09121250010', '203.0.113.8')).status).toBe(200);
    startOfNextWindow(3600);
    expect((await send(h.backend.fetch, '09121250011', '203.0.113.7')).status).toBe(200);
  });

  it('holds a shop-wide ceiling per minute, counted across servers sharing the database', async () => {
    // A second app on the same database, as a second storefront process would be.
    const other = createApp({ db: h.backend.db, demo: true, jwtSecret: new TextEncoder().encode('test-secret'), now: h.now, otpLimits: limits });
    startOfNextWindow(3600);
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const server = i % 2 ? other.fetch : h.backend.fetch;
      statuses.push((await send(server, `0912126000${i}`, `198.51.100.${i}`)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    startOfNextWindow(60);
    expect((await send(other.fetch, '09121260009', '198.51.100.9')).status).toBe(200);
  });

  it('counts an IPv6 client by its /64, however it spells its addresses', async () => {
    startOfNextWindow(3600);
    const sameNetwork = ['2001:db8:1:2::1', '2001:db8:1:2:aaaa::2', '2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::3'];
    const statuses = [];
    for (const [i, address] of sameNetwork.entries()) statuses.push((await send(h.backend.fetch, `0912127000${i}`, address)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await send(h.backend.fetch, '09121270009', '2001:db8:1:3::1')).status).toBe(200);
  });
});

describe('OTP check ceiling', () => {
  it('limits code checks per client address, whatever the mobiles', async () => {
    startOfNextWindow(3600);
    const allowed = limits.perAddressHour * OTP_MAX_ATTEMPTS;
    const statuses = [];
    // No code was sent to these mobiles: each check is answered "expired" until the ceiling.
    for (let i = 0; i <= allowed; i++) statuses.push((await validate(`091212800${String(i).padStart(2, '0')}`, '203.0.113.9')).status);
    expect(statuses).toEqual([...Array(allowed).fill(400), 429]);
    const refused = await validate('09121280099', '203.0.113.9');
    expect(refused.body).toMatchObject({ success: false, data: null, code: 429 });
    expect(refused.body.msg).toMatch(/بیش از حد/);
    expect((await validate('09121280099', '203.0.113.10')).status).toBe(400);
  });
});

describe('OTP rows', () => {
  it('a send clears the mobiles whose code and hour are over; a mobile within its hour keeps its count', async () => {
    const rows = async () => (await h.backend.db.query<{ mobile: string }>("SELECT mobile FROM otp_codes WHERE mobile LIKE '0912126%'")).map((r) => r.mobile).sort();
    startOfNextWindow(3600);
    expect((await send(h.backend.fetch, '09121260001', '203.0.113.41')).status).toBe(200);
    h.advance(1800);
    expect((await send(h.backend.fetch, '09121260002', '203.0.113.42')).status).toBe(200);
    h.advance(1900);
    // The first mobile's hour is over, the second's is not: its sends still count.
    expect((await send(h.backend.fetch, '09121260003', '203.0.113.43')).status).toBe(200);
    expect(await rows()).toEqual(['09121260002', '09121260003']);
  });

  it('a login within the hour does not let the clearing reset the mobile\'s hourly sends', async () => {
    startOfNextWindow(3600);
    const mobile = '09121260011';
    for (let i = 0; i < OTP_MAX_SENDS_PER_HOUR; i++) {
      expect((await send(h.backend.fetch, mobile, `203.0.113.${60 + i}`)).status).toBe(200);
      h.advance(OTP_RESEND_SECONDS + 1);
    }
    expect((await send(h.backend.fetch, mobile, '203.0.113.70')).status).toBe(429);
    const { body: otp } = await h.call('GET', `/api/dev/otp?mobile=${mobile}`);
    expect((await post(h.backend.fetch, 'validate', { mobile, code: otp.code }, '203.0.113.71')).status).toBe(200);
    // Another mobile's send clears what is over; this mobile's hour is not.
    expect((await send(h.backend.fetch, '09121260012', '203.0.113.72')).status).toBe(200);
    const again = await send(h.backend.fetch, mobile, '203.0.113.73');
    expect(again.status).toBe(429);
    expect(again.body.msg).toContain('یک ساعت دیگر');
  });
});

