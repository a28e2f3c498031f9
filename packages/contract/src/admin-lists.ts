/** Paging and sorting shared by every console list: done by the server, never "load everything". */
import { z } from 'zod';

export const ADMIN_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_ADMIN_PAGE_SIZE = 20;

const PAGE_MESSAGE = 'must be a whole number from 1';

export const ZPageQuery = z.object({
  page: z
    .string()
    .regex(/^[1-9][0-9]{0,5}$/, { error: PAGE_MESSAGE })
    .transform(Number)
    .optional(),
  pageSize: z
    .enum(ADMIN_PAGE_SIZES.map(String) as [string, ...string[]], {
      error: `must be one of ${ADMIN_PAGE_SIZES.join(', ')}`,
    })
    .transform(Number)
    .optional(),
  order: z.enum(['asc', 'desc'], { error: 'must be asc or desc' }).optional(),
});

/** A page of `T` and where it sits in the whole list. */
export function ZPage<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });
}

export interface TPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
