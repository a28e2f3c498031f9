/**
 * The production provider: an SMTP server (SMTP_URL, smtp:// or smtps://) through nodemailer,
 * sending from MAIL_FROM. A refusal becomes a MailDeliveryError naming the server's answer code
 * only; the message (which may hold a code) never reaches a log line.
 */
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type JSONTransport from 'nodemailer/lib/json-transport/index.js';
import { maskEmail, MailDeliveryError, type MailMessage, type MailSender } from './mail-sender.js';

export interface SmtpOptions {
  /** The transport: an smtp(s):// URL, or (in tests) nodemailer's JSON transport, which sends nowhere. */
  transport: string | JSONTransport.Options;
  from: string;
}

export class SmtpMailSender implements MailSender {
  readonly name = 'smtp';
  private readonly transporter: Transporter;

  constructor(
    private readonly options: SmtpOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.transporter = nodemailer.createTransport(options.transport);
  }

  async send(message: MailMessage): Promise<void> {
    try {
      await this.transporter.sendMail({
        from: this.options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    } catch (error) {
      const code =
        (error as { responseCode?: unknown; code?: unknown }).responseCode ?? (error as { code?: unknown }).code;
      this.log.warn({ to: maskEmail(message.to), code }, 'The SMTP server did not take an email');
      throw new MailDeliveryError(`The SMTP server did not take the email (${String(code ?? 'no answer')})`);
    }
  }
}
