/**
 * The development provider: each message becomes one JSON line in DATA_DIR/mail-outbox.jsonl
 * so a developer (or a browser test) can read the code it holds. The log line says only that a
 * message went there, with the address masked.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.js';
import { maskEmail, type MailMessage, type MailSender } from './mail-sender.js';

export const MAIL_OUTBOX_FILE = 'mail-outbox.jsonl';

export class ConsoleMailSender implements MailSender {
  readonly name = 'console';

  constructor(
    private readonly dataDir: string,
    private readonly log: FastifyBaseLogger,
    private readonly clock: Clock,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const line = JSON.stringify({
      at: new Date(this.clock()).toISOString(),
      to: message.to,
      subject: message.subject,
      text: message.text,
    });
    await fs.promises.mkdir(this.dataDir, { recursive: true });
    await fs.promises.appendFile(path.join(this.dataDir, MAIL_OUTBOX_FILE), `${line}\n`, { mode: 0o600 });
    this.log.info({ to: maskEmail(message.to), outbox: MAIL_OUTBOX_FILE }, 'Email written to the local outbox');
  }
}
