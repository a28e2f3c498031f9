/** Every report downloads as CSV or as an Excel workbook (`?format=csv|xlsx`). */
import { z } from 'zod';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const ZExportFormat = z.enum(EXPORT_FORMATS, { error: 'must be csv or xlsx' });
export type TExportFormat = z.infer<typeof ZExportFormat>;
