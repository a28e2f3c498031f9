import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '@padanam/contract';
import { createFakeClock } from '../../lib/clock.js';
import { SIGNUP_WINDOW_MS, SIGNUPS_PER_ADDRESS, SIGNUPS_PER_PHONE } from '../../modules/users/user.service.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('POST /api/auth/signup', () => {
  const clock = createFakeClock();
  let testApp: TestApp;
  let departmentId: number;
  let courseId: number;
  let otherDepartmentCourseId: number;
  let counter = 0;

  const signUp = (payload: Record<string, unknown>, remoteAddress?: string) =>
    testApp.app.inject({ method: 'POST', url: '/api/auth/signup', payload, remoteAddress });
  const usersWithPhone = (phone: string) =>
    testApp.database.db.selectFrom('users').select('id').where('phone', '=', phone).execute();
  const accountOfPhone = (phone: string) =>
    testApp.database.db
      .selectFrom('users')
      .select(['id', 'name', 'countryCode', 'phone', 'email', 'semester', 'role', 'departmentId', 'courseId'])
      .where('phone', '=', phone)
      .executeTakeFirst();
  const valid = (overrides: Record<string, unknown> = {}) => {
    counter += 1;
    return {
      name: 'Fathima Rahman',
      email: `fathima${counter}@example.in`,
      phone: `970000${String(counter).padStart(4, '0')}`,
      collegeName: 'University College, Thiruvananthapuram',
      department: departmentId,
      semester: '3',
      course: courseId,
      favourite: [],
      image: '',
      noticeVersion: PRIVACY_NOTICE_VERSION,
      noticeAgreed: true,
      ...overrides,
    };
  };

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true, clock });
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
    expect(response.json()).toEqual({
      message:
        'Account created. Log in with your phone number. ' +
        'Your email is added to your profile only if no other account already uses it.',
    });
    expect(await accountOfPhone('9847012345')).toMatchObject({
      name: 'Fathima Rahman',
      countryCode: '+91',
      email: 'fathima.r@example.in',
      semester: 3,
      role: 'student',
      departmentId,
      courseId,
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

  it('names a registered phone (as the login screen would) but answers a registered email like a new one', async () => {
    const first = valid();
    const firstReply = await signUp(first);
    expect(firstReply.statusCode).toBe(201);
    const samePhone = await signUp(valid({ phone: first.phone }));
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json().error.message).toBe(
      'An account with this phone number already exists. Please log in instead.',
    );

    // A stranger with a fresh phone and someone's email gets the very reply a new email gets.
    const withTakenEmail = valid({ email: first.email.toUpperCase() });
    const takenReply = await signUp(withTakenEmail);
    const freshReply = await signUp(valid());
    expect([takenReply.statusCode, takenReply.headers['content-type']]).toEqual([
      freshReply.statusCode,
      freshReply.headers['content-type'],
    ]);
    expect(takenReply.body).toBe(freshReply.body);
    expect(takenReply.body).toBe(firstReply.body);
    // That one reply tells everyone alike why an email may be missing from their profile.
    expect(takenReply.json().message).toContain(
      'Your email is added to your profile only if no other account already uses it.',
    );

    // The account is made (its phone logs in as any other), without the email: the email stays
    // with the one account that gave it first.
    expect(await accountOfPhone(withTakenEmail.phone)).toMatchObject({ email: '' });
    const withEmail = await testApp.database.db
      .selectFrom('users')
      .select('phone')
      .where('email', '=', first.email)
      .execute();
    expect(withEmail).toEqual([{ phone: first.phone }]);
    expect(
      (
        await testApp.app.inject({
          method: 'POST',
          url: '/api/auth/otp',
          payload: { countryCode: '+91', phone: withTakenEmail.phone },
        })
      ).statusCode,
    ).toBe(202);
  });

  it('answers signups racing with one email the same, and gives the email to one account', async () => {
    const email = `race${Date.now()}@example.in`;
    const racers = Array.from({ length: 6 }, () => valid({ email }));
    const replies = await Promise.all(racers.map((racer) => signUp(racer)));
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(6).fill(201));
    expect(new Set(replies.map((reply) => reply.body)).size).toBe(1);
    const accounts = await Promise.all(racers.map((racer) => accountOfPhone(racer.phone)));
    expect(accounts.every((account) => account !== undefined)).toBe(true);
    expect(accounts.filter((account) => account?.email === email)).toHaveLength(1);
  });

  it(`limits signups to ${SIGNUPS_PER_ADDRESS} an hour per client address: then 429 with Retry-After, writing nothing`, async () => {
    const address = '198.51.100.7';
    for (let index = 0; index < SIGNUPS_PER_ADDRESS; index += 1) {
      expect((await signUp(valid(), address)).statusCode).toBe(201);
    }
    const refused = valid();
    const response = await signUp(refused, address);
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe(String(SIGNUP_WINDOW_MS / 1000));
    expect(response.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: 'Too many signups from this network. Please try again in 60 minutes.' },
    });
    expect(await usersWithPhone(refused.phone)).toHaveLength(0);

    // Another address is served meanwhile, and this one again once its hour is over.
    expect((await signUp(valid(), '198.51.100.8')).statusCode).toBe(201);
    clock.advance(SIGNUP_WINDOW_MS);
    expect((await signUp(refused, address)).statusCode).toBe(201);
  });

  it(`limits signups to ${SIGNUPS_PER_PHONE} an hour per phone, whatever address they come from`, async () => {
    const phone = valid().phone;
    const statuses = [];
    for (let index = 0; index <= SIGNUPS_PER_PHONE; index += 1) {
      statuses.push(
        (await signUp(valid({ phone: index === 0 ? phone : `+91 ${phone}` }), `192.0.2.${index}`)).statusCode,
      );
    }
    expect(statuses).toEqual([201, ...Array.from({ length: SIGNUPS_PER_PHONE - 1 }, () => 409), 429]);
    const refused = await signUp(valid({ phone }), '192.0.2.200');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(
      /^Too many signups for this phone number\. Please try again in \d+ minutes?\.$/,
    );
    expect(refused.headers['retry-after']).toMatch(/^[1-9][0-9]*$/);
    expect(await usersWithPhone(phone)).toHaveLength(1);
  });

  it('takes the per-address limit from SIGNUP_ADDRESS_LIMIT', async () => {
    const limited = await createTestApp({ clock, sameDatabaseAs: testApp, env: { SIGNUP_ADDRESS_LIMIT: '2' } });
    try {
      const address = '203.0.113.40';
      const statuses = [];
      for (let index = 0; index < 3; index += 1) {
        const reply = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/signup',
          payload: valid(),
          remoteAddress: address,
        });
        statuses.push(reply.statusCode);
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });

  it('lets the demo student log in afterwards only by phone (signup gives no session)', async () => {
    const response = await signUp(valid());
    expect(response.json()).not.toHaveProperty('token');
  });
});
