/**
 * What failed in a Vitest run, read from its JSON report (`--reporter=json --outputFile.json=…`),
 * as lines for the end of `npm test`'s summary. CI keeps only the tail of a long log: without
 * these lines a red part says that it failed, not what did.
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** The first line of a failure message that says something (Vitest's start with the error's name). */
function firstLine(message) {
  const line = String(message ?? '')
    .split('\n')
    .map((text) => stripVTControlCharacters(text).trim())
    .find((text) => text.length > 0);
  return line === undefined ? '' : line.slice(0, 300);
}

/**
 * @param {string} reportPath the JSON report the run wrote
 * @param {string} root paths are printed relative to this folder
 * @returns {string[]} one line a failed test or test file; a line saying why when the report is
 *   missing or names no failure (the run did not start, or failed outside any test)
 */
export function vitestFailures(reportPath, root) {
  if (!existsSync(reportPath)) return ['no report written: the run stopped before its tests (see the log above)'];
  let report;
  try {
    report = JSON.parse(readFileSync(reportPath, 'utf8'));
  } catch (error) {
    return [`the report could not be read (${error.message}): see the log above`];
  }
  const lines = [];
  for (const file of report.testResults ?? []) {
    const name = relative(root, file.name);
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      lines.push(`${name} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (failedTests.length === 0 && file.status === 'failed') lines.push(`${name}: ${firstLine(file.message)}`);
  }
  if (lines.length === 0) lines.push('no failed test in the report: an error outside the tests (see the log above)');
  return lines;
}
