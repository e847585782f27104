import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Deps } from '../context';
import { HttpError } from '../http';
import { hit } from '../lib/rate-limit';

export const OTP_LENGTH = 5;
export const OTP_TTL_SECONDS = 120;
export const OTP_RESEND_SECONDS = 60;
export const OTP_MAX_SENDS_PER_HOUR = 5;
export const OTP_MAX_ATTEMPTS = 5;

interface OtpRow {
  code_hash: string;
  expires_at: Date;
  attempts: number;
  sent_at: Date;
  window_start: Date;
  window_sends: number;
}

function hash(deps: Deps, mobile: string, code: string): string {
  return createHash('sha256').update(deps.jwtSecret).update(`${mobile}:${code}`).digest('hex');
}

const seconds = (from: Date, to: Date) => Math.ceil((to.getTime() - from.getTime()) / 1000);

const TOO_MANY_SENDS = 'تعداد درخواست کد بیش از حد مجاز است؛ کمی بعد دوباره تلاش کنید';

/**
 * Counts a send against the client address's hourly and the shop's per-minute ceilings, so
 * one client cannot make the shop text thousands of numbers. Counters live in the database.
 */
async function consumeSendQuota(deps: Deps, address: string): Promise<void> {
  const now = deps.now();
  if ((await hit(deps.db, `otp:addr:${address}`, 3600, now)) > deps.otpLimits.perAddressHour) {
    throw new HttpError(429, TOO_MANY_SENDS);
  }
  if ((await hit(deps.db, 'otp:all', 60, now)) > deps.otpLimits.perMinute) throw new HttpError(429, TOO_MANY_SENDS);
}

/**
 * Issues a fresh random code for the mobile, replacing any earlier one, within the rate
 * limits: one send per OTP_RESEND_SECONDS and OTP_MAX_SENDS_PER_HOUR an hour per mobile, and
 * the per-address and shop-wide ceilings (deps.otpLimits).
 */
export async function issueOtp(deps: Deps, mobile: string, address: string): Promise<{ code: string; resendAfter: number }> {
  const now = deps.now();
  const [row] = await deps.db.query<OtpRow>('SELECT * FROM otp_codes WHERE mobile = $1', [mobile]);
  let windowStart = now;
  let windowSends = 1;
  if (row) {
    const wait = OTP_RESEND_SECONDS - seconds(new Date(row.sent_at), now);
    if (wait > 0) throw new HttpError(429, `لطفاً ${wait} ثانیه دیگر دوباره تلاش کنید`);
    if (seconds(new Date(row.window_start), now) < 3600) {
      if (row.window_sends >= OTP_MAX_SENDS_PER_HOUR) {
        throw new HttpError(429, 'تعداد درخواست کد بیش از حد مجاز است؛ یک ساعت دیگر تلاش کنید');
      }
      windowStart = new Date(row.window_start);
      windowSends = row.window_sends + 1;
    }
  }
  await consumeSendQuota(deps, address);
  const code = String(randomInt(10 ** (OTP_LENGTH - 1), 10 ** OTP_LENGTH));
  const expires = new Date(now.getTime() + OTP_TTL_SECONDS * 1000);
  await deps.db.query(
    `INSERT INTO otp_codes (mobile, code_hash, expires_at, attempts, sent_at, window_start, window_sends, last_code)
     VALUES ($1, $2, $3, 0, $4, $5, $6, $7)
     ON CONFLICT (mobile) DO UPDATE SET code_hash = $2, expires_at = $3, attempts = 0, sent_at = $4,
       window_start = $5, window_sends = $6, last_code = $7`,
    [mobile, hash(deps, mobile, code), expires, now, windowStart, windowSends, deps.demo ? code : null],
  );
  if (deps.demo) console.info(`[shop-backend] OTP for ${mobile}: ${code}`);
  return { code, resendAfter: OTP_RESEND_SECONDS };
}

/**
 * Checks a code. A wrong code counts an attempt; after OTP_MAX_ATTEMPTS the code is burnt and
 * only a new one helps. A right code is consumed so it cannot be replayed.
 */
export async function verifyOtp(deps: Deps, mobile: string, code: string): Promise<void> {
  const now = deps.now();
  const [row] = await deps.db.query<OtpRow>('SELECT * FROM otp_codes WHERE mobile = $1', [mobile]);
  if (!row || new Date(row.expires_at) <= now) throw new HttpError(400, 'کد تایید منقضی شده است؛ کد جدید دریافت کنید');
  if (row.attempts >= OTP_MAX_ATTEMPTS) {
    throw new HttpError(429, 'تعداد تلاش‌های ناموفق بیش از حد مجاز است؛ کد جدید دریافت کنید');
  }
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(hash(deps, mobile, code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    const [{ attempts }] = await deps.db.query<{ attempts: number }>(
      'UPDATE otp_codes SET attempts = attempts + 1 WHERE mobile = $1 RETURNING attempts',
      [mobile],
    );
    if (attempts >= OTP_MAX_ATTEMPTS) {
      throw new HttpError(429, 'تعداد تلاش‌های ناموفق بیش از حد مجاز است؛ کد جدید دریافت کنید');
    }
    throw new HttpError(400, 'کد تایید اشتباه است');
  }
  // Consumed; the resend cool-down is lifted (the hourly cap still holds) so a customer who
  // logs in on a second device does not wait a minute.
  await deps.db.query(
    `UPDATE otp_codes SET expires_at = $2, last_code = NULL, sent_at = to_timestamp(0) WHERE mobile = $1`,
    [mobile, now],
  );
}

/** Demo only: the last code sent to a mobile, for tests and the person trying the shop. */
export async function lastOtp(deps: Deps, mobile: string): Promise<string | null> {
  const [row] = await deps.db.query<{ last_code: string | null; expires_at: Date }>(
    'SELECT last_code, expires_at FROM otp_codes WHERE mobile = $1',
    [mobile],
  );
  return row?.last_code ?? null;
}
