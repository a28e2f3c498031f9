import { z } from 'zod';

export const DATABASE_KINDS = ['sqlite', 'postgres'] as const;
export const ZDatabaseKind = z.enum(DATABASE_KINDS);
export type TDatabaseKind = z.infer<typeof ZDatabaseKind>;

export const ZHealth = z.object({
  status: z.literal('ok'),
  db: ZDatabaseKind,
});
export type THealth = z.infer<typeof ZHealth>;
