import { describe, expect, it } from 'vitest';
import { SMS_KINDS } from '../../integrations/sms/sms-sender.js';
import { DLT_VARIABLE, smsTemplateTexts } from './sms-template-texts.js';

describe('the SMS texts to register', () => {
  it('has every kind in English and Malayalam, each code in its one variable and the notice with none', () => {
    const texts = smsTemplateTexts();
    expect(texts.map(({ kind, language }) => `${kind}:${language}`)).toEqual(
      SMS_KINDS.flatMap((kind) => [`${kind}:en`, `${kind}:ml`]),
    );
    for (const { kind, text } of texts) {
      const variables = text.split(DLT_VARIABLE).length - 1;
      expect(variables, `${kind}: ${text}`).toBe(kind === 'inactive_notice' ? 0 : 1);
    }
    // Each kind says something of its own: none is registered twice.
    expect(new Set(texts.map(({ text }) => text)).size).toBe(texts.length);
    expect(texts.find(({ kind, language }) => kind === 'parent_consent' && language === 'en')?.text).toContain(
      'as a parent',
    );
  });
});
