// A refusal a student can meet is written in the language their screen asks for (Accept-Language,
// which the web app sends with every request), on either engine; without one, and for anything
// else, in English.
import { afterEach, describe, expect, it } from 'vitest';
import { invalidField } from '../errors.js';
import { bearer, insertStudent, logIn, requestCode, verifyCode } from '../test/accounts.js';
import { FakeSmsSender } from '../test/fake-sms.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const MALAYALAM = { 'accept-language': 'ml-IN' };

describe('messages in the language of the request', () => {
  let testApp: TestApp | undefined;
  afterEach(() => testApp?.close());

  it('say a refused login in Malayalam when the screen is in Malayalam, in English otherwise', async () => {
    const sms = new FakeSmsSender();
    testApp = await createTestApp({ sms });
    const { app } = testApp;

    const stranger = await requestCode(app, '9123400000', MALAYALAM); // nobody's number
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'ഈ നമ്പറിൽ അക്കൗണ്ട് ഒന്നും കണ്ടെത്തിയില്ല. ആദ്യം രജിസ്റ്റർ ചെയ്യൂ.' },
    });

    const { phone } = await insertStudent(testApp.database.db);
    expect((await requestCode(app, phone, MALAYALAM)).statusCode).toBe(202);
    const wrongCode = sms.lastCodeFor(`+91${phone}`) === '000000' ? '111111' : '000000';
    expect((await verifyCode(app, phone, wrongCode, MALAYALAM)).json()).toEqual({
      error: { code: 'INVALID_OTP', message: 'OTP തെറ്റാണ്' },
    });
    expect((await verifyCode(app, phone, wrongCode)).json()).toEqual({
      error: { code: 'INVALID_OTP', message: 'Incorrect OTP' },
    });

    const tooSoon = await requestCode(app, phone, { 'accept-language': 'ml-IN,ml;q=0.9,en;q=0.8' });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().error.message).toMatch(/^പുതിയ OTP ചോദിക്കുന്നതിന് മുമ്പ് \d+ സെക്കൻഡ് കാത്തിരിക്കൂ\.$/);
  });

  it('say a refusal without a session in Malayalam, and anything but Malayalam in English', async () => {
    testApp = await createTestApp();
    const { app } = testApp;
    const loggedOut = await app.inject({ method: 'GET', url: '/api/cart', headers: MALAYALAM });
    expect(loggedOut.statusCode).toBe(401);
    expect(loggedOut.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'തുടരാൻ ലോഗിൻ ചെയ്യൂ.' } });

    const english = await app.inject({ method: 'GET', url: '/api/cart', headers: { 'accept-language': 'ta-IN' } });
    expect(english.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Please log in to continue.' } });
  });

  it('say the console’s refusals in Malayalam too: a student at a staff page', async () => {
    const sms = new FakeSmsSender();
    testApp = await createTestApp({ sms });
    const { phone } = await insertStudent(testApp.database.db);
    const token = await logIn(testApp.app, sms, phone);
    const refused = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: { ...bearer(token), ...MALAYALAM },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'ഈ പേജ് സ്റ്റാഫിന് മാത്രമുള്ളതാണ്.' } });
  });

  it('give a form each field’s message in the same language', () => {
    const refusal = invalidField('file', { en: 'The file is empty.', ml: 'ഫയൽ ശൂന്യമാണ്.' });
    expect(refusal.message).toBe('The file is empty.');
    expect(refusal.messageIn('ml')).toBe('ഫയൽ ശൂന്യമാണ്.');
    expect(refusal.fieldsIn('ml')).toEqual({ file: 'ഫയൽ ശൂന്യമാണ്.' });
    expect(refusal.fieldsIn('en')).toEqual({ file: 'The file is empty.' });
    expect(invalidField('since', 'must be a date').fieldsIn('ml')).toEqual({ since: 'must be a date' });
  });
});
