import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'e2e/**', '.next*/**'],
    environment: 'node',
    silent: 'passed-only',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
