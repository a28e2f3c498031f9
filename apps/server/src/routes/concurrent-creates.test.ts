/**
 * The same create sent eight times at once, on this engine. Checks-then-inserts race on
 * PostgreSQL (each transaction reads before any has written): the database's unique keys decide,
 * and a request that loses is 409 in the one error shape, never 500. Adding modules to one paper
 * is not a duplicate at all: each gets the next number, so all eight are added.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminDepartment } from '@padanam/contract';
import { insertStudent } from '../test/accounts.js';
import { callerOf, insertStaff } from '../test/staff.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const TOGETHER = 8;

describe('creates sent together', () => {
  let testApp: TestApp;
  let admin: { id: number; token: string };
  const call = callerOf(() => testApp.app);

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true });
    admin = await insertStaff(testApp.database.db, 'admin');
  });
  afterAll(() => testApp.close());

  /** Sends the request TOGETHER times at once: one 201, the rest 409 with a message. */
  async function exactlyOneCreated(url: string, payload: unknown) {
    const replies = await Promise.all(Array.from({ length: TOGETHER }, () => call('POST', url, admin.token, payload)));
    const statuses = replies.map((reply) => reply.statusCode);
    expect(
      statuses.every((status) => status === 201 || status === 409),
      replies.map((reply) => `${reply.statusCode} ${reply.body}`).join('\n'),
    ).toBe(true);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    for (const refused of replies.filter((reply) => reply.statusCode === 409)) {
      expect(refused.json().error).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/\w/) });
    }
  }

  it('adds a department once', async () => {
    await exactlyOneCreated('/api/admin/departments', { name: 'Arabic' });
    const departments = (await call('GET', '/api/admin/departments', admin.token)).json()
      .departments as TAdminDepartment[];
    expect(departments.filter((department) => department.name === 'Arabic')).toHaveLength(1);
  });

  it('adds a course to a department once', async () => {
    const added = await call('POST', '/api/admin/departments', admin.token, { name: 'Sociology' });
    const department = (added.json().departments as TAdminDepartment[]).find((entry) => entry.name === 'Sociology')!;
    await exactlyOneCreated(`/api/admin/departments/${department.id}/courses`, { title: 'BA Sociology' });
    const courses = (await call('GET', `/api/departments/${department.id}/courses`, null)).json().courses;
    expect(courses.map((course: { title: string }) => course.title)).toEqual(['BA Sociology']);
  });

  it('lists a college once', async () => {
    await exactlyOneCreated('/api/admin/colleges', { name: 'Concurrent Arts College' });
    const found = (await call('GET', '/api/admin/colleges?q=concurrent%20arts', admin.token)).json();
    expect(found.total).toBe(1);
  });

  it('grants an enrollment once', async () => {
    const student = await insertStudent(testApp.database.db);
    const paper = await testApp.database.db
      .selectFrom('papers')
      .select('id')
      .where('status', '=', 'published')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await exactlyOneCreated(`/api/admin/users/${student.id}/enrollments`, { paperId: paper.id });
    const active = await testApp.database.db
      .selectFrom('enrollments')
      .select('id')
      .where('userId', '=', student.id)
      .where('revokedAt', 'is', null)
      .execute();
    expect(active).toHaveLength(1);
  });

  it('adds every module sent together to a paper, numbered one after another', async () => {
    const paper = await call('POST', '/api/admin/papers', admin.token, {
      type: 'Minor',
      title: 'Modules at once',
      language: 'English',
      description: '',
      pricePaise: 24900,
      listPricePaise: null,
    });
    expect(paper.statusCode, paper.body).toBe(201);
    const paperId = paper.json().id as number;
    const replies = await Promise.all(
      Array.from({ length: TOGETHER }, (_, index) =>
        call('POST', `/api/admin/papers/${paperId}/modules`, admin.token, {
          title: `Module ${index + 1}`,
          description: '',
          duration: null,
          isFreePreview: false,
        }),
      ),
    );
    expect(
      replies.map((reply) => reply.statusCode),
      replies.map((reply) => reply.body).join('\n'),
    ).toEqual(Array(TOGETHER).fill(201));
    const modules = (await call('GET', `/api/admin/papers/${paperId}/modules`, admin.token)).json().modules;
    expect(modules.map((module: { number: number }) => module.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
