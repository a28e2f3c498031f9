import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { importColleges, loadCollegeNames, parseCollegeCsv } from './import-colleges.js';

describe('parseCollegeCsv', () => {
  it('reads one name per row under a name header', () => {
    expect(parseCollegeCsv('name\nCMS College\nNSS College\n')).toEqual(['CMS College', 'NSS College']);
  });

  it('keeps commas inside quoted fields', () => {
    expect(parseCollegeCsv('name\n"Farook College, Kozhikode"\n"Christ College, Irinjalakuda"')).toEqual([
      'Farook College, Kozhikode',
      'Christ College, Irinjalakuda',
    ]);
  });

  it('turns doubled quotes into one quote', () => {
    expect(parseCollegeCsv('name\n"The ""Model"" College, Kochi"\n')).toEqual(['The "Model" College, Kochi']);
  });

  it('accepts CRLF and lone CR line endings and a byte-order mark', () => {
    expect(parseCollegeCsv('\ufeffname\r\nA College\r\nB College\rC College\r\n')).toEqual([
      'A College',
      'B College',
      'C College',
    ]);
  });

  it('skips blank lines and trims names', () => {
    expect(parseCollegeCsv('name\n\n   Payyanur College   \n\n,\n" Mercy College "\n')).toEqual([
      'Payyanur College',
      'Mercy College',
    ]);
  });

  it('drops names that differ only in letter case, keeping the first spelling', () => {
    expect(
      parseCollegeCsv('name\nSt. Thomas College\nST. THOMAS COLLEGE\nst. thomas college\nUnion Christian College'),
    ).toEqual(['St. Thomas College', 'Union Christian College']);
  });

  it('finds the name column among others, in any case', () => {
    const csv = 'code,Name,district\nC01,"Sree Kerala Varma College, Thrissur",Thrissur\nC02,Newman College,Idukki\n';
    expect(parseCollegeCsv(csv)).toEqual(['Sree Kerala Varma College, Thrissur', 'Newman College']);
  });

  it('keeps line breaks that are inside quotes as part of the name', () => {
    expect(parseCollegeCsv('name\n"Line one\nline two"\n')).toEqual(['Line one\nline two']);
  });

  it('rejects a header without a name column, saying what it found', () => {
    expect(() => parseCollegeCsv('college,district\nCMS College,Kottayam\n')).toThrow(
      /"name" column.*"college", "district"/,
    );
  });

  it('rejects an empty file', () => {
    expect(() => parseCollegeCsv('\n\n')).toThrow(/"name" column/);
  });

  it('rejects an unterminated quoted field', () => {
    expect(() => parseCollegeCsv('name\n"Broken College\n')).toThrow(/never closed/);
  });
});

describe('the shipped college list', () => {
  it('loads from seed-data with distinct, non-empty names', async () => {
    const names = await loadCollegeNames();
    expect(names.length).toBeGreaterThanOrEqual(57);
    expect(names).toContain('University College, Thiruvananthapuram');
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(names.length);
    expect(names.every((name) => name.trim() === name && name !== '')).toBe(true);
  });
});

describe('importColleges', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database.destroy();
  });

  const countColleges = async () =>
    Number(
      (
        await database.db
          .selectFrom('colleges')
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  it('adds new names once and is a no-op when run again', async () => {
    const names = ['Farook College, Kozhikode', 'CMS College, Kottayam', 'Mar Ivanios College, Thiruvananthapuram'];
    expect(await importColleges(database.db, names)).toBe(3);
    expect(await importColleges(database.db, names)).toBe(0);
    expect(await countColleges()).toBe(3);
  });

  it('treats a different letter case as the same college and adds only the genuinely new ones', async () => {
    expect(await importColleges(database.db, ['cms college, kottayam', 'Newman College, Thodupuzha', '  '])).toBe(1);
    expect(await countColleges()).toBe(4);
    const stored = await database.db.selectFrom('colleges').select('name').orderBy('name').execute();
    expect(stored.map((row) => row.name)).toContain('CMS College, Kottayam');
    expect(stored.map((row) => row.name)).not.toContain('cms college, kottayam');
  });

  it('imports the whole shipped list idempotently', async () => {
    const names = await loadCollegeNames();
    const before = await countColleges();
    const added = await importColleges(database.db, names);
    expect(await countColleges()).toBe(before + added);
    expect(await importColleges(database.db, names)).toBe(0);
  });
});
