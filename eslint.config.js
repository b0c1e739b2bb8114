import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from './eslint/boundaries.js';

/** Imports only go one way: shared <- server, shared <- web; server and web never meet. */
const forbid = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'drizzle/**', 'playwright-report/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/shared/**'],
    rules: forbid(
      ['@server/*', '@web/*', '**/server/**', '**/web/**', 'node:*', 'react', 'react-dom', 'react-router', 'fastify', 'drizzle-orm*', 'pg'],
      'src/shared is pure and isomorphic: it imports nothing of ours and no I/O.',
    ),
  },
  {
    files: ['src/server/**'],
    rules: forbid(['@web/*', '**/web/**', 'react', 'react-dom', 'react-router'], 'The server never imports the web app.'),
  },
  {
    files: ['src/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...forbid(
        ['@server/*', '**/server/**', 'node:*', 'fastify', 'drizzle-orm*', 'pg', '@electric-sql/*'],
        'The web app never imports the server; share code through src/shared.',
      ),
    },
  },
  {
    // One way to call the API: every request goes through lib/api-client.ts.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/lib/api-client.ts', '**/*.test.{ts,tsx}', 'src/web/test/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Call the API through src/web/lib/api-client.ts.' }],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'Call the API through src/web/lib/api-client.ts.' },
        { object: 'globalThis', property: 'fetch', message: 'Call the API through src/web/lib/api-client.ts.' },
      ],
    },
  },
  // Inside each side, imports go one way too (docs/architecture.md).
  {
    files: ['src/web/**/*.{ts,tsx}'],
    // Tests compose whatever they need to render a screen.
    ignores: ['**/*.test.{ts,tsx}', 'src/web/test/**'],
    plugins: { boundaries },
    rules: { 'boundaries/web-layers': 'error' },
  },
  {
    files: ['src/server/modules/**/*.ts'],
    // Tests may set up any table directly; the rule is about the running code.
    ignores: ['**/*.test.ts'],
    plugins: { boundaries },
    rules: { 'boundaries/server-modules': 'error' },
  },
);
