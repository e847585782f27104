#!/usr/bin/env node
// The server Playwright tests run against: a fresh production build in its own folder, on a
// fresh embedded database, so a test run never sees (or leaves) another run's data.
import { rmSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';

const env = {
  ...process.env,
  PORT: process.env.E2E_PORT || '3100',
  NEXT_DIST_DIR: process.env.E2E_DIST_DIR || '.next-e2e',
  SHOP_DATA_DIR: process.env.E2E_DATA_DIR || '.data/e2e',
  SHOP_DEMO: '1',
  // Every test logs in from 127.0.0.1: the per-address OTP ceiling is for real shops.
  OTP_LIMIT_PER_ADDRESS_HOUR: process.env.OTP_LIMIT_PER_ADDRESS_HOUR || '100000',
  OTP_LIMIT_PER_MINUTE: process.env.OTP_LIMIT_PER_MINUTE || '100000',
  // Each test's browser context and request fixture starts a guest session from 127.0.0.1 too.
  GUEST_LIMIT_PER_MINUTE: process.env.GUEST_LIMIT_PER_MINUTE || '100000',
  REVALIDATE_SECRET: process.env.REVALIDATE_SECRET || 'e2e-revalidate-secret',
  // A push configuration (a made-up Firebase project; its servers are out of reach in tests),
  // so the notifications button and its lazy Firebase are exercised.
  PUSH_CONFIG_KEY: 'e2e-push-config-key',
  FIREBASE_WEB_CONFIG: JSON.stringify({
    apiKey: 'e2e-api-key',
    authDomain: 'shop-e2e.firebaseapp.com',
    projectId: 'shop-e2e',
    messagingSenderId: '100000000001',
    appId: '1:100000000001:web:e2e',
  }),
  FIREBASE_VAPID_KEY: 'BDAPsy-EFcQYiu6bcKDOAbSwn8rvax-WG_pIrBAOo3eDoDnXwY5WAkV5PK_bi256YQEFSH15YScYZZWdpe_sC4c',
};
rmSync(env.SHOP_DATA_DIR, { recursive: true, force: true });
// Next's data cache outlives a rebuild; against a fresh database it would serve old answers.
rmSync(`${env.NEXT_DIST_DIR}/cache`, { recursive: true, force: true });
if (!process.env.E2E_SKIP_BUILD) {
  const build = spawnSync(process.execPath, ['server/start.mjs', '--build-only'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(process.execPath, ['server/start.mjs'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
