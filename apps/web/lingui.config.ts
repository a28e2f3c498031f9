// The interface's languages (Lingui): English is the source, written in the code as the spec's
// texts; Malayalam is translated in each catalog's ml.po. A catalog per feature, beside its code,
// so that a screen downloads only its own words: the app's shared code (app, components, lib, api,
// config) has src/locales, each student feature and each console section its own `locales`, the
// console's shared code src/console/locales (lib/i18n/catalogs.ts loads them). `npm run i18n:check`
// (CI) fails on a message missing from either language or a catalog that does not match the code.
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@lingui/cli';
import type { CatalogConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

const SOURCE = path.join(import.meta.dirname, 'src');
const NOT_SHIPPED = ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'];

function featureFolders(parent: string): string[] {
  return fs
    .readdirSync(path.join(SOURCE, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${parent}/${entry.name}`);
}

function catalogOf(folder: string, exclude: string[] = []): CatalogConfig {
  return {
    path: `<rootDir>/src/${folder === '' ? '' : `${folder}/`}locales/{locale}`,
    include: [`<rootDir>/src/${folder}`],
    exclude: [...exclude, ...NOT_SHIPPED],
  };
}

const studentFeatures = featureFolders('features');
const consoleFeatures = featureFolders('console/features');

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ml'],
  // Where a message comes from, without line numbers: moving code does not rewrite the catalogs.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
  catalogs: [
    catalogOf('', ['<rootDir>/src/features/**', '<rootDir>/src/console/**', '<rootDir>/src/pay/**']),
    ...studentFeatures.map((folder) => catalogOf(folder)),
    catalogOf('console', ['<rootDir>/src/console/features/**']),
    ...consoleFeatures.map((folder) => catalogOf(folder)),
    // The payment page (pay/index.html), a page of its own outside the app: its words, and the
    // API client's own messages it shows (also in src/locales) and an order line's name (also in
    // features/orders), in the one small catalog it loads.
    {
      ...catalogOf('pay'),
      include: [
        '<rootDir>/src/pay',
        '<rootDir>/src/lib/api-client.ts',
        '<rootDir>/src/lib/api-error.ts',
        '<rootDir>/src/features/orders/order-line-name.ts',
      ],
    },
  ],
});
