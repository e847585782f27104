import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['.next/**', '.next-*/**', 'node_modules/**', 'public/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'] },
  {
    files: ['backend/**'],
    rules: {
      // The backend is swappable for a remote API: it never reaches into storefront code.
      'no-restricted-imports': ['error', { paths: ['next', 'react', 'zustand', 'ky'], patterns: ['@/*', 'next/*'] }],
    },
  },
  {
    files: ['app/**', 'components/**', 'lib/**'],
    ignores: ['components/ui/Link.tsx'],
    rules: {
      // Links prefetch on intent, not when on screen (components/ui/Link.tsx says why).
      'no-restricted-imports': ['error', { paths: [{ name: 'next/link', message: "Use '@/components/ui/Link'." }] }],
    },
  },
  { files: ['**/*.test.ts', 'backend/test/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  // Migrations are SQL text modules; config files are the tools' own shape.
  { files: ['backend/db/migrations/**', '*.config.mjs'], rules: { 'import/no-anonymous-default-export': 'off' } },
];

export default config;
