/**
 * Feedback on this engine: issues and ratings stored as sent, a screenshot attached once to one's
 * own issue (a disguised program refused, nothing stored), staff reading, filtering and closing,
 * and the file served to staff only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminFeedbackPage } from '@padanam/contract';
import { startStudentSession } from '../../database-helpers.js';
import { insertStudent } from '../../test/accounts.js';
import { callerOf, insertStaff, TINY_PNG, uploadForm, WINDOWS_PROGRAM } from '../../test/staff.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('feedback', () => {
  let testApp: TestApp;
  let teacher: { id: number; token: string };
  let student: { id: number; token: string };
  let other: { id: number; token: string };
  const call = callerOf(() => testApp.app);

  async function newStudent(name: string) {
    const { id } = await insertStudent(testApp.database.db, { name });
    return { id, token: await startStudentSession(testApp.database.db, id) };
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    teacher = await insertStaff(testApp.database.db, 'teacher');
    student = await newStudent('Feedback Student');
    other = await newStudent('Someone Else');
  });
  afterAll(() => testApp.close());

  it('stores an issue and a rating, and refuses what the forms would not send', async () => {
    const issue = await call('POST', '/api/feedback', student.token, {
      kind: 'issue',
      issueType: 'bug',
      description: '  The timer stops at 00:10.  ',
    });
    expect(issue.statusCode, issue.body).toBe(201);
    const rating = await call('POST', '/api/feedback', student.token, { kind: 'rating', rating: 4 });
    expect(rating.statusCode).toBe(201);
    const rows = await testApp.database.db
      .selectFrom('feedback')
      .select(['kind', 'issueType', 'description', 'rating'])
      .where('userId', '=', student.id)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { kind: 'issue', issueType: 'bug', description: 'The timer stops at 00:10.', rating: null },
      { kind: 'rating', issueType: null, description: '', rating: 4 },
    ]);
    for (const body of [
      { kind: 'rating', rating: 6 },
      { kind: 'issue', issueType: 'rant', description: 'x' },
      { kind: 'issue', issueType: 'bug', description: '   ' },
      { kind: 'issue', issueType: 'bug', description: 'x', userId: other.id },
    ]) {
      const refused = await call('POST', '/api/feedback', student.token, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call('POST', '/api/feedback', null, { kind: 'rating', rating: 3 })).statusCode).toBe(401);
  });

  it('takes one screenshot on your own issue, refuses a disguised program, and serves it to staff only', async () => {
    const { id } = (
      await call('POST', '/api/feedback', student.token, { kind: 'issue', issueType: 'ui', description: 'Tiny text' })
    ).json() as { id: number };
    const program = await call(
      'POST',
      `/api/feedback/${id}/file`,
      student.token,
      uploadForm(WINDOWS_PROGRAM, 'shot.png'),
    );
    expect(program.statusCode).toBe(415);
    expect(await testApp.database.db.selectFrom('storedFiles').select('id').execute()).toEqual([]);
    const notMine = await call('POST', `/api/feedback/${id}/file`, other.token, uploadForm(TINY_PNG, 'shot.png'));
    expect(notMine.statusCode).toBe(404);

    const attached = await call('POST', `/api/feedback/${id}/file`, student.token, uploadForm(TINY_PNG, 'shot.png'));
    expect(attached.statusCode, attached.body).toBe(200);
    const again = await call('POST', `/api/feedback/${id}/file`, student.token, uploadForm(TINY_PNG, 'shot.png'));
    expect(again.statusCode).toBe(409);
    expect(await testApp.database.db.selectFrom('storedFiles').select('id').execute()).toHaveLength(1);

    const file = await call('GET', `/api/admin/feedback/${id}/file`, teacher.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    expect(Buffer.from(file.rawPayload)).toEqual(Buffer.from(TINY_PNG));
    expect((await call('GET', `/api/admin/feedback/${id}/file`, student.token)).statusCode).toBe(403);
  });

  it('lets staff filter the inbox and close an item, audited', async () => {
    const open = (
      await call('GET', '/api/admin/feedback?kind=issue&state=open', teacher.token)
    ).json() as TAdminFeedbackPage;
    expect(open.total).toBe(2);
    expect(open.items[0]).toMatchObject({
      kind: 'issue',
      issueType: 'ui',
      hasAttachment: true,
      from: { name: 'Feedback Student' },
    });
    const bugs = (await call('GET', '/api/admin/feedback?issueType=bug', teacher.token)).json() as TAdminFeedbackPage;
    expect(bugs.items.map((item) => item.description)).toEqual(['The timer stops at 00:10.']);

    const closed = await call('PATCH', `/api/admin/feedback/${open.items[0]!.id}`, teacher.token, { isClosed: true });
    expect(closed.json()).toMatchObject({ closedAt: expect.any(Number) });
    const stillOpen = (await call('GET', '/api/admin/feedback?kind=issue&state=open', teacher.token)).json();
    expect((stillOpen as TAdminFeedbackPage).total).toBe(1);
    const audit = await testApp.database.db
      .selectFrom('auditLog')
      .select(['action', 'actorUserId'])
      .where('entityType', '=', 'feedback')
      .execute();
    expect(audit).toEqual([{ action: 'feedback.close', actorUserId: teacher.id }]);
    expect((await call('GET', '/api/admin/feedback', student.token)).statusCode).toBe(403);
  });
});
