// The language this device shows before anyone logs in, and from the first paint of every later
// visit: the account's language is known only once /api/me answers. Kept in localStorage, which a
// logout leaves alone (the device's language is not the session's).
import { DEFAULT_LANGUAGE, isAppLanguage, type TAppLanguage } from './languages';

const STORAGE_KEY = 'padanam.language';
/** Set while a language chosen before logging in waits to become the account's (account-language.ts). */
const CHOSEN_SIGNED_OUT_KEY = 'padanam.language.chosen-signed-out';

export function readDeviceLanguage(): TAppLanguage {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isAppLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    // Storage refused (a private window's quota, a blocked site): the default is still a language.
    return DEFAULT_LANGUAGE;
  }
}

export function storeDeviceLanguage(language: TAppLanguage): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not kept: the next visit starts in the default, and the account's language follows.
  }
}

/** Someone not logged in chose `language` on this device: the next login makes it the account's. */
export function storeChoiceBeforeLogin(language: TAppLanguage): void {
  storeDeviceLanguage(language);
  try {
    window.localStorage.setItem(CHOSEN_SIGNED_OUT_KEY, language);
  } catch {
    // Not kept: the account's own language wins at login, as if nothing had been chosen.
  }
}

/** The language chosen before logging in, if one waits (and forgets it: it is taken once). */
export function takeChoiceBeforeLogin(): TAppLanguage | null {
  try {
    const chosen = window.localStorage.getItem(CHOSEN_SIGNED_OUT_KEY);
    window.localStorage.removeItem(CHOSEN_SIGNED_OUT_KEY);
    return isAppLanguage(chosen) ? chosen : null;
  } catch {
    return null;
  }
}
