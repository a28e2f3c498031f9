/**
 * Proves the layering rules in eslint.config.js fire: each fixture in fixtures/ (kept out of
 * the linted tree) is linted as if it sat at a path inside the zone it breaks, through
 * ESLint's own API with the project's config. An allowed import beside each kind of wrong one
 * shows the rules do not simply refuse everything.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

/** Lints a fixture as the file `asPath` (relative to the repository root); returns its messages. */
async function lintAs(fixture: string, asPath: string) {
  const text = fs.readFileSync(path.join(ROOT, 'lint/fixtures', fixture), 'utf8');
  const [result] = await eslint.lintText(text, { filePath: path.join(ROOT, asPath) });
  if (!result) throw new Error(`ESLint returned nothing for ${fixture}`);
  return result.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

const wrongImports = [
  {
    name: 'a web feature importing another feature',
    fixture: 'feature-imports-feature.tsx',
    asPath: 'apps/web/src/features/home/components/zone-probe.tsx',
    rule: 'import-x/no-restricted-paths',
    says: 'A feature must not import another feature',
  },
  {
    name: 'the web api/ layer importing a feature',
    fixture: 'api-imports-feature.ts',
    asPath: 'apps/web/src/api/zone-probe.ts',
    rule: 'import-x/no-restricted-paths',
    says: 'api/ imports only lib/ and @padanam/contract',
  },
  {
    name: 'a student feature importing the staff console',
    fixture: 'feature-imports-console.tsx',
    asPath: 'apps/web/src/features/home/components/zone-probe.tsx',
    rule: 'import-x/no-restricted-paths',
    says: 'The student app never imports the staff console',
  },
  {
    name: "a student feature importing the console's staff API",
    fixture: 'feature-imports-staff-api.tsx',
    asPath: 'apps/web/src/features/home/components/zone-probe.tsx',
    rule: 'import-x/no-restricted-paths',
    says: "The staff API (api/admin-*.ts) is the console's",
  },
  {
    name: 'app/ importing a console page past its route tree',
    fixture: 'app-imports-console-page.tsx',
    asPath: 'apps/web/src/app/zone-probe.tsx',
    rule: 'import-x/no-restricted-paths',
    says: 'app/ mounts the staff console through console/routes.tsx',
  },
  {
    name: 'the staff console importing a student feature',
    fixture: 'console-imports-feature.tsx',
    asPath: 'apps/web/src/console/features/people/zone-probe.tsx',
    rule: 'import-x/no-restricted-paths',
    says: 'The staff console imports no student screen',
  },
  {
    name: 'a console section importing another section',
    fixture: 'console-section-imports-section.tsx',
    asPath: 'apps/web/src/console/features/people/zone-probe.tsx',
    rule: 'import-x/no-restricted-paths',
    says: 'A console section must not import another section',
  },
  {
    name: 'a server route importing a repository',
    fixture: 'route-imports-repository.ts',
    asPath: 'apps/server/src/routes/papers/zone-probe.ts',
    rule: 'import-x/no-restricted-paths',
    says: 'never a repository',
  },
  {
    name: 'a server route importing the database',
    fixture: 'route-imports-database.ts',
    asPath: 'apps/server/src/routes/papers/zone-probe.ts',
    rule: 'import-x/no-restricted-paths',
    says: 'only through a service',
  },
  {
    name: 'an integration importing a module',
    fixture: 'integration-imports-module.ts',
    asPath: 'apps/server/src/integrations/sms/zone-probe.ts',
    rule: 'import-x/no-restricted-paths',
    says: 'knows nothing of our modules',
  },
  {
    name: "a module importing another module's repository",
    fixture: 'module-imports-other-repository.ts',
    asPath: 'apps/server/src/modules/learning/zone-probe.ts',
    rule: 'import-x/no-restricted-paths',
    says: 'only through its service (modules/papers/',
  },
  {
    name: "a module importing another module's internals",
    fixture: 'module-imports-other-internal.ts',
    asPath: 'apps/server/src/modules/users/zone-probe.ts',
    rule: 'import-x/no-restricted-paths',
    says: 'only through its service (modules/auth/',
  },
  {
    name: 'lib/ importing a module',
    fixture: 'lib-imports-module.ts',
    asPath: 'apps/server/src/lib/zone-probe.ts',
    rule: 'import-x/no-restricted-paths',
    says: 'depend on nothing of ours',
  },
  {
    name: 'SQL written in a service',
    fixture: 'service-writes-sql.ts',
    asPath: 'apps/server/src/modules/papers/zone-probe.service.ts',
    rule: 'no-restricted-syntax',
    says: 'SQL belongs in a *.repository.ts',
  },
];

const allowedImports = [
  {
    name: 'a web feature importing the api/ layer',
    fixture: 'feature-imports-api.tsx',
    asPath: 'apps/web/src/features/home/components/zone-probe.tsx',
  },
  {
    name: "app/ mounting the console's route tree",
    fixture: 'app-imports-console-routes.tsx',
    asPath: 'apps/web/src/app/zone-probe.tsx',
  },
  {
    name: "a console section importing the console's shared pieces, the staff API and the shared ui",
    fixture: 'console-imports-shared.tsx',
    asPath: 'apps/web/src/console/features/people/zone-probe.tsx',
  },
  {
    name: 'a server route importing a service',
    fixture: 'route-imports-service.ts',
    asPath: 'apps/server/src/routes/papers/zone-probe.ts',
  },
  {
    name: "a module importing another module's service",
    fixture: 'module-imports-other-service.ts',
    asPath: 'apps/server/src/modules/learning/zone-probe.ts',
  },
  {
    name: 'the same SQL in a repository',
    fixture: 'service-writes-sql.ts',
    asPath: 'apps/server/src/modules/papers/zone-probe.repository.ts',
  },
];

describe('the import and layering rules', () => {
  it.each(wrongImports)('refuse $name', async ({ fixture, asPath, rule, says }) => {
    const messages = await lintAs(fixture, asPath);
    expect(messages).toEqual([{ ruleId: rule, message: expect.stringContaining(says) }]);
  });

  it.each(allowedImports)('allow $name', async ({ fixture, asPath }) => {
    expect(await lintAs(fixture, asPath)).toEqual([]);
  });
});
