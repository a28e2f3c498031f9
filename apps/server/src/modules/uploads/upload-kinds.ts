/**
 * What may be uploaded, kind by kind (staff's material and pictures, students' feedback attachments, doubt pictures and note stamps): the file types each accepts (decided from the file's
 * own bytes, never its name), the content type it is then served with, and the size limit
 * (UPLOAD_*_MAX_MB). A PDF note must be a PDF; a renamed program is refused.
 */
import { ANNOTATION_IMAGE_MAX_BYTES } from '@padanam/contract';
import type { UploadLimits } from '../../config.js';
import type { TLocalizedText } from '../../i18n/localized-text.js';

export type UploadKind = 'note' | 'audio' | 'image' | 'attachment' | 'doubt' | 'annotation';

interface UploadKindRule {
  /** The storage folder. */
  folder: string;
  /** Accepted types: the extension the bytes show → the content type served. */
  accepts: Readonly<Record<string, string>>;
  /** How the refusal names what was expected. */
  expected: TLocalizedText;
  limitOf: (limits: UploadLimits) => number;
}

const PICTURE: TLocalizedText = { en: 'a PNG, JPEG or WebP picture', ml: 'ഒരു PNG, JPEG അല്ലെങ്കിൽ WebP ചിത്രം' };

export const UPLOAD_KINDS: Readonly<Record<UploadKind, UploadKindRule>> = {
  note: {
    folder: 'notes',
    accepts: { pdf: 'application/pdf' },
    expected: { en: 'a PDF', ml: 'ഒരു PDF' },
    limitOf: (limits) => limits.noteBytes,
  },
  audio: {
    folder: 'audio',
    // What every current browser's <audio> plays.
    accepts: {
      mp3: 'audio/mpeg',
      m4a: 'audio/mp4',
      aac: 'audio/aac',
      wav: 'audio/wav',
      ogg: 'audio/ogg',
      opus: 'audio/ogg',
      flac: 'audio/flac',
    },
    expected: {
      en: 'an audio file (MP3, M4A, AAC, WAV, OGG, Opus or FLAC)',
      ml: 'ഒരു ഓഡിയോ ഫയൽ (MP3, M4A, AAC, WAV, OGG, Opus അല്ലെങ്കിൽ FLAC)',
    },
    limitOf: (limits) => limits.audioBytes,
  },
  image: {
    folder: 'images',
    accepts: { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' },
    expected: PICTURE,
    limitOf: (limits) => limits.imageBytes,
  },
  // A student's screenshot or document sent with feedback: read by staff only, never public.
  attachment: {
    folder: 'feedback',
    accepts: { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', pdf: 'application/pdf' },
    expected: {
      en: 'a PNG, JPEG or WebP picture, or a PDF',
      ml: 'ഒരു PNG, JPEG അല്ലെങ്കിൽ WebP ചിത്രമോ PDF-ഓ',
    },
    limitOf: (limits) => limits.imageBytes,
  },
  // A picture a student sends with a doubt (a page of their notebook): read by them and staff only.
  doubt: {
    folder: 'doubts',
    accepts: { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' },
    expected: PICTURE,
    limitOf: (limits) => limits.imageBytes,
  },
  // A stamp's or signature's picture in the note viewer: its student's alone, never public.
  annotation: {
    folder: 'annotations',
    accepts: { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' },
    expected: PICTURE,
    limitOf: () => ANNOTATION_IMAGE_MAX_BYTES,
  },
};

/** "50 MB" for a limit in bytes. */
export function describeLimit(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}
