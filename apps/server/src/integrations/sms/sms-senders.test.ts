import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeClock } from '../../lib/clock.js';
import { ConsoleSmsSender, SMS_OUTBOX_FILE } from './console-sms-sender.js';
import { Msg91SmsSender, type Msg91Options } from './msg91-sms-sender.js';
import { SmsDeliveryError, otpMessageText } from './sms-sender.js';

function captureLogger() {
  const lines: string[] = [];
  const logger = pino({ level: 'trace' }, { write: (line: string) => lines.push(line) });
  return { logger, text: () => lines.join('') };
}

describe('ConsoleSmsSender', () => {
  it('appends { at, to, text } as one JSON line and logs only a masked phone', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'padanam-sms-'));
    const { logger, text } = captureLogger();
    const clock = createFakeClock(Date.UTC(2026, 10, 21, 9, 30, 0));
    const sender = new ConsoleSmsSender(dataDir, logger, clock);
    await sender.send({
      to: '+919000000001',
      kind: 'login',
      text: otpMessageText('042917', 5, 'en'),
      otp: '042917',
      language: 'en',
    });
    await sender.send({
      to: '+919000000002',
      kind: 'login',
      text: otpMessageText('555123', 5, 'ml'),
      otp: '555123',
      language: 'ml',
    });
    const lines = fs.readFileSync(path.join(dataDir, SMS_OUTBOX_FILE), 'utf8').trim().split('\n');
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      {
        at: '2026-11-21T09:30:00.000Z',
        to: '+919000000001',
        text: '042917 is your Padanam login code. It is valid for 5 minutes. Do not share it with anyone.',
      },
      {
        at: '2026-11-21T09:30:00.000Z',
        to: '+919000000002',
        text: '555123 ആണ് നിങ്ങളുടെ Padanam ലോഗിൻ കോഡ്. ഇത് 5 മിനിറ്റ് സമയത്തേക്ക് മാത്രം. ആരുമായും പങ്കിടരുത്.',
      },
    ]);
    expect(text()).toContain('+91******0001');
    expect(text()).not.toContain('042917');
    expect(text()).not.toContain('9000000001');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

describe('Msg91SmsSender', () => {
  const received: { headers: http.IncomingHttpHeaders; url: string; body: unknown }[] = [];
  let respondWith: { status: number; body: unknown } = { status: 200, body: { type: 'success', message: 'ok' } };
  let server: http.Server;
  let options: Msg91Options;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ headers: request.headers, url: request.url ?? '', body: JSON.parse(body) });
        response.writeHead(respondWith.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(respondWith.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    options = {
      baseUrl: `http://127.0.0.1:${port}`,
      authKey: 'test-auth-key',
      templateId: 'tmpl-otp-login',
      senderId: 'PADNAM',
      dltTemplateId: '1207170000000000001',
      dltEntityId: '1201160000000000002',
      templates: {
        parent_consent: {
          en: { templateId: 'tmpl-parent', dltTemplateId: '1207170000000000011' },
          ml: { templateId: 'tmpl-parent-ml', dltTemplateId: '1207170000000000012' },
        },
        erasure: { en: { templateId: 'tmpl-erasure', dltTemplateId: '1207170000000000021' } },
        phone_change: { en: { templateId: 'tmpl-phone', dltTemplateId: '1207170000000000031' } },
        inactive_notice: { en: { templateId: 'tmpl-inactive', dltTemplateId: '1207170000000000041' } },
      },
    };
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts the flow payload with the DLT template and entity ids', async () => {
    const { logger, text } = captureLogger();
    await new Msg91SmsSender(options, logger).send({
      to: '+919000000001',
      kind: 'login',
      text: 'ignored by flow',
      otp: '314159',
      language: 'en',
    });
    expect(received.at(-1)).toEqual({
      url: '/api/v5/flow',
      headers: expect.objectContaining({ authkey: 'test-auth-key', 'content-type': 'application/json' }),
      body: {
        template_id: 'tmpl-otp-login',
        sender: 'PADNAM',
        short_url: '0',
        DLT_TE_ID: '1207170000000000001',
        PE_ID: '1201160000000000002',
        recipients: [{ mobiles: '919000000001', otp: '314159' }],
      },
    });
    expect(text()).not.toContain('314159');
  });

  it('sends a Malayalam speaker the Malayalam template where one is registered, the English one otherwise', async () => {
    const { logger } = captureLogger();
    const malayalam = { templateId: 'tmpl-otp-login-ml', dltTemplateId: '1207170000000000009' };
    const message = {
      to: '+919000000001',
      kind: 'login' as const,
      text: 'ignored by flow',
      otp: '271828',
      language: 'ml' as const,
    };

    await new Msg91SmsSender({ ...options, malayalam }, logger).send(message);
    expect(received.at(-1)?.body).toMatchObject({ template_id: 'tmpl-otp-login-ml', DLT_TE_ID: '1207170000000000009' });

    await new Msg91SmsSender({ ...options, malayalam }, logger).send({ ...message, language: 'en' });
    expect(received.at(-1)?.body).toMatchObject({ template_id: 'tmpl-otp-login', DLT_TE_ID: '1207170000000000001' });

    await new Msg91SmsSender(options, logger).send(message);
    expect(received.at(-1)?.body).toMatchObject({ template_id: 'tmpl-otp-login', DLT_TE_ID: '1207170000000000001' });
  });

  it("sends each kind of message on its own template, in the student's language where one is registered", async () => {
    const { logger } = captureLogger();
    const sender = new Msg91SmsSender(options, logger);
    const base = { to: '+919000000001', text: 'ignored by flow', otp: '112233' };
    await sender.send({ ...base, kind: 'parent_consent', language: 'ml' });
    expect(received.at(-1)?.body).toMatchObject({ template_id: 'tmpl-parent-ml', DLT_TE_ID: '1207170000000000012' });
    await sender.send({ ...base, kind: 'parent_consent', language: 'en' });
    expect(received.at(-1)?.body).toMatchObject({ template_id: 'tmpl-parent', DLT_TE_ID: '1207170000000000011' });
    await sender.send({ ...base, kind: 'erasure', language: 'ml' });
    expect(received.at(-1)?.body).toMatchObject({ template_id: 'tmpl-erasure', DLT_TE_ID: '1207170000000000021' });
    await sender.send({ ...base, kind: 'phone_change', language: 'en' });
    expect(received.at(-1)?.body).toMatchObject({ template_id: 'tmpl-phone', DLT_TE_ID: '1207170000000000031' });

    // A notice carries no code: its recipient has no code variable.
    await sender.send({ to: '+919000000001', kind: 'inactive_notice', text: 'ignored by flow', language: 'en' });
    expect(received.at(-1)?.body).toMatchObject({
      template_id: 'tmpl-inactive',
      DLT_TE_ID: '1207170000000000041',
      recipients: [{ mobiles: '919000000001' }],
    });
  });

  it('throws SmsDeliveryError when MSG91 refuses or says error', async () => {
    const { logger } = captureLogger();
    const sender = new Msg91SmsSender(options, logger);
    respondWith = { status: 401, body: { type: 'error', message: 'Invalid authkey' } };
    await expect(
      sender.send({ to: '+919000000001', kind: 'login', text: '', otp: '000001', language: 'en' }),
    ).rejects.toBeInstanceOf(SmsDeliveryError);
    respondWith = { status: 200, body: { type: 'error', message: 'Template not approved' } };
    await expect(
      sender.send({ to: '+919000000001', kind: 'login', text: '', otp: '000001', language: 'en' }),
    ).rejects.toBeInstanceOf(SmsDeliveryError);
    respondWith = { status: 200, body: { type: 'success', message: 'ok' } };
  });

  it('throws SmsDeliveryError when MSG91 cannot be reached', async () => {
    const { logger } = captureLogger();
    const sender = new Msg91SmsSender({ ...options, baseUrl: 'http://127.0.0.1:9' }, logger);
    await expect(
      sender.send({ to: '+919000000001', kind: 'login', text: '', otp: '000001', language: 'en' }),
    ).rejects.toBeInstanceOf(SmsDeliveryError);
  });
});
