import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../test/harness';
import { OTP_MAX_ATTEMPTS } from './otp';

// Parallel requests for one mobile: on PGlite their queries interleave, on PostgreSQL
// (`npm run test:pg`) they really run at once; the limits must hold either way.
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.backend.db.close());

const send = (mobile: string) => h.call('POST', '/api/v1/user/login', { body: { mobile } });
const validate = (mobile: string, code: string) => h.call('POST', '/api/v1/user/validate', { body: { mobile, code } });
const times = <T>(n: number, fn: () => Promise<T>) => Promise.all(Array.from({ length: n }, fn));

async function codeFor(mobile: string): Promise<string> {
  expect((await send(mobile)).status).toBe(200);
  return (await h.call('GET', `/api/dev/otp?mobile=${mobile}`)).body.code;
}

async function otpRow(mobile: string) {
  const [row] = await h.backend.db.query<{ attempts: number; window_sends: number }>('SELECT * FROM otp_codes WHERE mobile = $1', [mobile]);
  return row;
}

describe('OTP limits under parallel requests', () => {
  it('compares at most OTP_MAX_ATTEMPTS guesses of a code, however many arrive at once', async () => {
    const mobile = '09121113301';
    const code = await codeFor(mobile);
    const wrong = code === '111111' ? '222222' : '111111';
    const extra = 10;
    const statuses = (await times(OTP_MAX_ATTEMPTS + extra, () => validate(mobile, wrong))).map((r) => r.status);
    // Every counted guess but the last is "wrong code"; the last and all the uncounted ones are 429.
    expect(statuses.filter((s) => s === 400)).toHaveLength(OTP_MAX_ATTEMPTS - 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(extra + 1);
    expect((await otpRow(mobile)).attempts).toBe(OTP_MAX_ATTEMPTS);
    const right = await validate(mobile, code);
    expect(right.status).toBe(429);
    expect(right.body).toMatchObject({ success: false, data: null, code: 429 });
  });

  it('logs in once when the right code arrives several times at once', async () => {
    const mobile = '09121113302';
    const code = await codeFor(mobile);
    const results = await times(OTP_MAX_ATTEMPTS, () => validate(mobile, code));
    const tokens = results.filter((r) => r.body.data?.token?.access_token);
    expect(tokens).toHaveLength(1);
    expect(tokens[0].status).toBe(200);
    for (const r of results.filter((r) => r.status !== 200)) {
      expect(r.status).toBe(400);
      expect(r.body.msg).toMatch(/منقضی/);
    }
  });

  it('sends one code when a fresh mobile asks several times at once', async () => {
    const mobile = '09121113303';
    const statuses = (await times(5, () => send(mobile))).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    expect((await otpRow(mobile)).window_sends).toBe(1);
  });

  it('holds the hourly cap when resends arrive at once after the cool-down', async () => {
    const mobile = '09121113304';
    await codeFor(mobile);
    h.advance(61);
    const statuses = (await times(5, () => h.call('POST', '/api/v1/user/resend', { body: { mobile } }))).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect((await otpRow(mobile)).window_sends).toBe(2);
  });
});
