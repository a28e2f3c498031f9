/**
 * The cart: papers (the Paper-Based Plan) and single modules (the Module-Based Plan), each at the
 * server's price in paise. The count is the number of lines; the browser never sends an amount.
 */
import { z } from 'zod';
import { ZId } from './ids.js';
import { ZPaperType } from './papers.js';

export const ZCartAdd = z.union([z.object({ paperId: ZId }).strict(), z.object({ moduleId: ZId }).strict()], {
  error: 'Send the paperId of a paper or the moduleId of a module',
});
export type TCartAdd = z.infer<typeof ZCartAdd>;

export const ZCartLine = z.object({
  id: ZId,
  kind: z.enum(['paper', 'module']),
  paperId: ZId,
  paperTitle: z.string(),
  paperType: ZPaperType,
  /** For a module line: the module; null for a whole paper. */
  moduleId: ZId.nullable(),
  moduleNumber: z.number().int().nullable(),
  moduleTitle: z.string().nullable(),
  pricePaise: z.number().int().nonnegative(),
  listPricePaise: z.number().int().nullable(),
  addedAt: z.number(),
});
export type TCartLine = z.infer<typeof ZCartLine>;

export const ZCart = z.object({
  items: z.array(ZCartLine),
  count: z.number().int().nonnegative(),
  totalPaise: z.number().int().nonnegative(),
});
export type TCart = z.infer<typeof ZCart>;

/** One plan's price today: the lowest on sale, and its struck-through price (null: nothing on sale). */
export const ZPlanPrice = z
  .object({ fromPaise: z.number().int().nonnegative(), listPricePaise: z.number().int().nullable() })
  .nullable();

/** What the plans screen shows: the Paper-Based Plan's and the Module-Based Plan's prices. */
export const ZPlanPrices = z.object({ paper: ZPlanPrice, module: ZPlanPrice });
export type TPlanPrices = z.infer<typeof ZPlanPrices>;
