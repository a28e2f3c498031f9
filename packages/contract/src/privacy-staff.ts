/**
 * The console's data requests beside grievances (admins; every reading of a list is audited):
 * students' copies of their data, account deletions scheduled and carried out, and the parental
 * consents children signed up with. Phones are masked as the grievance list masks them; an
 * erased account is the "Deleted student" tombstone with no phone. Staff never see a student's ZIP.
 */
import { z } from 'zod';
import { ZPage, ZPageQuery } from './admin-lists.js';
import { ZId } from './ids.js';
import { ZDataExportStatus } from './privacy-export.js';

/** The student a request is about: a name and a masked phone; no phone once the account is erased. */
export const ZStaffRequestStudent = z.object({ id: ZId, name: z.string(), phone: z.string().nullable() });
export type TStaffRequestStudent = z.infer<typeof ZStaffRequestStudent>;

export const ZAdminDataExport = z.object({
  id: ZId,
  student: ZStaffRequestStudent,
  status: ZDataExportStatus,
  requestedAt: z.number(),
  readyAt: z.number().nullable(),
  /** When a ready copy is deleted if not downloaded first. */
  expiresAt: z.number().nullable(),
  downloadedAt: z.number().nullable(),
  sizeBytes: z.number().int().nonnegative().nullable(),
});
export type TAdminDataExport = z.infer<typeof ZAdminDataExport>;

export const ZAdminDataExportQuery = ZPageQuery.extend({ status: ZDataExportStatus.optional() });
export type TAdminDataExportQuery = z.input<typeof ZAdminDataExportQuery>;
export type TAdminDataExportQueryValues = z.output<typeof ZAdminDataExportQuery>;

export const ZAdminDataExportPage = ZPage(ZAdminDataExport);
export type TAdminDataExportPage = z.infer<typeof ZAdminDataExportPage>;

export const ERASURE_STATES = ['scheduled', 'erased'] as const;
export const ZErasureState = z.enum(ERASURE_STATES, { error: 'must be scheduled or erased' });
export type TErasureState = z.infer<typeof ZErasureState>;

/** A scheduled deletion (due at `scheduledFor`), or one carried out (`erasedAt`; what was asked is gone with it). */
export const ZAdminErasure = z.object({
  student: ZStaffRequestStudent,
  state: ZErasureState,
  requestedAt: z.number().nullable(),
  scheduledFor: z.number().nullable(),
  erasedAt: z.number().nullable(),
  /** Scheduled, and its date has passed without the sweep erasing the account. */
  isOverdue: z.boolean(),
});
export type TAdminErasure = z.infer<typeof ZAdminErasure>;

export const ZAdminErasureQuery = ZPageQuery.extend({ state: ZErasureState.optional() });
export type TAdminErasureQuery = z.input<typeof ZAdminErasureQuery>;
export type TAdminErasureQueryValues = z.output<typeof ZAdminErasureQuery>;

export const ZAdminErasurePage = ZPage(ZAdminErasure);
export type TAdminErasurePage = z.infer<typeof ZAdminErasurePage>;

export const PARENTAL_CONSENT_KINDS = ['parent', 'exempt'] as const;
export const ZParentalConsentKind = z.enum(PARENTAL_CONSENT_KINDS, { error: 'must be parent or exempt' });
export type TParentalConsentKind = z.infer<typeof ZParentalConsentKind>;

export const ZAdminParentalConsent = z.object({
  id: ZId,
  student: ZStaffRequestStudent,
  /** The parent's masked phone; null when the signup relied on the exemption. */
  parentPhone: z.string().nullable(),
  declaredAt: z.number().nullable(),
  verifiedAt: z.number().nullable(),
  exemption: z.enum(['educational_institution']).nullable(),
  noticeVersion: z.string(),
  createdAt: z.number(),
});
export type TAdminParentalConsent = z.infer<typeof ZAdminParentalConsent>;

export const ZAdminParentalConsentQuery = ZPageQuery.extend({ kind: ZParentalConsentKind.optional() });
export type TAdminParentalConsentQuery = z.input<typeof ZAdminParentalConsentQuery>;
export type TAdminParentalConsentQueryValues = z.output<typeof ZAdminParentalConsentQuery>;

export const ZAdminParentalConsentPage = ZPage(ZAdminParentalConsent);
export type TAdminParentalConsentPage = z.infer<typeof ZAdminParentalConsentPage>;
