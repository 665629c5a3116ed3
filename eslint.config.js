// @ts-check
import js from '@eslint/js';
import drizzle from 'eslint-plugin-drizzle';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries from DESIGN.md: web → shared; server → shared, engine; engine → shared. */
const forbid = (/** @type {string[]} */ roots) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: roots.map((root) => ({
        group: [`@${root}/*`, `**/${root}/**`],
        message: `This layer may not import from src/${root} (see DESIGN.md "Shape").`,
      })),
    },
  ],
});

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
  { files: ['src/engine/**/*.ts'], rules: forbid(['server', 'web']) },
  { files: ['src/shared/**/*.ts'], rules: forbid(['server', 'web', 'engine']) },
  { files: ['src/server/**/*.ts'], rules: forbid(['web']) },
  { files: ['scripts/**', 'bench/**'], rules: { 'no-console': 'off' } },
);
