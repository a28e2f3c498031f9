import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStudent, requestCode, verifyCode } from '../../test/accounts.js';
import { FakeSmsSender } from '../../test/fake-sms.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('review login', () => {
  const sms = new FakeSmsSender();
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      sms,
      captureLogs: true,
      env: { REVIEW_PHONE: '9000000099', REVIEW_CODE: '246810' },
    });
    await insertStudent(testApp.database.db, { phone: '9000000099', name: 'Store Reviewer' });
  });
  afterAll(() => testApp.close());

  it('warns at start-up that it is on', () => {
    expect(testApp.logs()).toContain('review login is ON');
    expect(testApp.logs()).not.toContain('246810');
  });

  it('lets that one phone in with that code, without an SMS', async () => {
    expect((await requestCode(testApp.app, '9000000099')).statusCode).toBe(202);
    expect(sms.sent).toEqual([]);
    const response = await verifyCode(testApp.app, '9000000099', '246810');
    expect(response.statusCode).toBe(200);
    expect(response.json().user.name).toBe('Store Reviewer');
    expect((await verifyCode(testApp.app, '9000000099', '246811')).statusCode).toBe(401);
  });

  it('does nothing for any other phone', async () => {
    const { phone } = await insertStudent(testApp.database.db);
    expect((await verifyCode(testApp.app, phone, '246810')).statusCode).toBe(401);
  });
});

describe('review login against guessing', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { REVIEW_PHONE: '9000000098', REVIEW_CODE: '135790' } });
    await insertStudent(testApp.database.db, { phone: '9000000098', name: 'Store Reviewer' });
  });
  afterAll(() => testApp.close());

  it("counts the reviewer's wrong tries like a real code's: five, then 429 even for the right code", async () => {
    expect((await requestCode(testApp.app, '9000000098')).statusCode).toBe(202);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await verifyCode(testApp.app, '9000000098', `00000${attempt}`)).statusCode).toBe(401);
    }
    const blocked = await verifyCode(testApp.app, '9000000098', '000009');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    expect((await verifyCode(testApp.app, '9000000098', '135790')).statusCode).toBe(429);
  });

  it('does not let the fixed code in without a requested challenge', async () => {
    const other = await createTestApp({ env: { REVIEW_PHONE: '9000000097', REVIEW_CODE: '135790' } });
    try {
      await insertStudent(other.database.db, { phone: '9000000097' });
      expect((await verifyCode(other.app, '9000000097', '135790')).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});
