import type { Db } from './db/client';
import type { AuthClaims } from './auth/tokens';

export interface BackendOptions {
  /** Development conveniences: /api/dev/*, OTP codes in the log. */
  demo: boolean;
  jwtSecret: Uint8Array;
  /** Clock for OTP expiry and rate limits; tests move it. */
  now?: () => Date;
}

export interface Deps extends BackendOptions {
  db: Db;
  now: () => Date;
}

export type Env = { Variables: { deps: Deps; auth: AuthClaims } };
