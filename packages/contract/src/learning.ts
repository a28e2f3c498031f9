/**
 * The study path: a paper's details, a module with its notes, audio and video classes,
 * saved items, enrolled papers with progress. `canOpen` is the server's decision; the
 * screens only show it (a lock and a way to the plans).
 */
import { z } from 'zod';
import { ZId, ZIdParam } from './ids.js';
import { ZModuleSummary, ZPaper, ZPaperType, ZPopularPaper } from './papers.js';

export const ZPaperDetails = ZPaper.extend({
  isEnrolled: z.boolean(),
  isSaved: z.boolean(),
});
export type TPaperDetails = z.infer<typeof ZPaperDetails>;

/** A module as the catalogue lists it, with its paper and the caller's progress. */
export const ZModuleDetails = ZModuleSummary.extend({
  /** The summary screen's sub-heading: the line staff wrote, or the module's title when they wrote none. */
  summaryLine: z.string(),
  paperTitle: z.string(),
  paperType: ZPaperType,
  /** 0-100 for the caller. */
  progress: z.number().int().min(0).max(100),
});
export type TModuleDetails = z.infer<typeof ZModuleDetails>;

export const ZNote = z.object({
  id: ZId,
  moduleId: ZId,
  title: z.string(),
  description: z.string(),
  /** Same-origin path of the bytes; null when the caller may not open the module. */
  fileUrl: z.string().nullable(),
  sizeBytes: z.number().int().nonnegative(),
});
export type TNote = z.infer<typeof ZNote>;
export const ZNoteList = z.object({ notes: z.array(ZNote) });
export type TNoteList = z.infer<typeof ZNoteList>;

export const ZAudioClass = z.object({
  id: ZId,
  moduleId: ZId,
  title: z.string(),
  description: z.string(),
  durationSeconds: z.number().int().nullable(),
  fileUrl: z.string().nullable(),
  /** The file's size, shown before a download for offline use. */
  sizeBytes: z.number().int().nonnegative(),
  /** Saved by the caller (false when logged out). */
  isSaved: z.boolean(),
});
export type TAudioClass = z.infer<typeof ZAudioClass>;
export const ZAudioList = z.object({ audio: z.array(ZAudioClass) });
export type TAudioList = z.infer<typeof ZAudioList>;

/** How many modules one access check may name: more than a student ever keeps on a phone. */
export const OPEN_MODULES_CHECK_MAX = 200;
/** Modules kept on a device for offline study, checked again on every connection. */
export const ZOpenModulesRequest = z.object({
  moduleIds: z
    .array(ZId)
    .min(1, { error: 'must name at least one module' })
    .max(OPEN_MODULES_CHECK_MAX, { error: `must name at most ${OPEN_MODULES_CHECK_MAX} modules` }),
});
export type TOpenModulesRequest = z.infer<typeof ZOpenModulesRequest>;
/** Those of the modules asked about that the caller may open now (the rest are to be removed). */
export const ZOpenModules = z.object({ moduleIds: z.array(ZId) });
export type TOpenModules = z.infer<typeof ZOpenModules>;

export const ZVideoClass = z.object({
  id: ZId,
  moduleId: ZId,
  moduleNumber: z.number().int().positive(),
  paperId: ZId,
  paperTitle: z.string(),
  paperType: ZPaperType,
  title: z.string(),
  description: z.string(),
  instructor: z.string(),
  duration: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  order: z.number().int(),
  /** The video-site link; null when the caller may not open the module. */
  tutorialUrl: z.string().nullable(),
  canOpen: z.boolean(),
  /** Saved by the caller (false when logged out). */
  isSaved: z.boolean(),
});
export type TVideoClass = z.infer<typeof ZVideoClass>;
export const ZVideoList = z.object({ videos: z.array(ZVideoClass) });
export type TVideoList = z.infer<typeof ZVideoList>;

export const SAVED_CATEGORIES = ['paper', 'module', 'audio', 'video'] as const;
export const ZSavedCategory = z.enum(SAVED_CATEGORIES, { error: 'must be paper, module, audio or video' });
export type TSavedCategory = z.infer<typeof ZSavedCategory>;

export const ZSaveRequest = z.object({ category: ZSavedCategory, id: ZId });
export type TSaveRequest = z.infer<typeof ZSaveRequest>;
export const ZSavedParams = z.object({ category: ZSavedCategory, id: ZIdParam });

export const ZSavedItem = z.object({
  category: ZSavedCategory,
  /** The paper's, the module's, or the audio or video class's id. */
  id: ZId,
  title: z.string(),
  /** Module number for modules and classes, null for papers. */
  module: z.number().int().nullable(),
  /** The module's id for modules and classes, null for papers. */
  moduleId: ZId.nullable(),
  paperId: ZId,
  paperTitle: z.string(),
  paperType: ZPaperType,
  /** An audio class's length in seconds (when known); null otherwise. */
  durationSeconds: z.number().int().nullable(),
  /** A video class's duration text and instructor; null otherwise. */
  duration: z.string().nullable(),
  instructor: z.string().nullable(),
  savedAt: z.number().int(),
});
export type TSavedItem = z.infer<typeof ZSavedItem>;
export const ZSavedList = z.object({ items: z.array(ZSavedItem) });
export type TSavedList = z.infer<typeof ZSavedList>;

export const PROGRESS_KINDS = ['note', 'audio', 'video'] as const;
export const ZProgressRequest = z.object({
  kind: z.enum(PROGRESS_KINDS, { error: 'must be note, audio or video' }),
});
export type TProgressRequest = z.infer<typeof ZProgressRequest>;

export const ZModuleProgress = z.object({
  moduleId: ZId,
  progress: z.number().int().min(0).max(100),
  completed: z.boolean(),
});
export type TModuleProgress = z.infer<typeof ZModuleProgress>;

export const ZEnrolledModule = z.object({
  id: ZId,
  number: z.number().int().positive(),
  title: z.string(),
  description: z.string(),
  duration: z.string().nullable(),
  progress: z.number().int().min(0).max(100),
  completed: z.boolean(),
  isSaved: z.boolean(),
});
export type TEnrolledModule = z.infer<typeof ZEnrolledModule>;

export const ZEnrolledPaper = ZPaper.extend({
  /** The whole paper is the student's (Paper-Based Plan or a grant), not only some of its modules. */
  isWholePaper: z.boolean(),
  modules: z.array(ZEnrolledModule),
  /** Rounded share of modules completed or at 100 (spec section 5). */
  progress: z.number().int().min(0).max(100),
  enrolledAt: z.number().int(),
});
export type TEnrolledPaper = z.infer<typeof ZEnrolledPaper>;
export const ZEnrollmentList = z.object({ papers: z.array(ZEnrolledPaper) });
export type TEnrollmentList = z.infer<typeof ZEnrollmentList>;

/** Home's 'Continue Journey': modules last worked on, then the first unfinished ones of enrolled papers. */
export const ZRecommendation = z.object({
  id: ZId,
  number: z.number().int().positive(),
  title: z.string(),
  paperId: ZId,
  paperTitle: z.string(),
  isSaved: z.boolean(),
  progress: z.number().int().min(0).max(100),
});
export type TRecommendation = z.infer<typeof ZRecommendation>;
/**
 * Home's recommendations: the modules to continue ('Continue Journey') and the papers most
 * students take ('Courses', at most 3), one request for both sections.
 */
export const ZRecommendationList = z.object({ modules: z.array(ZRecommendation), papers: z.array(ZPopularPaper) });
export type TRecommendationList = z.infer<typeof ZRecommendationList>;
