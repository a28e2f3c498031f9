import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from '../../integrations/storage/local-file-storage.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import type { Database } from '../schema.js';
import { DEPARTMENTS } from './catalogue/departments.js';
import {
  DatabaseNotEmptyError,
  DEMO_ADMIN_PHONE,
  DEMO_COUNTRY_CODE,
  DEMO_STUDENT_PHONE,
  isDatabaseEmpty,
  seedDemoData,
  type SeedSummary,
} from './seed-demo-data.js';

const NOW = Date.UTC(2026, 6, 1, 4, 30);

function listFiles(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function readStart(storage: LocalFileStorage, key: string, length: number): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(key, { start: 0, end: length - 1 }))
    chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('latin1');
}

describe('seedDemoData', () => {
  let database: TestDatabase;
  let storage: LocalFileStorage;
  let storageRoot: string;
  let wasEmptyBefore: boolean;
  let summary: SeedSummary;

  const db = () => database.db;
  const countRows = async (table: keyof Database) =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    storageRoot = path.join(database.dataDir, 'files');
    storage = new LocalFileStorage(storageRoot);
    wasEmptyBefore = await isDatabaseEmpty(database.db);
    summary = await seedDemoData(database.db, storage, { now: NOW });
  });

  afterAll(async () => {
    await database.destroy();
  });

  it('sees the database as empty before and as seeded after', async () => {
    expect(wasEmptyBefore).toBe(true);
    expect(await isDatabaseEmpty(db())).toBe(false);
  });

  it('reports the rows it wrote', async () => {
    expect(summary).toEqual({
      departments: await countRows('departments'),
      courses: await countRows('courses'),
      colleges: await countRows('colleges'),
      papers: await countRows('papers'),
      modules: await countRows('modules'),
      notes: await countRows('notes'),
      audioClasses: await countRows('audioClasses'),
      videoClasses: await countRows('videoClasses'),
      quizzes: await countRows('quizzes'),
      questions: await countRows('questions'),
      announcements: await countRows('announcements'),
      enrollments: await countRows('enrollments'),
      users: await countRows('users'),
    });
    expect(summary.departments).toBe(DEPARTMENTS.length);
    expect(summary.colleges).toBeGreaterThanOrEqual(45);
    expect(summary.users).toBe(2);
    expect(await countRows('storedFiles')).toBe(summary.notes + summary.audioClasses);
  });

  it('stores the arts-and-science departments, each with its FYUGP honours programmes', async () => {
    const rows = await db()
      .selectFrom('departments')
      .innerJoin('courses', 'courses.departmentId', 'departments.id')
      .select(['departments.slug', 'courses.title'])
      .execute();
    const slugs = [...new Set(rows.map((row) => row.slug))].sort();
    expect(slugs).toEqual(DEPARTMENTS.map((department) => department.slug).sort());
    expect(slugs).toContain('computer-science');
    expect(slugs.some((slug) => slug.endsWith('-engineering'))).toBe(false);
    for (const row of rows) expect(row.title).toMatch(/^(BA|BSc|BCom) \(Honours\)/);
  });

  it('has at least three Major, Minor and Common papers and no MDC paper', async () => {
    const byType = await db()
      .selectFrom('papers')
      .select(['type', (eb) => eb.fn.countAll().as('count')])
      .groupBy('type')
      .execute();
    const count = (type: string) => Number(byType.find((row) => row.type === type)?.count ?? 0);
    expect(count('Major')).toBeGreaterThanOrEqual(3);
    expect(count('Minor')).toBeGreaterThanOrEqual(3);
    expect(count('Common')).toBeGreaterThanOrEqual(3);
    expect(count('MDC')).toBe(0);
  });

  it('gives every paper three to five modules numbered from 1, with only module 1 free to preview', async () => {
    const papers = await db().selectFrom('papers').select('id').execute();
    for (const paper of papers) {
      const modules = await db()
        .selectFrom('modules')
        .select(['number', 'isFreePreview'])
        .where('paperId', '=', paper.id)
        .orderBy('number')
        .execute();
      expect(modules.length).toBeGreaterThanOrEqual(3);
      expect(modules.length).toBeLessThanOrEqual(5);
      expect(modules.map((module) => module.number)).toEqual(modules.map((_, index) => index + 1));
      for (const module of modules) expect(module.isFreePreview).toBe(module.number === 1 ? 1 : 0);
    }
  });

  it('stores the summary lines the catalogue writes, and none for the other modules', async () => {
    const rows = await db().selectFrom('modules').select(['title', 'summaryLine']).execute();
    expect(rows.find((row) => row.title === 'Ecosystems')?.summaryLine).toBe(
      'How living things and their surroundings work as one system',
    );
    expect(rows.some((row) => row.summaryLine === null)).toBe(true);
  });

  it('gives every module a stored PDF note, a stored audio class and a video class', async () => {
    const modules = await db().selectFrom('modules').select('id').execute();
    for (const module of modules) {
      const notes = await db()
        .selectFrom('notes')
        .innerJoin('storedFiles', 'storedFiles.id', 'notes.fileId')
        .select([
          'storedFiles.storageKey',
          'storedFiles.sizeBytes',
          'storedFiles.contentType',
          'storedFiles.originalName',
        ])
        .where('notes.moduleId', '=', module.id)
        .execute();
      expect(notes).toHaveLength(1);
      const note = notes[0]!;
      expect(note.contentType).toBe('application/pdf');
      expect(note.originalName).toMatch(/-module-\d-notes\.pdf$/);
      expect(await storage.size(note.storageKey)).toBe(note.sizeBytes);

      const audio = await db()
        .selectFrom('audioClasses')
        .innerJoin('storedFiles', 'storedFiles.id', 'audioClasses.fileId')
        .select([
          'storedFiles.storageKey',
          'storedFiles.sizeBytes',
          'storedFiles.contentType',
          'audioClasses.durationSeconds',
        ])
        .where('audioClasses.moduleId', '=', module.id)
        .execute();
      expect(audio).toHaveLength(1);
      expect(audio[0]!.contentType).toBe('audio/wav');
      expect(audio[0]!.durationSeconds).toBe(3);
      expect(await storage.size(audio[0]!.storageKey)).toBe(audio[0]!.sizeBytes);

      const videos = await db().selectFrom('videoClasses').selectAll().where('moduleId', '=', module.id).execute();
      expect(videos).toHaveLength(1);
      expect(videos[0]!.tutorialUrl).toMatch(
        /^https:\/\/(?:www\.youtube\.com\/watch\?v=|youtu\.be\/)[A-Za-z0-9_-]{11}$/,
      );
      expect(videos[0]!.instructor).not.toBe('');
    }
  });

  it('stores real PDF and WAV bytes', async () => {
    const note = await db()
      .selectFrom('notes')
      .innerJoin('storedFiles', 'storedFiles.id', 'notes.fileId')
      .select('storedFiles.storageKey')
      .executeTakeFirstOrThrow();
    expect(await readStart(storage, note.storageKey, 5)).toBe('%PDF-');
    const noteBytes = await fs.promises.readFile(path.join(storageRoot, note.storageKey));
    expect((await PDFDocument.load(noteBytes)).getPageCount()).toBeGreaterThanOrEqual(3);
    const audio = await db()
      .selectFrom('audioClasses')
      .innerJoin('storedFiles', 'storedFiles.id', 'audioClasses.fileId')
      .select('storedFiles.storageKey')
      .executeTakeFirstOrThrow();
    const header = await readStart(storage, audio.storageKey, 12);
    expect(header.slice(0, 4)).toBe('RIFF');
    expect(header.slice(8, 12)).toBe('WAVE');
  });

  it('gives every module both mock tests with at least ten live, well-formed questions', async () => {
    const modules = await db().selectFrom('modules').select('id').execute();
    for (const module of modules) {
      const quizzes = await db()
        .selectFrom('quizzes')
        .selectAll()
        .where('moduleId', '=', module.id)
        .orderBy('category')
        .execute();
      expect(quizzes.map((quiz) => [quiz.category, quiz.title])).toEqual([
        ['special_exam', 'Special Exam'],
        ['weekly_challenge', 'Weekly Challenge'],
      ]);
      for (const quiz of quizzes) {
        expect(quiz.durationSeconds).toBe(2100);
        expect(quiz.maxMarks).toBeNull();
        const questions = await db()
          .selectFrom('questions')
          .selectAll()
          .where('quizId', '=', quiz.id)
          .orderBy('position')
          .execute();
        const live = questions.filter((question) => question.isDeleted === 0);
        expect(live.length).toBeGreaterThanOrEqual(10);
        expect(questions.length - live.length).toBe(quiz.category === 'weekly_challenge' ? 1 : 0);
        expect(questions.map((question) => question.position)).toEqual(questions.map((_, index) => index + 1));
        for (const question of live) {
          const options: unknown = JSON.parse(question.options);
          expect(
            Array.isArray(options) && options.length === 4 && options.every((option) => typeof option === 'string'),
          ).toBe(true);
          expect(question.correctOption).toBeGreaterThanOrEqual(0);
          expect(question.correctOption).toBeLessThan((options as string[]).length);
          expect(question.solution?.trim()).toBeTruthy();
        }
      }
    }
  });

  it('creates the demo student, enrolled only in the first Major, Minor and Common paper', async () => {
    const student = await db()
      .selectFrom('users')
      .selectAll()
      .where('countryCode', '=', DEMO_COUNTRY_CODE)
      .where('phone', '=', DEMO_STUDENT_PHONE)
      .executeTakeFirstOrThrow();
    expect(student).toMatchObject({
      name: 'Demo Student',
      email: 'student@padanam.test',
      semester: 3,
      role: 'student',
    });
    expect(
      await db().selectFrom('colleges').select('id').where('name', '=', student.collegeName).executeTakeFirst(),
    ).toBeDefined();
    const department = await db()
      .selectFrom('departments')
      .selectAll()
      .where('id', '=', student.departmentId!)
      .executeTakeFirstOrThrow();
    expect(department.slug).toBe('computer-science');
    const course = await db()
      .selectFrom('courses')
      .selectAll()
      .where('id', '=', student.courseId!)
      .executeTakeFirstOrThrow();
    expect(course.departmentId).toBe(department.id);

    const firstOfEachType = await db()
      .selectFrom('papers')
      .select(['type', (eb) => eb.fn.min('id').as('id')])
      .where('type', 'in', ['Major', 'Minor', 'Common'])
      .groupBy('type')
      .execute();
    const enrollments = await db().selectFrom('enrollments').selectAll().where('userId', '=', student.id).execute();
    expect(enrollments).toHaveLength(3);
    expect(enrollments.map((enrollment) => enrollment.paperId).sort((a, b) => a - b)).toEqual(
      firstOfEachType.map((row) => Number(row.id)).sort((a, b) => a - b),
    );
    for (const enrollment of enrollments) {
      expect(enrollment.orderId).toBeNull();
      expect(enrollment.createdAt).toBe(NOW);
      // Whole papers, from the demo seed, active.
      expect(enrollment).toMatchObject({ source: 'demo', moduleId: null, grantedByUserId: null, revokedAt: null });
    }
  });

  it('creates the admin', async () => {
    const admin = await db()
      .selectFrom('users')
      .selectAll()
      .where('countryCode', '=', DEMO_COUNTRY_CODE)
      .where('phone', '=', DEMO_ADMIN_PHONE)
      .executeTakeFirstOrThrow();
    expect(admin).toMatchObject({ name: 'Padanam Admin', email: 'admin@padanam.test', role: 'admin' });
    expect(await db().selectFrom('enrollments').select('id').where('userId', '=', admin.id).execute()).toHaveLength(0);
  });

  it('links the demo people to their listed college, so staff do not see it as one a student typed', async () => {
    const people = await db()
      .selectFrom('users')
      .innerJoin('colleges', 'colleges.id', 'users.collegeId')
      .select(['users.collegeName', 'colleges.name as listedName'])
      .execute();
    expect(people).toHaveLength(2);
    for (const person of people) expect(person.collegeName).toBe(person.listedName);
  });

  it('publishes notifications and upcoming events', async () => {
    const announcements = await db().selectFrom('announcements').selectAll().execute();
    expect(new Set(announcements.map((row) => row.kind))).toEqual(new Set(['exam', 'event', 'padanam']));
    expect(announcements.every((row) => row.audience === 'everyone')).toBe(true);
    expect(announcements.some((row) => row.hasRegistration === 1)).toBe(true);
    for (const row of announcements) {
      expect(row.publishedAt).toBeLessThanOrEqual(NOW);
      if (row.kind === 'event') expect(row.eventAt).toBeGreaterThan(NOW);
      else expect(row.eventAt).toBeNull();
    }
    expect(announcements.some((row) => row.kind === 'event')).toBe(true);
  });

  it('refuses to seed again and changes nothing', async () => {
    const tables: Array<keyof Database> = [
      'papers',
      'modules',
      'questions',
      'storedFiles',
      'users',
      'colleges',
      'departments',
    ];
    const before = await Promise.all(tables.map(countRows));
    const filesBefore = listFiles(storageRoot).length;

    await expect(seedDemoData(db(), storage, { now: NOW })).rejects.toBeInstanceOf(DatabaseNotEmptyError);

    expect(await Promise.all(tables.map(countRows))).toEqual(before);
    expect(listFiles(storageRoot)).toHaveLength(filesBefore);
  });
});
