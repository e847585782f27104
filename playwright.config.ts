import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** System Chromium (Debian's /usr/bin/chromium) or Playwright's own download, whichever exists. */
function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const path of candidates) if (path && existsSync(path)) return path;
  try {
    if (existsSync(chromium.executablePath())) return undefined;
  } catch {
    // Playwright has no browser of its own installed.
  }
  throw new Error(
    'No Chromium found: install Debian\'s package (apt-get install chromium), set CHROMIUM_PATH, or run "npx playwright install chromium".',
  );
}

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
    launchOptions: {
      executablePath: chromiumPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    // Counts database rows: runs alone, before the journeys that add rows in parallel.
    { name: 'first-visit', testMatch: /first-visit\.spec\.ts$/ },
    { name: 'journeys', testIgnore: /first-visit\.spec\.ts$/, dependencies: ['first-visit'] },
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
