import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const apps = ['host', 'search-remote', 'category-remote', 'evaluation-remote', 'search-api'];

/** DESIGN.md: apps → packages, never back; no app imports another app; one door per package. */
const packageInternals = {
  group: ['@shop/*/src', '@shop/*/src/*', '**/packages/*/src/*'],
  message: 'Import a package through its door (@shop/<name>), never its src/ internals.',
};
const anyApp = {
  group: ['@shop/host', '@shop/search-remote', '@shop/category-remote', '@shop/evaluation-remote', '@shop/search-api', '**/apps/*'],
  message: 'Packages never import apps.',
};
const otherApps = (self) => ({
  group: apps.filter((a) => a !== self).flatMap((a) => [`@shop/${a}`, `@shop/${a}/*`, `**/${a}/*`, `**/${a}`]),
  message: 'No app imports another app: reach a remote only through Module Federation.',
});

export default tseslint.config(
  { ignores: ['**/.scratch/**', '**/dist/**', '**/node_modules/**', 'reports/**', 'test-results/**', '**/*.cjs', 'scripts/**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [packageInternals] }],
    },
  },
  ...apps.map((app) => ({
    files: [`apps/${app}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [packageInternals, otherApps(app)] }] },
  })),
  {
    files: ['packages/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [packageInternals, anyApp] }] },
  },
  {
    files: ['packages/ui-kit/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [packageInternals, anyApp],
          paths: [
            { name: 'zustand', message: 'ui-kit is presentational: no stores.' },
            { name: '@tanstack/react-query', message: 'ui-kit is presentational: no fetching.' },
            { name: 'react-router', message: 'ui-kit is presentational: links are plain <a> with onNavigate.' },
            { name: '@shop/listing', message: 'ui-kit is presentational: no listing state.' },
            {
              name: '@shop/api-client',
              message: 'ui-kit may use the API types (import type), the link rule (safeLink, linkPolicy), the amount rule (parseAmount) and the bound of a search term (MAX_TERM_LENGTH) only.',
              allowImportNames: ['safeLink', 'linkPolicy', 'parseAmount', 'MAX_TERM_LENGTH'],
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
