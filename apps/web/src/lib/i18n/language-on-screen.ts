// The language on screen now (or being put there), on its own: the API client sends it with each
// request (the server writes its messages in it) without importing the loader and its catalogs,
// which the payment page, a client of the API too, has no use for.
import { DEFAULT_LANGUAGE, type TAppLanguage } from './languages';

let onScreen: TAppLanguage = DEFAULT_LANGUAGE;

export function languageOnScreen(): TAppLanguage {
  return onScreen;
}

/** For language-loader.ts only: the language it starts putting on screen. */
export function setLanguageOnScreen(language: TAppLanguage): void {
  onScreen = language;
}
