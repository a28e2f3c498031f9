import { z } from 'zod';
import { ID_TEXT_PATTERN, MAX_ID } from './id-rules.js';

const ID_MESSAGE = 'must be a positive whole number';
const ID_RANGE_MESSAGE = `must be at most ${MAX_ID}`;

/** Database ids in JSON bodies and responses. */
export const ZId = z
  .number({ error: ID_MESSAGE })
  .int({ error: ID_MESSAGE })
  .positive({ error: ID_MESSAGE })
  .max(MAX_ID, { error: ID_RANGE_MESSAGE });

/** Ids in a path or query string: `0x2`, `2e0`, `+2`, ` 2 ` and `2.0` are refused, not read as 2. */
export const ZIdParam = z
  .string()
  .regex(ID_TEXT_PATTERN, { error: ID_MESSAGE })
  .transform(Number)
  .pipe(z.number().max(MAX_ID, { error: ID_RANGE_MESSAGE }));

export const ZIdParams = z.object({ id: ZIdParam });
export type TIdParams = z.infer<typeof ZIdParams>;
