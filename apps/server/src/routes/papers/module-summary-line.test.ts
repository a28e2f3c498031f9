/**
 * A module's summary line on this engine: staff (teachers and admins) write it in the module
 * editor, trimmed, one line, at most 160 characters, empty meaning none; students cannot write
 * it; the student's module reply shows it, or the module's title when there is none; every
 * change is in the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULE_SUMMARY_LINE_MAX } from '@padanam/contract';
import { startStudentSession } from '../../database-helpers.js';
import { insertStudent } from '../../test/accounts.js';
import { callerOf, insertStaff } from '../../test/staff.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('a module summary line', () => {
  let testApp: TestApp;
  let admin: { id: number; token: string };
  let teacher: { id: number; token: string };
  let student: { id: number; token: string };
  let paperId: number;

  const call = callerOf(() => testApp.app);

  async function addModule(title: string, extra: Record<string, unknown> = {}) {
    const response = await call('POST', `/api/admin/papers/${paperId}/modules`, teacher.token, {
      title,
      description: 'A module',
      duration: null,
      isFreePreview: false,
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; summaryLine: string | null };
  }

  const studentSees = async (moduleId: number) => {
    const response = await call('GET', `/api/modules/${moduleId}`, student.token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().summaryLine as string;
  };

  const storedLine = async (moduleId: number) =>
    (
      await testApp.database.db
        .selectFrom('modules')
        .select('summaryLine')
        .where('id', '=', moduleId)
        .executeTakeFirstOrThrow()
    ).summaryLine;

  beforeAll(async () => {
    testApp = await createTestApp();
    const db = testApp.database.db;
    admin = await insertStaff(db, 'admin');
    teacher = await insertStaff(db, 'teacher');
    const { id } = await insertStudent(db, { name: 'Student S' });
    student = { id, token: await startStudentSession(db, id) };
    const paper = await call('POST', '/api/admin/papers', admin.token, {
      type: 'Minor',
      title: 'Plant Science',
      language: 'English',
      description: '',
      pricePaise: 24900,
      listPricePaise: null,
    });
    expect(paper.statusCode, paper.body).toBe(201);
    paperId = paper.json().id;
    const published = await call('PATCH', `/api/admin/papers/${paperId}`, admin.token, { status: 'published' });
    expect(published.statusCode, published.body).toBe(200);
  });
  afterAll(() => testApp.close());

  it('shows students the module title when staff wrote none', async () => {
    const module = await addModule('Plant Anatomy');
    expect(module.summaryLine).toBeNull();
    expect(await storedLine(module.id)).toBeNull();
    expect(await studentSees(module.id)).toBe('Plant Anatomy');
  });

  it('takes the line a teacher writes, trimmed, and shows it to students in place of the title', async () => {
    const module = await addModule('Photosynthesis', { summaryLine: '  How leaves turn light into sugar  ' });
    expect(module.summaryLine).toBe('How leaves turn light into sugar');
    expect(await studentSees(module.id)).toBe('How leaves turn light into sugar');

    const edited = await call('PATCH', `/api/admin/modules/${module.id}`, teacher.token, {
      summaryLine: 'Light, water and carbon dioxide into sugar',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().summaryLine).toBe('Light, water and carbon dioxide into sugar');
    expect(await studentSees(module.id)).toBe('Light, water and carbon dioxide into sugar');

    // The console reads it back as written, in the module and in the paper's list.
    const details = await call('GET', `/api/admin/modules/${module.id}`, admin.token);
    expect(details.json().module.summaryLine).toBe('Light, water and carbon dioxide into sugar');
    const list = await call('GET', `/api/admin/papers/${paperId}/modules`, teacher.token);
    const listed = list.json().modules.find((entry: { id: number }) => entry.id === module.id);
    expect(listed.summaryLine).toBe('Light, water and carbon dioxide into sugar');
  });

  it('clears the line when staff send it empty, blank or null, and the title shows again', async () => {
    const module = await addModule('Plant Hormones', { summaryLine: 'What makes a shoot grow towards light' });
    for (const cleared of ['', '    ', null]) {
      await call('PATCH', `/api/admin/modules/${module.id}`, admin.token, { summaryLine: 'Set again' });
      const response = await call('PATCH', `/api/admin/modules/${module.id}`, admin.token, { summaryLine: cleared });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().summaryLine, JSON.stringify(cleared)).toBeNull();
      expect(await storedLine(module.id)).toBeNull();
      expect(await studentSees(module.id)).toBe('Plant Hormones');
    }
  });

  it('leaves the line alone when an edit does not mention it', async () => {
    const module = await addModule('Plant Cells', { summaryLine: 'The cell wall, and what it is for' });
    const renamed = await call('PATCH', `/api/admin/modules/${module.id}`, teacher.token, { title: 'Plant Cells II' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().summaryLine).toBe('The cell wall, and what it is for');
    expect(await studentSees(module.id)).toBe('The cell wall, and what it is for');
  });

  it('refuses a line too long, on several lines, or not text, with a message beside the field, and writes nothing', async () => {
    const module = await addModule('Plant Tissues', { summaryLine: 'Meristems and what they become' });
    const refused = [
      'x'.repeat(MODULE_SUMMARY_LINE_MAX + 1),
      'First line\nsecond line',
      'Tab\tinside',
      'Nul\u0000inside',
      42,
      ['a list'],
    ];
    for (const summaryLine of refused) {
      const response = await call('PATCH', `/api/admin/modules/${module.id}`, teacher.token, { summaryLine });
      expect(response.statusCode, JSON.stringify(summaryLine)).toBe(400);
      const { error } = response.json();
      expect(error.code).toBeTypeOf('string');
      expect(error.message).toBeTypeOf('string');
      expect(Object.keys(error.fields)).toEqual(['summaryLine']);
    }
    const tooLong = await call('POST', `/api/admin/papers/${paperId}/modules`, teacher.token, {
      title: 'Too long',
      description: '',
      duration: null,
      isFreePreview: false,
      summaryLine: 'y'.repeat(MODULE_SUMMARY_LINE_MAX + 1),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields.summaryLine).toBe(`must be at most ${MODULE_SUMMARY_LINE_MAX} characters`);
    expect(await storedLine(module.id)).toBe('Meristems and what they become');

    const longest = 'z'.repeat(MODULE_SUMMARY_LINE_MAX);
    const accepted = await call('PATCH', `/api/admin/modules/${module.id}`, teacher.token, { summaryLine: longest });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await studentSees(module.id)).toBe(longest);
  });

  it('is not for students: the module editor answers 403 and the line stays as it was', async () => {
    const module = await addModule('Plant Nutrition', { summaryLine: 'Minerals from the soil' });
    const response = await call('PATCH', `/api/admin/modules/${module.id}`, student.token, {
      summaryLine: 'Written by a student',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBeTypeOf('string');
    expect((await call('PATCH', `/api/admin/modules/${module.id}`, null, { summaryLine: 'Anyone' })).statusCode).toBe(
      401,
    );
    expect(await storedLine(module.id)).toBe('Minerals from the soil');
    expect(await studentSees(module.id)).toBe('Minerals from the soil');
  });

  it('records each change in the audit log with the line before and after', async () => {
    const module = await addModule('Plant Movements', { summaryLine: 'Tropisms' });
    await call('PATCH', `/api/admin/modules/${module.id}`, teacher.token, {
      summaryLine: 'Tropisms and nastic movements',
    });
    const log = await call('GET', `/api/admin/audit-log?entityType=module&entityId=${module.id}`, admin.token);
    expect(log.statusCode, log.body).toBe(200);
    const entries = log.json().items as { action: string; actorUserId: number; before: unknown; after: unknown }[];
    expect(entries.map((entry) => entry.action)).toEqual(['module.update', 'module.create']);
    expect(entries[0]).toMatchObject({
      actorUserId: teacher.id,
      before: { summaryLine: 'Tropisms' },
      after: { summaryLine: 'Tropisms and nastic movements' },
    });
    expect(entries[1]).toMatchObject({ after: { summaryLine: 'Tropisms' } });
  });
});
