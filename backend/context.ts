import type { Db } from './db/client';
import type { AuthClaims } from './auth/tokens';
import type { Geocoder, GeocoderConfig } from './geo/geocoder';
import type { PaymentConfig, PaymentProvider } from './payments/provider';
import type { PushOptions } from './push/config';
import type { MediaStorage } from './storage/media';

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
  /** Reverse geocoding provider; default: the seeded delivery zones. */
  geocoder?: GeocoderConfig;
  /** Payment gateway; default: the sandbox in demo mode, none otherwise. */
  payment?: PaymentConfig;
  /** Public origin of the shop (SITE_URL), for gateway callbacks; unset: same-origin paths. */
  publicUrl?: string;
  otpLimits?: OtpLimits;
  /** Guest tokens one client address may get per minute (GUEST_LIMIT_PER_MINUTE); default 60. */
  guestsPerMinute?: number;
  /** Folder of uploaded images (UPLOAD_DIR); default .data/uploads. */
  uploadDir?: string;
  /** Push messaging (PUSH_CONFIG_KEY, FIREBASE_WEB_CONFIG, FIREBASE_VAPID_KEY); default: off. */
  push?: PushOptions;
}

export interface Deps extends BackendOptions {
  db: Db;
  now: () => Date;
  geo: Geocoder;
  /** null when no gateway is configured: payment creation answers 503. */
  gateway: PaymentProvider | null;
  otpLimits: OtpLimits;
  storage: MediaStorage;
}

export type Env = { Variables: { deps: Deps; auth: AuthClaims } };
