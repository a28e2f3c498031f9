/**
 * `npm run sms:templates`: the text of every kind of SMS in English and Malayalam, as each must be
 * registered as a DLT template before MSG91 will send it (docs/DEPLOY.md). Their MSG91 and DLT
 * ids then go into MSG91_TEMPLATE_ID… (the login code) and MSG91_TEMPLATES (the others).
 */
import { smsTemplateTexts } from '../modules/auth/sms-template-texts.js';

for (const { kind, language, text } of smsTemplateTexts()) console.log(`${kind} (${language}):\n  ${text}\n`);
