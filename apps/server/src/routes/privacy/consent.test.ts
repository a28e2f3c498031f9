// Consent on record (DPDP Act 2023, DPDP Rules 2025): the notice agreed to at signup and again at a
// new version, optional purposes off until chosen with a row per change, a child's signup with a
// parent's SMS code (or the college's exemption), on either engine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '@padanam/contract';
import { logIn, requestCode, verifyCode } from '../../test/accounts.js';
import { FakeSmsSender } from '../../test/fake-sms.js';
import { callerOf, insertStaff } from '../../test/staff.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('consent on record', () => {
  const sms = new FakeSmsSender();
  let testApp: TestApp;
  let admin: { id: number; token: string };
  let departmentId: number;
  let courseId: number;
  let counter = 0;
  const call = callerOf(() => testApp.app);
  const db = () => testApp.database.db;

  const form = (overrides: Record<string, unknown> = {}) => {
    counter += 1;
    return {
      name: 'Anjali Menon',
      email: `anjali${counter}@example.in`,
      phone: `960000${String(counter).padStart(4, '0')}`,
      collegeName: 'University College, Thiruvananthapuram',
      department: departmentId,
      semester: '1',
      course: courseId,
      noticeVersion: PRIVACY_NOTICE_VERSION,
      noticeAgreed: true,
      ...overrides,
    };
  };
  const signUp = (payload: Record<string, unknown>) => call('POST', '/api/auth/signup', null, payload);
  const userOfPhone = (phone: string) =>
    db().selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
  const recordsOf = (userId: number) =>
    db()
      .selectFrom('consentRecords')
      .select(['purpose', 'given', 'noticeVersion', 'how'])
      .where('userId', '=', userId)
      .orderBy('id')
      .execute();
  const setExempt = (educationalInstitutionExempt: boolean) =>
    call('PUT', '/api/admin/privacy-settings', admin.token, { educationalInstitutionExempt });

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true, sms });
    admin = await insertStaff(db(), 'admin');
    const departments = (await call('GET', '/api/departments', null)).json().departments;
    departmentId = departments[0].id;
    courseId = (await call('GET', `/api/departments/${departmentId}/courses`, null)).json().courses[0].id;
  });
  afterAll(() => testApp.close());

  it('records agreement to the notice, with its version, in the same transaction as the account', async () => {
    const payload = form();
    const response = await signUp(payload);
    expect(response.statusCode, response.body).toBe(201);
    const user = await userOfPhone(payload.phone);
    expect(await recordsOf(user!.id)).toEqual([
      { purpose: 'notice', given: 1, noticeVersion: PRIVACY_NOTICE_VERSION, how: 'signup' },
    ]);
    const token = await logIn(testApp.app, sms, payload.phone);
    expect((await call('GET', '/api/me', token)).json().user.noticeAccepted).toBe(true);
  });

  it('refuses a signup without the tick or with an old notice version, writing nothing', async () => {
    for (const [overrides, message] of [
      [
        { noticeAgreed: false },
        'Please read the privacy notice and tick the box to agree before creating your account.',
      ],
      [
        { noticeAgreed: undefined },
        'Please read the privacy notice and tick the box to agree before creating your account.',
      ],
      [{ noticeVersion: '2020-01-01' }, 'The privacy notice has changed. Please read the new notice and agree to it.'],
      [{ noticeVersion: undefined }, 'The privacy notice has changed. Please read the new notice and agree to it.'],
    ] as const) {
      const payload = form(overrides);
      const response = await signUp(payload);
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message });
      expect(await userOfPhone(payload.phone)).toBeUndefined();
    }
    const inMalayalam = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: form({ noticeAgreed: false }),
      headers: { 'accept-language': 'ml' },
    });
    expect(inMalayalam.json().error.message).toMatch(/സ്വകാര്യതാ അറിയിപ്പ്/);
  });

  it('asks again when the notice changes: noticeAccepted false until "I agree" to the current version', async () => {
    const payload = form();
    expect((await signUp(payload)).statusCode).toBe(201);
    const user = (await userOfPhone(payload.phone))!;
    // The notice this student agreed to is now an older one.
    await db()
      .updateTable('consentRecords')
      .set({ noticeVersion: '2025-11-14' })
      .where('userId', '=', user.id)
      .execute();
    expect((await requestCode(testApp.app, payload.phone)).statusCode).toBe(202);
    const login = await verifyCode(testApp.app, payload.phone, sms.lastCodeFor(`+91${payload.phone}`));
    expect(login.json().user.noticeAccepted).toBe(false);
    const token = login.json().token as string;
    expect((await call('GET', '/api/me', token)).json().user.noticeAccepted).toBe(false);

    const old = await call('POST', '/api/me/consents/notice', token, { version: '2025-11-14' });
    expect(old.statusCode).toBe(400);
    const agreed = await call('POST', '/api/me/consents/notice', token, { version: PRIVACY_NOTICE_VERSION });
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(agreed.json().user.noticeAccepted).toBe(true);
    expect((await call('GET', '/api/me', token)).json().user.noticeAccepted).toBe(true);
    expect(await recordsOf(user.id)).toEqual([
      { purpose: 'notice', given: 1, noticeVersion: '2025-11-14', how: 'signup' },
      { purpose: 'notice', given: 1, noticeVersion: PRIVACY_NOTICE_VERSION, how: 'login' },
    ]);
  });

  it('keeps optional purposes off until chosen, and records every change', async () => {
    const payload = form();
    expect((await signUp(payload)).statusCode).toBe(201);
    const user = (await userOfPhone(payload.phone))!;
    const token = await logIn(testApp.app, sms, payload.phone);
    expect((await call('GET', '/api/me/consents', token)).json()).toEqual({
      choices: [
        { purpose: 'push', given: false, changedAt: null },
        { purpose: 'leaderboard_name', given: false, changedAt: null },
        { purpose: 'marketing_sms', given: false, changedAt: null },
      ],
    });
    expect((await call('PUT', '/api/me/consents/marketing_sms', token, { given: true })).statusCode).toBe(200);
    const withdrawn = await call('PUT', '/api/me/consents/marketing_sms', token, { given: false });
    expect(withdrawn.json().choices).toContainEqual(
      expect.objectContaining({ purpose: 'marketing_sms', given: false, changedAt: expect.any(Number) }),
    );
    expect((await call('PUT', '/api/me/consents/leaderboard_name', token, { given: true })).statusCode).toBe(200);
    expect((await recordsOf(user.id)).slice(1)).toEqual([
      { purpose: 'marketing_sms', given: 1, noticeVersion: PRIVACY_NOTICE_VERSION, how: 'profile' },
      { purpose: 'marketing_sms', given: 0, noticeVersion: PRIVACY_NOTICE_VERSION, how: 'profile' },
      { purpose: 'leaderboard_name', given: 1, noticeVersion: PRIVACY_NOTICE_VERSION, how: 'profile' },
    ]);
    expect((await call('PUT', '/api/me/consents/location', token, { given: true })).statusCode).toBe(400);
    expect((await call('PUT', '/api/me/consents/push', token, { given: 'yes' })).statusCode).toBe(400);
  });

  it("refuses a child's signup without the parent's step, and a parent phone that is the student's", async () => {
    expect((await call('GET', '/api/auth/parent-consent', null)).json()).toEqual({ parentConsentRequired: true });
    const missing = form({ under18: true });
    const response = await signUp(missing);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/under 18 needs a parent's consent/);
    const same = form({ under18: true, parentDeclaration: true, parentCode: '123456' });
    const sameResponse = await signUp({ ...same, parentPhone: same.phone });
    expect(sameResponse.statusCode).toBe(400);
    expect(sameResponse.json().error.message).toMatch(/different from the student's/);
    for (const payload of [missing, same]) expect(await userOfPhone(payload.phone)).toBeUndefined();
    expect(await db().selectFrom('parentalConsents').select('id').execute()).toEqual([]);
  });

  it("signs a child up only with the parent's right SMS code: a wrong one writes nothing", async () => {
    const parentPhone = '9812300001';
    const child = form({ under18: true, parentCountryCode: '+91', parentPhone, parentDeclaration: true });
    const sameAsChild = await call('POST', '/api/auth/parent-consent/code', null, {
      countryCode: '+91',
      phone: child.phone,
      studentPhone: child.phone,
    });
    expect(sameAsChild.statusCode).toBe(400);
    const sent = await call('POST', '/api/auth/parent-consent/code', null, {
      countryCode: '+91',
      phone: parentPhone,
      studentPhone: child.phone,
    });
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.body).not.toContain(sms.lastCodeFor(`+91${parentPhone}`));
    const code = sms.lastCodeFor(`+91${parentPhone}`)!;
    const wrongCode = code === '000000' ? '111111' : '000000';

    const wrong = await signUp({ ...child, parentCode: wrongCode });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('INVALID_OTP');
    expect(await userOfPhone(child.phone)).toBeUndefined();
    const noDeclaration = await signUp({ ...child, parentCode: code, parentDeclaration: false });
    expect(noDeclaration.statusCode).toBe(400);
    expect(await userOfPhone(child.phone)).toBeUndefined();

    const right = await signUp({ ...child, parentCode: code });
    expect(right.statusCode, right.body).toBe(201);
    const user = (await userOfPhone(child.phone))!;
    const [consent] = await db().selectFrom('parentalConsents').selectAll().where('userId', '=', user.id).execute();
    expect(consent).toMatchObject({
      parentCountryCode: '+91',
      parentPhone,
      exemption: null,
      noticeVersion: PRIVACY_NOTICE_VERSION,
    });
    expect(Number(consent!.declaredAt)).toBeGreaterThan(0);
    expect(Number(consent!.verifiedAt)).toBeGreaterThan(0);
    expect(await recordsOf(user.id)).toEqual([
      { purpose: 'notice', given: 1, noticeVersion: PRIVACY_NOTICE_VERSION, how: 'signup' },
    ]);
    // The code is used up: the same code cannot sign up another child.
    const again = await signUp(form({ under18: true, parentPhone, parentCode: code, parentDeclaration: true }));
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('OTP_EXPIRED');
    // The child then logs in like anyone.
    const token = await logIn(testApp.app, sms, child.phone);
    expect((await call('GET', '/api/me', token)).json().user.noticeAccepted).toBe(true);
  });

  it("lets an exempt college's child sign up without a parent, noting the exemption; admins only, audited", async () => {
    const teacher = await insertStaff(db(), 'teacher');
    const byTeacher = await call('PUT', '/api/admin/privacy-settings', teacher.token, {
      educationalInstitutionExempt: true,
    });
    expect(byTeacher.statusCode).toBe(403);
    expect((await setExempt(true)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/privacy-settings', admin.token)).json()).toEqual({
      educationalInstitutionExempt: true,
    });
    expect((await call('GET', '/api/auth/parent-consent', null)).json()).toEqual({ parentConsentRequired: false });
    const payload = form({ under18: true });
    const response = await signUp(payload);
    expect(response.statusCode, response.body).toBe(201);
    const user = (await userOfPhone(payload.phone))!;
    expect(
      await db()
        .selectFrom('parentalConsents')
        .select(['parentPhone', 'verifiedAt', 'exemption', 'noticeVersion'])
        .where('userId', '=', user.id)
        .execute(),
    ).toEqual([
      {
        parentPhone: null,
        verifiedAt: null,
        exemption: 'educational_institution',
        noticeVersion: PRIVACY_NOTICE_VERSION,
      },
    ]);
    const audit = await db()
      .selectFrom('auditLog')
      .select(['actorUserId', 'action', 'afterJson'])
      .where('action', '=', 'privacy_settings.update')
      .execute();
    expect(audit).toEqual([
      { actorUserId: admin.id, action: 'privacy_settings.update', afterJson: '{"educationalInstitutionExempt":true}' },
    ]);
    expect((await setExempt(false)).json()).toEqual({ educationalInstitutionExempt: false });
  });
});
