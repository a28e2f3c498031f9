import { afterAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '@padanam/contract';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

async function appWith(env: Record<string, string>) {
  const testApp = await createTestApp({ env });
  apps.push(testApp);
  return testApp.app;
}

describe('GET /api/privacy/notice', () => {
  it("answers anyone with the notice's version and the configured contact", async () => {
    const app = await appWith({
      PRIVACY_CONTACT_NAME: 'Data Protection Officer, St. Thomas College',
      PRIVACY_CONTACT_EMAIL: 'dpo@stthomas.example',
      PRIVACY_CONTACT_PHONE: '+91 487 2420435',
    });
    const response = await app.inject({ url: '/api/privacy/notice' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      version: PRIVACY_NOTICE_VERSION,
      contact: {
        name: 'Data Protection Officer, St. Thomas College',
        email: 'dpo@stthomas.example',
        phone: '+91 487 2420435',
      },
    });
  });

  it('says no contact has been named rather than making one up', async () => {
    const app = await appWith({});
    expect((await app.inject({ url: '/api/privacy/notice' })).json()).toEqual({
      version: PRIVACY_NOTICE_VERSION,
      contact: null,
    });
  });
});
