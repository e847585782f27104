import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('.', import.meta.url)),
      // `server-only` guards client bundles; in Node tests of server code it is a no-op, as on the server.
      'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
    },
  },
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'e2e/**', '.next*/**'],
    environment: 'node',
    // A worker per core. Vitest's default is one fewer: a single worker on CI's two cores, and the
    // other one mostly idle while the files ran one after another (README, Tests).
    maxWorkers: availableParallelism(),
    globalSetup: ['backend/test/seeded-database.ts'],
    silent: 'passed-only',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
