import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const EXCLUDE = ['node_modules/**', 'e2e/**', '.next*/**'];

/**
 * A project with what both share. They do not extend the root config: a project that inherits
 * the global setup runs it again, so it is the root's alone, and what it provides reaches both.
 */
function project(test: TestProjectInlineConfiguration['test']): TestProjectInlineConfiguration {
  return {
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('.', import.meta.url)),
        // `server-only` guards client bundles; in Node tests of server code it is a no-op, as on the server.
        'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
      },
    },
    test: { environment: 'node', testTimeout: 20_000, hookTimeout: 60_000, ...test },
  };
}

export default defineConfig({
  test: {
    // A worker per core. Vitest's default is one fewer: a single worker on CI's two cores, and the
    // other one mostly idle while the files ran one after another (README, Tests).
    maxWorkers: availableParallelism(),
    globalSetup: ['backend/test/seeded-database.ts'],
    silent: 'passed-only',
    projects: [
      project({
        name: 'backend',
        include: ['backend/**/*.test.ts'],
        exclude: EXCLUDE,
        // A worker's backend files share its modules: each file boots its own backend on its own
        // database, and the backend keeps its state per instance, never in a module. Loading the
        // modules and PGlite's WebAssembly once per worker instead of once per file halves the
        // backend tests' time (README, Tests).
        isolate: false,
      }),
      // Storefront tests stub browser globals, the environment and modules: a fresh module
      // registry for each file.
      project({ name: 'storefront', include: ['**/*.test.{ts,tsx}'], exclude: [...EXCLUDE, 'backend/**'] }),
    ],
  },
});
