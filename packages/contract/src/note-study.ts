/**
 * A student's own study of a note: where they stopped, the pages they have seen, their bookmarks,
 * and their annotations (the note viewer's PDF tool). Every record is the caller's alone, kept on
 * the server beside the shared PDF and never written into it; only a student who may open the
 * note's module may read or write them.
 */
import { z } from 'zod';
import { ZId, ZIdParam } from './ids.js';

/** The most pages a note may have for its reading records; more than any course note. */
export const NOTE_PAGES_MAX = 2000;
/** Bookmarks one student may keep in one note. */
export const NOTE_BOOKMARKS_MAX = 200;

export const ZNotePage = z.number().int().min(1).max(NOTE_PAGES_MAX);

export const ZNoteBookmark = z.object({
  page: ZNotePage,
  /** ISO 8601. */
  createdAt: z.string(),
});
export type TNoteBookmark = z.infer<typeof ZNoteBookmark>;

/** GET /api/notes/:id/reading, and the answer of every write below. */
export const ZNoteReading = z.object({
  noteId: ZId,
  /** The page open when the student last left the note (any device); null before their first visit. */
  lastPage: ZNotePage.nullable(),
  /** Pages of the note's current file the student has had on screen, ascending. */
  pagesSeen: z.array(ZNotePage),
  /** The note's pages as last counted (by the server's text reader or the student's viewer); null until known. */
  pageCount: z.number().int().min(1).max(NOTE_PAGES_MAX).nullable(),
  /** Ascending by page. */
  bookmarks: z.array(ZNoteBookmark),
  /** The caller's progress in the note's module (0-100) after this read or write. */
  moduleProgress: z.number().int().min(0).max(100),
});
export type TNoteReading = z.infer<typeof ZNoteReading>;

/**
 * PUT /api/notes/:id/reading: the page on screen and pages seen since the last report (merged with
 * those already kept). `page` and every seen page must be within `pageCount`. When every page of
 * every note of the module has been seen, the module's note counts as read (its progress).
 */
export const ZNoteReadingUpdate = z.object({
  page: ZNotePage,
  /** The page count of the file the viewer opened. */
  pageCount: z.number().int().min(1).max(NOTE_PAGES_MAX),
  pagesSeen: z.array(ZNotePage).max(NOTE_PAGES_MAX),
});
export type TNoteReadingUpdate = z.infer<typeof ZNoteReadingUpdate>;

/** PUT and DELETE /api/notes/:id/bookmarks/:page. */
export const ZNoteBookmarkParams = z.object({ id: ZIdParam, page: ZIdParam.pipe(ZNotePage) });
export type TNoteBookmarkParams = z.infer<typeof ZNoteBookmarkParams>;

/** pdf.js's annotation editors the viewer offers (the spec's PDF tool). */
export const ANNOTATION_KINDS = ['highlight', 'freetext', 'ink', 'stamp', 'signature'] as const;
export const ZAnnotationKind = z.enum(ANNOTATION_KINDS);
export type TAnnotationKind = z.infer<typeof ZAnnotationKind>;

/** Annotations one student may keep on one note. */
export const ANNOTATIONS_PER_NOTE_MAX = 500;
/** One annotation's editor data as JSON (an ink drawing's points, a highlight's outline). */
export const ANNOTATION_EDITOR_MAX_BYTES = 64 * 1024;
/** A stamp's or signature's picture. */
export const ANNOTATION_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Pictures one student may keep on one note. */
export const ANNOTATION_IMAGES_PER_NOTE_MAX = 30;
/** Picture types the stamp and signature editors accept; the server checks the bytes, not the name. */
export const ANNOTATION_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Made by the viewer (crypto.randomUUID), so an edit made offline is the same annotation when it syncs. */
export const ZAnnotationId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Annotation ids are 8-64 letters, digits, - or _');

export const ZAnnotation = z.object({
  id: ZAnnotationId,
  page: ZNotePage,
  kind: ZAnnotationKind,
  /** pdf.js's serialized editor as the viewer gave it; the server keeps it and never reads into it. */
  editor: z.record(z.string(), z.unknown()),
  /** A stamp's or signature's picture (uploaded first); null for the other kinds. */
  imageId: ZId.nullable(),
  /** ISO 8601, set by the server. */
  updatedAt: z.string(),
});
export type TAnnotation = z.infer<typeof ZAnnotation>;

/**
 * GET /api/notes/:id/annotations?pageCount=N: `pageCount` is the page count of the file the viewer
 * opened. When staff have replaced the note's file since an annotation was made, annotations on
 * pages past the new file's end are removed and the rest move to the new file (without
 * `pageCount`, the server's own count of the new file is used once it is known).
 */
export const ZNoteAnnotationsQuery = z.object({ pageCount: ZIdParam.pipe(ZNotePage).optional() });
export type TNoteAnnotationsQuery = z.infer<typeof ZNoteAnnotationsQuery>;

/** GET /api/notes/:id/annotations. */
export const ZNoteAnnotations = z.object({
  noteId: ZId,
  /** Ascending by page, then by when each was made. */
  annotations: z.array(ZAnnotation),
  /**
   * How many of the caller's annotations were removed because staff replaced the note's file and
   * their page is no longer in it; reported once (the next read says 0).
   */
  removedByReplacement: z.number().int().nonnegative(),
});
export type TNoteAnnotations = z.infer<typeof ZNoteAnnotations>;

/** PUT /api/notes/:id/annotations/:annotationId: creates or replaces (an offline edit replayed is harmless). */
export const ZAnnotationSave = z.object({
  page: ZNotePage,
  kind: ZAnnotationKind,
  editor: z.record(z.string(), z.unknown()),
  imageId: ZId.nullable(),
});
export type TAnnotationSave = z.infer<typeof ZAnnotationSave>;

export const ZAnnotationParams = z.object({ id: ZIdParam, annotationId: ZAnnotationId });
export type TAnnotationParams = z.infer<typeof ZAnnotationParams>;

/** DELETE /api/notes/:id/annotations?page=N clears one page; without `page`, the whole note. */
export const ZAnnotationClearQuery = z.object({ page: ZIdParam.pipe(ZNotePage).optional() });
export type TAnnotationClearQuery = z.infer<typeof ZAnnotationClearQuery>;

/** POST /api/notes/:id/annotation-images (multipart, one file): the picture's id and its owner-only URL. */
export const ZAnnotationImage = z.object({ imageId: ZId, url: z.string() });
export type TAnnotationImage = z.infer<typeof ZAnnotationImage>;
