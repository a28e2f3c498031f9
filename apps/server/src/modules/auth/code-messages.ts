/** The text of a code (an SMS, or an email's body), in the recipient's language, for what it was sent for. */
import type { TAppLanguage } from '@padanam/contract';
import type { CodePurpose } from '../../db/schema.js';
import { otpMessageText } from '../../integrations/sms/sms-sender.js';

/**
 * A code's text for what it was sent for: each is registered as its own DLT template in each
 * language (MSG91_TEMPLATES, docs/DEPLOY.md), MSG91 filling the code in its copy.
 */
export function codeMessageText(
  purpose: CodePurpose,
  code: string,
  lifetimeMinutes: number,
  language: TAppLanguage,
): string {
  const ml = language === 'ml';
  switch (purpose) {
    case 'login':
      return otpMessageText(code, lifetimeMinutes, language);
    case 'parent_consent':
      return ml
        ? `${code} നൽകിയാൽ നിങ്ങളുടെ കുട്ടിയുടെ Padanam അക്കൗണ്ടിന് രക്ഷിതാവെന്ന നിലയിൽ നിങ്ങൾ സമ്മതം നൽകുന്നു. ${lifetimeMinutes} മിനിറ്റ് സമയം. ആരുമായും പങ്കിടരുത്.`
        : `${code} gives your consent, as a parent, to your child's Padanam account. It is valid for ${lifetimeMinutes} minutes. Do not share it with anyone.`;
    case 'erasure':
      return ml
        ? `${code} നൽകിയാൽ നിങ്ങളുടെ Padanam അക്കൗണ്ട് ഇല്ലാതാക്കാൻ സ്ഥിരീകരിക്കുന്നു. ${lifetimeMinutes} മിനിറ്റ് സമയം. നിങ്ങൾ ചോദിച്ചതല്ലെങ്കിൽ ഇത് അവഗണിക്കൂ.`
        : `${code} confirms deleting your Padanam account. It is valid for ${lifetimeMinutes} minutes. If you did not ask for this, ignore it.`;
    case 'phone_change':
      return ml
        ? `${code} ആണ് Padanam-ൽ ഈ പുതിയ ഫോൺ നമ്പർ സ്ഥിരീകരിക്കാനുള്ള കോഡ്. ${lifetimeMinutes} മിനിറ്റ് സമയം. ആരുമായും പങ്കിടരുത്.`
        : `${code} confirms this as your new phone number on Padanam. It is valid for ${lifetimeMinutes} minutes. Do not share it with anyone.`;
    case 'email_change':
      return ml
        ? `${code} ആണ് Padanam-ൽ ഈ ഇമെയിൽ വിലാസം നിങ്ങളുടേതാണെന്ന് സ്ഥിരീകരിക്കാനുള്ള കോഡ്. ${lifetimeMinutes} മിനിറ്റ് സമയം. ആരുമായും പങ്കിടരുത്. നിങ്ങൾ ചോദിച്ചതല്ലെങ്കിൽ ഈ ഇമെയിൽ അവഗണിക്കൂ.`
        : `${code} confirms this as your new email address on Padanam. It is valid for ${lifetimeMinutes} minutes. Do not share it with anyone. If you did not ask for this, ignore this email.`;
  }
}

/** The subject of an email carrying a code. */
export function codeMailSubject(language: TAppLanguage): string {
  return language === 'ml' ? 'Padanam: നിങ്ങളുടെ സ്ഥിരീകരണ കോഡ്' : 'Padanam: your confirmation code';
}
