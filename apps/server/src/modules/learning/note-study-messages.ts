/** What a student is told when the note viewer's records refuse something, in each of the app's languages. */
import {
  ANNOTATION_EDITOR_MAX_BYTES,
  ANNOTATION_IMAGES_PER_NOTE_MAX,
  ANNOTATIONS_PER_NOTE_MAX,
  NOTE_BOOKMARKS_MAX,
} from '@padanam/contract';
import type { TLocalizedText } from '../../i18n/localized-text.js';

export const NOTE_NOT_FOUND = { en: 'Note not found', ml: 'നോട്ട് കണ്ടെത്തിയില്ല' } as const;

export const NOTE_READ_BY_PAGES = {
  en: 'A note counts as read once every page of it has been seen in the note viewer; it cannot be marked read by hand.',
  ml: 'നോട്ട് വ്യൂവറിൽ ഓരോ പേജും കണ്ടുകഴിഞ്ഞാലാണ് നോട്ട് വായിച്ചതായി കണക്കാക്കുന്നത്; കൈകൊണ്ട് വായിച്ചതായി അടയാളപ്പെടുത്താനാവില്ല.',
} as const;

export function pagePastEnd(page: number, pageCount: number): TLocalizedText {
  return {
    en: `Page ${page} is past the end of this note, which has ${pageCount} pages.`,
    ml: `പേജ് ${page} ഈ നോട്ടിന്റെ അവസാനത്തിനപ്പുറമാണ്; ഇതിൽ ${pageCount} പേജുകളേ ഉള്ളൂ.`,
  };
}

export const TOO_MANY_BOOKMARKS = {
  en: `A note can keep at most ${NOTE_BOOKMARKS_MAX} bookmarks. Remove one to add another.`,
  ml: `ഒരു നോട്ടിൽ പരമാവധി ${NOTE_BOOKMARKS_MAX} ബുക്ക്മാർക്കുകൾ സൂക്ഷിക്കാം. പുതിയത് ചേർക്കാൻ ഒന്ന് നീക്കം ചെയ്യൂ.`,
} as const;

export const TOO_MANY_ANNOTATIONS = {
  en: `A note can keep at most ${ANNOTATIONS_PER_NOTE_MAX} annotations. Delete one to add another.`,
  ml: `ഒരു നോട്ടിൽ പരമാവധി ${ANNOTATIONS_PER_NOTE_MAX} അടയാളപ്പെടുത്തലുകൾ സൂക്ഷിക്കാം. പുതിയത് ചേർക്കാൻ ഒന്ന് ഡിലീറ്റ് ചെയ്യൂ.`,
} as const;

const EDITOR_KB = Math.round(ANNOTATION_EDITOR_MAX_BYTES / 1024);
export const ANNOTATION_TOO_LARGE = {
  en: `One annotation may hold at most ${EDITOR_KB} KB of drawing data. Split it into smaller ones.`,
  ml: `ഒരു അടയാളപ്പെടുത്തലിൽ പരമാവധി ${EDITOR_KB} KB വരയുടെ വിവരങ്ങളേ പാടുള്ളൂ. ഇതിനെ ചെറിയവയായി വിഭജിക്കൂ.`,
} as const;

export const TOO_MANY_PICTURES = {
  en: `A note can keep at most ${ANNOTATION_IMAGES_PER_NOTE_MAX} stamp and signature pictures.`,
  ml: `ഒരു നോട്ടിൽ പരമാവധി ${ANNOTATION_IMAGES_PER_NOTE_MAX} സ്റ്റാമ്പ്, ഒപ്പ് ചിത്രങ്ങളേ സൂക്ഷിക്കാനാവൂ.`,
} as const;

export const PICTURE_NEEDED = {
  en: 'A stamp or signature needs its picture: upload the picture first.',
  ml: 'സ്റ്റാമ്പിനും ഒപ്പിനും അതിന്റെ ചിത്രം വേണം: ആദ്യം ചിത്രം അപ്‌ലോഡ് ചെയ്യൂ.',
} as const;

export const PICTURE_NOT_ALLOWED = {
  en: 'Only a stamp or a signature has a picture.',
  ml: 'സ്റ്റാമ്പിനും ഒപ്പിനും മാത്രമേ ചിത്രമുള്ളൂ.',
} as const;

export const PICTURE_NOT_YOURS_HERE = {
  en: 'This picture is not one of yours on this note. Upload it again.',
  ml: 'ഈ ചിത്രം ഈ നോട്ടിലെ നിങ്ങളുടേതല്ല. വീണ്ടും അപ്‌ലോഡ് ചെയ്യൂ.',
} as const;

export const PICTURE_NOT_FOUND = { en: 'Picture not found', ml: 'ചിത്രം കണ്ടെത്തിയില്ല' } as const;
