/** Sends one text message. Implementations: the local outbox file and MSG91. */
import type { TAppLanguage } from '@padanam/contract';

export interface SmsMessage {
  /** E.164, e.g. +919000000001. */
  to: string;
  text: string;
  /** The code, for providers whose DLT template takes it as a variable. */
  otp: string;
  /** The language of `text`: a provider sends its own template in it, where one is registered. */
  language: TAppLanguage;
}

export interface SmsSender {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError';
}

/**
 * The login code's text in the student's language: what each language's DLT template is
 * registered as (MSG91 fills ##OTP## in its own copy).
 */
export function otpMessageText(code: string, lifetimeMinutes: number, language: TAppLanguage): string {
  return language === 'ml'
    ? `${code} ആണ് നിങ്ങളുടെ Padanam ലോഗിൻ കോഡ്. ഇത് ${lifetimeMinutes} മിനിറ്റ് സമയത്തേക്ക് മാത്രം. ആരുമായും പങ്കിടരുത്.`
    : `${code} is your Padanam login code. It is valid for ${lifetimeMinutes} minutes. Do not share it with anyone.`;
}
