// Puts a language on screen: for Malayalam, its translations (a lazy chunk for the student app,
// another the staff console adds when it opens) and its font; the page's lang attribute. English
// is the source: its text is in the code (build/precompiled-messages.ts), and it loads nothing.
import { i18n, type Messages } from '@lingui/core';
import { afterLoadWhenIdle } from '../use-after-load';
import { LANGUAGE_TAGS, type TAppLanguage, type TTranslatedLanguage } from './languages';
import { languageOnScreen, setLanguageOnScreen } from './language-on-screen';

/** One wing's translations into a language: the app's catalogs, merged, in a chunk of their own. */
export type TTranslationsLoader = (language: TTranslatedLanguage) => Promise<Messages>;

const STUDENT_APP: TTranslationsLoader = async () => (await import('./student-app-ml')).messages;

/** Every wing on screen so far: a change of language loads each of them again. */
const wingsInUse: TTranslationsLoader[] = [STUDENT_APP];
let latestRequest = 0;

async function loadInto(language: TAppLanguage, wings: readonly TTranslationsLoader[]): Promise<void> {
  // English is the messages' own text: an empty catalog, so Lingui knows the language is loaded.
  if (language === 'en') return i18n.load('en', {});
  const translations = await Promise.all(wings.map((load) => load(language)));
  // Lingui merges what is loaded for a language into what it already holds.
  for (const messages of translations) i18n.load(language, messages);
}

/**
 * Loads and activates `language`. When two changes overlap (a tap on each language in turn), the
 * one asked last is the one that stays on screen, whichever catalog arrives first.
 */
export async function activateLanguage(language: TAppLanguage): Promise<void> {
  const request = ++latestRequest;
  // The language being put on screen: the one a wing opened meanwhile loads, before it is active.
  setLanguageOnScreen(language);
  // The font after the first screen: Malayalam is drawn in the system's font until it arrives
  // (malayalam-font.css), and on a phone's connection its files before the first screen cost that
  // screen a quarter of a second (bench/RESULTS.md, "Malayalam's first screen").
  if (language === 'ml') afterLoadWhenIdle(() => void import('./malayalam-font.css'));
  await loadInto(language, wingsInUse);
  if (request !== latestRequest) return;
  i18n.activate(language);
  document.documentElement.lang = LANGUAGE_TAGS[language];
}

/** Adds a wing's translations (the staff console's) in the language being shown, and to every later change. */
export async function addTranslations(load: TTranslationsLoader): Promise<void> {
  if (!wingsInUse.includes(load)) wingsInUse.push(load);
  await loadInto(languageOnScreen(), [load]);
}

/** The language on screen now (or being put there). */
export const activeLanguage = languageOnScreen;
