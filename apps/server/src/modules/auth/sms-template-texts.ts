/**
 * The text of every kind of SMS in each language, as it must be registered on India's DLT
 * registry (one template each, the code as the variable `{#var#}`): what `npm run sms:templates`
 * prints for the operator, from the same functions that write the messages, so the registered
 * text and the sent one cannot drift apart.
 */
import { OTP_LIFETIME_SECONDS, type TAppLanguage } from '@padanam/contract';
import { SMS_KINDS, type SmsKind } from '../../integrations/sms/sms-sender.js';
import { inactiveNoticeText } from '../retention/retention.service.js';
import { codeMessageText } from './code-messages.js';

/** The DLT registry's mark for a variable in a template. */
export const DLT_VARIABLE = '{#var#}';

const LANGUAGES: readonly TAppLanguage[] = ['en', 'ml'];

function textOf(kind: SmsKind, language: TAppLanguage): string {
  return kind === 'inactive_notice'
    ? inactiveNoticeText(language)
    : codeMessageText(kind, DLT_VARIABLE, OTP_LIFETIME_SECONDS / 60, language);
}

export function smsTemplateTexts(): { kind: SmsKind; language: TAppLanguage; text: string }[] {
  return SMS_KINDS.flatMap((kind) => LANGUAGES.map((language) => ({ kind, language, text: textOf(kind, language) })));
}
