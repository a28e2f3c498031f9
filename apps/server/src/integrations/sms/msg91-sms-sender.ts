/**
 * MSG91 (India): the v5 flow API over HTTPS. India's DLT rules require every SMS to match a
 * registered template from a registered entity, so the template, DLT template and entity ids
 * come from configuration and travel with each request, one template a kind of message (the
 * login code, a parent's consent code, …). A template is registered in one language: a
 * Malayalam-speaking student gets the Malayalam one when it is configured, the English one
 * otherwise.
 */
import type { FastifyBaseLogger } from 'fastify';
import { maskPhone } from '../../lib/mask-phone.js';
import { SmsDeliveryError, type SmsKind, type SmsMessage, type SmsSender } from './sms-sender.js';

/** One registered template: MSG91's flow id and the DLT template id it was registered under. */
export interface Msg91Template {
  templateId: string;
  dltTemplateId: string;
}

/** A kind's template in English, and in Malayalam where one is registered. */
export interface Msg91TemplatePair {
  en: Msg91Template;
  ml?: Msg91Template;
}

export interface Msg91Options {
  baseUrl: string;
  authKey: string;
  templateId: string;
  senderId: string;
  dltTemplateId: string;
  dltEntityId: string;
  /** The Malayalam login template, when one is registered (its own template and DLT template ids). */
  malayalam?: Msg91Template;
  /** The template of every other kind of message. */
  templates: Record<Exclude<SmsKind, 'login'>, Msg91TemplatePair>;
  timeoutMs?: number;
}

export class Msg91SmsSender implements SmsSender {
  readonly name = 'msg91';

  constructor(
    private readonly options: Msg91Options,
    private readonly log: FastifyBaseLogger,
  ) {}

  private templateFor({ kind, language }: SmsMessage): Msg91Template {
    const pair: Msg91TemplatePair =
      kind === 'login'
        ? { en: this.options, ...(this.options.malayalam ? { ml: this.options.malayalam } : {}) }
        : this.options.templates[kind];
    return (language === 'ml' && pair.ml) || pair.en;
  }

  async send(message: SmsMessage): Promise<void> {
    const template = this.templateFor(message);
    const mobiles = message.to.replace(/^\+/, '');
    const payload = {
      template_id: template.templateId,
      sender: this.options.senderId,
      short_url: '0',
      DLT_TE_ID: template.dltTemplateId,
      PE_ID: this.options.dltEntityId,
      recipients: [message.otp === undefined ? { mobiles } : { mobiles, otp: message.otp }],
    };
    let response: Response;
    try {
      response = await fetch(new URL('/api/v5/flow', this.options.baseUrl), {
        method: 'POST',
        headers: { authkey: this.options.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      this.log.error({ to: maskPhone(message.to), err: error }, 'MSG91 unreachable');
      throw new SmsDeliveryError('MSG91 unreachable', { cause: error });
    }
    const body = (await response.json().catch(() => ({}))) as { type?: string; message?: string };
    if (!response.ok || body.type === 'error') {
      // MSG91 error messages name the problem (bad key, template) but never echo the code.
      this.log.error({ to: maskPhone(message.to), status: response.status, reason: body.message }, 'MSG91 refused');
      throw new SmsDeliveryError(`MSG91 refused the message (${response.status})`);
    }
    this.log.info({ to: maskPhone(message.to), kind: message.kind, provider: 'msg91' }, 'SMS handed to MSG91');
  }
}
