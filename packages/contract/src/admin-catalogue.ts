/**
 * The staff console's catalogue: papers (admins), their modules and the modules' notes, audio
 * and video classes (teachers and admins). Prices are whole paise (money-rules.ts); a paper is
 * a draft, published or archived; modules and material are archived, never deleted, so what
 * students bought and the tests they took stay theirs.
 */
import { z } from 'zod';
import { ZPage, ZPageQuery } from './admin-lists.js';
import { ZId } from './ids.js';
import { MAX_PRICE_PAISE } from './money-rules.js';
import { ZPaperType } from './papers.js';
import { multiLineText, requiredLine, singleLineText } from './text.js';
import { parseYouTubeVideoId } from './youtube-rules.js';

export const PAPER_STATUSES = ['draft', 'published', 'archived'] as const;
export const ZPaperStatus = z.enum(PAPER_STATUSES, { error: `must be one of ${PAPER_STATUSES.join(', ')}` });
export type TPaperStatus = z.infer<typeof ZPaperStatus>;

const ZPaise = z
  .number({ error: 'must be a whole number of paise' })
  .int({ error: 'must be a whole number of paise' })
  .min(0, { error: 'cannot be negative' })
  .max(MAX_PRICE_PAISE, { error: 'is more than ₹1,00,000' });

/** Free text such as '1 hr 20 min', as the learning screens show it. */
const ZDurationText = singleLineText(40)
  .transform((text) => text.trim())
  .nullable();

/** The longest summary line staff may write for a module. */
export const MODULE_SUMMARY_LINE_MAX = 160;

/**
 * A module's summary line, the sub-heading of its summary screen: one line staff write,
 * trimmed; empty or blank clears it (null), and students then see the module's title.
 */
export const ZModuleSummaryLine = z
  .string({ error: 'must be text or null' })
  .max(MODULE_SUMMARY_LINE_MAX, { error: `must be at most ${MODULE_SUMMARY_LINE_MAX} characters` })
  // eslint-disable-next-line no-control-regex -- one line: no line breaks or other control characters
  .refine((text) => !/[\u0000-\u001f\u007f]/.test(text), { error: 'must be one line, without control characters' })
  .transform((text) => text.trim() || null)
  .nullable();

// ---- Papers -------------------------------------------------------------------------------

export const PAPER_SORTS = ['title', 'type', 'status', 'price', 'updated'] as const;

export const ZAdminPaperListQuery = ZPageQuery.extend({
  q: singleLineText(100).optional(),
  type: ZPaperType.optional(),
  status: ZPaperStatus.optional(),
  sort: z.enum(PAPER_SORTS, { error: `must be one of ${PAPER_SORTS.join(', ')}` }).optional(),
});
export type TAdminPaperListQuery = z.input<typeof ZAdminPaperListQuery>;
/** The query as the server reads it (numbers parsed). */
export type TAdminPaperListQueryValues = z.output<typeof ZAdminPaperListQuery>;

export const ZAdminPaper = z.object({
  id: ZId,
  type: ZPaperType,
  title: z.string(),
  language: z.string(),
  description: z.string(),
  pricePaise: z.number().int(),
  listPricePaise: z.number().int().nullable(),
  status: ZPaperStatus,
  imageUrl: z.string().nullable(),
  moduleCount: z.number().int().nonnegative(),
  /** Students holding an active enrollment in the paper or one of its modules. */
  enrolledCount: z.number().int().nonnegative(),
  createdAt: z.number(),
  updatedAt: z.number().nullable(),
});
export type TAdminPaper = z.infer<typeof ZAdminPaper>;

export const ZAdminPaperPage = ZPage(ZAdminPaper);
export type TAdminPaperPage = z.infer<typeof ZAdminPaperPage>;

export const ZPaperInput = z.object({
  type: ZPaperType,
  title: requiredLine('Title', 120),
  language: requiredLine('Language', 40),
  description: multiLineText(4000),
  pricePaise: ZPaise,
  listPricePaise: ZPaise.nullable(),
});
export type TPaperInput = z.input<typeof ZPaperInput>;

export const ZPaperUpdate = ZPaperInput.partial().extend({
  status: ZPaperStatus.optional(),
  /**
   * Archiving a paper that students are enrolled in needs this: they keep their access, but
   * the paper leaves the catalogue, and the console asks first.
   */
  confirmArchive: z.boolean().optional(),
});
export type TPaperUpdate = z.input<typeof ZPaperUpdate>;

// ---- Modules ------------------------------------------------------------------------------

export const ZAdminModule = z.object({
  id: ZId,
  paperId: ZId,
  number: z.number().int().positive(),
  title: z.string(),
  description: z.string(),
  /** As staff wrote it; null when they left it empty (students then see the title). */
  summaryLine: z.string().nullable(),
  duration: z.string().nullable(),
  isFreePreview: z.boolean(),
  thumbnailUrl: z.string().nullable(),
  pricePaise: z.number().int().nullable(),
  listPricePaise: z.number().int().nullable(),
  isArchived: z.boolean(),
  noteCount: z.number().int().nonnegative(),
  audioCount: z.number().int().nonnegative(),
  videoCount: z.number().int().nonnegative(),
});
export type TAdminModule = z.infer<typeof ZAdminModule>;

export const ZAdminPaperDetails = z.object({ paper: ZAdminPaper, modules: z.array(ZAdminModule) });
export type TAdminPaperDetails = z.infer<typeof ZAdminPaperDetails>;

export const ZModuleInput = z.object({
  title: requiredLine('Title', 120),
  description: multiLineText(4000),
  /** Left out: none when adding, unchanged when editing. */
  summaryLine: ZModuleSummaryLine.optional(),
  duration: ZDurationText,
  isFreePreview: z.boolean(),
  /** The Module-Based Plan's price; set by admins only. */
  pricePaise: ZPaise.nullable().optional(),
  listPricePaise: ZPaise.nullable().optional(),
});
export type TModuleInput = z.input<typeof ZModuleInput>;

export const ZModuleUpdate = ZModuleInput.partial().extend({ isArchived: z.boolean().optional() });
export type TModuleUpdate = z.input<typeof ZModuleUpdate>;

/** Every module of the paper, in the new order (archived ones included). */
export const ZModuleOrder = z.object({
  moduleIds: z
    .array(ZId)
    .min(1)
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'must name each module once' }),
});
export type TModuleOrder = z.infer<typeof ZModuleOrder>;

// ---- Material -----------------------------------------------------------------------------

const ZAdminFileMaterial = z.object({
  id: ZId,
  moduleId: ZId,
  title: z.string(),
  description: z.string(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  position: z.number().int(),
  isArchived: z.boolean(),
});

export const NOTE_TEXT_STATUSES = ['pending', 'extracted', 'no_text', 'failed'] as const;

export const ZAdminNote = ZAdminFileMaterial.extend({
  /** Whether the study assistant can search it: read, waiting, no text on any page (a scan), or unreadable. */
  textStatus: z.enum(NOTE_TEXT_STATUSES),
  pageCount: z.number().int().nullable(),
});
export type TAdminNote = z.infer<typeof ZAdminNote>;

export const ZAdminAudio = ZAdminFileMaterial.extend({ durationSeconds: z.number().int().nullable() });
export type TAdminAudio = z.infer<typeof ZAdminAudio>;

export const ZAdminVideo = z.object({
  id: ZId,
  moduleId: ZId,
  title: z.string(),
  description: z.string(),
  youtubeId: z.string(),
  tutorialUrl: z.string(),
  instructor: z.string(),
  duration: z.string().nullable(),
  position: z.number().int(),
  isArchived: z.boolean(),
});
export type TAdminVideo = z.infer<typeof ZAdminVideo>;

export const ZAdminModuleDetails = z.object({
  module: ZAdminModule,
  paper: z.object({ id: ZId, title: z.string(), type: ZPaperType, status: ZPaperStatus }),
  notes: z.array(ZAdminNote),
  audio: z.array(ZAdminAudio),
  videos: z.array(ZAdminVideo),
});
export type TAdminModuleDetails = z.infer<typeof ZAdminModuleDetails>;

/** The text fields sent beside an uploaded note or audio file (multipart form fields). */
export const ZMaterialFields = z.object({
  title: requiredLine('Title', 120),
  description: multiLineText(2000).default(''),
});
export type TMaterialFields = z.input<typeof ZMaterialFields>;

export const ZMaterialUpdate = z.object({
  title: requiredLine('Title', 120).optional(),
  description: multiLineText(2000).optional(),
  isArchived: z.boolean().optional(),
});
export type TMaterialUpdate = z.input<typeof ZMaterialUpdate>;

export const YOUTUBE_LINK_MESSAGE = 'Paste a YouTube link (or an 11-character video id)';

/** A YouTube link or a bare 11-character id, read as the video page reads it. */
const ZYouTubeLink = singleLineText(300).transform((text, context) => {
  const trimmed = text.trim();
  const id = /^[A-Za-z0-9_-]{11}$/.test(trimmed) ? trimmed : parseYouTubeVideoId(trimmed);
  if (!id) {
    context.addIssue({ code: 'custom', message: YOUTUBE_LINK_MESSAGE });
    return z.NEVER;
  }
  return `https://www.youtube.com/watch?v=${id}`;
});

export const ZVideoInput = z.object({
  title: requiredLine('Title', 120),
  description: multiLineText(2000).default(''),
  link: ZYouTubeLink,
  instructor: singleLineText(80).transform((text) => text.trim()),
  duration: ZDurationText,
});
export type TVideoInput = z.input<typeof ZVideoInput>;

export const ZVideoUpdate = ZVideoInput.partial().extend({ isArchived: z.boolean().optional() });
export type TVideoUpdate = z.input<typeof ZVideoUpdate>;

/** Each list of the module's material in its new order (any list may be left out). */
export const ZMaterialOrder = z.object({
  noteIds: z.array(ZId).max(200).optional(),
  audioIds: z.array(ZId).max(200).optional(),
  videoIds: z.array(ZId).max(200).optional(),
});
export type TMaterialOrder = z.infer<typeof ZMaterialOrder>;
