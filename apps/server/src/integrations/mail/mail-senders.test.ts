import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../../lib/clock.js';
import { ConsoleMailSender, MAIL_OUTBOX_FILE } from './console-mail-sender.js';
import { MailDeliveryError, maskEmail } from './mail-sender.js';
import { SmtpMailSender } from './smtp-mail-sender.js';

function captureLogger() {
  const lines: string[] = [];
  const logger = pino({ level: 'trace' }, { write: (line: string) => lines.push(line) });
  return { logger, text: () => lines.join('') };
}

describe('ConsoleMailSender', () => {
  it('appends { at, to, subject, text } as one JSON line and logs only a masked address', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'padanam-mail-'));
    const { logger, text } = captureLogger();
    const sender = new ConsoleMailSender(dataDir, logger, createFakeClock(Date.UTC(2026, 11, 5, 9, 30, 0)));
    await sender.send({ to: 'anu@example.in', subject: 'Padanam: your confirmation code', text: '042917 confirms' });
    await sender.send({ to: 'ravi@example.in', subject: 'S', text: 'T' });
    const lines = fs.readFileSync(path.join(dataDir, MAIL_OUTBOX_FILE), 'utf8').trim().split('\n');
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      {
        at: '2026-12-05T09:30:00.000Z',
        to: 'anu@example.in',
        subject: 'Padanam: your confirmation code',
        text: '042917 confirms',
      },
      { at: '2026-12-05T09:30:00.000Z', to: 'ravi@example.in', subject: 'S', text: 'T' },
    ]);
    expect(text()).toContain('a***@example.in');
    expect(text()).not.toContain('anu@');
    expect(text()).not.toContain('042917');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

describe('SmtpMailSender', () => {
  it('hands nodemailer the message from MAIL_FROM (its JSON transport stands in for a server)', async () => {
    const { logger } = captureLogger();
    const sender = new SmtpMailSender(
      { transport: { jsonTransport: true }, from: 'Padanam <no-reply@college.example>' },
      logger,
    );
    const sent: unknown[] = [];
    // The JSON transport answers with the message it would have sent.
    const transporter = (
      sender as unknown as { transporter: { sendMail: (m: unknown) => Promise<{ message: string }> } }
    ).transporter;
    const original = transporter.sendMail.bind(transporter);
    transporter.sendMail = async (message) => {
      const info = await original(message);
      sent.push(JSON.parse(info.message));
      return info;
    };
    await sender.send({ to: 'anu@example.in', subject: 'Hello', text: 'Body' });
    expect(sent).toEqual([
      expect.objectContaining({
        from: { address: 'no-reply@college.example', name: 'Padanam' },
        to: [{ address: 'anu@example.in', name: '' }],
        subject: 'Hello',
        text: 'Body',
      }),
    ]);
  });

  it('turns a refusal into a MailDeliveryError that names neither the message nor the address', async () => {
    const { logger, text } = captureLogger();
    const sender = new SmtpMailSender({ transport: { jsonTransport: true }, from: 'no-reply@college.example' }, logger);
    const transporter = (sender as unknown as { transporter: { sendMail: () => Promise<never> } }).transporter;
    // The server's answer to RCPT TO, as nodemailer reports it.
    transporter.sendMail = () =>
      Promise.reject(Object.assign(new Error('550 mailbox unavailable'), { responseCode: 550 }));
    const refusal = sender.send({ to: 'anu@example.in', subject: 'Code', text: '042917' });
    await expect(refusal).rejects.toThrow(MailDeliveryError);
    await expect(refusal).rejects.toThrow('The SMTP server did not take the email (550)');
    expect(text()).toContain('a***@example.in');
    expect(text()).not.toContain('042917');
  });

  it('masks an address as its first letter and domain', () => {
    expect(maskEmail('anu.thomas@example.in')).toBe('a***@example.in');
    expect(maskEmail('nonsense')).toBe('***');
  });
});
