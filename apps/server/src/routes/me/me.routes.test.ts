import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, insertStudent, logIn } from '../../test/accounts.js';
import { FakeSmsSender } from '../../test/fake-sms.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('/api/me', () => {
  const sms = new FakeSmsSender();
  let testApp: TestApp;
  let token: string;
  let userId: number;
  const patch = (payload: unknown) =>
    testApp.app.inject({ method: 'PATCH', url: '/api/me', headers: bearer(token), payload: payload as object });

  beforeAll(async () => {
    testApp = await createTestApp({ sms });
    const student = await insertStudent(testApp.database.db, { name: 'Anjali' });
    userId = student.id;
    token = await logIn(testApp.app, sms, student.phone);
  });
  afterAll(() => testApp.close());

  it('changes the name, trimmed', async () => {
    const response = await patch({ name: '  Anjali Menon  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.name).toBe('Anjali Menon');
  });

  it('changes nothing else, whatever else the body holds', async () => {
    const before = await testApp.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const response = await patch({
      name: 'Anjali M',
      role: 'admin',
      phone: '9999999999',
      semester: '8',
      id: 1,
    });
    expect(response.statusCode).toBe(200);
    const after = await testApp.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ ...before, name: 'Anjali M', updatedAt: after.updatedAt });
    expect(after.role).toBe('student');
  });

  it('refuses an email change, pointing to Your data, and changes nothing; its own email passes', async () => {
    const before = await testApp.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const response = await patch({ name: 'Someone Else', email: 'attacker@example.com' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining('Your data → Correct my details'),
      fields: { email: expect.stringContaining('code sent to the new address') },
    });
    const after = await testApp.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    const same = await patch({ name: before.name, email: ` ${before.email.toUpperCase()} ` });
    expect(same.statusCode, same.body).toBe(200);
  });

  it.each([{ name: '' }, { name: '   ' }, {}, { name: 42 }])('refuses %j with 400', async (payload) => {
    const response = await patch(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(response.json().error.message).toMatch(/^name: /);
  });

  it('refuses a name with a control character (PostgreSQL cannot store NUL) and keeps the old one', async () => {
    await patch({ name: 'Anjali' });
    const response = await patch({ name: 'Anj\u0000ali' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'name: must not contain control characters',
      fields: { name: 'must not contain control characters' },
    });
    const row = await testApp.database.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Anjali');
  });

  it('refuses JSON with __proto__ and a body over the limit', async () => {
    const poisoned = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"name":"X","__proto__":{"role":"admin"}}',
    });
    expect(poisoned.statusCode).toBe(400);
    expect(poisoned.json().error.code).toBe('VALIDATION_FAILED');
    const huge = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('/api/me for a student whose department the shipped list no longer has', () => {
  const sms = new FakeSmsSender();
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ sms, seed: true });
  });
  afterAll(() => testApp.close());

  it('keeps the department an older install gave them when the name is edited', async () => {
    const db = testApp.database.db;
    // An install seeded before the arts-and-science list still holds its engineering department.
    const { id: departmentId } = await db
      .insertInto('departments')
      .values({ slug: 'electrical-engineering', name: 'Electrical Engineering' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: courseId } = await db
      .insertInto('courses')
      .values({ departmentId, title: 'BTech Electrical and Electronics Engineering' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const student = await insertStudent(db, { name: 'Arjun' });
    await db.updateTable('users').set({ departmentId, courseId }).where('id', '=', student.id).execute();
    const token = await logIn(testApp.app, sms, student.phone);

    const edited = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: bearer(token),
      payload: { name: 'Arjun Nair' },
    });
    expect(edited.statusCode).toBe(200);
    const expected = { id: departmentId, slug: 'electrical-engineering', name: 'Electrical Engineering' };
    expect(edited.json().user.department).toEqual(expected);
    const read = await testApp.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(read.json().user).toMatchObject({ name: 'Arjun Nair', department: expected });
    const stored = await db.selectFrom('users').select(['departmentId', 'courseId']).where('id', '=', student.id);
    expect(await stored.executeTakeFirstOrThrow()).toEqual({ departmentId, courseId });
  });
});

describe('/api/me/language', () => {
  const sms = new FakeSmsSender();
  let testApp: TestApp;
  let token: string;
  let userId: number;
  const put = (payload: unknown, headers: Record<string, string> = bearer(token)) =>
    testApp.app.inject({ method: 'PUT', url: '/api/me/language', headers, payload: payload as object });
  const me = async () =>
    (await testApp.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).json().user as {
      language: string;
    };

  beforeAll(async () => {
    testApp = await createTestApp({ sms });
    const student = await insertStudent(testApp.database.db, { name: 'Arjun' });
    userId = student.id;
    token = await logIn(testApp.app, sms, student.phone);
  });
  afterAll(() => testApp.close());

  it('is English until the student chooses', async () => {
    expect((await me()).language).toBe('en');
  });

  it('keeps Malayalam once chosen, for every later session, and changes nothing else', async () => {
    const before = await testApp.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const response = await put({ language: 'ml', role: 'admin', name: 'Someone else' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.language).toBe('ml');
    expect((await me()).language).toBe('ml');
    const after = await testApp.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ ...before, language: 'ml', updatedAt: after.updatedAt });

    expect((await put({ language: 'en' })).json().user.language).toBe('en');
  });

  it.each([{ language: 'ta' }, { language: 'ML' }, {}, { language: null }])(
    'refuses %j with 400 and keeps the language',
    async (payload) => {
      const response = await put(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: expect.stringMatching(/^language: /),
      });
      expect((await me()).language).toBe('en');
    },
  );

  it('needs a session', async () => {
    expect((await put({ language: 'ml' }, {})).statusCode).toBe(401);
  });
});
