import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('POST /api/auth/signup', () => {
  let testApp: TestApp;
  let departmentId: number;
  let courseId: number;
  let otherDepartmentCourseId: number;
  let counter = 0;

  const signUp = (payload: Record<string, unknown>) =>
    testApp.app.inject({ method: 'POST', url: '/api/auth/signup', payload });
  const valid = (overrides: Record<string, unknown> = {}) => {
    counter += 1;
    return {
      name: 'Fathima Rahman',
      email: `fathima${counter}@example.in`,
      phone: `97000000${String(counter).padStart(2, '0')}`,
      collegeName: 'Farook College, Kozhikode',
      department: departmentId,
      semester: '3',
      course: courseId,
      favourite: [],
      image: '',
      ...overrides,
    };
  };

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true });
    const departments = (await testApp.app.inject({ method: 'GET', url: '/api/departments' })).json().departments;
    departmentId = departments[0].id;
    courseId = (await testApp.app.inject({ method: 'GET', url: `/api/departments/${departmentId}/courses` })).json()
      .courses[0].id;
    otherDepartmentCourseId = (
      await testApp.app.inject({ method: 'GET', url: `/api/departments/${departments[1].id}/courses` })
    ).json().courses[0].id;
  });
  afterAll(() => testApp.close());

  it('creates a student: +91 stripped, email trimmed and lower-cased, role student', async () => {
    const response = await signUp(valid({ phone: '+91 98470 12345', email: '  Fathima.R@Example.IN ' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({
      name: 'Fathima Rahman',
      countryCode: '+91',
      phone: '9847012345',
      email: 'fathima.r@example.in',
      semester: '3',
      role: 'student',
      department: { id: departmentId },
      course: { id: courseId },
    });
  });

  it("joins every failed rule's message with ', ' in the spec's order", async () => {
    const response = await signUp({});
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message:
        'Full name is required, Email is required, Contact number is required, Please select your college, ' +
        'Please select your department, Please select your semester, Please select your course',
    });
  });

  it.each([
    [{ email: 'not an email' }, 'Please enter a valid email address'],
    [{ email: 'a b@c.in' }, 'Please enter a valid email address'],
    [{ phone: '12345' }, 'Please enter a valid 10-digit phone number'],
    [{ phone: '5123456789' }, 'Please enter a valid 10-digit phone number'],
    [{ semester: '9' }, 'Please select your semester'],
    [{ semester: '0' }, 'Please select your semester'],
    [{ name: '   ' }, 'Full name is required'],
  ])('refuses %j with %j', async (overrides, message) => {
    const response = await signUp(valid(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });

  it('refuses a course of another department, and a department that does not exist', async () => {
    const mismatch = await signUp(valid({ course: otherDepartmentCourseId }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.message).toBe('Please select your course');
    const missing = await signUp(valid({ department: 999999 }));
    expect(missing.statusCode).toBe(400);
  });

  it('says which of phone or email is already registered, and writes nothing', async () => {
    const first = valid();
    expect((await signUp(first)).statusCode).toBe(201);
    const samePhone = await signUp(valid({ phone: first.phone }));
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json().error.message).toBe(
      'An account with this phone number already exists. Please log in instead.',
    );
    const sameEmail = await signUp(valid({ email: first.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().error.message).toBe('An account with this email address already exists.');
    const rows = await testApp.database.db.selectFrom('users').select('id').where('email', '=', first.email).execute();
    expect(rows).toHaveLength(1);
  });

  it('lets the demo student log in afterwards only by phone (signup gives no session)', async () => {
    const response = await signUp(valid());
    expect(response.json()).not.toHaveProperty('token');
  });
});
