import type { Db } from './db/client';
import type { AuthClaims } from './auth/tokens';

/** OTP send ceilings beyond the per-mobile ones (SMS costs money). */
export interface OtpLimits {
  /** Codes one client address may request per hour. */
  perAddressHour: number;
  /** Codes the whole shop sends per minute. */
  perMinute: number;
}

export const DEFAULT_OTP_LIMITS: OtpLimits = { perAddressHour: 20, perMinute: 60 };

export interface BackendOptions {
  /** Development conveniences: /api/dev/*, OTP codes in the log. */
  demo: boolean;
  jwtSecret: Uint8Array;
  /** Clock for OTP expiry and rate limits; tests move it. */
  now?: () => Date;
  otpLimits?: OtpLimits;
}

export interface Deps extends BackendOptions {
  db: Db;
  now: () => Date;
  otpLimits: OtpLimits;
}

export type Env = { Variables: { deps: Deps; auth: AuthClaims } };
