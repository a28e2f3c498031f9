import { i18n } from '@lingui/core';
import { EMAIL_MESSAGE, PHONE_MESSAGE, SIGNUP_EMAIL_NOTE, SIGNUP_MESSAGES } from '@padanam/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTRACT_MESSAGES, contractMessage } from './contract-messages';
import { activateLanguage } from './language-loader';

/** Every message the contract exports for a screen to show. */
const CONTRACT_TEXTS = [PHONE_MESSAGE, EMAIL_MESSAGE, SIGNUP_EMAIL_NOTE, ...Object.values(SIGNUP_MESSAGES)];

describe("the contract's messages on screen", () => {
  afterAll(() => activateLanguage('en'));

  it('have a translation each, whose English is the contract’s own words', async () => {
    await activateLanguage('en');
    expect(new Set(CONTRACT_MESSAGES.keys())).toEqual(new Set(CONTRACT_TEXTS));
    for (const text of CONTRACT_TEXTS) expect(i18n._(contractMessage(text))).toBe(text);
  });

  it('are in Malayalam on a screen in Malayalam', async () => {
    await activateLanguage('ml');
    for (const text of CONTRACT_TEXTS) {
      const shown = i18n._(contractMessage(text));
      expect(shown).not.toBe(text);
      expect(shown).toMatch(/[\u0D00-\u0D7F]/);
    }
  });

  it('refuse a text the contract does not have, rather than show it untranslated', () => {
    expect(() => contractMessage('Some new rule')).toThrow(/No translation/);
  });
});
