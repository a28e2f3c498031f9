import type { SmsMessage, SmsSender } from '../integrations/sms/sms-sender.js';
import { SmsDeliveryError } from '../integrations/sms/sms-sender.js';

/** Keeps every message in memory so a test can read the code a student would receive. */
export class FakeSmsSender implements SmsSender {
  readonly name = 'fake';
  readonly sent: SmsMessage[] = [];
  failNext = false;

  async send(message: SmsMessage): Promise<void> {
    if (this.failNext) {
      this.failNext = false;
      throw new SmsDeliveryError('provider down');
    }
    this.sent.push(message);
  }

  lastCodeFor(to: string): string {
    const message = this.sent.filter((entry) => entry.to === to).at(-1);
    if (!message?.otp) throw new Error(`no code sent to ${to}`);
    return message.otp;
  }
}
