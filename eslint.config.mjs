import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const STOREFRONT = ['app/**', 'components/**', 'hooks/**', 'lib/**', 'stores/**', 'proxy.ts'];
const STOREFRONT_TESTS = ['app', 'components', 'hooks', 'lib', 'stores'].map((dir) => `${dir}/**/*.test.{ts,tsx}`);
// Links prefetch on intent, not when on screen (components/ui/Link.tsx says why).
const NEXT_LINK = { name: 'next/link', message: "Use '@/components/ui/Link'." };
// The backend is swappable for a remote API: the storefront reaches it over HTTP (lib/api) only.
const NO_BACKEND = { group: ['@/backend', '@/backend/*', '**/backend', '**/backend/*'], message: 'Use lib/api; shared shapes live in @/common/contract.' };
const FRAMEWORKS = ['next', 'react', 'react-dom', 'zustand', 'ky'];
const outsideCommon = (...up) => ({ group: ['@/*', 'next/*', ...up], message: 'common/ imports nothing outside common/.' });

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
  // Storefront code: two import bans in one rule (flat-config objects replace a rule, never merge it),
  // then the files excused from one of them get the other alone.
  {
    files: STOREFRONT,
    rules: { 'no-restricted-imports': ['error', { paths: [NEXT_LINK], patterns: [NO_BACKEND] }] },
  },
  // Link.tsx is the one wrapper of next/link.
  { files: ['components/ui/Link.tsx'], rules: { 'no-restricted-imports': ['error', { patterns: [NO_BACKEND] }] } },
  // upstream.ts is the switch that runs the embedded backend in-process; tests boot that backend to drive the storefront against it.
  {
    files: ['lib/api/upstream.ts', ...STOREFRONT_TESTS],
    rules: { 'no-restricted-imports': ['error', { paths: [NEXT_LINK] }] },
  },
  // common/ is framework-free code both sides import: nothing from outside it. A file one level
  // deep leaves it with '../', one two levels deep with '../../' (deeper ones get the '@/' ban only).
  { files: ['common/**'], rules: { 'no-restricted-imports': ['error', { paths: FRAMEWORKS, patterns: [outsideCommon()] }] } },
  { files: ['common/*.ts'], rules: { 'no-restricted-imports': ['error', { paths: FRAMEWORKS, patterns: [outsideCommon('../*')] }] } },
  { files: ['common/*/*.ts'], rules: { 'no-restricted-imports': ['error', { paths: FRAMEWORKS, patterns: [outsideCommon('../../*')] }] } },
  { files: ['**/*.test.ts', 'backend/test/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  // Migrations are SQL text modules; config files are the tools' own shape.
  { files: ['backend/db/migrations/**', '*.config.mjs'], rules: { 'import/no-anonymous-default-export': 'off' } },
];

export default config;
