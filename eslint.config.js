import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const WEB = './apps/web/src';

// Code is grouped by product (DESIGN.md 2); the same names on the server, in the web app and in the
// shared schemas. A product uses `platform`, never another product: a hand-off between products is an
// event one publishes and the other subscribes to through platform.
const PRODUCTS = ['recruiting', 'onboarding', 'performance', 'buzzhr', 'clocklog', 'admin', 'platform'];
const productFolders = (root) => {
  const present = readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const strays = present.map((entry) => entry.name).filter((name) => !PRODUCTS.includes(name));
  if (strays.length > 0) throw new Error(`${root} may hold only product folders; found ${strays.join(', ')}`);
  return present.map((entry) => entry.name);
};
const productZones = (root) =>
  productFolders(root).map((product) => ({
    target: `${root}/${product}`,
    from: root,
    except: product === 'platform' ? ['./platform'] : [`./${product}`, './platform'],
    message:
      'A product imports only itself and platform; hand work to another product through a platform event.',
  }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/drizzle/**',
      '**/.test-template/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/server/src/server.ts', 'apps/server/bench/**', 'scripts/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    // The web app imports without extensions; a boundary rule sees only the paths it can resolve.
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Feature folders stay independent, and imports flow shared -> features -> app (STYLE.md 7).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...productZones(`${WEB}/features`),
            {
              target: `${WEB}/features`,
              from: `${WEB}/app`,
              message: 'Features must not import the app layer.',
            },
            {
              target: [`${WEB}/components`, `${WEB}/lib`, `${WEB}/config`],
              from: [`${WEB}/features`, `${WEB}/app`],
              message: 'Shared code must not import features or the app layer.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts', 'packages/shared/**/*.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...productZones('./apps/server/src/modules'),
            ...productZones('./packages/shared/src/schemas'),
            {
              target: './packages/shared/src',
              from: ['./apps'],
              message: 'The shared package is the contract of both ends; it imports neither.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests build the real store and theme of the app layer; they still keep to their product.
    files: ['apps/web/**/*.test.{ts,tsx}', 'apps/web/**/*-test-kit.tsx', 'apps/web/src/test/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: productZones(`${WEB}/features`) }] },
  },
);
