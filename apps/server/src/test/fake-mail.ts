import { MailDeliveryError, type MailMessage, type MailSender } from '../integrations/mail/mail-sender.js';

/** Keeps every email in memory so a test can read the code a student would receive. */
export class FakeMailSender implements MailSender {
  readonly name = 'fake';
  readonly sent: MailMessage[] = [];
  failNext = false;

  async send(message: MailMessage): Promise<void> {
    if (this.failNext) {
      this.failNext = false;
      throw new MailDeliveryError('mail server down');
    }
    this.sent.push(message);
  }

  /** Every email to this address, oldest first. */
  to(address: string): MailMessage[] {
    return this.sent.filter((message) => message.to === address);
  }

  /** The six-digit code in the latest email to this address. */
  lastCodeFor(address: string): string {
    const message = this.to(address).at(-1);
    const code = message?.text.match(/\b[0-9]{6}\b/)?.[0];
    if (!code) throw new Error(`no code emailed to ${address}`);
    return code;
  }
}
