/**
 * Reading a class list: CSV text with a header row naming `phone` and `paper_id` (and
 * optionally `module_id` and `country_code`), one enrollment a line. Each line is checked on
 * its own and gets its own verdict, so the admin sees exactly which lines were refused and why.
 */
import { COUNTRY_CODES, isIdText, isValidPhone, MAX_IMPORT_ROWS, normalisePhone } from '@padanam/contract';
import { invalidField } from '../../errors.js';
import { readCsv } from '../../lib/read-csv.js';

export interface ImportLine {
  /** The line in the file (the header is line 1). */
  line: number;
  phone: string;
  countryCode: string;
  paperId: number | null;
  moduleId: number | null;
  /** Why the line is refused before looking anything up; null when it reads well. */
  problem: string | null;
}

const REQUIRED_COLUMNS = ['phone', 'paper_id'] as const;

function columnName(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

export function readImportLines(csv: string): ImportLine[] {
  let records: string[][];
  try {
    records = readCsv(csv);
  } catch (error) {
    throw invalidField('csv', {
      en: `The file is not readable CSV: ${(error as Error).message}.`,
      ml: `ഈ ഫയൽ വായിക്കാവുന്ന CSV അല്ല: ${(error as Error).message}.`,
    });
  }
  const [header, ...rows] = records;
  if (!header) throw invalidField('csv', { en: 'The file is empty.', ml: 'ഫയൽ ശൂന്യമാണ്.' });
  const columns = header.map(columnName);
  const missing = REQUIRED_COLUMNS.filter((name) => !columns.includes(name));
  if (missing.length > 0)
    throw invalidField('csv', {
      en: `The first line must name the columns; missing: ${missing.join(', ')}.`,
      ml: `ആദ്യ വരിയിൽ കോളങ്ങളുടെ പേരുകൾ വേണം; ഇല്ലാത്തവ: ${missing.join(', ')}.`,
    });
  if (rows.length === 0) {
    throw invalidField('csv', {
      en: 'The file has a header but no lines to import.',
      ml: 'ഫയലിൽ തലക്കെട്ട് വരി മാത്രമേ ഉള്ളൂ; ഇമ്പോർട്ട് ചെയ്യാൻ വരികളില്ല.',
    });
  }
  if (rows.length > MAX_IMPORT_ROWS)
    throw invalidField('csv', {
      en: `The file has ${rows.length} lines; import at most ${MAX_IMPORT_ROWS} at a time.`,
      ml: `ഫയലിൽ ${rows.length} വരികളുണ്ട്; ഒരു തവണ പരമാവധി ${MAX_IMPORT_ROWS} വരികൾ ഇമ്പോർട്ട് ചെയ്യൂ.`,
    });

  const indexOf = (name: string) => columns.indexOf(name);
  const seen = new Map<string, number>();
  return rows.map((row, index) => {
    const cell = (name: string) => (indexOf(name) >= 0 ? (row[indexOf(name)] ?? '').trim() : '');
    const line = index + 2;
    const countryCode = cell('country_code') || '+91';
    const phone = normalisePhone(cell('phone'));
    const paperText = cell('paper_id');
    const moduleText = cell('module_id');
    const paperId = isIdText(paperText) ? Number(paperText) : null;
    const moduleId = isIdText(moduleText) ? Number(moduleText) : null;

    let problem: string | null = null;
    if (!(COUNTRY_CODES as readonly string[]).includes(countryCode)) problem = `Unknown country code ${countryCode}.`;
    else if (!isValidPhone(countryCode, phone)) problem = 'The phone number is not a valid mobile number.';
    else if (paperId === null) problem = 'paper_id must be a paper number.';
    else if (moduleText !== '' && moduleId === null) problem = 'module_id must be a module number or left empty.';
    else {
      const key = `${countryCode}|${phone}|${paperId}|${moduleId ?? ''}`;
      const earlier = seen.get(key);
      if (earlier !== undefined) problem = `Repeats line ${earlier}.`;
      else seen.set(key, line);
    }
    return { line, phone, countryCode, paperId, moduleId, problem };
  });
}
