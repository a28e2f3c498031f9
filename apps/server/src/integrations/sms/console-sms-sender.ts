/**
 * The development provider: each message becomes one JSON line in DATA_DIR/sms-outbox.jsonl
 * so a developer (or a browser test) can read the code and log in. The log line says only
 * that a message went there, with the phone masked.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.js';
import { maskPhone } from '../../lib/mask-phone.js';
import type { SmsMessage, SmsSender } from './sms-sender.js';

export const SMS_OUTBOX_FILE = 'sms-outbox.jsonl';

export class ConsoleSmsSender implements SmsSender {
  readonly name = 'console';

  constructor(
    private readonly dataDir: string,
    private readonly log: FastifyBaseLogger,
    private readonly clock: Clock,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const line = JSON.stringify({ at: new Date(this.clock()).toISOString(), to: message.to, text: message.text });
    await fs.promises.mkdir(this.dataDir, { recursive: true });
    await fs.promises.appendFile(path.join(this.dataDir, SMS_OUTBOX_FILE), `${line}\n`, { mode: 0o600 });
    this.log.info({ to: maskPhone(message.to), outbox: SMS_OUTBOX_FILE }, 'SMS written to the local outbox');
  }
}
