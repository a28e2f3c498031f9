import { z } from 'zod';
import { ZId } from './ids.js';
import { PAPER_TYPES } from './papers-rules.js';

export const ZPaperType = z.enum(PAPER_TYPES, {
  error: `must be one of ${PAPER_TYPES.join(', ')}`,
});
export type TPaperType = z.infer<typeof ZPaperType>;

export const ZPaperListQuery = z.object({ type: ZPaperType });
export type TPaperListQuery = z.infer<typeof ZPaperListQuery>;

export const ZPaper = z.object({
  id: ZId,
  type: ZPaperType,
  title: z.string(),
  language: z.string(),
  description: z.string(),
  /** Rupees, from the server's own price list. */
  price: z.number().nonnegative(),
  /** Rupees: the struck-through price of an offer, or null. */
  listPrice: z.number().nonnegative().nullable(),
  rating: z.number().min(0).max(5),
  imageUrl: z.string().nullable(),
  moduleCount: z.number().int().nonnegative(),
});
export type TPaper = z.infer<typeof ZPaper>;

export const ZPaperList = z.object({ papers: z.array(ZPaper) });
export type TPaperList = z.infer<typeof ZPaperList>;

/**
 * A paper as Home's Courses shows it: only what the server stores or counts (no rating). The
 * price in rupees as on `ZPaper`.
 */
export const ZPopularPaper = ZPaper.pick({
  id: true,
  type: true,
  title: true,
  language: true,
  price: true,
  listPrice: true,
  moduleCount: true,
}).extend({
  /** Students holding an active enrollment in it (the whole paper or any of its modules), each once. */
  studentCount: z.number().int().nonnegative(),
  /** The caller holds an active enrollment of the whole paper (as `ZPaperDetails.isEnrolled`). */
  isEnrolled: z.boolean(),
});
export type TPopularPaper = z.infer<typeof ZPopularPaper>;

export const ZModuleSummary = z.object({
  id: ZId,
  paperId: ZId,
  number: z.number().int().positive(),
  title: z.string(),
  description: z.string(),
  /** Free text such as '1 hr 20 min'; the screens show their own default when null. */
  duration: z.string().nullable(),
  isFreePreview: z.boolean(),
  thumbnailUrl: z.string().nullable(),
  /** For the caller: enrolled in the paper, or a free preview (logged out: free previews only). */
  canOpen: z.boolean(),
  /** An active enrollment of the caller opens it (the whole paper or this module bought or granted). */
  isEnrolled: z.boolean(),
  /** The Module-Based Plan's price in paise; null when the module is sold only with its paper. */
  pricePaise: z.number().int().nonnegative().nullable(),
  /** The struck-through price of an offer. */
  listPricePaise: z.number().int().nonnegative().nullable(),
  isSaved: z.boolean(),
});
export type TModuleSummary = z.infer<typeof ZModuleSummary>;

export const ZModuleList = z.object({ modules: z.array(ZModuleSummary) });
export type TModuleList = z.infer<typeof ZModuleList>;
