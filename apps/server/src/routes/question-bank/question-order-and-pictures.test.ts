/**
 * The question bank's order and pictures on this engine: a new order is a new revision (a
 * student mid-test keeps the order they saw, the next one gets the new order); a bad order is
 * refused with nothing changed; a question's picture is uploaded here and reaches the student's
 * test and answer key; a picture from elsewhere, or one not stored here, is refused in the
 * editor and reported in an import; a question file may come as a multipart upload.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminQuestionList, TImportReport } from '@padanam/contract';
import { startStudentSession } from '../../database-helpers.js';
import { insertStudent } from '../../test/accounts.js';
import { callerOf, insertStaff, TINY_PNG, uploadForm, WINDOWS_PROGRAM } from '../../test/staff.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

interface OpenAttempt {
  id: number;
  questions: { id: number; text: string; imageUrl: string | null }[];
}

describe('question order and pictures', () => {
  let now = Date.UTC(2026, 10, 26, 4, 30);
  /** Past the quiz cache's few seconds, after which every server process sees a change. */
  const waitForCaches = () => {
    now += 11_000;
  };
  let testApp: TestApp;
  let teacher: string;
  let moduleId: number;
  const call = callerOf(() => testApp.app);
  const listUrl = () => `/api/admin/modules/${moduleId}/questions?category=weekly_challenge`;
  const orderUrl = () => `/api/admin/modules/${moduleId}/questions/order?category=weekly_challenge`;
  const list = async () => (await call('GET', listUrl(), teacher)).json() as TAdminQuestionList;
  const newStudent = async (name: string) =>
    startStudentSession(testApp.database.db, (await insertStudent(testApp.database.db, { name })).id, now);
  const start = async (token: string) => {
    const reply = await call('POST', '/api/attempts', token, { moduleId, category: 'weekly_challenge' });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json() as OpenAttempt;
  };
  const uploadPicture = async () => {
    const reply = await call('POST', '/api/admin/questions/pictures', teacher, uploadForm(TINY_PNG, 'circuit.png'));
    expect(reply.statusCode, reply.body).toBe(201);
    return (reply.json() as { imageUrl: string }).imageUrl;
  };

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true, clock: () => now });
    const db = testApp.database.db;
    teacher = (await insertStaff(db, 'teacher', now)).token;
    moduleId = (
      await db.selectFrom('modules').select('id').where('isFreePreview', '=', 1).orderBy('id').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => testApp.close());

  it('puts the questions in a new order for students who start afterwards only', async () => {
    const early = await newStudent('Early');
    const before = await list();
    const seenEarly = await start(early);
    expect(seenEarly.questions.map((entry) => entry.text)).toEqual(before.questions.map((entry) => entry.text));

    const reversed = [...before.questions].reverse();
    const reply = await call('PUT', orderUrl(), teacher, { questionIds: reversed.map((entry) => entry.id) });
    expect(reply.statusCode, reply.body).toBe(200);
    const after = reply.json() as TAdminQuestionList;
    expect(after.revision).toBe(before.revision + 1);
    expect(after.questions.map((entry) => entry.text)).toEqual(reversed.map((entry) => entry.text));
    expect(after.questions.map((entry) => entry.number)).toEqual(before.questions.map((entry) => entry.number));

    waitForCaches();
    // The student mid-test keeps the order they started with; the next one gets the new order.
    expect((await start(early)).questions.map((entry) => entry.id)).toEqual(
      seenEarly.questions.map((entry) => entry.id),
    );
    const later = await start(await newStudent('Later'));
    expect(later.questions.map((entry) => entry.text)).toEqual(reversed.map((entry) => entry.text));

    const audit = await testApp.database.db
      .selectFrom('auditLog')
      .select(['action', 'entityType'])
      .where('action', '=', 'question.reorder')
      .execute();
    expect(audit).toEqual([{ action: 'question.reorder', entityType: 'test' }]);
  });

  it('refuses an order that leaves a question out, repeats one or names another test’s, changing nothing', async () => {
    const before = await list();
    const ids = before.questions.map((entry) => entry.id);
    const otherTest = await testApp.database.db
      .selectFrom('questions')
      .innerJoin('quizzes', 'quizzes.id', 'questions.quizId')
      .select('questions.id')
      .where('quizzes.moduleId', '!=', moduleId)
      .executeTakeFirstOrThrow();
    for (const questionIds of [ids.slice(1), [ids[0]!, ...ids.slice(0, -1)], [otherTest.id, ...ids.slice(1)], []]) {
      const reply = await call('PUT', orderUrl(), teacher, { questionIds });
      expect(reply.statusCode, JSON.stringify(questionIds)).toBe(400);
      expect(reply.json().error.fields).toHaveProperty('questionIds');
    }
    expect(await list()).toEqual(before);
  });

  it('stores a question’s picture and shows it in the student’s test and answer key', async () => {
    const imageUrl = await uploadPicture();
    expect(imageUrl).toMatch(/^\/api\/pictures\/[0-9a-f-]{36}\.png$/);
    const picture = await testApp.app.inject({ method: 'GET', url: imageUrl });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');

    const added = await call('POST', listUrl(), teacher, {
      text: 'What does the circuit in the picture compute?',
      options: ['AND', 'OR'],
      correctOption: 0,
      solution: null,
      imageUrl,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect((added.json() as TAdminQuestionList).questions.at(-1)).toMatchObject({ imageUrl });

    waitForCaches();
    const student = await newStudent('Picture');
    const attempt = await start(student);
    expect(attempt.questions.at(-1)).toMatchObject({ imageUrl });
    expect(attempt.questions.at(0)).toMatchObject({ imageUrl: null });
    expect((await call('POST', `/api/attempts/${attempt.id}/submit`, student, {})).statusCode).toBe(200);
    const review = await call('GET', `/api/attempts/${attempt.id}/review`, student);
    expect(review.statusCode, review.body).toBe(200);
    expect((review.json() as { questions: { imageUrl: string | null }[] }).questions.at(-1)).toMatchObject({
      imageUrl,
    });
  });

  it('refuses a picture from another site or one not stored here, and a file that is not a picture', async () => {
    const before = await list();
    for (const imageUrl of [
      'https://example.org/circuit.png',
      '/api/pictures/0b6f1e0e-8f55-4c2b-9a8e-3f1c2d4b5a69.png',
      'javascript:alert(1)',
    ]) {
      const reply = await call('POST', listUrl(), teacher, {
        text: 'Picture?',
        options: ['a', 'b'],
        correctOption: 0,
        solution: null,
        imageUrl,
      });
      expect(reply.statusCode, imageUrl).toBe(400);
      expect(reply.json().error.fields, imageUrl).toHaveProperty('imageUrl');
    }
    expect(await list()).toEqual(before);
    const program = await call(
      'POST',
      '/api/admin/questions/pictures',
      teacher,
      uploadForm(WINDOWS_PROGRAM, 'circuit.png'),
    );
    expect(program.statusCode).toBe(415);
    const student = await newStudent('Not staff');
    expect(
      (await call('POST', '/api/admin/questions/pictures', student, uploadForm(TINY_PNG, 'x.png'))).statusCode,
    ).toBe(403);
  });

  it('imports a CSV picture stored here, reports one that is not, and exports the address', async () => {
    const imageUrl = await uploadPicture();
    const text =
      'question,option1,option2,answer,solution,image_url\n' +
      `Stored picture?,Yes,No,1,,${imageUrl}\n` +
      'Missing picture?,Yes,No,1,,/api/pictures/0b6f1e0e-8f55-4c2b-9a8e-3f1c2d4b5a69.png\n';
    const reply = await call('POST', '/api/admin/questions/import?dryRun=true', teacher, {
      moduleId,
      category: 'weekly_challenge',
      format: 'csv',
      text,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const report = reply.json() as TImportReport;
    expect(report.rows.map((row) => [row.line, row.outcome])).toEqual([
      [2, 'valid'],
      [3, 'refused'],
    ]);
    expect(report.rows[1]!.messages[0]).toMatch(/is not on Padanam/);

    const written = await call('POST', '/api/admin/questions/import?dryRun=false', teacher, {
      moduleId,
      category: 'weekly_challenge',
      format: 'csv',
      text,
      importValidRows: true,
    });
    expect((written.json() as TImportReport).counts.written).toBe(1);
    const exported = await call(
      'GET',
      `/api/admin/modules/${moduleId}/questions/export?category=weekly_challenge&format=csv`,
      teacher,
    );
    expect(exported.body).toContain(`Stored picture?,Yes,No,,,,,1,,${imageUrl}`);
  });

  it('takes the question file as a multipart upload, checked like the JSON form', async () => {
    const gift = '::Capital:: ഇന്ത്യയുടെ തലസ്ഥാനം? {=ന്യൂ ഡൽഹി ~മുംബൈ ~ചെന്നൈ}\n\nBroken {=a ~b\n';
    const form = (bytes: Uint8Array, fields: Record<string, string>) => uploadForm(bytes, 'questions.gift.txt', fields);
    const fields = { moduleId: String(moduleId), category: 'weekly_challenge', format: 'gift' };
    const reply = await call(
      'POST',
      '/api/admin/questions/import?dryRun=true',
      teacher,
      form(new TextEncoder().encode(gift), fields),
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const report = reply.json() as TImportReport;
    expect(report).toMatchObject({ dryRun: true, counts: { valid: 1, refused: 1, written: 0 } });
    expect(report.rows[0]).toMatchObject({ line: 1, label: 'Capital', outcome: 'valid' });

    const notUtf8 = await call(
      'POST',
      '/api/admin/questions/import?dryRun=true',
      teacher,
      form(Uint8Array.from([0x51, 0xe9, 0x3f, 0x20, 0x7b, 0x3d, 0x61, 0x7d]), fields),
    );
    expect(notUtf8.statusCode).toBe(400);
    expect(notUtf8.json().error.fields.file).toMatch(/UTF-8/);
    for (const bad of [
      { ...fields, moduleId: 'abc' },
      { ...fields, format: 'xml' },
      { ...fields, planted: 'yes' },
      { category: 'weekly_challenge', format: 'gift' },
    ]) {
      const refused = await call(
        'POST',
        '/api/admin/questions/import?dryRun=false',
        teacher,
        form(new TextEncoder().encode(gift), bad),
      );
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const importWithValidRows = await call(
      'POST',
      '/api/admin/questions/import?dryRun=false',
      teacher,
      form(new TextEncoder().encode(gift), { ...fields, importValidRows: 'true' }),
    );
    expect((importWithValidRows.json() as TImportReport).counts.written).toBe(1);
    expect((await list()).questions.at(-1)?.text).toBe('ഇന്ത്യയുടെ തലസ്ഥാനം?');
  });
});
