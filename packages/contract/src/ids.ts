import { z } from 'zod';

/** Database ids travel as positive integers; path params arrive as strings and are coerced. */
export const ZId = z.number().int().positive();
export const ZIdParam = z.coerce
  .number({ error: 'must be a positive whole number' })
  .int({ error: 'must be a positive whole number' })
  .positive({ error: 'must be a positive whole number' });

export const ZIdParams = z.object({ id: ZIdParam });
export type TIdParams = z.infer<typeof ZIdParams>;
