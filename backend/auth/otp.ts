import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Deps } from '../context';
import type { Queryable } from '../db/client';
import { HttpError } from '../http';
import { enforceLimit } from '../lib/rate-limit';
import { toPersianDigits } from '../../common/digits';

/**
 * Six digits: within the per-mobile limits (5 codes an hour, 5 checks each) a guesser of a
 * five-digit code had about 0.7% a day of taking a chosen account; with six, a tenth of that.
 */
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 120;
export const OTP_RESEND_SECONDS = 60;
export const OTP_MAX_SENDS_PER_HOUR = 5;
export const OTP_MAX_ATTEMPTS = 5;

/**
 * Code checks one client address may make per hour: OTP_MAX_ATTEMPTS for each code it may
 * request, so honest visitors behind one address meet the send ceiling first. It follows the
 * send ceiling, which tests and the e2e server raise for their many logins from one address.
 */
const checksPerAddressHour = (deps: Deps) => deps.otpLimits.perAddressHour * OTP_MAX_ATTEMPTS;

function hash(deps: Deps, mobile: string, code: string): string {
  return createHash('sha256').update(deps.jwtSecret).update(`${mobile}:${code}`).digest('hex');
}

const TOO_MANY_SENDS = 'تعداد درخواست کد بیش از حد مجاز است؛ کمی بعد دوباره تلاش کنید';
const TOO_MANY_ATTEMPTS = 'تعداد تلاش‌های ناموفق بیش از حد مجاز است؛ کد جدید دریافت کنید';
const EXPIRED = 'کد تایید منقضی شده است؛ کد جدید دریافت کنید';

/**
 * Counts a send against the client address's hourly and the shop's per-minute ceilings, so
 * one client cannot make the shop text thousands of numbers. Counters live in the database.
 */
async function consumeSendQuota(deps: Deps, q: Queryable, address: string): Promise<void> {
  const now = deps.now();
  await enforceLimit(q, `otp:addr:${address}`, { limit: deps.otpLimits.perAddressHour, windowSeconds: 3600, now, msg: TOO_MANY_SENDS });
  await enforceLimit(q, 'otp:all', { limit: deps.otpLimits.perMinute, windowSeconds: 60, now, msg: TOO_MANY_SENDS });
}

/**
 * Issues a fresh random code for the mobile, replacing any earlier one, within the rate
 * limits: one send per OTP_RESEND_SECONDS and OTP_MAX_SENDS_PER_HOUR an hour per mobile, and
 * the per-address and shop-wide ceilings (deps.otpLimits).
 */
export async function issueOtp(deps: Deps, mobile: string, address: string): Promise<{ code: string; resendAfter: number }> {
  const now = deps.now();
  const resendFrom = new Date(now.getTime() - OTP_RESEND_SECONDS * 1000);
  const hourAgo = new Date(now.getTime() - 3600 * 1000);
  const code = String(randomInt(10 ** (OTP_LENGTH - 1), 10 ** OTP_LENGTH));
  const expires = new Date(now.getTime() + OTP_TTL_SECONDS * 1000);
  await deps.db.tx(async (q) => {
    // The per-mobile limits are checked by the write itself, so parallel sends cannot all pass
    // them; the row stays locked until the address and shop ceilings have been counted.
    const written = await q.query(
      `INSERT INTO otp_codes (mobile, code_hash, expires_at, attempts, sent_at, window_start, window_sends, last_code)
       VALUES ($1, $2, $3, 0, $4, $4, 1, $5)
       ON CONFLICT (mobile) DO UPDATE SET code_hash = $2, expires_at = $3, attempts = 0, sent_at = $4,
         window_start = CASE WHEN otp_codes.window_start > $7 THEN otp_codes.window_start ELSE $4 END,
         window_sends = CASE WHEN otp_codes.window_start > $7 THEN otp_codes.window_sends + 1 ELSE 1 END,
         last_code = $5
       WHERE otp_codes.sent_at <= $6 AND (otp_codes.window_start <= $7 OR otp_codes.window_sends < $8)
       RETURNING mobile`,
      [mobile, hash(deps, mobile, code), expires, now, deps.demo ? code : null, resendFrom, hourAgo, OTP_MAX_SENDS_PER_HOUR],
    );
    if (!written.length) {
      const [row] = await q.query<{ sent_at: Date; window_start: Date; window_sends: number }>(
        'SELECT sent_at, window_start, window_sends FROM otp_codes WHERE mobile = $1',
        [mobile],
      );
      // The hour's cap first: when both hold, the resend wait alone would send the customer back too soon.
      const hourLeft = Math.ceil((new Date(row.window_start).getTime() - hourAgo.getTime()) / 1000);
      if (hourLeft > 0 && row.window_sends >= OTP_MAX_SENDS_PER_HOUR) {
        throw new HttpError(429, 'تعداد درخواست کد بیش از حد مجاز است؛ یک ساعت دیگر تلاش کنید', hourLeft);
      }
      const wait = Math.max(1, Math.ceil((new Date(row.sent_at).getTime() - resendFrom.getTime()) / 1000));
      throw new HttpError(429, `لطفاً ${toPersianDigits(wait)} ثانیه دیگر دوباره تلاش کنید`, wait);
    }
    await consumeSendQuota(deps, q, address);
  });
  // Mobiles whose code and hourly window are over carry no state worth keeping: each send clears
  // a few, so the table holds the last hour's mobiles, not every number ever typed in. By the
  // window, not the last send: a login zeroes sent_at (no resend wait) and its hour's count stays.
  await deps.db.query(
    `DELETE FROM otp_codes
     WHERE mobile IN (SELECT mobile FROM otp_codes WHERE window_start < $1 AND expires_at < $2 LIMIT 20)
       AND window_start < $1 AND expires_at < $2`,
    [hourAgo, now],
  );
  if (deps.demo) console.info(`[shop-backend] OTP for ${mobile}: ${code}`);
  return { code, resendAfter: OTP_RESEND_SECONDS };
}

/**
 * Checks a code, within the client address's hourly ceiling of checks. Every check counts an
 * attempt; after OTP_MAX_ATTEMPTS the code is burnt and only a new one helps. A right code is
 * consumed so it cannot be replayed.
 */
export async function verifyOtp(deps: Deps, mobile: string, code: string, address: string): Promise<void> {
  const now = deps.now();
  await enforceLimit(deps.db, `otp:check:${address}`, {
    limit: checksPerAddressHour(deps),
    windowSeconds: 3600,
    now,
    msg: 'تعداد تلاش‌ها برای ورود بیش از حد مجاز است؛ کمی بعد دوباره تلاش کنید',
  });
  // The attempt is counted before the comparison, by the statement that checks the cap, so
  // parallel guesses get no more than OTP_MAX_ATTEMPTS comparisons.
  const [row] = await deps.db.query<{ code_hash: string; attempts: number }>(
    `UPDATE otp_codes SET attempts = attempts + 1
     WHERE mobile = $1 AND expires_at > $2 AND attempts < $3 RETURNING code_hash, attempts`,
    [mobile, now, OTP_MAX_ATTEMPTS],
  );
  if (!row) {
    const [current] = await deps.db.query<{ expires_at: Date }>('SELECT expires_at FROM otp_codes WHERE mobile = $1', [mobile]);
    if (!current || new Date(current.expires_at) <= now) throw new HttpError(400, EXPIRED);
    throw new HttpError(429, TOO_MANY_ATTEMPTS);
  }
  const given = hash(deps, mobile, code);
  if (!timingSafeEqual(Buffer.from(row.code_hash, 'hex'), Buffer.from(given, 'hex'))) {
    if (row.attempts >= OTP_MAX_ATTEMPTS) throw new HttpError(429, TOO_MANY_ATTEMPTS);
    throw new HttpError(400, 'کد تایید اشتباه است');
  }
  // Consumed only by the one check that finds this code still current and unused, so the same
  // code sent several times at once logs in once. The resend cool-down is lifted (the hourly
  // cap still holds) so a customer who logs in on a second device does not wait a minute.
  const consumed = await deps.db.query(
    `UPDATE otp_codes SET expires_at = to_timestamp(0), last_code = NULL, sent_at = to_timestamp(0)
     WHERE mobile = $1 AND code_hash = $2 AND expires_at > to_timestamp(0) RETURNING mobile`,
    [mobile, given],
  );
  if (!consumed.length) throw new HttpError(400, EXPIRED);
}

/** Demo only: the last code sent to a mobile, for tests and the person trying the shop. */
export async function lastOtp(deps: Deps, mobile: string): Promise<string | null> {
  const [row] = await deps.db.query<{ last_code: string | null; expires_at: Date }>(
    'SELECT last_code, expires_at FROM otp_codes WHERE mobile = $1',
    [mobile],
  );
  return row?.last_code ?? null;
}
