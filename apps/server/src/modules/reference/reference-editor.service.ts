/**
 * The reference data as admins keep it: departments and courses (added, renamed; never deleted,
 * students point at them), colleges (added one by one or from a CSV with a verdict per line,
 * renamed along with the students linked to them), and the colleges students typed because
 * theirs was not listed, mapped to a listed one. Every write is audited in its transaction.
 */
import type { Kysely } from 'kysely';
import type {
  TAdminCollegeListQueryValues,
  TAdminCollegePage,
  TAdminDepartment,
  TCollegeImport,
  TImportReport,
  TImportRow,
} from '@padanam/contract';
import type { Database } from '../../db/schema.js';
import { AppError, invalidField, notFound } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import { importReportOf, ImportStopped, markNotWritten } from '../../lib/import-report.js';
import { pageOf, readPageQuery } from '../../lib/page.js';
import { CsvError, readCsv } from '../../lib/read-csv.js';
import type { AuditService } from '../audit/audit.service.js';
import {
  countColleges,
  findCollegeById,
  findCollegeByName,
  findCollegesWithCounts,
  findCourseById,
  findCourseInDepartment,
  findCoursesWithCounts,
  findDepartmentBySlugOrName,
  findDepartmentsWithCounts,
  findUnlistedCollegeNames,
  insertCollege,
  insertCourse,
  insertDepartment,
  linkTypedCollege,
  renameCollege,
  renameCourse,
  renameDepartment,
} from './reference-editor.repository.js';
import { findDepartmentById } from './reference.repository.js';
import type { TLocalizedText } from '../../i18n/localized-text.js';

const MAX_COLLEGE_IMPORT_ROWS = 5000;

/** 'Computer Science' → 'computer-science'. */
function slugOf(name: string): string {
  return (
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'department'
  );
}

const DEPARTMENT_NAME_TAKEN = {
  en: 'There is a department with this name already.',
  ml: 'ഈ പേരിൽ ഒരു ഡിപ്പാർട്ട്മെന്റ് ഇതിനകം ഉണ്ട്.',
} as const;
const COURSE_TITLE_TAKEN = {
  en: 'This department has a course with this title already.',
  ml: 'ഈ ഡിപ്പാർട്ട്മെന്റിൽ ഈ പേരിൽ ഒരു കോഴ്‌സ് ഇതിനകം ഉണ്ട്.',
} as const;
const COLLEGE_LISTED = { en: 'This college is listed already.', ml: 'ഈ കോളേജ് ഇതിനകം ലിസ്റ്റിലുണ്ട്.' } as const;

export function createReferenceEditorService({
  db,
  clock,
  audit,
}: {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditService;
}) {
  async function listDepartments(): Promise<TAdminDepartment[]> {
    const [departments, courses] = await Promise.all([findDepartmentsWithCounts(db), findCoursesWithCounts(db)]);
    return departments.map((department) => ({
      id: department.id,
      slug: department.slug,
      name: department.name,
      students: Number(department.students ?? 0),
      courses: courses
        .filter((course) => course.departmentId === department.id)
        .map((course) => ({ id: course.id, title: course.title, students: Number(course.students ?? 0) })),
    }));
  }

  /**
   * One rename in one transaction: the record must be there, the new name must not be another
   * record's (409 with the field's message), and the change is audited with before and after.
   */
  async function renameRecord<TRecord extends Record<string, unknown>>(
    actorUserId: number,
    change: {
      entityType: 'department' | 'course' | 'college';
      id: number;
      field: 'name' | 'title';
      value: string;
      find: (trx: Kysely<Database>) => Promise<TRecord | undefined>;
      clash: (trx: Kysely<Database>, before: TRecord) => Promise<{ id: number } | undefined>;
      clashMessage: TLocalizedText;
      rename: (trx: Kysely<Database>) => Promise<unknown>;
    },
  ): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const before = await change.find(trx);
      if (!before) throw notFound(`${change.entityType[0]!.toUpperCase()}${change.entityType.slice(1)} not found`);
      const clash = await change.clash(trx, before);
      if (clash && clash.id !== change.id) throw invalidField(change.field, change.clashMessage, 'CONFLICT');
      await change.rename(trx);
      await audit.recordIn(trx, {
        actorUserId,
        action: `${change.entityType}.update`,
        entityType: change.entityType,
        entityId: change.id,
        before: { [change.field]: before[change.field] },
        after: { [change.field]: change.value },
      });
    });
  }

  async function addDepartment(actorUserId: number, name: string) {
    const slug = slugOf(name);
    await db.transaction().execute(async (trx) => {
      if (await findDepartmentBySlugOrName(trx, slug, name))
        throw invalidField('name', DEPARTMENT_NAME_TAKEN, 'CONFLICT');
      const id = await insertDepartment(trx, slug, name);
      await audit.recordIn(trx, {
        actorUserId,
        action: 'department.create',
        entityType: 'department',
        entityId: id,
        after: { slug, name },
      });
    });
    return listDepartments();
  }

  async function editDepartment(actorUserId: number, departmentId: number, name: string) {
    await renameRecord(actorUserId, {
      entityType: 'department',
      id: departmentId,
      field: 'name',
      value: name,
      find: (trx) => findDepartmentById(trx, departmentId),
      clash: (trx) => findDepartmentBySlugOrName(trx, '', name),
      clashMessage: DEPARTMENT_NAME_TAKEN,
      rename: (trx) => renameDepartment(trx, departmentId, name),
    });
    return listDepartments();
  }

  async function addCourse(actorUserId: number, departmentId: number, title: string) {
    await db.transaction().execute(async (trx) => {
      if (!(await findDepartmentById(trx, departmentId))) throw notFound('Department not found');
      if (await findCourseInDepartment(trx, departmentId, title))
        throw invalidField('title', COURSE_TITLE_TAKEN, 'CONFLICT');
      const id = await insertCourse(trx, departmentId, title);
      await audit.recordIn(trx, {
        actorUserId,
        action: 'course.create',
        entityType: 'course',
        entityId: id,
        after: { departmentId, title },
      });
    });
    return listDepartments();
  }

  async function editCourse(actorUserId: number, courseId: number, title: string) {
    await renameRecord(actorUserId, {
      entityType: 'course',
      id: courseId,
      field: 'title',
      value: title,
      find: (trx) => findCourseById(trx, courseId),
      clash: (trx, before) => findCourseInDepartment(trx, before.departmentId, title),
      clashMessage: COURSE_TITLE_TAKEN,
      rename: (trx) => renameCourse(trx, courseId, title),
    });
    return listDepartments();
  }

  async function listColleges(query: TAdminCollegeListQueryValues): Promise<TAdminCollegePage> {
    const q = query.q?.trim() || undefined;
    const page = readPageQuery(query);
    const [total, rows] = await Promise.all([countColleges(db, q), findCollegesWithCounts(db, q, page)]);
    return pageOf(
      rows.map((row) => ({ id: row.id, name: row.name, students: Number(row.students ?? 0) })),
      total,
      page,
    );
  }

  async function addCollege(actorUserId: number, name: string) {
    return db.transaction().execute(async (trx) => {
      if (await findCollegeByName(trx, name)) throw invalidField('name', COLLEGE_LISTED, 'CONFLICT');
      const id = await insertCollege(trx, name);
      await audit.recordIn(trx, {
        actorUserId,
        action: 'college.create',
        entityType: 'college',
        entityId: id,
        after: { name },
      });
      return { id, name, students: 0 };
    });
  }

  async function editCollege(actorUserId: number, collegeId: number, name: string) {
    await renameRecord(actorUserId, {
      entityType: 'college',
      id: collegeId,
      field: 'name',
      value: name,
      find: (trx) => findCollegeById(trx, collegeId),
      clash: (trx) => findCollegeByName(trx, name),
      clashMessage: COLLEGE_LISTED,
      rename: (trx) => renameCollege(trx, collegeId, name, clock()),
    });
    return { id: collegeId, name };
  }

  async function importColleges(
    actorUserId: number,
    { csv, importValidRows = false }: TCollegeImport,
  ): Promise<TImportReport> {
    let records: string[][];
    try {
      records = readCsv(csv);
    } catch (error) {
      if (error instanceof CsvError) {
        throw invalidField('csv', {
          en: `The file is not readable CSV: ${error.message}.`,
          ml: `ഈ ഫയൽ വായിക്കാവുന്ന CSV അല്ല: ${error.message}.`,
        });
      }
      throw error;
    }
    const [header, ...lines] = records;
    const nameIndex = header?.findIndex((cell) => cell.toLowerCase() === 'name') ?? -1;
    if (!header || nameIndex < 0) {
      throw invalidField('csv', {
        en: 'The first line must name the columns, one of them name.',
        ml: 'ആദ്യ വരിയിൽ കോളങ്ങളുടെ പേരുകൾ വേണം, അതിലൊന്ന് name.',
      });
    }
    if (lines.length === 0) {
      throw invalidField('csv', {
        en: 'The file has a header but no colleges.',
        ml: 'ഫയലിൽ തലക്കെട്ട് വരി മാത്രമേ ഉള്ളൂ; കോളേജുകളില്ല.',
      });
    }
    if (lines.length > MAX_COLLEGE_IMPORT_ROWS)
      throw invalidField(
        'csv',
        `The file has ${lines.length} lines; import at most ${MAX_COLLEGE_IMPORT_ROWS} at a time.`,
      );

    const rows: TImportRow[] = [];
    try {
      await db.transaction().execute(async (trx) => {
        const seen = new Map<string, number>();
        for (const [index, record] of lines.entries()) {
          const line = index + 2;
          const name = (record[nameIndex] ?? '').replace(/\s+/g, ' ').trim();
          const key = name.toLowerCase();
          if (name.length < 2 || name.length > 200) {
            rows.push({ line, label: name, outcome: 'refused', messages: ['A name has 2 to 200 characters.'] });
          } else if (seen.has(key)) {
            rows.push({ line, label: name, outcome: 'refused', messages: [`Repeats line ${seen.get(key)}.`] });
          } else if (await findCollegeByName(trx, name)) {
            seen.set(key, line);
            rows.push({ line, label: name, outcome: 'unchanged', messages: ['Listed already; nothing to do.'] });
          } else {
            seen.set(key, line);
            const id = await insertCollege(trx, name);
            await audit.recordIn(trx, {
              actorUserId,
              action: 'college.create',
              entityType: 'college',
              entityId: id,
              after: { name, importLine: line },
            });
            rows.push({ line, label: name, outcome: 'written', messages: ['Added.'] });
          }
        }
        if (rows.some((row) => row.outcome === 'refused') && !importValidRows) throw new ImportStopped();
      });
    } catch (error) {
      if (!(error instanceof ImportStopped)) throw error;
      markNotWritten(rows, 'written');
      return importReportOf(rows, { isStopped: true });
    }
    return importReportOf(rows, { isStopped: false });
  }

  async function listUnlistedColleges() {
    const rows = await findUnlistedCollegeNames(db);
    return rows.map((row) => ({ name: String(row.name ?? ''), students: Number(row.students) }));
  }

  /** Links every student who typed `name` to the listed college; answers how many were linked. */
  async function mapUnlistedCollege(actorUserId: number, name: string, collegeId: number) {
    return db.transaction().execute(async (trx) => {
      const college = await findCollegeById(trx, collegeId);
      if (!college) throw invalidField('collegeId', { en: 'No such college.', ml: 'ഇങ്ങനെയൊരു കോളേജ് ഇല്ല.' });
      const students = await linkTypedCollege(trx, name, college, clock());
      if (students === 0)
        throw new AppError('NOT_FOUND', {
          en: 'No student typed this college name (or they are linked already).',
          ml: 'ഒരു വിദ്യാർത്ഥിയും ഈ കോളേജ് പേര് ടൈപ്പ് ചെയ്തിട്ടില്ല (അല്ലെങ്കിൽ അവരെ ഇതിനകം ബന്ധിപ്പിച്ചു).',
        });
      await audit.recordIn(trx, {
        actorUserId,
        action: 'college.map-typed',
        entityType: 'college',
        entityId: collegeId,
        before: { typedName: name },
        after: { college: college.name, students },
      });
      return { students };
    });
  }

  return {
    listDepartments,
    addDepartment,
    editDepartment,
    addCourse,
    editCourse,
    listColleges,
    addCollege,
    editCollege,
    importColleges,
    listUnlistedColleges,
    mapUnlistedCollege,
  };
}

export type ReferenceEditorService = ReturnType<typeof createReferenceEditorService>;
