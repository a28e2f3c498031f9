/**
 * A student's question as search terms: its words from the first content word to the last, in
 * order (the phrase), and its content words,
 * without the words every question has ("what", "is", "the", "explain"), which would match every
 * page. Words are letters, marks and digits, so a Malayalam word stays whole.
 */
import type { SearchTerms } from './note-search.repository.js';

const MAX_WORDS = 12;

const QUESTION_WORDS = new Set(
  (
    'a an and any are as at be been by can could did do does for from how i in is it its me my of on or ' +
    'please should tell that the their there these this those to was were what when where which who whom ' +
    'whose why will with would you your about explain define definition describe meaning mean means give ' +
    'list show notes note say says write short answer question questions ' +
    // Malayalam: what is, what, how, why, who, which, where, when, explain.
    'എന്താണ് എന്ത് എങ്ങനെ എന്തുകൊണ്ട് ആര് ഏത് എവിടെ എപ്പോൾ വിശദീകരിക്കുക'
  ).split(' '),
);

const isContentWord = (word: string) => !QUESTION_WORDS.has(word) && (word.length > 1 || /\P{ASCII}/u.test(word));

export function questionTerms(question: string): SearchTerms | null {
  const all = (
    question
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  ).slice(0, MAX_WORDS);
  const words = [...new Set(all.filter(isContentWord))];
  if (words.length === 0) return null;
  // The phrase runs from the first content word to the last ("what is a stack overflow?" gives
  // "stack overflow"), keeping the small words inside it ("law of demand").
  const first = all.findIndex(isContentWord);
  const last = all.findLastIndex(isContentWord);
  return { phrase: all.slice(first, last + 1), words };
}
