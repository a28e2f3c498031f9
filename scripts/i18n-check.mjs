#!/usr/bin/env node
// The interface's catalogs against the code (apps/web/lingui.config.ts): fails when a catalog does
// not hold exactly the messages the code has (a message added, changed or removed without running
// the extraction), when a Malayalam message is missing, or when a translation drops or invents a
// placeholder ({name}, {count, plural, ...}) or a tag (<0>...</0>), which would show the wrong
// value or lose a link. Runs Lingui's own extraction first, so the catalogs it leaves are the ones
// to commit:
//
//   npm run i18n:check
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const WEB = join(ROOT, 'apps/web');
const problems = [];

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    console.error(`i18n: ${command} ${args.join(' ')} failed`);
    process.exit(1);
  }
  return result.stdout;
}

/** Every catalog file under apps/web/src, committed or not, with what it holds now. */
function catalogFiles() {
  const files = run('git', ['ls-files', '--others', '--cached', '--exclude-standard', '--', 'apps/web/src'], ROOT)
    .split('\n')
    .filter((file) => file.endsWith('.po'));
  return new Map(files.map((file) => [file, readFileSync(join(ROOT, file), 'utf8')]));
}

const before = catalogFiles();
run('npx', ['lingui', 'extract', '--clean'], WEB);
const after = catalogFiles();
for (const [file, contents] of after) {
  if (before.get(file) !== contents) {
    problems.push(`${file}: did not match the code (now extracted: translate what is new, then commit it)`);
  }
}

/** The PO file's entries: msgid and msgstr, each one line (Lingui writes them so), obsolete ones aside. */
function entriesOf(file) {
  const entries = [];
  const lines = readFileSync(file, 'utf8').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const id = /^msgid "(.*)"$/.exec(lines[i]);
    const text = id && /^msgstr "(.*)"$/.exec(lines[i + 1] ?? '');
    if (id && text && id[1] !== '') entries.push({ id: JSON.parse(`"${id[1]}"`), text: JSON.parse(`"${text[1]}"`) });
  }
  return entries;
}

/** What a translation must keep: each placeholder's name and each tag, counted. */
function slotsOf(message) {
  const names = [...message.matchAll(/\{(\w+)[,}]/g)].map((match) => `{${match[1]}}`);
  const tags = [...message.matchAll(/<\/?\d+\/?>/g)].map((match) => match[0]);
  return [...names, ...tags].sort().join(' ');
}

const catalogs = [...after.keys()].filter((file) => file.endsWith('/ml.po'));
let messages = 0;
for (const file of catalogs) {
  for (const { id, text } of entriesOf(join(ROOT, file))) {
    messages += 1;
    if (text === '') problems.push(`${file}: no Malayalam for "${id}"`);
    else if (slotsOf(id) !== slotsOf(text)) {
      problems.push(
        `${file}: "${id}" keeps ${slotsOf(id) || 'no placeholder'}, its translation ${slotsOf(text) || 'none'}`,
      );
    }
  }
}

if (problems.length > 0) {
  console.error(problems.map((problem) => `i18n: ${problem}`).join('\n'));
  console.error(`\ni18n: ${problems.length} problem(s) in ${relative(ROOT, WEB)}'s catalogs`);
  process.exit(1);
}
console.log(`i18n: ${catalogs.length} Malayalam catalogs, ${messages} messages, each translated and matching the code`);
