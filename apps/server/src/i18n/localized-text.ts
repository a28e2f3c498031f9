/**
 * What the server says to a student, in each of the app's languages: its error messages (a
 * refusal a student can meet: a wrong code, a closed test, a file too large). The screen's
 * language reaches the server with each request (request-language.ts); staff-only and
 * developer-facing messages stay English, the language of the code and the logs.
 */
import type { TAppLanguage } from '@padanam/contract';

export type TLocalizedText = Readonly<Record<TAppLanguage, string>>;

/** A message as a thrower gives it: English only, or in every language. */
export type TMessage = string | TLocalizedText;

export function englishOf(message: TMessage): string {
  return typeof message === 'string' ? message : message.en;
}

export function textIn(message: TMessage, language: TAppLanguage): string {
  return typeof message === 'string' ? message : message[language];
}
