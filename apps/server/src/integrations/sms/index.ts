import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import { ConsoleSmsSender } from './console-sms-sender.js';
import { Msg91SmsSender } from './msg91-sms-sender.js';
import type { SmsSender } from './sms-sender.js';

export type { SmsSender } from './sms-sender.js';

export function createSmsSender(config: SmsConfig, dataDir: string, log: FastifyBaseLogger, clock: Clock): SmsSender {
  return config.provider === 'console' ? new ConsoleSmsSender(dataDir, log, clock) : new Msg91SmsSender(config, log);
}
