import { randomBytes } from 'node:crypto';
import { createApp } from './app';
import { openDb, type Db } from './db/client';
import { waitForDatabase } from './db/wait';
import { migrate } from './db/migrate';
import { settingOnce } from './lib/settings';
import { seed } from './seed';
import { demoQrId } from './seed/qr-codes';
import { syncOfficialHolidays } from './seed/holidays';
import { geocoderConfigFromEnv, type GeocoderConfig } from './geo/geocoder';
import { paymentConfigFromEnv, type PaymentConfig } from './payments/provider';
import { createGateway } from './payments/gateway';
import { startPaymentSweep } from './payments/sweep';
import { DEMO_WARNING, demoModeFrom } from './lib/demo-mode.mjs';
import { pushOptionsFromEnv, type PushOptions } from './push/config';
import { DEFAULT_OTP_LIMITS, type OtpLimits } from './context';
import { GUESTS_PER_WINDOW } from './auth/guests';

export interface BootOptions {
  databaseUrl?: string;
  /** PGlite folder; omitted means an in-memory database (tests). */
  dataDir?: string;
  /** The in-memory database starts as a copy of this PGlite dump (tests start from one seeded copy). */
  snapshot?: Blob;
  demo: boolean;
  jwtSecret?: string;
  now?: () => Date;
  geocoder?: GeocoderConfig;
  payment?: PaymentConfig;
  publicUrl?: string;
  otpLimits?: OtpLimits;
  guestsPerMinute?: number;
  /** Folder of uploaded images; default .data/uploads. */
  uploadDir?: string;
  push?: PushOptions;
  /** Re-verify returned-OK payments left pending in the background (payments/sweep.ts); default on, off in tests. */
  paymentSweep?: boolean;
}

export interface Backend {
  fetch: (request: Request) => Promise<Response>;
  db: Db;
  /** Every route the app serves (method and path pattern), read by the fuzz test (backend/fuzz.test.ts). */
  routes: readonly { method: string; path: string }[];
}

/**
 * The token secret: JWT_SECRET when given, else one generated once and kept in the database. Of
 * processes starting together on an empty database the first to store one wins and every one
 * reads that back, so a token one of them signs is valid in all.
 */
export async function resolveSecret(db: Db, given?: string): Promise<Uint8Array> {
  if (given) return new TextEncoder().encode(given);
  return new TextEncoder().encode(await settingOnce(db, 'jwt_secret', randomBytes(32).toString('hex')));
}

/** Brings a database up to date: the schema, the official holidays the calendar can reach and, in demo mode, the demo shop. */
export async function prepareDatabase(db: Db, today: Date, demo: boolean): Promise<void> {
  await migrate(db);
  await syncOfficialHolidays(db, today);
  if (demo) await seed(db);
}

export async function bootBackend(opts: BootOptions): Promise<Backend> {
  const db = await openDb({ url: opts.databaseUrl, dataDir: opts.dataDir, snapshot: opts.snapshot });
  await waitForDatabase(db);
  const now = opts.now ?? (() => new Date());
  await prepareDatabase(db, now(), opts.demo);
  const jwtSecret = await resolveSecret(db, opts.jwtSecret);
  const payment: PaymentConfig = opts.payment ?? { provider: opts.demo ? 'sandbox' : 'none' };
  const app = createApp({
    db,
    demo: opts.demo,
    jwtSecret,
    now,
    geocoder: opts.geocoder,
    payment,
    publicUrl: opts.publicUrl,
    otpLimits: opts.otpLimits ?? DEFAULT_OTP_LIMITS,
    guestsPerMinute: opts.guestsPerMinute,
    uploadDir: opts.uploadDir,
    push: opts.push,
  });
  if (opts.paymentSweep !== false) startPaymentSweep({ db, gateway: createGateway(payment, db), now });
  if (opts.demo) {
    const qr = await demoQrId(db);
    // Next to the OTP codes in the log: what a person scans (or opens) to try the QR login.
    if (qr) console.info(`[shop-backend] demo QR login: ${opts.publicUrl ?? `http://localhost:${process.env.PORT || 3000}`}/qr/${qr}`);
  }
  return { fetch: async (request) => app.fetch(request), db, routes: app.routes };
}

/**
 * Reads the backend's settings from the environment (shared by the embedded and standalone
 * modes). Throws when demo mode would run on a public site (see lib/demo-mode.mjs).
 */
export function bootOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): BootOptions {
  const demo = demoModeFrom(env);
  if (demo) console.warn(DEMO_WARNING);
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.SHOP_DATA_DIR || '.data/pglite',
    demo,
    jwtSecret: env.JWT_SECRET || undefined,
    geocoder: geocoderConfigFromEnv(env),
    payment: paymentConfigFromEnv(env, demo),
    publicUrl: env.SITE_URL || undefined,
    uploadDir: env.UPLOAD_DIR || undefined,
    push: pushOptionsFromEnv(env),
    otpLimits: {
      perAddressHour: positiveInt(env.OTP_LIMIT_PER_ADDRESS_HOUR, DEFAULT_OTP_LIMITS.perAddressHour),
      perMinute: positiveInt(env.OTP_LIMIT_PER_MINUTE, DEFAULT_OTP_LIMITS.perMinute),
    },
    guestsPerMinute: positiveInt(env.GUEST_LIMIT_PER_MINUTE, GUESTS_PER_WINDOW),
  };
}

function positiveInt(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`expected a positive whole number, got "${value}"`);
  return n;
}
