import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** The first of these paths that exists. */
function firstPath(paths: (string | undefined)[]): string | undefined {
  return paths.find((path) => path && existsSync(path));
}

/** The full browser: system Chromium (Debian's /usr/bin/chromium) or Playwright's own download. */
function chromiumPath(): string | undefined {
  const system = firstPath([process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']);
  if (system) return system;
  try {
    if (existsSync(chromium.executablePath())) return undefined;
  } catch {
    // Playwright has no browser of its own installed.
  }
  throw new Error(
    'No Chromium found: install Debian\'s package (apt-get install chromium), set CHROMIUM_PATH, or run "npx playwright install chromium".',
  );
}

/**
 * Chromium's headless shell (Debian's chromium-headless-shell, the same release): the engine
 * without the desktop browser around it, and Playwright's own choice for headless tests. The journeys cost
 * about a quarter less time in it (README, Tests). It has no notifications, push or install
 * check, so the installed app's specs run in the full browser; so does everything where the
 * shell is not installed.
 */
const fullPath = chromiumPath();
const shellPath = firstPath([process.env.CHROMIUM_SHELL_PATH, '/usr/bin/chromium-headless-shell']) ?? fullPath;
const launchArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** What the installed app does: its install check, notifications and push, offline pages. */
const installedApp = /\/(installable|notifications|offline|push-resync)\.spec\.ts$/;
const firstVisit = /first-visit\.spec\.ts$/;

const port = Number(process.env.E2E_PORT || 3100);

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  // Two browsers, the server and its database share two cores: hydrating a page can take
  // seconds there. Assertions wait for what a customer sees, never for a time.
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  // One more try for a journey that fails once; it is still reported, as "flaky", by name.
  retries: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'fa-IR',
    // A failed test keeps its trace: actions, DOM snapshots, network and console. Not the
    // screencast: its frames cost a quarter of the run's time on two cores (README, Tests).
    trace: { mode: 'retain-on-failure', screenshots: false },
    // Journeys test the shop, not caching: a worker serving a saved page on a slow response would
    // make them depend on timing. e2e/offline.spec.ts turns it on to test the worker itself.
    serviceWorkers: 'block',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: shellPath, args: launchArgs },
  },
  projects: [
    // Counts database rows: runs alone, before the journeys that add rows in parallel.
    { name: 'first-visit', testMatch: firstVisit },
    { name: 'journeys', testIgnore: [firstVisit, installedApp], dependencies: ['first-visit'] },
    {
      name: 'installed-app',
      testMatch: installedApp,
      dependencies: ['first-visit'],
      use: { launchOptions: { executablePath: fullPath, args: launchArgs } },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${port}/api/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
