/** Sends one email. Implementations: the local outbox file and an SMTP server (nodemailer). */

export interface MailMessage {
  /** One address, as the account holds it (trimmed, lower-cased). */
  to: string;
  subject: string;
  text: string;
}

export interface MailSender {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}

/** The mail server refused or could not be reached; the message never names the code. */
export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError';
}

/** An address for a log line: its first letter and its domain (a***@example.com). */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address[0]}***${address.slice(at)}`;
}
