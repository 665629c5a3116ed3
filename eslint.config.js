// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import drizzle from 'eslint-plugin-drizzle';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries (docs/architecture.md "Shape"): web → shared; server → shared, engine;
 * engine → shared. `extra` adds patterns for narrower files (one rule entry holds them all,
 * since a later config's entry replaces an earlier one's).
 */
const forbid = (
  /** @type {string[]} */ roots,
  /** @type {{ group: string[]; message: string }[]} */ extra = [],
) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        ...roots.map((root) => ({
          group: [`@${root}/*`, `**/${root}/**`],
          message: `This layer may not import from src/${root} (see docs/architecture.md "Shape").`,
        })),
        ...extra,
      ],
    },
  ],
});

/** Only repositories (and the database module itself) speak SQL (docs/architecture.md "Server"). */
const noSql = [
  {
    group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema'],
    message: "Routes and services reach the database through their module's repository.",
  },
];

/**
 * Inside src/web: a feature folder (src/web/features/<name>) may import
 * itself, src/web/components, src/web/lib and src/web/hooks, never another feature; those shared
 * folders import no feature. Only app/ composes features.
 */
const FEATURE_MESSAGE =
  'A feature may not import another feature: move what both use to src/web/components or src/web/lib.';
const features = readdirSync(new URL('./src/web/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** For each feature and folder depth: other features by alias, and relative paths that leave it. */
const featureBoundaries = features.flatMap((feature) =>
  [0, 1, 2, 3].map((depth) => ({
    files: [`src/web/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: forbid(
      ['server', 'engine'],
      [
        { regex: `^@web/features/(?!${feature}(/|$))`, message: FEATURE_MESSAGE },
        { regex: `^(\\.\\./){${depth + 1}}`, message: FEATURE_MESSAGE },
      ],
    ),
  })),
);
const sharedWebFiles = ['components', 'lib', 'hooks'].map((dir) => `src/web/${dir}/**/*.{ts,tsx}`);

export default tseslint.config(
  {
    ignores: [
      '.tmp/**',
      'dist/**',
      'node_modules/**',
      'drizzle/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      // "${x}" in a plain string prints the braces to the user (it once did in a matchup line).
      'no-template-curly-in-string': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { drizzle },
    rules: {
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...forbid(['server', 'engine']) },
  },
  ...featureBoundaries,
  {
    files: sharedWebFiles,
    rules: forbid(
      ['server', 'engine'],
      [
        {
          group: ['@web/features/*', '**/features/**'],
          message: 'src/web/components, lib and hooks are shared: they import no feature.',
        },
      ],
    ),
  },
  { files: ['src/engine/**/*.ts'], rules: forbid(['server', 'web']) },
  { files: ['src/shared/**/*.ts'], rules: forbid(['server', 'web', 'engine']) },
  { files: ['src/server/**/*.ts'], rules: forbid(['web']) },
  {
    files: ['src/server/**/*.routes.ts', 'src/server/**/*.service.ts'],
    rules: forbid(['web'], noSql),
  },
  { files: ['scripts/**', 'bench/**'], rules: { 'no-console': 'off' } },
);
