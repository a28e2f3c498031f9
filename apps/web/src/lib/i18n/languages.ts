// The interface's languages as the web app speaks of them. Which ones exist is the contract's
// (TAppLanguage, what the server stores for a user). The list is written again here, checked
// against the contract's type, because the contract's module would bring zod's schemas into the
// first file every visit downloads.
import type { TAppLanguage } from '@padanam/contract';

export type { TAppLanguage };

export const APP_LANGUAGES = ['en', 'ml'] as const satisfies readonly TAppLanguage[];

// Fails to compile when the contract gains a language this list lacks.
const everyLanguageListed: Exclude<TAppLanguage, (typeof APP_LANGUAGES)[number]> extends never ? true : never = true;
void everyLanguageListed;

/** The tag `Intl`, `lang` attributes and screen readers take: Indian English and Malayalam in India. */
export const LANGUAGE_TAGS: Readonly<Record<TAppLanguage, string>> = { en: 'en-IN', ml: 'ml-IN' };

/**
 * Each language named in itself, whatever language the screen is in: a student who cannot read the
 * one on screen still finds theirs. Never translated.
 */
// eslint-disable-next-line lingui/no-unlocalized-strings -- each name is in its own language on every screen
export const LANGUAGE_NAMES: Readonly<Record<TAppLanguage, string>> = { en: 'English', ml: 'മലയാളം' };

export const DEFAULT_LANGUAGE: TAppLanguage = 'en';

/** The languages that are translations: English is the source, written in the code. */
export type TTranslatedLanguage = Exclude<TAppLanguage, 'en'>;

export function isAppLanguage(value: unknown): value is TAppLanguage {
  return typeof value === 'string' && (APP_LANGUAGES as readonly string[]).includes(value);
}
