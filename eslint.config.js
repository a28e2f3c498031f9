// One flat config for the whole workspace: typescript-eslint's type-aware rules, the
// one-way import rules of docs/ARCHITECTURE.md, and React hooks rules for the web app.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import pluginLingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Zones are resolved against the repository root, whichever folder ESLint is started from.
const ROOT = fileURLToPath(new URL('.', import.meta.url));
const subfolders = (folder) =>
  fs.existsSync(ROOT + folder)
    ? fs
        .readdirSync(ROOT + folder, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
const WEB_FEATURES = 'apps/web/src/features';
const features = subfolders(WEB_FEATURES);
// The staff console is a wing of its own beside the student app, with a feature per section.
const CONSOLE = 'apps/web/src/console';
const CONSOLE_FEATURES = `${CONSOLE}/features`;
const consoleFeatures = subfolders(CONSOLE_FEATURES);
const SERVER = 'apps/server/src';
const serverModules = subfolders(`${SERVER}/modules`);

// String-built SQL is how injection gets in: only Kysely's builder, or `sql` with bound values.
const sqlInjectionRules = [
  {
    selector: "MemberExpression[property.name='raw'][object.name='sql']",
    message: 'sql.raw builds SQL from strings; use the query builder or sql`` with bound values.',
  },
  {
    selector: 'CallExpression[callee.property.name=/^(exec|prepare)$/] > TemplateLiteral[expressions.length>0]',
    message: 'Do not interpolate into SQL text; bind values instead.',
  },
];

/**
 * The server's one-way layers (docs/ARCHITECTURE.md): routes → services → repositories → db;
 * integrations and lib below all of them. Tests are exempt: they set up and inspect data directly.
 */
const serverZones = [
  {
    target: `./${SERVER}/routes`,
    from: [`${ROOT}${SERVER}/modules/**/*.repository.ts`],
    message: 'A route calls services (RouteOptions.services), never a repository.',
  },
  {
    target: `./${SERVER}/routes`,
    from: `./${SERVER}/db`,
    message: 'A route reaches the database only through a service.',
  },
  {
    target: `./${SERVER}/integrations`,
    from: [`./${SERVER}/modules`, `./${SERVER}/routes`, `./${SERVER}/plugins`, `./${SERVER}/services.ts`],
    message: 'An integration talks to the outside world and knows nothing of our modules; shared helpers go to lib/.',
  },
  {
    target: `./${SERVER}/lib`,
    from: [
      `./${SERVER}/modules`,
      `./${SERVER}/routes`,
      `./${SERVER}/plugins`,
      `./${SERVER}/integrations`,
      `./${SERVER}/db`,
      `./${SERVER}/services.ts`,
    ],
    message: 'lib/ holds plain helpers that depend on nothing of ours.',
  },
  {
    target: `./${SERVER}/modules`,
    from: [`./${SERVER}/routes`, `./${SERVER}/plugins`, `./${SERVER}/services.ts`, `./${SERVER}/app.ts`],
    message: 'A module is below routes, plugins and the composition root (services.ts).',
  },
  {
    target: `./${SERVER}/plugins`,
    from: [`${ROOT}${SERVER}/modules/**/*.repository.ts`],
    message: 'A plugin uses services, never a repository.',
  },
  // A module reaches another module only through that module's service.
  ...serverModules.flatMap((module) =>
    serverModules
      .filter((other) => other !== module)
      .map((other) => ({
        target: `./${SERVER}/modules/${module}`,
        from: [`${ROOT}${SERVER}/modules/${other}/**`],
        except: [`${ROOT}${SERVER}/modules/${other}/*.service.ts`],
        message: `A module uses another module only through its service (modules/${other}/*.service.ts).`,
      })),
  ),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      // Deliberately wrong imports, linted only by lint/import-zones.test.ts at paths inside the zones.
      'lint/fixtures/**',
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
    files: ['apps/server/src/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...sqlInjectionRules] },
  },
  {
    // SQL lives in repositories (and db/: migrations, seeds); services and routes call them.
    files: ['apps/server/src/{modules,routes,plugins}/**/*.ts', 'apps/server/src/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...sqlInjectionRules,
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]',
          message: 'SQL belongs in a *.repository.ts; call a repository function from here.',
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql']",
          message: 'SQL belongs in a *.repository.ts; call a repository function from here.',
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/test/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: serverZones }] },
  },
  {
    // The service worker runs in the browser's worker scope, not the page's.
    files: ['apps/web/src/service-worker/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
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
            // The API layer is the bottom of the web app: it knows fetch (lib/) and the contract, nothing on screen.
            {
              target: './apps/web/src/api',
              from: './apps/web/src',
              except: ['./api', './lib'],
              message: 'api/ imports only lib/ and @padanam/contract.',
            },
            // One-way: lib and components below features, features below app.
            {
              target: [`./${WEB_FEATURES}`, './apps/web/src/lib', './apps/web/src/components'],
              from: './apps/web/src/app',
            },
            { target: ['./apps/web/src/lib', './apps/web/src/components'], from: `./${WEB_FEATURES}` },
            // The staff console (console/) and the student app know nothing of each other; app/ mounts
            // the console's route tree, and both share only lib/, components/, config/ and api/.
            {
              target: [`./${WEB_FEATURES}`, './apps/web/src/lib', './apps/web/src/components', './apps/web/src/config'],
              from: `./${CONSOLE}`,
              message: 'The student app never imports the staff console; app/routes.tsx mounts console/routes.tsx.',
            },
            {
              target: './apps/web/src/app',
              from: `./${CONSOLE}`,
              // The routes, mounted on first use, and who is staff, which the gate in front of them asks.
              except: ['./routes.tsx', './lib/staff-access.ts'],
              message:
                'app/ mounts the staff console through console/routes.tsx, and asks console/lib/staff-access.ts who is staff.',
            },
            {
              target: [`./${WEB_FEATURES}`, './apps/web/src/components'],
              from: [`${ROOT}apps/web/src/api/admin-*.ts`],
              message: "The staff API (api/admin-*.ts) is the console's; a student screen never loads it.",
            },
            {
              target: `./${CONSOLE}`,
              from: [`./${WEB_FEATURES}`, './apps/web/src/app'],
              message:
                'The staff console imports no student screen and not app/; share through components/, lib/ and api/.',
            },
            // Inside the console the same one-way rules: a section never imports another section,
            // its shared pieces (components/, lib/) sit below the sections, and the sections below
            // its layout and route tree.
            ...consoleFeatures.map((feature) => ({
              target: `./${CONSOLE_FEATURES}/${feature}`,
              from: `./${CONSOLE_FEATURES}`,
              except: [`./${feature}`],
              message: 'A console section must not import another section; shared pieces go to console/components/.',
            })),
            { target: [`./${CONSOLE}/components`, `./${CONSOLE}/lib`], from: `./${CONSOLE_FEATURES}` },
            {
              target: [`./${CONSOLE_FEATURES}`, `./${CONSOLE}/components`, `./${CONSOLE}/lib`],
              from: [`./${CONSOLE}/layout`, `./${CONSOLE}/routes.tsx`],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['bench/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/server/src/**'],
              message: 'Benchmarks use the server as a user does: HTTP, the CLI and @padanam/server/database.',
            },
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
  // Lingui's rules are known in the whole web app, so that a file may name one (to let through a
  // text that is not for translating) wherever the block below applies it.
  { files: ['apps/web/src/**/*.{ts,tsx}'], plugins: { lingui: pluginLingui } },
  {
    // Every word a student or staff member reads goes through the catalogs (apps/web/lingui.config.ts):
    // a literal string in a component is an error. What the rule lets through is what nobody reads:
    // class names, routes, keys, ids, attribute values, and text with no letters.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/**/testing/**', 'apps/web/src/service-worker/**'],
    rules: {
      ...pluginLingui.configs['flat/recommended'].rules,
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // One word that does not start with a capital (a key, a class, a path, a unit): no sentence.
            '^(?![A-Z])\\S+$',
            // UPPER_CASE constants, and class lists of lowercase words and BEM modifiers.
            '^[A-Z0-9_-]+$',
            '^[a-z0-9]+(?:[_-]{1,2}[a-z0-9]+)*(?: [a-z0-9]+(?:[_-]{1,2}[a-z0-9]+)*)+$',
          ],
          ignoreNames: [
            {
              regex: {
                pattern:
                  'className|classes|^(?:key|id|to|href|src|srcSet|rel|target|type|role|name|method|path|mode|variant|tone|size|status|kind|as|inputMode|autoComplete|enterKeyHint|pattern|accept|htmlFor|form|lang|dir|layout|sizes|loading|decoding|fetchPriority|crossOrigin|referrerPolicy|sandbox|allow|preload|testId|displayName|queryKey|mutationKey|cacheName|storageKey|eventName|method|Authorization|Content-Type|Accept)$',
                flags: 'i',
              },
            },
            { regex: { pattern: '^data-' } },
            { regex: { pattern: '^aria-(?!label$|description$|valuetext$|roledescription$|placeholder$)' } },
            { regex: { pattern: '^[A-Z0-9_]+$' } },
          ],
          ignoreFunctions: [
            'console.*',
            'Error',
            'TypeError',
            'RangeError',
            'URL',
            'URLSearchParams',
            'RegExp',
            'Intl.*',
            'fetch',
            'import',
            'require',
            'clsx',
            'cx',
            'apiGet',
            'apiRequest',
            'apiPost',
            'apiPut',
            'apiDelete',
            'navigate',
            '*.getItem',
            '*.setItem',
            '*.removeItem',
            '*.get',
            '*.set',
            '*.has',
            '*.delete',
            '*.append',
            '*.querySelector',
            '*.querySelectorAll',
            '*.getElementById',
            '*.closest',
            '*.matches',
            '*.addEventListener',
            '*.removeEventListener',
            '*.dispatchEvent',
            '*.postMessage',
            '*.setAttribute',
            '*.getAttribute',
            '*.removeAttribute',
            '*.includes',
            '*.indexOf',
            '*.startsWith',
            '*.endsWith',
            '*.split',
            '*.join',
            '*.replace',
            '*.replaceAll',
            '*.padStart',
            '*.toLocaleString',
            '*.createElement',
            '*.matchMedia',
            '*.open',
            '*.match',
            '*.keys',
            'Symbol',
            'useSearchParam',
          ],
        },
      ],
    },
  },
  prettier,
);
