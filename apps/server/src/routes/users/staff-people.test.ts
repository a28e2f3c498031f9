/**
 * The console's people on this engine: search, a person's enrollments and results, enrolling
 * by hand and revoking (access follows at once; a revoked enrollment stays as history), class
 * imports from CSV with a report per line, roles that only an admin grants, and emails that only
 * an admin sets (one account an address, even when requests race).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminEnrollment, TImportReport } from '@padanam/contract';
import { startStudentSession } from '../../database-helpers.js';
import { DEMO_STUDENT_PHONE } from '../../db/seed/seed-demo-data.js';
import { NOT_WRITTEN_MESSAGE } from '../../lib/import-report.js';
import { insertStudent } from '../../test/accounts.js';
import { callerOf, insertStaff } from '../../test/staff.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('the staff console: people and enrollments', () => {
  let testApp: TestApp;
  let admin: { id: number; token: string };
  let teacher: { id: number; token: string };
  let paperId: number;
  let lockedModuleId: number;

  const call = callerOf(() => testApp.app);

  async function newStudent(name: string, phone?: string) {
    const db = testApp.database.db;
    const student = await insertStudent(db, { name, phone });
    return { ...student, token: await startStudentSession(db, student.id) };
  }

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true });
    const db = testApp.database.db;
    admin = await insertStaff(db, 'admin');
    teacher = await insertStaff(db, 'teacher');
    const locked = await db
      .selectFrom('modules')
      .select(['id', 'paperId'])
      .where('isFreePreview', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    paperId = locked.paperId;
    lockedModuleId = locked.id;
  });
  afterAll(() => testApp.close());

  it('finds people by name, phone or college, and shows one with enrollments and results', async () => {
    const byPhone = await call('GET', `/api/admin/users?q=${DEMO_STUDENT_PHONE.slice(-6)}`, teacher.token);
    expect(byPhone.statusCode).toBe(200);
    const [demo] = byPhone.json().items;
    expect(demo.phone).toBe(DEMO_STUDENT_PHONE);
    const byCollege = await call(
      'GET',
      '/api/admin/users?q=university%20college&role=student&pageSize=100',
      teacher.token,
    );
    expect(byCollege.json().items.length).toBeGreaterThan(0);
    expect(
      byCollege.json().items.every((person: { collegeName: string }) => /university college/i.test(person.collegeName)),
    ).toBe(true);
    const details = await call('GET', `/api/admin/users/${demo.id}`, teacher.token);
    expect(details.statusCode).toBe(200);
    expect(details.json().enrollments.length).toBeGreaterThan(0);
    expect(details.json().user).toMatchObject({ id: demo.id, role: 'student' });
    expect((await call('GET', '/api/admin/users/2147483647', teacher.token)).statusCode).toBe(404);
  });

  it('enrolls by hand, which opens the module at once, and revokes, which closes it and keeps the row', async () => {
    const student = await newStudent('Scholarship Student');
    const noteOf = () => call('GET', `/api/modules/${lockedModuleId}/notes`, student.token);
    expect((await noteOf()).json().notes[0].fileUrl).toBeNull();

    expect(
      (await call('POST', `/api/admin/users/${student.id}/enrollments`, teacher.token, { paperId })).statusCode,
    ).toBe(403);
    const granted = await call('POST', `/api/admin/users/${student.id}/enrollments`, admin.token, { paperId });
    expect(granted.statusCode, granted.body).toBe(201);
    const [enrollment] = granted.json().enrollments as TAdminEnrollment[];
    expect(enrollment).toMatchObject({
      paperId,
      moduleId: null,
      source: 'staff',
      grantedByName: 'A admin',
      revokedAt: null,
    });
    expect((await noteOf()).json().notes[0].fileUrl).not.toBeNull();

    const again = await call('POST', `/api/admin/users/${student.id}/enrollments`, admin.token, { paperId });
    expect(again.statusCode).toBe(409);
    const wrongModule = await call('POST', `/api/admin/users/${student.id}/enrollments`, admin.token, {
      paperId,
      moduleId: 2_147_483_647,
    });
    expect(wrongModule.statusCode).toBe(400);
    expect(wrongModule.json().error.fields).toEqual({ moduleId: 'No such module in this paper.' });

    const revoked = await call('DELETE', `/api/admin/users/${student.id}/enrollments/${enrollment!.id}`, admin.token);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().enrollments[0].revokedAt).toEqual(expect.any(Number));
    expect((await noteOf()).json().notes[0].fileUrl).toBeNull();
    expect(
      (await call('DELETE', `/api/admin/users/${student.id}/enrollments/${enrollment!.id}`, admin.token)).statusCode,
    ).toBe(409);
    const other = await newStudent('Someone Else');
    expect(
      (await call('DELETE', `/api/admin/users/${other.id}/enrollments/${enrollment!.id}`, admin.token)).statusCode,
    ).toBe(404);

    const log = await call('GET', `/api/admin/audit-log?entityType=enrollment&entityId=${enrollment!.id}`, admin.token);
    expect(log.json().items.map((entry: { action: string }) => entry.action)).toEqual([
      'enrollment.revoke',
      'enrollment.grant',
    ]);
  });

  it('imports a class from CSV: all or nothing, with a verdict for every line', async () => {
    const first = await newStudent('Class One', '9811100001');
    const second = await newStudent('Class Two', '9811100002');
    const csv = [
      'Phone,Paper ID,Module ID',
      `${first.phone},${paperId},`,
      `+91 ${second.phone},${paperId},${lockedModuleId}`,
      `9811100099,${paperId},`,
      `12345,${paperId},`,
      `${first.phone},${paperId},`,
      `${second.phone},2147483647,`,
    ].join('\n');

    const stopped = await call('POST', '/api/admin/enrollments/import', admin.token, { csv });
    expect(stopped.statusCode, stopped.body).toBe(200);
    const report = stopped.json() as TImportReport;
    expect(report).toMatchObject({
      dryRun: false,
      isStopped: true,
      counts: { written: 0, 'not-written': 2, refused: 4 },
    });
    expect(report.rows.map((row) => [row.line, row.outcome])).toEqual([
      [2, 'not-written'],
      [3, 'not-written'],
      [4, 'refused'],
      [5, 'refused'],
      [6, 'refused'],
      [7, 'refused'],
    ]);
    expect(report.rows[0]).toMatchObject({ label: first.phone, messages: [NOT_WRITTEN_MESSAGE] });
    expect(report.rows[2]!.messages).toEqual(['No student has signed up with this phone.']);
    expect(report.rows[4]!.messages).toEqual(['Repeats line 2.']);
    expect((await call('GET', `/api/admin/users/${first.id}/enrollments`, admin.token)).json().enrollments).toEqual([]);

    const partial = await call('POST', '/api/admin/enrollments/import', admin.token, { csv, importValidRows: true });
    expect(partial.json()).toMatchObject({ isStopped: false, counts: { written: 2, refused: 4 } });
    const secondsGrants = (await call('GET', `/api/admin/users/${second.id}/enrollments`, admin.token)).json()
      .enrollments as TAdminEnrollment[];
    expect(secondsGrants.map((grant) => grant.moduleId)).toEqual([lockedModuleId]);

    const rerun = await call('POST', '/api/admin/enrollments/import', admin.token, {
      csv: `phone,paper_id\n${first.phone},${paperId}\n`,
    });
    expect(rerun.json()).toMatchObject({
      isStopped: false,
      counts: { written: 0, unchanged: 1 },
      rows: [{ outcome: 'unchanged', messages: ['Already enrolled; nothing to do.'] }],
    });

    const unreadable = await call('POST', '/api/admin/enrollments/import', admin.token, { csv: 'name,college\nA,B\n' });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().error.fields.csv).toBe('The first line must name the columns; missing: phone, paper_id.');
    expect((await call('POST', '/api/admin/enrollments/import', teacher.token, { csv })).statusCode).toBe(403);
  });

  it('lets only an admin grant roles, and never takes the last admin away', async () => {
    const person = await newStudent('Future Teacher');
    expect(
      (await call('PATCH', `/api/admin/users/${person.id}/role`, teacher.token, { role: 'teacher' })).statusCode,
    ).toBe(403);
    const made = await call('PATCH', `/api/admin/users/${person.id}/role`, admin.token, { role: 'teacher' });
    expect(made.json().role).toBe('teacher');
    expect((await call('GET', '/api/admin/users', person.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/audit-log', person.token)).statusCode).toBe(403);
    // A role in a request body anywhere else changes nothing.
    await call('PATCH', '/api/me', person.token, { name: 'Still A Teacher', role: 'admin' });
    expect((await call('GET', '/api/me', person.token)).json().user.role).toBe('teacher');

    const db = testApp.database.db;
    const admins = await db.selectFrom('users').select('id').where('role', '=', 'admin').execute();
    for (const other of admins.filter((row) => row.id !== admin.id))
      await call('PATCH', `/api/admin/users/${other.id}/role`, admin.token, { role: 'student' });
    const last = await call('PATCH', `/api/admin/users/${admin.id}/role`, admin.token, { role: 'student' });
    expect(last.statusCode).toBe(409);
    expect(last.json().error.message).toBe('This is the only admin. Make someone else an admin first.');
    const audit = await call('GET', `/api/admin/audit-log?entityType=user&entityId=${person.id}`, admin.token);
    expect(audit.json().items[0]).toMatchObject({
      action: 'user.role',
      before: { role: 'student' },
      after: { role: 'teacher' },
    });
  });

  it('keeps one admin when the only two step each other down at the same moment', async () => {
    const db = testApp.database.db;
    const second = await insertStaff(db, 'admin');
    const admins = async () => db.selectFrom('users').select('id').where('role', '=', 'admin').execute();
    expect(await admins()).toHaveLength(2);
    const replies = await Promise.all([
      call('PATCH', `/api/admin/users/${second.id}/role`, admin.token, { role: 'teacher' }),
      call('PATCH', `/api/admin/users/${admin.id}/role`, second.token, { role: 'teacher' }),
    ]);
    // The loser is refused as the last admin, or, if its role was read after the winner's change, as no admin.
    const [won, lost] = replies.map((reply) => reply.statusCode).sort();
    expect(won).toBe(200);
    expect([403, 409]).toContain(lost);
    expect(await admins()).toHaveLength(1);
    // Put things back for any test after this one.
    const [remaining] = await admins();
    const demoted = remaining!.id === admin.id ? second : admin;
    const callerToken = remaining!.id === admin.id ? admin.token : second.token;
    await call('PATCH', `/api/admin/users/${demoted.id}/role`, callerToken, { role: 'admin' });
  });

  describe("a person's email, set or cleared by an admin", () => {
    const emailOf = async (userId: number) =>
      (await testApp.database.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow())
        .email;
    const auditOf = async (userId: number) =>
      (await call('GET', `/api/admin/audit-log?entityType=user&entityId=${userId}`, admin.token))
        .json()
        .items.filter((entry: { action: string }) => entry.action === 'user.email');

    it('sets it trimmed and lower-cased, clears it, and records both', async () => {
      const person = await newStudent('Email Less');
      await testApp.database.db.updateTable('users').set({ email: '' }).where('id', '=', person.id).execute();

      const set = await call('PATCH', `/api/admin/users/${person.id}/email`, admin.token, {
        email: '  Given.Later@Example.IN ',
      });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json()).toMatchObject({ id: person.id, email: 'given.later@example.in' });
      expect(await emailOf(person.id)).toBe('given.later@example.in');
      // The student sees it on their profile.
      expect((await call('GET', '/api/me', person.token)).json().user.email).toBe('given.later@example.in');

      const cleared = await call('PATCH', `/api/admin/users/${person.id}/email`, admin.token, { email: null });
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect(cleared.json().email).toBe('');
      expect(await emailOf(person.id)).toBe('');

      expect(await auditOf(person.id)).toMatchObject([
        { action: 'user.email', before: { email: 'given.later@example.in' }, after: { email: '' } },
        { action: 'user.email', before: { email: '' }, after: { email: 'given.later@example.in' } },
      ]);
    });

    it("sets a staff account's email too (any account the person page opens)", async () => {
      const reply = await call('PATCH', `/api/admin/users/${teacher.id}/email`, admin.token, {
        email: 'teacher.desk@example.in',
      });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(await emailOf(teacher.id)).toBe('teacher.desk@example.in');
    });

    it('refuses an email another account uses (409, nothing written), a malformed one (400) and an unknown person (404)', async () => {
      const holder = await newStudent('Holds The Email');
      const person = await newStudent('Wants The Email');
      const before = await emailOf(person.id);
      const holderEmail = await emailOf(holder.id);

      const taken = await call('PATCH', `/api/admin/users/${person.id}/email`, admin.token, {
        email: holderEmail.toUpperCase(),
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toEqual({ code: 'CONFLICT', message: 'Another account already uses this email.' });
      expect(await emailOf(person.id)).toBe(before);
      expect(await auditOf(person.id)).toEqual([]);

      // Its own email again is no change, and no conflict.
      const same = await call('PATCH', `/api/admin/users/${person.id}/email`, admin.token, { email: before });
      expect(same.statusCode).toBe(200);
      expect(await auditOf(person.id)).toEqual([]);

      for (const email of ['not-an-email', 'two words@example.in', '', 'a@b', `${'x'.repeat(250)}@example.in`]) {
        const malformed = await call('PATCH', `/api/admin/users/${person.id}/email`, admin.token, { email });
        expect(malformed.statusCode, email).toBe(400);
        expect(malformed.json().error.code).toBe('VALIDATION_FAILED');
      }
      const bad = await call('PATCH', `/api/admin/users/${person.id}/email`, admin.token, { email: 'nope' });
      expect(bad.json().error.fields).toEqual({ email: 'Please enter a valid email address' });
      expect((await call('PATCH', `/api/admin/users/${person.id}/email`, admin.token, {})).statusCode).toBe(400);
      expect(await emailOf(person.id)).toBe(before);

      const unknown = await call('PATCH', '/api/admin/users/2147483647/email', admin.token, {
        email: 'new@example.in',
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('is for admins only: a teacher gets 403 and a logged-out caller 401', async () => {
      const person = await newStudent('Not For Teachers');
      const before = await emailOf(person.id);
      const url = `/api/admin/users/${person.id}/email`;
      expect((await call('PATCH', url, teacher.token, { email: 'by.teacher@example.in' })).statusCode).toBe(403);
      expect((await call('PATCH', url, null, { email: 'by.stranger@example.in' })).statusCode).toBe(401);
      expect((await call('PATCH', url, person.token, { email: 'by.self@example.in' })).statusCode).toBe(403);
      expect(await emailOf(person.id)).toBe(before);
    });

    it('gives an address to one of eight people asked for it at the same moment: one 200, seven 409, never a 500', async () => {
      const people = await Promise.all(Array.from({ length: 8 }, (_, index) => newStudent(`Racer ${index}`)));
      const email = 'raced.for@example.in';
      const replies = await Promise.all(
        people.map((person) => call('PATCH', `/api/admin/users/${person.id}/email`, admin.token, { email })),
      );
      const statuses = replies.map((reply) => reply.statusCode).sort();
      expect(statuses, replies.map((reply) => reply.body).join('\n')).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
      for (const reply of replies.filter((r) => r.statusCode === 409))
        expect(reply.json().error.message).toBe('Another account already uses this email.');
      const holders = await testApp.database.db.selectFrom('users').select('id').where('email', '=', email).execute();
      expect(holders).toHaveLength(1);
      const winner = people[replies.findIndex((reply) => reply.statusCode === 200)]!;
      expect(holders[0]!.id).toBe(winner.id);
      const entries = await Promise.all(people.map((person) => auditOf(person.id)));
      expect(entries.flat()).toHaveLength(1);
    });
  });
});
