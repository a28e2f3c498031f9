/**
 * Writes the planned demo as rows, in foreign-key order, inside the caller's transaction.
 */
import type { Kysely } from 'kysely';
import { PRIVACY_NOTICE_VERSION } from '@padanam/contract';
import { bumpCatalogueVersion } from '../catalogue-version.js';
import { writeQuestionOptions } from '../question-options.js';
import type { Database, PaperType } from '../schema.js';
import { ANNOUNCEMENTS } from './catalogue/announcements.js';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_PHONE,
  DEMO_COUNTRY_CODE,
  DEMO_STUDENT_COURSE,
  DEMO_STUDENT_DEPARTMENT,
  DEMO_STUDENT_EMAIL,
  DEMO_STUDENT_PHONE,
  DEMO_STUDENT_SEMESTER,
  PREFERRED_DEMO_COLLEGE,
} from './demo-accounts.js';
import { insertReferenceRows } from './insert-reference-rows.js';
import { DatabaseNotEmptyError, isDatabaseEmpty } from './is-database-empty.js';
import type { PlannedPaper } from './plan-demo-catalogue.js';

/** The demo student owns the first paper of each of these types, and nothing else. */
const ENROLLED_PAPER_TYPES: PaperType[] = ['Major', 'Minor', 'Common'];
// Small enough for SQLite's and PostgreSQL's bound-parameter limits with any of our tables.
const INSERT_BATCH_SIZE = 200;
const MINUTE_MS = 60_000;

/**
 * The demo's prices (the spec's plans): every paper ₹249 with ₹299 struck through, every module
 * past the free first one ₹69 on its own with ₹139 struck through. Staff change them in the console.
 */
export const DEMO_PRICES = {
  paperPaise: 24_900,
  paperListPaise: 29_900,
  modulePaise: 6_900,
  moduleListPaise: 13_900,
} as const;

export interface SeedSummary {
  departments: number;
  courses: number;
  /** Colleges added by this run. */
  colleges: number;
  papers: number;
  modules: number;
  notes: number;
  audioClasses: number;
  videoClasses: number;
  quizzes: number;
  /** Every question row, including the one retired question per Weekly Challenge. */
  questions: number;
  announcements: number;
  enrollments: number;
  users: number;
}

async function insertInBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH_SIZE)
    await insert(rows.slice(start, start + INSERT_BATCH_SIZE));
}

function lookup<K, V>(map: ReadonlyMap<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Seed bookkeeping lost track of ${what}: ${String(key)}`);
  return value;
}

/**
 * Writes every row. Ids come back through RETURNING together with a natural key, because
 * neither SQLite nor PostgreSQL promises that a multi-row RETURNING preserves VALUES order.
 */
export async function insertDemoRows(
  db: Kysely<Database>,
  papers: readonly PlannedPaper[],
  collegeNames: readonly string[],
  now: number,
): Promise<SeedSummary> {
  if (!(await isDatabaseEmpty(db))) throw new DatabaseNotEmptyError();

  const { departmentIds, courseIds, ...reference } = await insertReferenceRows(db, collegeNames);

  const paperRows = await db
    .insertInto('papers')
    .values(
      papers.map(({ content }, index) => ({
        type: content.type,
        title: content.title,
        language: content.language,
        description: content.description,
        pricePaise: DEMO_PRICES.paperPaise,
        listPricePaise: DEMO_PRICES.paperListPaise,
        rating: content.rating,
        imageUrl: null,
        // One minute apart in catalogue order, so "oldest first" is the order authored here.
        createdAt: now - (papers.length - index) * MINUTE_MS,
      })),
    )
    .returning(['id', 'title'])
    .execute();
  const paperIds = new Map(paperRows.map((row) => [row.title, row.id]));

  const modulesWithPaper = papers.flatMap((paper) =>
    paper.modules.map((module) => ({ paperId: lookup(paperIds, paper.content.title, 'paper'), module })),
  );
  const moduleRows = await db
    .insertInto('modules')
    .values(
      modulesWithPaper.map(({ paperId, module }) => ({
        paperId,
        number: module.number,
        title: module.content.title,
        description: module.content.description,
        summaryLine: module.content.summaryLine ?? null,
        duration: module.content.duration,
        isFreePreview: module.number === 1 ? 1 : 0,
        pricePaise: module.number === 1 ? null : DEMO_PRICES.modulePaise,
        listPricePaise: module.number === 1 ? null : DEMO_PRICES.moduleListPaise,
        thumbnailUrl: null,
      })),
    )
    .returning(['id', 'paperId', 'number'])
    .execute();
  const moduleIds = new Map(moduleRows.map((row) => [`${row.paperId}:${row.number}`, row.id]));
  const storedModules = modulesWithPaper.map(({ paperId, module }) => ({
    moduleId: lookup(moduleIds, `${paperId}:${module.number}`, 'module'),
    module,
  }));

  const files = storedModules.flatMap(({ module }) => [module.note, module.audio]);
  const fileIds = new Map<string, number>();
  await insertInBatches(files, async (batch) => {
    const rows = await db
      .insertInto('storedFiles')
      .values(
        batch.map((file) => ({
          storageKey: file.storageKey,
          originalName: file.originalName,
          contentType: file.contentType,
          sizeBytes: file.bytes.byteLength,
          createdAt: now,
        })),
      )
      .returning(['id', 'storageKey'])
      .execute();
    for (const row of rows) fileIds.set(row.storageKey, row.id);
  });

  await db
    .insertInto('notes')
    .values(
      storedModules.map(({ moduleId, module }) => ({
        moduleId,
        title: `${module.content.title}: study notes`,
        description: `Printable notes for Module ${module.number}: an overview, the key terms and worked explanations.`,
        fileId: lookup(fileIds, module.note.storageKey, 'note file'),
        position: 1,
      })),
    )
    .execute();

  await db
    .insertInto('audioClasses')
    .values(
      storedModules.map(({ moduleId, module }) => ({
        moduleId,
        title: `Audio class: ${module.content.title}`,
        description: `Audio companion to Module ${module.number}. In the demo this is a short synthesised tone sequence standing in for a recorded class.`,
        fileId: lookup(fileIds, module.audio.storageKey, 'audio file'),
        durationSeconds: module.audio.durationSeconds,
        position: 1,
      })),
    )
    .execute();

  await db
    .insertInto('videoClasses')
    .values(
      storedModules.map(({ moduleId, module }) => ({
        moduleId,
        title: module.content.video.title,
        description: `Recommended lecture for Module ${module.number}, ${module.content.title}, by ${module.content.video.instructor}.`,
        tutorialUrl: module.content.video.url,
        instructor: module.content.video.instructor,
        duration: module.content.video.duration,
        thumbnailUrl: null,
        position: 1,
      })),
    )
    .execute();

  const quizRows = await db
    .insertInto('quizzes')
    .values(
      storedModules.flatMap(({ moduleId, module }) =>
        module.quizzes.map((quiz) => ({
          moduleId,
          category: quiz.category,
          title: quiz.title,
          durationSeconds: quiz.durationSeconds,
          maxMarks: quiz.maxMarks,
        })),
      ),
    )
    .returning(['id', 'moduleId', 'category'])
    .execute();
  const quizIds = new Map(quizRows.map((row) => [`${row.moduleId}:${row.category}`, row.id]));

  const questionValues = storedModules.flatMap(({ moduleId, module }) =>
    module.quizzes.flatMap((quiz) => {
      const quizId = lookup(quizIds, `${moduleId}:${quiz.category}`, 'quiz');
      return quiz.questions.map((question, index) => ({
        quizId,
        position: index + 1,
        text: question.text,
        options: writeQuestionOptions(question.options),
        correctOption: question.correctOption,
        solution: question.solution,
        isDeleted: question.isDeleted ? 1 : 0,
      }));
    }),
  );
  await insertInBatches(questionValues, (batch) => db.insertInto('questions').values(batch).execute());

  await db
    .insertInto('announcements')
    .values(
      ANNOUNCEMENTS.map((announcement) => ({
        kind: announcement.kind,
        title: announcement.title,
        content: announcement.content,
        location: announcement.location ?? null,
        audience: 'everyone' as const,
        departmentId: null,
        semester: null,
        paperId: null,
        hasRegistration: announcement.hasRegistration ? 1 : 0,
        publishedAt: now + announcement.publishedOffsetMs,
        eventAt: announcement.eventOffsetMs === null ? null : now + announcement.eventOffsetMs,
        createdByUserId: null,
        createdAt: now + announcement.publishedOffsetMs,
        updatedAt: now + announcement.publishedOffsetMs,
        archivedAt: null,
      })),
    )
    .execute();

  const studentDepartmentId = lookup(departmentIds, DEMO_STUDENT_DEPARTMENT, 'department');
  const demoCollege =
    collegeNames.find((name) => name.toLowerCase() === PREFERRED_DEMO_COLLEGE.toLowerCase()) ?? collegeNames[0];
  if (!demoCollege) throw new Error('Cannot seed the demo student: the college list is empty');
  // The demo people are at a listed college, linked to it as a signup from the list would be.
  const demoCollegeId = (
    await db.selectFrom('colleges').select('id').where('name', '=', demoCollege).executeTakeFirstOrThrow()
  ).id;
  const userRows = await db
    .insertInto('users')
    .values([
      {
        name: 'Demo Student',
        countryCode: DEMO_COUNTRY_CODE,
        phone: DEMO_STUDENT_PHONE,
        email: DEMO_STUDENT_EMAIL,
        collegeName: demoCollege,
        collegeId: demoCollegeId,
        departmentId: studentDepartmentId,
        courseId: lookup(courseIds, `${studentDepartmentId}:${DEMO_STUDENT_COURSE}`, 'course'),
        semester: DEMO_STUDENT_SEMESTER,
        role: 'student',
        profileImageUrl: null,
        createdAt: now,
        updatedAt: now,
      },
      {
        name: 'Padanam Admin',
        countryCode: DEMO_COUNTRY_CODE,
        phone: DEMO_ADMIN_PHONE,
        email: DEMO_ADMIN_EMAIL,
        collegeName: demoCollege,
        collegeId: demoCollegeId,
        departmentId: null,
        courseId: null,
        semester: null,
        role: 'admin',
        profileImageUrl: null,
        createdAt: now,
        updatedAt: now,
      },
    ])
    .returning(['id', 'email'])
    .execute();
  const studentId = lookup(new Map(userRows.map((row) => [row.email, row.id])), DEMO_STUDENT_EMAIL, 'user');
  // The demo people open the app without the notice screen: their agreement is marked as the
  // seed's ('demo_seed'), not as a person's, and they choose no optional purpose.
  await db
    .insertInto('consentRecords')
    .values(
      userRows.map((row) => ({
        userId: row.id,
        purpose: 'notice' as const,
        given: 1,
        noticeVersion: PRIVACY_NOTICE_VERSION,
        how: 'demo_seed' as const,
        createdAt: now,
      })),
    )
    .execute();

  const enrolledPapers = ENROLLED_PAPER_TYPES.map((type) => {
    const first = papers.find((paper) => paper.content.type === type);
    if (!first) throw new Error(`The demo catalogue has no ${type} paper to enrol the demo student in`);
    return lookup(paperIds, first.content.title, 'paper');
  });
  await db
    .insertInto('enrollments')
    .values(enrolledPapers.map((paperId) => ({ userId: studentId, paperId, source: 'demo' as const, createdAt: now })))
    .execute();

  // The catalogue changed: every server's cached catalogue replies are now out of date.
  await bumpCatalogueVersion(db);

  return {
    departments: reference.departments,
    courses: reference.courses,
    colleges: reference.colleges,
    papers: paperRows.length,
    modules: moduleRows.length,
    notes: storedModules.length,
    audioClasses: storedModules.length,
    videoClasses: storedModules.length,
    quizzes: quizRows.length,
    questions: questionValues.length,
    announcements: ANNOUNCEMENTS.length,
    enrollments: enrolledPapers.length,
    users: userRows.length,
  };
}
