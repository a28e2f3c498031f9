import type { FastifyBaseLogger } from 'fastify';
import type { MailConfig } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import { ConsoleMailSender } from './console-mail-sender.js';
import type { MailSender } from './mail-sender.js';
import { SmtpMailSender } from './smtp-mail-sender.js';

export type { MailSender } from './mail-sender.js';

export function createMailSender(
  config: MailConfig,
  dataDir: string,
  log: FastifyBaseLogger,
  clock: Clock,
): MailSender {
  return config.provider === 'console'
    ? new ConsoleMailSender(dataDir, log, clock)
    : new SmtpMailSender({ transport: config.url, from: config.from }, log);
}
