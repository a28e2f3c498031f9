// One flat config for the whole workspace: typescript-eslint's type-aware rules, the
// one-way import rules of docs/ARCHITECTURE.md, and React hooks rules for the web app.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Zones are resolved against the repository root, whichever folder ESLint is started from.
const ROOT = fileURLToPath(new URL('.', import.meta.url));
const WEB_FEATURES = 'apps/web/src/features';
const features = fs.existsSync(ROOT + WEB_FEATURES)
  ? fs
      .readdirSync(ROOT + WEB_FEATURES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          conditionNames: ['source', 'import', 'default'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    // String-built SQL is how injection gets in: only Kysely's builder, or `sql` with bound values.
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='raw'][object.name='sql']",
          message: 'sql.raw builds SQL from strings; use the query builder or sql`` with bound values.',
        },
        {
          selector: 'CallExpression[callee.property.name=/^(exec|prepare)$/] > TemplateLiteral[expressions.length>0]',
          message: 'Do not interpolate into SQL text; bind values instead.',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@padanam/server', '**/apps/server/**'],
              message: 'The web app reaches the server only over HTTP and @padanam/contract.',
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            { target: './apps/web', from: './apps/server', message: 'The web app never imports server code.' },
            // A feature never imports another feature; the app composes them.
            ...features.map((feature) => ({
              target: `./${WEB_FEATURES}/${feature}`,
              from: `./${WEB_FEATURES}`,
              except: [`./${feature}`],
              message: 'A feature must not import another feature; compose them in app/.',
            })),
            // One-way: lib and components below features, features below app.
            {
              target: [`./${WEB_FEATURES}`, './apps/web/src/lib', './apps/web/src/components'],
              from: './apps/web/src/app',
            },
            { target: ['./apps/web/src/lib', './apps/web/src/components'], from: `./${WEB_FEATURES}` },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/apps/**'], message: 'The contract depends on nothing of ours.' }] },
      ],
    },
  },
  prettier,
);
