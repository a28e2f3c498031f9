/**
 * "See and download my data" (DPDP Act 2023, right of access): a student asks for a ZIP of
 * everything Padanam holds about them; a sweep builds it; they download it once, within a week.
 */
import { z } from 'zod';
import { ZId } from './ids.js';

export const DATA_EXPORT_STATUSES = ['queued', 'building', 'ready', 'downloaded', 'expired', 'failed'] as const;
export const ZDataExportStatus = z.enum(DATA_EXPORT_STATUSES);
export type TDataExportStatus = z.infer<typeof ZDataExportStatus>;

/** One request for a copy; times are epoch ms, null until they happen. */
export const ZDataExport = z.object({
  id: ZId,
  status: ZDataExportStatus,
  requestedAt: z.number(),
  readyAt: z.number().nullable(),
  /** When a ready export's file is deleted if nobody downloads it. */
  expiresAt: z.number().nullable(),
  sizeBytes: z.number().int().nullable(),
});
export type TDataExport = z.infer<typeof ZDataExport>;

export const ZDataExportList = z.object({ exports: z.array(ZDataExport) });
export type TDataExportList = z.infer<typeof ZDataExportList>;

/** One request a student may make in this long. */
export const DATA_EXPORT_REQUEST_WINDOW_MS = 24 * 60 * 60 * 1000;
/** A ready export's file is deleted this long after it was built. */
export const DATA_EXPORT_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
