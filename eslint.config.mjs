import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const STOREFRONT = ['app/**', 'components/**', 'hooks/**', 'lib/**', 'stores/**', 'proxy.ts'];
const STOREFRONT_TESTS = ['app', 'components', 'hooks', 'lib', 'stores'].map((dir) => `${dir}/**/*.test.{ts,tsx}`);
// Links prefetch on intent, not when on screen (components/ui/Link.tsx says why).
const NEXT_LINK = { name: 'next/link', message: "Use '@/components/ui/Link'." };
// The backend is swappable for a remote API: the storefront reaches it over HTTP (lib/api) only.
const NO_BACKEND = { group: ['@/backend', '@/backend/*', '**/backend', '**/backend/*'], message: 'Use lib/api; shared shapes live in @/common/contract.' };
// `import()` too: no-restricted-imports sees only import and export declarations.
const NO_BACKEND_LOADED = { selector: 'ImportExpression[source.value=/(^|\\/)backend(\\/|$)/]', message: NO_BACKEND.message };
// common/ imports nothing from outside it, not even a package (vitest in its tests): `within` is
// the relative prefixes that stay inside it from that depth.
const insideCommon = (within) => ({ regex: `^(?!(${within})|vitest$)`, message: 'common/ imports nothing outside common/.' });

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
    rules: {
      'no-restricted-imports': ['error', { paths: [NEXT_LINK], patterns: [NO_BACKEND] }],
      'no-restricted-syntax': ['error', NO_BACKEND_LOADED],
    },
  },
  // Link.tsx is the one wrapper of next/link.
  { files: ['components/ui/Link.tsx'], rules: { 'no-restricted-imports': ['error', { patterns: [NO_BACKEND] }] } },
  // upstream.ts is the switch that runs the embedded backend in-process; tests boot that backend to drive the storefront against it.
  {
    files: ['lib/api/upstream.ts', ...STOREFRONT_TESTS],
    rules: { 'no-restricted-imports': ['error', { paths: [NEXT_LINK] }], 'no-restricted-syntax': 'off' },
  },
  { files: ['common/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [insideCommon('\\./')] }] } },
  { files: ['common/*/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [insideCommon('\\./|\\.\\./(?!\\.\\./)')] }] } },
  // Plain JavaScript (the server layer, build steps, benches) has no type check: a name used but never imported is caught here.
  { files: ['**/*.mjs'], rules: { 'no-undef': 'error' } },
  { files: ['**/*.test.ts', 'backend/test/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  // Migrations are SQL text modules; config files are the tools' own shape.
  { files: ['backend/db/migrations/**', '*.config.mjs'], rules: { 'import/no-anonymous-default-export': 'off' } },
];

export default config;
